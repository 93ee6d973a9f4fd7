import ArgumentParser
import CreaseCore
import CreaseDraw
import CreaseGestures
import CreaseMath
import CreasePlatform
import CreaseRegistry
import CreaseRender
import CreaseScene

/// `crease demo`: the interactive window (or the same run offscreen with --headless).
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Open the demo window on a scene or transition (default: \(DemoCommand.firstScene)).",
        discussion: "Keys: " + SceneRegistry.keyed.compactMap(\.keyHint).joined(separator: ", ")
            + "; in each, what the hint line at the bottom says. Everywhere: " + DemoWindow.globalBindings.hints().joined(separator: ", ")
            + ". Mouse: a click taps, a left drag pans, a right drag or the wheel pinches about the pointer.")

    static let firstScene = "open-folder"

    @Argument(help: "A scene to open, as --scene would (e.g. `crease demo fold`).")
    var name: String?

    @OptionGroup var choice: SceneChoice

    @Option(parsing: .unconditional, help: ArgumentHelp("Window size in points: from 1x1 up to the GPU's texture limit a side (16384 on llvmpipe, 32768 on NVIDIA).", valueName: "WxH"))
    var size = PixelSize(width: 1280, height: 800)

    @OptionGroup var gl: GLOption

    @Flag(help: "Play offscreen instead of in a window: prints frame times, saves --out.")
    var headless = false

    @Option(parsing: .unconditional, help: "Quit after this many frames: in the window, refreshes of the display, drawn or rested through (default: run until closed); headless, frames (default: 180).")
    var frames: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Save the last frame shown to this PNG file on exit.", valueName: "file.png"))
    var out: String?

    /// The old name of --out: refused with the new one, so that scripts learn it.
    @Option(parsing: .unconditional, help: .hidden)
    var screenshot: String?

    @Option(parsing: .unconditional, help: "Record the pointer input to this gesture file (JSON) on exit, for --gesture.")
    var record: String?

    @Flag(help: "Print on exit how smoothly the window showed its frames while the scene moved (the vsync intervals missed, the p50 and p99 interval, the longest stall) and what it drew (frames drawn whole or in part, found unchanged, refreshes without a new frame, the share of the frame drawn, CPU a second).")
    var stats = false

    @Option(parsing: .unconditional, help: ArgumentHelp("With --stats, also write them, and every interval, as JSON to this file.", valueName: "file.json"))
    var json: String?

    func validate() throws {
        if screenshot != nil { throw ValidationError("--screenshot is now --out FILE.png") }
        try size.validate()
        if let frames, frames < 1 { throw ValidationError("--frames must be 1 or more") }
        if stats, let name, name.lowercased().hasSuffix(".json") {
            throw ValidationError("--stats is a flag now: write its JSON with --stats --json \(name)")
        }
        if json != nil && !stats { throw ValidationError("--json writes what --stats reports: give --stats too") }
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
        if let out { try OutputPath.checkWritable(out, extension: "png") }
        if stats {
            guard !headless else {
                throw CommandError("--stats records the window's frame intervals: it does not go with --headless, which prints its frame times", status: 64)
            }
            if let json { try OutputPath.checkWritable(json, extension: "json") }
        }
        if let record {
            guard !headless else {
                throw CommandError("--record records what you do in the window: it does not go with --headless", status: 64)
            }
            try OutputPath.checkWritable(record, extension: "json")
        }
        // Names, settings and files are checked before any window or context opens.
        let entry = try startingChoice.entry(or: Self.firstScene)
        let setup = try startingChoice.setup()
        if headless { return try runOffscreen(entry, setup: setup, frameCount: frames ?? 180) }
        let window = try Window(title: "Crease", size: size.size, api: gl.api)
        let demo = try DemoWindow(window: window, entry: entry, setup: setup)
        try demo.run(refreshLimit: frames)
        if let out { try PNGFile.write(try demo.surface.readPicture(), to: out) }
        if let record { try demo.recording.write(to: record) }
        if stats {
            print(demo.intervals.summary(demo.loop.statistics))
            if let json { try demo.intervals.write(demo.loop.statistics, to: json) }
        }
    }

    /// The same scene and clock steps as the window, drawn into an offscreen target.
    private func runOffscreen(_ entry: SceneEntry, setup: SceneSetup, frameCount: Int) throws {
        do {
            let offscreen = try OffscreenRenderer(viewport: size.size, api: gl.api)
            var setup = setup
            setup.fitContent(to: size.size, maxPixels: offscreen.renderer.gpu.maxTextureSize)
            let scene = try entry.make(size: size.size, setup: setup)
            let driver = FrameDriver(renderer: offscreen.renderer)
            var times: [Double] = []
            var drawn = 0
            var memoryAtStart: Double?
            try driver.run(on: offscreen, clock: FixedStepClock(framesPerSecond: DisplayRate.framesPerSecond),
                next: { k, now in k < frameCount ? .init(scene, at: now) : nil },
                shown: { frame in
                    times.append(frame.totalMs)
                    if frame.drawing != .none { drawn += 1 }
                    if frame.index == 0 { memoryAtStart = ResidentMemory.megabytes }
                })
            times.sort()
            print(String(format: "crease demo --headless: %d frames of '%@' at %@ on %@: p50 %.2f ms, max %.2f ms; %d drawn, %d the same as the frame before",
                frameCount, entry.name, size.description, offscreen.renderer.gpu.renderer, times[times.count / 2], times.last!, drawn,
                frameCount - drawn))
            let textures = offscreen.renderer.gl.texturesAlive
            print(String(format: "memory: %.0f MB resident after the first frame, %.0f MB at the end; textures alive: %d (%.0f MB)",
                memoryAtStart ?? 0, ResidentMemory.megabytes ?? 0, textures.count, Double(textures.bytes) / 1_048_576))
            if let out {
                try PNGFile.write(try offscreen.readFrame(), to: out)
                print("saved \(out)")
            }
        } catch {
            throw CommandError(error)
        }
    }
}
