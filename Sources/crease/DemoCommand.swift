import ArgumentParser
import CreaseDraw
import CreaseGL
import CreaseMath
import CreasePlatform
import CreaseScenes
import Foundation

/// `crease demo`: the interactive window.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Open the demo window (Esc quits, F shows frame statistics in the title, P saves a screenshot).")

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
            var times: [Double] = []
            for k in 0..<frameCount {
                let start = DispatchTime.now().uptimeNanoseconds
                theScene.update(time: Double(k) / 60)
                try offscreen.renderer.render(theScene.root, viewport: size.size, into: offscreen.target.framebuffer)
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

    init(window: Window, sceneName: String) throws {
        self.window = window
        self.sceneName = sceneName
        renderer = try Renderer()
        sceneSize = window.size
        scene = try SceneCatalog.make(sceneName, size: sceneSize)
    }

    func run(frameLimit: Int?) throws {
        var pacer = FramePacer(refreshRate: window.refreshRate)
        let start = Window.time
        var frame = 0
        var lastFrameTime = start
        while !window.shouldClose {
            window.pollEvents()
            try handle(window.events)
            if window.size != sceneSize, window.size.width > 0, window.size.height > 0 {
                sceneSize = window.size
                scene = try SceneCatalog.make(sceneName, size: sceneSize)
            }
            let now = Window.time
            scene.update(time: now - start)
            try renderer.render(scene.root, viewport: sceneSize, into: window.framebuffer)
            window.swapBuffers()
            let wait = pacer.delay(afterSwapEndingAt: Window.time)
            if wait > 0 { Thread.sleep(forTimeInterval: wait) }
            if showStats {
                let s = renderer.stats
                window.setTitle(String(format: "Crease — %.1f ms, %d draws, %d quads", (now - lastFrameTime) * 1000, s.drawCalls, s.instances))
            }
            lastFrameTime = now
            frame += 1
            if let frameLimit, frame >= frameLimit { break }
        }
    }

    private func handle(_ events: [InputEvent]) throws {
        for event in events {
            guard case .keyDown(let key) = event else { continue }
            switch key {
            case "escape": window.shouldClose = true
            case "f":
                showStats.toggle()
                if !showStats { window.setTitle("Crease") }
            case "p":
                let path = "crease-screenshot-\(Int(Date().timeIntervalSince1970)).png"
                try PNGFile.write(try window.framebuffer.readBitmap(), to: path)
                print("saved \(path)")
            default: break
            }
        }
    }
}
