import ArgumentParser
import CreaseDraw
import CreaseGL
import CreasePlatform
import CreaseScenes

/// `crease render`: one frame of a scene, offscreen, to a PNG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render one frame of a scene headless to a PNG file.")

    @Option(help: "Scene to render: \(SceneCatalog.names.joined(separator: ", ")), tiles-N.")
    var scene = "demo"

    @Option(help: "Viewport size in points, WxH.", transform: PixelSize.parse)
    var size = PixelSize(width: 1280, height: 800)

    @Option(help: "Output PNG file (required).")
    var out: String?

    @Option(help: "Scene time in seconds.")
    var time = 0.0

    @Option(help: "Pixels per point.")
    var scale = 1.0

    @Option(help: "Multisamples per pixel (1 for none).")
    var samples = 4

    func validate() throws {
        guard time.isFinite, time >= 0 else { throw ValidationError("--time must be a finite number of seconds, 0 or more") }
        guard scale.isFinite, scale > 0, scale <= 8 else { throw ValidationError("--scale must be above 0 and at most 8") }
        guard (1...16).contains(samples) else { throw ValidationError("--samples must be between 1 and 16") }
    }

    func run() throws {
        // Checked here rather than as a required option: ArgumentParser validates before it
        // reports unknown flags, and a typo should be named first.
        guard let out else { throw CommandError("--out FILE.png is required", status: 64) }
        try OutputPath.checkWritable(out, extension: "png")
        let theScene: Scene
        do { theScene = try SceneCatalog.make(scene, size: size.size) } catch { throw CommandError(error) }
        do {
            let offscreen = try OffscreenRenderer(viewport: size.size, scale: scale, samples: samples)
            theScene.update(time: time)
            try PNGFile.write(try offscreen.render(theScene.root, time: time), to: out)
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError(error)
        }
    }
}
