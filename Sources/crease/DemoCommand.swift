import ArgumentParser
import CreaseCore
import CreaseDraw
import CreaseEffects
import CreaseGL
import CreaseGestures
import CreaseMath
import CreasePlatform
import CreaseScenes
import Foundation

/// `crease demo`: the interactive window (or the same run offscreen with --headless).
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Open the demo window: the transitions (keys 1-3) or a renderer scene (--scene).",
        discussion: """
            Keys: 1 open folder, 2 pan fold, 3 open doors, 4 the card scene, 5 the fold core; space replays, \
            R reverses, H hinges the pan fold, S slow motion, F frame statistics, P screenshot, Esc quits. \
            In the fold core: drag vertically to fold, up/down double or halve the strips, N the next style, \
            L lit or flat. Mouse: click taps, left drag pans, right drag or the wheel pinches.
            """)

    @Argument(help: "A scene or effect to open, as --scene or --effect would (e.g. `crease demo fold`).")
    var name: String?

    @OptionGroup var choice: SceneChoice

    @Option(help: "Window size in points, WxH.", transform: PixelSize.parse)
    var size = PixelSize(width: 1280, height: 800)

    @Flag(help: "Play offscreen instead of in a window: prints frame times, saves --screenshot.")
    var headless = false

    @Option(help: "Quit after this many frames (window default: run until closed; headless default: 180).")
    var frames: Int?

    @Option(help: "Save the last frame to this PNG file on exit.")
    var screenshot: String?

    @Option(help: "Record the pointer input to this gesture file (JSON) on exit, for --gesture.")
    var record: String?

    func validate() throws {
        if let frames, frames < 1 { throw ValidationError("--frames must be 1 or more") }
        if name != nil && (choice.scene != nil || choice.effect != nil) {
            throw ValidationError("name a scene or effect once: as an argument or with --scene/--effect")
        }
    }

    /// The effects app unless a scene or effect was asked for.
    var startingChoice: SceneChoice {
        var c = choice
        if let name {
            if EffectCatalog.names.contains(name) { c.effect = name } else { c.scene = name }
        }
        if c.scene == nil && c.effect == nil { c.effect = "open-folder" }
        return c
    }

    func run() throws {
        if let screenshot { try OutputPath.checkWritable(screenshot, extension: "png") }
        if let record { try OutputPath.checkWritable(record, extension: "json") }
        // Built before any window or context (scenes need none), so bad names and files fail first.
        let scene = try startingChoice.make(size: size.size)
        if headless { return try runOffscreen(scene, frameCount: frames ?? 180) }
        let window = try Window(title: "Crease", size: size.size)
        let loop = try DemoLoop(window: window, choice: startingChoice, scene: scene)
        try loop.run(frameLimit: frames)
        if let screenshot { try PNGFile.write(try window.framebuffer.readBitmap(), to: screenshot) }
        if let record { try GestureScript(events: loop.recorded).write(to: record) }
    }

    /// The same scene and clock steps as the window, drawn into an offscreen target.
    private func runOffscreen(_ scene: Scene, frameCount: Int) throws {
        do {
            let offscreen = try OffscreenRenderer(viewport: size.size)
            let clock = FixedStepClock(framesPerSecond: 60)
            var times: [Double] = []
            for _ in 0..<frameCount {
                let start = DispatchTime.now().uptimeNanoseconds
                scene.update(time: clock.now)
                try offscreen.renderer.render(scene.root, viewport: size.size, time: clock.now, into: offscreen.target.framebuffer)
                GPUSync.finish()
                clock.tick()
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            times.sort()
            print(String(format: "crease demo --headless: %d frames of '%@' at %@ on %@: p50 %.2f ms, max %.2f ms",
                frameCount, startingChoice.name, size.description, offscreen.renderer.gpu.renderer, times[times.count / 2], times.last!))
            if let screenshot {
                try PNGFile.write(try offscreen.target.readBitmap(), to: screenshot)
                print("saved \(screenshot)")
            }
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError(error)
        }
    }
}

/// The window's frame loop: input through the recognisers, scene time, draw, swap, pace.
final class DemoLoop {
    let window: Window
    let renderer: Renderer
    var choice: SceneChoice
    var scene: Scene
    var sceneSize: Size
    /// Ticks once per presented frame; S toggles slow motion on it.
    let clock = DisplayLinkClock()
    /// Each scene runs on its own time from 0, so its demonstration and recordings line up.
    var sceneStart = 0.0
    var sceneTime: Double { clock.now - sceneStart }
    /// Left drag: one finger; right drag or the wheel: a two-finger pinch.
    var mouse = MouseGestureMapper()
    /// Everything the scene was given, in scene time, for --record.
    private(set) var recorded: [PointerEvent] = []
    let overlay: Overlay
    /// Holds the scene and the overlay.
    let frameRoot = Layer(name: "window")

