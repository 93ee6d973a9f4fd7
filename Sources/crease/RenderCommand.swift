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

    @Option(parsing: .unconditional, help: "Frame size in points, WxH: from 1x1 up to the GPU's texture limit a side (16384 on llvmpipe, 32768 on NVIDIA), times --scale.", transform: PixelSize.parse)
    var size = PixelSize(width: 1280, height: 800)

    @Option(parsing: .unconditional, help: "Output PNG file (one frame at --time).")
    var out: String?

    @Option(parsing: .unconditional, help: "Output folder for a whole run: frame-00000.png, frame-00001.png, ...")
    var frames: String?

    @Option(parsing: .unconditional, help: "Frames per second of a run.")
    var fps = 60.0

    @Option(parsing: .unconditional, help: "Seconds of a run (default: 3, or as long as the --gesture file and a second more).")
    var duration: Double?

    @Option(parsing: .unconditional, help: "Scene time in seconds (one frame).")
    var time = 0.0

    @Option(parsing: .unconditional, help: "Pixels per point.")
    var scale = 1.0

    @OptionGroup var multisampling: SamplesOption

    func validate() throws {
        guard time.isFinite, time >= 0 else { throw ValidationError("--time must be a finite number of seconds, 0 or more") }
        guard scale.isFinite, scale > 0, scale <= 8 else { throw ValidationError("--scale must be above 0 and at most 8") }
        guard fps.isFinite, fps > 0, fps <= 240 else { throw ValidationError("--fps must be above 0 and at most 240") }
        if let duration {
            guard duration.isFinite, duration > 0, duration <= 600 else { throw ValidationError("--duration must be above 0 and at most 600 seconds") }
            guard (duration * fps).rounded() >= 1 else { throw ValidationError("--duration × --fps gives no frame: a run needs at least one") }
        }
    }

    func run() throws {
        // Checked here rather than as required options: ArgumentParser validates before it
        // reports unknown flags, and a typo should be named first.
        guard (out == nil) != (frames == nil) else {
            throw CommandError(out == nil ? "--out FILE.png or --frames DIR is required" : "give --out or --frames, not both", status: 64)
        }
        if let out { try OutputPath.checkWritable(out, extension: "png") }
        let folder = try frames.map(FrameFolder.init)
        defer { folder?.discard() }
        Interruption.watch()
        let entry = try choice.entry(or: "demo")
        var setup = try choice.setup()
        do {
            let offscreen = try OffscreenRenderer(viewport: size.size, scale: scale, samples: multisampling.samples)
            setup.fitContent(to: size.size, maxPixels: offscreen.renderer.gpu.maxTextureSize)
            let scene = try entry.make(size: size.size, setup: setup)
            let driver = FrameDriver(renderer: offscreen.renderer)
            if let out {
                FrameDriver.seek(scene, to: time)
                try driver.draw(.init(scene, at: time), on: offscreen)
                try PNGFile.write(try offscreen.target.readBitmap(), to: out)
            } else if let folder {
                // Long enough for the scene's input (its demonstration or the gesture file) and a second more.
                let seconds = duration ?? max(3, (scene.scriptedInputTimes.last ?? 0) + 1)
                let count = Int((seconds * fps).rounded())
                try driver.run(on: offscreen, clock: FixedStepClock(framesPerSecond: fps),
                    next: { k, now in
                        try Interruption.check()
                        return k < count ? .init(scene, at: now) : nil
                    },
                    shown: { frame in try PNGFile.write(try offscreen.target.readBitmap(), to: folder.path(for: frame.index)) })
                try folder.commit()
                print("wrote \(count) frames of '\(entry.name)' to \(folder.destination.path)")
            }
        } catch {
            throw CommandError(error)
        }
    }
}
