import ArgumentParser
import CreaseCore
import CreaseEffects
import CreaseRender
import CreaseShowcases
import Foundation

/// `crease bench`: frame times of the renderer's scenarios, each against the machine's floor
/// (raw GL, the simplest shader).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time frames offscreen: the floor, the accordion on both fold paths, tilted-layer grids and the transitions.")

    @Flag(help: "Render offscreen (the benchmark always does; a window would be paced by vsync).")
    var headless = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Frame size in points: from 1x1 up to the GPU's texture limit a side (16384 on llvmpipe, 32768 on NVIDIA).", valueName: "WxH"))
    var size = PixelSize(width: 1920, height: 1080)

    @Option(parsing: .unconditional, help: "Timed frames per scenario (at most \(BenchCommand.mostFrames)).")
    var frames = 120

    @Option(parsing: .unconditional, help: "Untimed frames before each scenario (at most \(BenchCommand.mostFrames)).")
    var warmup = 10

    /// The most frames a scenario may time or warm up with: every row draws as many again of
    /// the floor, so this is hours already.
    static let mostFrames = 10_000

    @OptionGroup var multisampling: SamplesOption

    @Option(parsing: .unconditional, help: ArgumentHelp("Also write the results, the machine and every sample as JSON to this file; - writes them to stdout, and the table then goes to stderr.", valueName: "file.json"))
    var json: String?

    @Option(parsing: .unconditional, help: "Run one scenario: accordion (with the floor), layer-look (group opacity, shadows, masks and a live fold, each against a plain twin) or presentation (the animation engine alone).")
    var scenario: String?

    @Option(parsing: .unconditional, help: "Strip count for --scenario accordion (default: 2, 16, 256 and 4096).")
    var strips: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Write frame 25 of the accordion (the last strip count run) to this PNG.", valueName: "file.png"))
    var out: String?

    /// The old name of --out: refused with the new one, so that scripts learn it.
    @Option(parsing: .unconditional, help: .hidden)
    var saveFrame: String?

    @Flag(help: "No progress line on stderr (it is shown only when stderr is a terminal).")
    var quiet = false

    /// The table and notes: on stdout, or on stderr when the JSON has stdout.
    func say(_ line: String) {
        if json == "-" {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        } else {
            print(line)
        }
    }

    /// The animation engine: 10,000 animated layers, and the same tree still, for comparison.
    @discardableResult
    func printPresentation() -> (evaluate: Double, drawList: Double) {
        let presentation = PresentationBenchmark(count: 10_000, frames: frames).run()
        let evaluateP50 = presentation.evaluateMs.percentile(0.5)
        let drawListP50 = presentation.drawListMs.percentile(0.5)
        let still = PresentationBenchmark(count: 10_000, frames: frames, animated: false).run()
        say(String(format: "presentation: 10000 layers, one running animation each: evaluate p50 %.3f ms (p99 %.3f), draw list with it p50 %.3f ms",
            evaluateP50, presentation.evaluateMs.percentile(0.99), drawListP50))
        say(String(format: "presentation: the same 10000 layers without animations: evaluate p50 %.3f ms, draw list p50 %.3f ms",
            still.evaluateMs.percentile(0.5), still.drawListMs.percentile(0.5)))
        return (evaluateP50, drawListP50)
    }

    static func layerCount(_ layer: Layer) -> Int { 1 + layer.sublayers.reduce(0) { $0 + layerCount($1) } }

    func validate() throws {
        if saveFrame != nil { throw ValidationError("--save-frame is now --out FILE.png") }
        try size.validate()
        guard (1...Self.mostFrames).contains(frames) else { throw ValidationError("--frames must be from 1 to \(Self.mostFrames)") }
        guard (0...Self.mostFrames).contains(warmup) else { throw ValidationError("--warmup must be from 0 to \(Self.mostFrames)") }
        if let scenario, !["accordion", "layer-look", "presentation"].contains(scenario) {
            throw ValidationError("unknown scenario '\(scenario)'; known: accordion, layer-look, presentation")
        }
        if scenario == "layer-look", out != nil { throw ValidationError("--out saves an accordion frame: --scenario layer-look draws none") }
        if let strips, !(1...65_536).contains(strips) { throw ValidationError("--strips must be between 1 and 65536") }
        if strips != nil && scenario == nil { throw ValidationError("--strips goes with --scenario accordion") }
        if scenario == "presentation" {
            if out != nil { throw ValidationError("--out saves an accordion frame: --scenario presentation draws none") }
            if json != nil { throw ValidationError("--json records the GPU scenarios: --scenario presentation runs none") }
        }
    }

    func run() throws {
        if let json, json != "-" { try OutputPath.checkWritable(json, extension: "json") }
        if scenario == "presentation" {
            printPresentation()
            return
        }
        if let out { try OutputPath.checkWritable(out, extension: "png") }
        let offscreen: OffscreenRenderer
        do { offscreen = try OffscreenRenderer(viewport: size.size, samples: multisampling.samples) } catch { throw CommandError(error) }
        let image = Benchmark.sharedImage(size: size)
        let stripCounts = scenario == "layer-look" ? [] : strips.map { [$0] } ?? [2, 16, 256, 4096]
        // The transitions, and the card flip, which is a transition of its own.
        let transitions = SceneRegistry.entries.filter { $0.kind == .transition || $0.name == "card-flip" }
        // Every row draws warm-up and timed frames: the floor, floor-renderer, both accordion paths, the tiles and transitions.
        let lookRows = scenario == "layer-look" ? LayerLookBenchmark.rowNames.count : 0
        let rowCount = 2 + 2 * stripCounts.count + lookRows + (scenario == nil ? 4 + transitions.count : 0)
        let progress = ProgressLine.onStandardError("bench", total: rowCount * (warmup + frames), quiet: quiet)
        defer { progress.clear() }
        let bench: Benchmark
        do {
            bench = try Benchmark(offscreen: offscreen, picture: image, frames: frames, warmup: warmup, progress: progress)
        } catch { throw CommandError(error) }
        let msaa = offscreen.target.samples > 1 ? "\(offscreen.target.samples)x MSAA" : "no MSAA"
        say("crease bench: \(size) points, \(frames) frames, \(msaa), \(offscreen.renderer.gpu.renderer) (EGL \(offscreen.platform.rawValue))")
        say("floor: the picture as one full-screen quad in raw GL with the simplest shader; floor-renderer: the same through Crease")
        var results: [BenchmarkResult] = []
        let floor = try bench.measureFloor()
        results.append(floor)
        results.append(try bench.measure(name: "floor-renderer", layers: 1, scene: FloorScene(size: size.size, image: image)))
        let accordion = AccordionBenchmark(bench: bench, image: image)
        var foldPaths: [(strips: Int, passWins: Bool)] = []
        for (i, n) in stripCounts.enumerated() {
            let rows = try accordion.measure(strips: n, saveFrame25: i == stripCounts.count - 1 ? out : nil)
            foldPaths.append((n, rows.pass.p50 < rows.perStrip.p50))
            results += [rows.pass, rows.perStrip]
        }
        var twins: [(name: String, ratio: Double)] = []
        if scenario == "layer-look" {
            let looks = try LayerLookBenchmark(bench: bench, size: size.size, picture: image).measure()
            twins = LayerLookBenchmark.twinRatios(looks)
            results += looks
        }
        if scenario == nil {
            for n in [1, 16, 256, 4096] {
                results.append(try bench.measure(name: "tiles-\(n)", layers: n, scene: TiltedGridScene(count: n, size: size.size, image: image)))
            }
            // The transitions, each playing its own demonstration over the timed frames (the doors
            // open after 0.5 s so that the opening falls inside the run). Content at 1 pixel a point.
            var setup = SceneSetup()
            setup.contentScale = 1
            setup.openDoors.delay = 0.5
            for entry in transitions {
                let scene = try entry.make(size: size.size, setup: setup)
                results.append(try bench.measure(name: entry.name, layers: Self.layerCount(scene.root), scene: scene))
            }
        }
        progress.clear()
        say(BenchmarkResult.table(results))
        if !twins.isEmpty {
            say("each look over its plain twin (p50, both by their paired floor frames): "
                + twins.map { String(format: "%@ %.2fx", $0.name, $0.ratio) }.joined(separator: ", "))
        }
        // What the renderer's fold-path choice rests on, measured here.
        let faster = foldPaths.map { "\($0.strips): \($0.passWins ? "pass" : "strips")" }.joined(separator: ", ")
        let minimum = offscreen.renderer.gl.foldPassMinimumStrips.map(String.init) ?? "never"
        say("fold path measured faster at \(faster); the renderer uses the pass from \(minimum) strips")
        let gpu = offscreen.renderer.gpu
        var report = BenchReport(results: results,
            gpu: .init(renderer: gpu.renderer, version: gpu.version, eglPlatform: offscreen.platform.rawValue),
            size: size, multisamples: max(1, offscreen.target.samples), frames: frames, warmup: warmup)
        if scenario == nil {
            let (evaluateP50, drawListP50) = printPresentation()
            report.presentation = .init(layers: 10_000, evaluateP50Ms: evaluateP50, drawListP50Ms: drawListP50)
        }
        if let json { try report.write(to: json) }
    }
}