    static let hint = "1 folder · 2 pan fold · 3 doors · 4 card · 5 fold (↑↓ strips, N style, L light) · space replay · R reverse · S slow · F stats · P shot · Esc"

    /// `scene` was made for the window's requested size; a window that opened at another size
    /// gets it made anew.
    init(window: Window, choice: SceneChoice, scene: Scene) throws {
        self.window = window
        self.choice = choice
        renderer = try Renderer()
        sceneSize = window.size
        self.scene = scene.root.bounds.size == sceneSize ? scene : try choice.make(size: sceneSize)
        overlay = Overlay(size: sceneSize, hintText: Self.hint)
        frameRoot.frame = Rect(origin: .zero, size: sceneSize)
        frameRoot.setSublayers([self.scene.root, overlay.root])
    }

    func run(frameLimit: Int?) throws {
        var pacer = FramePacer(refreshRate: window.refreshRate)
        var frame = 0
        var lastSwap = Window.time
        while !window.shouldClose {
            window.pollEvents()
            try handle(window.events)
            if window.size != sceneSize, window.size.width > 0, window.size.height > 0 { try resize(to: window.size) }
            scene.update(time: sceneTime)
            try renderer.render(frameRoot, viewport: sceneSize, time: sceneTime, into: window.framebuffer)
            window.swapBuffers()
            let swapped = Window.time
            let wait = pacer.delay(afterSwapEndingAt: swapped)
            if wait > 0 { Thread.sleep(forTimeInterval: wait) }
            clock.tick(presentedAt: swapped + wait)
            let s = renderer.stats
            if overlay.showsStats {
                overlay.setStats(String(format: "%.1f ms · %d draws · %d quads · %d uploads%@", (swapped - lastSwap) * 1000,
                    s.drawCalls, s.instances, s.textureUploads, clock.slowMotion.factor > 1 ? " · slow motion" : ""))
            }
            lastSwap = swapped
            frame += 1
            if let frameLimit, frame >= frameLimit { break }
        }
    }

    private func resize(to size: Size) throws {
        sceneSize = size
        frameRoot.frame = Rect(origin: .zero, size: size)
        overlay.layOut(size: size, hintText: Self.hint)
        if !scene.resize(to: size, time: sceneTime) { try show(choice) }
    }

    /// Switches to another scene or effect, starting its time at 0.
    private func show(_ newChoice: SceneChoice) throws {
        choice = newChoice
        scene = try newChoice.make(size: sceneSize)
        sceneStart = clock.now
        frameRoot.setSublayers([scene.root, overlay.root])
    }

    private func handle(_ events: [InputEvent]) throws {
        for event in events {
            switch event {
            case .keyDown("escape"): window.shouldClose = true
            case .keyDown("f"): overlay.showsStats.toggle()
            case .keyDown("s"): clock.toggleSlowMotion()
            case .keyDown("p"):
                let path = "crease-screenshot-\(Int(Date().timeIntervalSince1970)).png"
                try PNGFile.write(try window.framebuffer.readBitmap(), to: path)
                print("saved \(path)")
            case .keyDown(let key) where ["1", "2", "3", "4", "5"].contains(key):
                var next = choice
                let index = Int(key)! - 1
                next.effect = index < EffectCatalog.names.count ? EffectCatalog.names[index] : nil
                next.scene = index == 3 ? "demo" : index == 4 ? "fold" : nil
                try show(next)
            case .keyDown(let key): scene.key(key, time: sceneTime)
            default: if let input = mouseInput(event) { forward(mouse.map(input)) }
            }
        }
        forward(mouse.advance(to: sceneTime))
    }

    private func forward(_ events: [PointerEvent]) {
        for event in events {
            scene.handle(event)
            recorded.append(event)
        }
    }

    /// The window's mouse input on the scene's clock.
    private func mouseInput(_ event: InputEvent) -> MouseInput? {
        let t = sceneTime
        switch event {
        case .pointerDown(.left, let p): return .buttonDown(button: .left, at: p, time: t)
        case .pointerDown(.right, let p): return .buttonDown(button: .right, at: p, time: t)
        case .pointerUp(.left, let p): return .buttonUp(button: .left, at: p, time: t)
        case .pointerUp(.right, let p): return .buttonUp(button: .right, at: p, time: t)
        case .pointerMoved(let p): return .moved(to: p, time: t)
        case .scroll(_, let dy, let p): return .scroll(dy: dy, at: p, time: t)
        default: return nil
        }
    }
}
