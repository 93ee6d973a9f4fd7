import ArgumentParser
import CreaseCore
import CreaseDraw
import CreaseRender
import CreaseScenes
import Foundation

/// `crease render`: one frame of a scene or effect, or a whole run as numbered PNGs, offscreen.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render", abstract: "Render a scene or an effect headless: one frame to --out, or a run to --frames DIR.")

    @OptionGroup var choice: SceneChoice

    @Option(help: "Viewport size in points, WxH.", transform: PixelSize.parse)
    var size = PixelSize(width: 1280, height: 800)

    @Option(help: "Output PNG file (one frame at --time).")
    var out: String?

    @Option(help: "Output folder for a whole run: frame-00000.png, frame-00001.png, ...")
    var frames: String?

    @Option(help: "Frames per second of a run.")
    var fps = 60.0

    @Option(help: "Seconds of a run.")
    var duration = 3.0

    @Option(help: "Scene time in seconds (one frame).")
    var time = 0.0

    @Option(help: "Pixels per point.")
    var scale = 1.0

    @OptionGroup var multisampling: SamplesOption

    func validate() throws {
        guard time.isFinite, time >= 0 else { throw ValidationError("--time must be a finite number of seconds, 0 or more") }
        guard scale.isFinite, scale > 0, scale <= 8 else { throw ValidationError("--scale must be above 0 and at most 8") }
        guard fps.isFinite, fps > 0, fps <= 240 else { throw ValidationError("--fps must be above 0 and at most 240") }
        guard duration.isFinite, duration > 0, duration <= 600 else { throw ValidationError("--duration must be above 0 and at most 600 seconds") }
    }

    func run() throws {
        // Checked here rather than as required options: ArgumentParser validates before it
        // reports unknown flags, and a typo should be named first.
        guard (out == nil) != (frames == nil) else {
            throw CommandError(out == nil ? "--out FILE.png or --frames DIR is required" : "give --out or --frames, not both", status: 64)
        }
        if let out { try OutputPath.checkWritable(out, extension: "png") }
        if let frames { try OutputPath.checkFolder(frames) }
        let scene = try choice.make(size: size.size, fallback: "demo")
        do {
            let offscreen = try OffscreenRenderer(viewport: size.size, scale: scale, samples: multisampling.samples)
            let driver = FrameDriver(renderer: offscreen.renderer)
            if let out {
                // Scenes that play input step through time as the window does, then show `time`.
                var t = 0.0
                while t < time {
                    scene.update(time: t)
                    t += 1.0 / 60
                }
                try driver.draw(.init(scene, at: time), on: offscreen)
                try PNGFile.write(try offscreen.target.readBitmap(), to: out)
            } else if let frames {
                let count = Int((duration * fps).rounded())
                try driver.run(on: offscreen, clock: FixedStepClock(framesPerSecond: fps),
                    next: { k, now in k < count ? .init(scene, at: now) : nil },
                    shown: { frame in
                        let path = URL(fileURLWithPath: frames).appendingPathComponent(String(format: "frame-%05d.png", frame.index)).path
                        try PNGFile.write(try offscreen.target.readBitmap(), to: path)
                    })
                print("wrote \(count) frames of '\(choice.name(or: "demo"))' to \(frames)")
            }
        } catch let error as CommandError {
            throw error
        } catch {
            throw CommandError(error)
        }
    }
}
