import ArgumentParser
import CreaseCore
import CreaseDraw
import CreaseEffects
import CreaseGestures
import CreaseMath
import CreasePlatform
import CreaseRender
import CreaseScenes

/// `crease demo`: the interactive window (or the same run offscreen with --headless).
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Open the demo window on a scene or transition (default: \(DemoCommand.firstScene)).",
        discussion: "Keys: " + SceneRegistry.keyed.map { "\($0.key!) \($0.shortName)" }.joined(separator: ", ")
            + "; in each, what the hint line at the bottom says. Everywhere: " + DemoWindow.globalControls.joined(separator: ", ")
            + ". Mouse: a click taps, a left drag pans.")

    static let firstScene = "open-folder"

    @Argument(help: "A scene to open, as --scene would (e.g. `crease demo fold`).")
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

    /// The positional name counts as --scene.
    var startingChoice: SceneChoice {
        var c = choice
        if let name { c.scene = name }
        return c
    }

    func run() throws {
        if let screenshot { try OutputPath.checkWritable(screenshot, extension: "png") }
        if let record { try OutputPath.checkWritable(record, extension: "json") }
        // Built before any window or context (scenes need none), so bad names and files fail first.
        let entry = try startingChoice.entry(or: Self.firstScene)
        let setup = try startingChoice.setup()
        let scene: any Scene
        do { scene = try entry.make(size: size.size, setup: setup) } catch { throw CommandError(error) }
        if headless { return try runOffscreen(scene, frameCount: frames ?? 180) }
        let window = try Window(title: "Crease", size: size.size)
        let demo = try DemoWindow(window: window, entry: entry, setup: setup, scene: scene)
        try demo.run(frameLimit: frames)
        if let screenshot { try PNGFile.write(try window.framebuffer.readBitmap(), to: screenshot) }
        if let record { try GestureScript(events: demo.recorded).write(to: record) }
    }

    /// The same scene and clock steps as the window, drawn into an offscreen target.
    private func runOffscreen(_ scene: any Scene, frameCount: Int) throws {
        do {
            let offscreen = try OffscreenRenderer(viewport: size.size)
            let driver = FrameDriver(renderer: offscreen.renderer)
            var times: [Double] = []
            try driver.run(on: offscreen, clock: FixedStepClock(framesPerSecond: 60),
                next: { k, now in k < frameCount ? .init(scene, at: now) : nil },
                shown: { times.append($0.totalMs) })
            times.sort()
            print(String(format: "crease demo --headless: %d frames of '%@' at %@ on %@: p50 %.2f ms, max %.2f ms",
                frameCount, startingChoice.name(or: Self.firstScene), size.description, offscreen.renderer.gpu.renderer,
                times[times.count / 2], times.last!))
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
