import ArgumentParser
import CreaseCore
import CreaseDraw
import CreaseImage
import CreaseMath
import CreaseRender
import CreaseScene
import Foundation

/// `crease render`: one frame of a scene or effect as a PNG, or a run of frames as a video or a
/// folder of numbered PNGs, offscreen.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene or an effect headless: one frame, a video or a folder of frames, by what --out names.")

    @OptionGroup var choice: SceneChoice

    @Option(parsing: .unconditional, help: ArgumentHelp("Frame size in points: from 1x1 up to the GPU's texture limit a side (16384 on llvmpipe, 32768 on NVIDIA), times --scale.", valueName: "WxH"))
    var size = PixelSize(width: 1280, height: 800)

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "FILE.png: one frame at --time; FILE.mp4 (H.264), .webm (VP9) or .gif: a video, through ffmpeg; DIR/ (a path ending in /, without an extension, or an empty folder): numbered PNG frames; -: one PNG on standard output (a video with --format).",
        valueName: "path"))
    var out: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("With --out -: a video in this format on standard output instead of one PNG.", valueName: "mp4|webm|gif"),
        completion: .list(VideoFormat.allCases.map(\.rawValue)), transform: Self.videoFormat)
    var format: VideoFormat?

    @Option(parsing: .unconditional, help: "Frames in a video or folder (instead of --duration).",
        transform: { text in
            guard let count = Int(text) else { throw ValidationError("--frames is a frame count; frames go to a folder with --out DIR/") }
            return count
        })
    var frames: Int?

    @Option(parsing: .unconditional, help: "Frames per second of a video or folder: frame k shows scene time k / fps (default: 60; 50 for a .gif, whose frame delays are whole hundredths of a second).")
    var fps: Double?

    @Option(parsing: .unconditional, help: "Seconds of a video or folder (instead of --frames; default: 3, or as long as the scene's demonstration or --gesture file and a second more).")
    var duration: Double?

    @Option(parsing: .unconditional, help: "Scene time in seconds of a single .png frame (default: 0).")
    var time: Double?

    @Option(parsing: .unconditional, help: "Pixels per point.")
    var scale = 1.0

    @OptionGroup var multisampling: SamplesOption

    @OptionGroup var gl: GLOption

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "How hard PNGs are compressed, the pixels the same each way: fast (zlib level 1), default (level 6, the files Cairo wrote) or best (level 9, the smallest, the slowest).",
        valueName: "fast|default|best"),
        completion: .list(PNGCompression.allCases.map(\.rawValue)), transform: Self.pngCompression)
    var pngCompression: PNGCompression?

    /// How PNGs are written: as given, else fast.
    private var compression: PNGCompression { pngCompression ?? .fast }

    @Option(parsing: .unconditional, help: ArgumentHelp(
        "x264's preset for an .mp4: the same quality, a smaller file for more time (\(VideoFormat.presets.joined(separator: ", ")); default: \(VideoFormat.defaultPreset)).",
        valueName: "name"),
        completion: .list(VideoFormat.presets))
    var preset: String?

    @Flag(help: "No progress line on stderr (it is shown only when stderr is a terminal).")
    var quiet = false

    /// The longest run in scene seconds, given as --duration or as --frames.
    static let longestRun = 600.0

    static func videoFormat(_ name: String) throws -> VideoFormat {
        guard let format = VideoFormat(rawValue: name) else {
            throw ValidationError("--format is one of \(VideoFormat.allCases.map(\.rawValue).joined(separator: ", ")), not '\(name)'")
        }
        return format
    }

    static func pngCompression(_ name: String) throws -> PNGCompression {
        guard let compression = PNGCompression(rawValue: name) else {
            throw ValidationError("--png-compression is one of \(PNGCompression.allCases.map(\.rawValue).joined(separator: ", ")), not '\(name)'")
        }
        return compression
    }

    func validate() throws {
        try size.validate()
        if let time { guard time.isFinite, time >= 0 else { throw ValidationError("--time must be a finite number of seconds, 0 or more") } }
        guard scale.isFinite, scale > 0, scale <= 8 else { throw ValidationError("--scale must be above 0 and at most 8") }
        if let fps { guard fps.isFinite, fps > 0, fps <= 240 else { throw ValidationError("--fps must be above 0 and at most 240") } }
        if let frames {
            guard frames >= 1 else { throw ValidationError("--frames must be 1 or more") }
            guard duration == nil else { throw ValidationError("give --frames or --duration, not both: each sets the length") }
        }
        if let duration {
            guard duration.isFinite, duration > 0, duration <= Self.longestRun else {
                throw ValidationError("--duration must be above 0 and at most \(Int(Self.longestRun)) seconds")
            }
        }
    }

    func run() throws {
        try AddressSpace.check()
        // Checked here rather than as a required option: ArgumentParser validates before it
        // reports unknown flags, and a typo should be named first.
        guard let out else { throw CommandError("--out is required: \(OutputPath.choices)", status: 64) }
        let kind = try OutputPath.kind(of: out, format: format)
        let toStandardOutput = out == OutputPath.standardOutput
        if kind == .picture {
            guard frames == nil && duration == nil && fps == nil else {
                throw CommandError("--frames, --duration and --fps are for a video or a folder of frames; a .png is one frame, at --time"
                    + (toStandardOutput ? " (--format makes --out - a video)" : ""), status: 64)
            }
            if !toStandardOutput { try OutputPath.checkWritable(out, extension: "png") }
        } else if time != nil {
            throw CommandError("--time is the moment of a single .png frame; a video or folder of frames starts at 0 and lasts --frames or --duration", status: 64)
        }
        if pngCompression != nil, case .video = kind {
            throw CommandError("--png-compression is for PNGs: a .png, a folder of frames or --out - as PNG", status: 64)
        }
        if let preset {
            guard kind == .video(.mp4) else { throw CommandError("--preset is x264's, for an .mp4 (or --format mp4) alone", status: 64) }
            guard VideoFormat.presets.contains(preset) else {
                throw CommandError("--preset is one of \(VideoFormat.presets.joined(separator: ", ")), not '\(preset)'", status: 64)
            }
        }
        let fps = self.fps ?? (kind == .video(.gif) ? 50 : DisplayRate.framesPerSecond)
        let givenCount = try frames ?? duration.map { duration in
            let count = Int((duration * fps).rounded())
            guard count >= 1 else { throw CommandError("--duration × --fps gives no frame: a run needs at least one", status: 64) }
            return count
        }
        let mostFrames = Int((Self.longestRun * fps).rounded())
        if let frames, frames > mostFrames {
            throw CommandError("--frames \(frames) at \(String(format: "%g", fps)) fps lasts longer than the \(Int(Self.longestRun)) s a run may: "
                + "at most \(mostFrames) frames", status: 64)
        }
        let entry = try choice.entry(or: "demo")
        var setup = try choice.setup()
        let pixels = size.pixels(scale: scale)
        // Before anything is made that a signal would have to clean up.
        Interruption.watch()
        let sink: (any FrameSink)?
        switch kind {
        case .picture:
            sink = nil
        case .video(let format):
            // The length, when not given, is known once the scene is made: checked again then.
            try format.check(pixels: pixels, frames: givenCount ?? 1, fps: fps)
            sink = try VideoEncoder(path: out, format: format, width: pixels.width, height: pixels.height, fps: fps,
                preset: preset ?? VideoFormat.defaultPreset)
        case .folder:
            sink = try FrameFolder(out, compression: compression)
        }
        defer { sink?.discard() }
        // As above, with what the run has made removed, as after any failure.
        nonisolated(unsafe) let unfinished = sink
        PixelMemory.onShortage { error in
            unfinished?.discard()
            CreaseTool.fail(CommandError(error).description, status: 1)
        }
        do {
            let offscreen = try OffscreenRenderer(viewport: size.size, scale: scale, samples: multisampling.samples, api: gl.api)
            setup.fitContent(to: size.size, maxPixels: offscreen.renderer.gpu.maxTextureSize)
            let scene = try entry.make(size: size.size, setup: setup)
            guard let sink else {
                let time = self.time ?? 0
                FrameDriver.seek(scene, to: time)
                try FrameDriver(renderer: offscreen.renderer).draw(.init(scene, at: time), on: offscreen)
                let frame = try offscreen.readFrame()
                try Interruption.check()
                if toStandardOutput {
                    try PNGFile.write(frame, toDescriptor: STDOUT_FILENO, named: "standard output", compression: compression)
                } else {
                    // Encoding a large picture takes a while: a signal meanwhile leaves no file.
                    try PNGFile.write(frame, to: out, compression: compression, beforeNaming: Interruption.check)
                }
                return
            }
            let count = try givenCount ?? defaultLength(of: scene, fps: fps)
            if case .video(let format) = kind { try format.check(pixels: pixels, frames: count, fps: fps) }
            let progress = ProgressLine.onStandardError("render", total: count, quiet: quiet)
            defer { progress.clear() }
            var unchanged = 0
            try FrameExport(offscreen: offscreen, scene: scene, count: count, framesPerSecond: fps).run(into: sink) { frame in
                if frame.drawing == .none { unchanged += 1 }
                progress.advance()
            }
            progress.clear()
            // Standard output holds the video: the note goes to stderr.
            let note = "wrote \(count) frames of '\(entry.name)' to \(toStandardOutput ? "standard output" : out)"
                + " (\(count - unchanged) drawn, \(unchanged) the same as the frame before)"
            if toStandardOutput { FileHandle.standardError.write(Data((note + "\n").utf8)) } else { print(note) }
        } catch {
            throw CommandError(error)
        }
    }

    /// Frames for the scene's input (its demonstration or the gesture file) and a second more,
    /// at least 3 s: at least one frame, and no longer than a run may last.
    private func defaultLength(of scene: any Scene, fps: Double) throws -> Int {
        let seconds = max(3, (scene.scriptedInputTimes.last ?? 0) + 1)
        guard seconds <= Self.longestRun else {
            throw CommandError(String(format: "the scene's input lasts %.0f s, longer than the %.0f s a run may last: give --duration or --frames",
                seconds - 1, Self.longestRun), status: 64)
        }
        let count = Int((seconds * fps).rounded())
        guard count >= 1 else {
            throw CommandError(String(format: "--fps %g gives no frame in the run's %g s: a run needs at least one", fps, seconds), status: 64)
        }
        return count
    }
}
