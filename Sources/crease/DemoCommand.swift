import ArgumentParser
import CreaseDraw
import CreaseGL
import CreaseGestures
import CreaseCore
import CreaseMath
import CreasePlatform
import CreaseScenes
import Foundation

/// `crease demo`: the interactive window.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Open the demo window (space or a click flips the card, drag turns it; S slow motion, F frame statistics in the title, P screenshot, Esc quits).")

    @Option(help: "Scene to show.")
    var scene = "demo"

    @Option(help: "Window size in points, WxH.", transform: PixelSize.parse)
    var size = PixelSize(width: 1280, height: 800)

    @Flag(help: "Play the scene offscreen instead of in a window: prints frame times, saves --screenshot.")
    var headless = false

    @Option(help: "Quit after this many frames (window default: run until closed; headless default: 180).")
    var frames: Int?

    @Option(help: "Save the last frame to this PNG file on exit.")
    var screenshot: String?

    func validate() throws {
        if let frames, frames < 1 { throw ValidationError("--frames must be 1 or more") }
    }

    func run() throws {
        if let screenshot { try OutputPath.checkWritable(screenshot, extension: "png") }
        do { _ = try SceneCatalog.make(scene, size: Size(width: 16, height: 16)) } catch { throw CommandError(error) }
        if headless { return try runOffscreen(frameCount: frames ?? 180) }
        let window = try Window(title: "Crease", size: size.size)
        let loop = try DemoLoop(window: window, sceneName: scene)
        try loop.run(frameLimit: frames)
        if let screenshot { try PNGFile.write(try window.framebuffer.readBitmap(), to: screenshot) }
    }

    /// The same scene and clock steps as the window, drawn into an offscreen target.
    private func runOffscreen(frameCount: Int) throws {
        do {
            let offscreen = try OffscreenRenderer(viewport: size.size)
            let theScene = try SceneCatalog.make(scene, size: size.size)
            let clock = FixedStepClock(framesPerSecond: 60)
            var times: [Double] = []
            for _ in 0..<frameCount {
                let start = DispatchTime.now().uptimeNanoseconds
                theScene.update(time: clock.now)
                try offscreen.renderer.render(theScene.root, viewport: size.size, time: clock.now, into: offscreen.target.framebuffer)
                clock.tick()
                GPUSync.finish()
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
            times.sort()
            print(String(format: "crease demo --headless: %d frames of '%@' at %@ on %@: p50 %.2f ms, max %.2f ms",
                frameCount, scene, size.description, offscreen.renderer.gpu.renderer, times[times.count / 2], times.last!))
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

/// The window's frame loop: input, scene time, draw, swap, pace.
final class DemoLoop {
    let window: Window
    let renderer: Renderer
    let sceneName: String
    var scene: Scene
    var sceneSize: Size
    var showStats = false
    /// Ticks once per presented frame; S toggles slow motion on it.
    let clock = DisplayLinkClock()
    /// Left drag: one finger; right drag or the wheel: a two-finger pinch.
    var mouse = MouseGestureMapper()

    init(window: Window, sceneName: String) throws {
        self.window = window
        self.sceneName = sceneName
        renderer = try Renderer()
        sceneSize = window.size
        scene = try SceneCatalog.make(sceneName, size: sceneSize)
    }

    func run(frameLimit: Int?) throws {
        var pacer = FramePacer(refreshRate: window.refreshRate)
        var frame = 0
        var lastSwap = Window.time
        var frameTime = 0.0
        while !window.shouldClose {
            window.pollEvents()
            try handle(window.events)
            if window.size != sceneSize, window.size.width > 0, window.size.height > 0 {
                sceneSize = window.size
                scene = try SceneCatalog.make(sceneName, size: sceneSize)
            }
            scene.update(time: clock.now)
            try renderer.render(scene.root, viewport: sceneSize, time: clock.now, into: window.framebuffer)
            window.swapBuffers()
            let swapped = Window.time
            let wait = pacer.delay(afterSwapEndingAt: swapped)
            if wait > 0 { Thread.sleep(forTimeInterval: wait) }
            clock.tick(presentedAt: swapped + wait)
            frameTime = swapped - lastSwap
            lastSwap = swapped
            if showStats {
                let s = renderer.stats
                window.setTitle(String(format: "Crease — %.1f ms, %d draws, %d quads%@", frameTime * 1000, s.drawCalls, s.instances,
                    clock.slowMotion.factor > 1 ? " (slow motion)" : ""))
            }
            frame += 1
            if let frameLimit, frame >= frameLimit { break }
        }
    }

    private func handle(_ events: [InputEvent]) throws {
        for event in events {
            switch event {
            case .keyDown("escape"): window.shouldClose = true
            case .keyDown("f"):
                showStats.toggle()
                if !showStats { window.setTitle("Crease") }
            case .keyDown("s"): clock.toggleSlowMotion()
            case .keyDown("p"):
                let path = "crease-screenshot-\(Int(Date().timeIntervalSince1970)).png"
                try PNGFile.write(try window.framebuffer.readBitmap(), to: path)
                print("saved \(path)")
            case .keyDown(let key): scene.key(key, time: clock.now)
            default: if let input = mouseInput(event) { forward(mouse.map(input)) }
            }
        }
        forward(mouse.advance(to: clock.now))
    }

    private func forward(_ events: [PointerEvent]) {
        for event in events { scene.handle(event) }
    }

    /// The window's mouse input on the scene's clock.
    private func mouseInput(_ event: InputEvent) -> MouseInput? {
        let t = clock.now
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
