import ArgumentParser
import CreaseCore
import CreaseRegistry
import CreaseRender
import CreaseScene
import CreaseShowcases
import CreaseStatistics
import Foundation

/// `crease bench`: frame times of the renderer's scenarios, each against the machine's floor
/// (raw GL, the simplest shader).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time frames offscreen: the floor, the accordion on both fold paths, tilted-layer grids, every scene and the animation engine.")

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

    @Option(parsing: .unconditional, help: ArgumentHelp("What to time: scenario names (crease bench --list), the groups accordion (with --strips), looks and linear, or globs such as 'accordion-*', comma-separated. Default: the floors, the accordion and tiles at 2 to 4096, the transitions, the card flip and the animation engine.", valueName: "names"))
    var scenario: String?

    @Flag(help: "List every scenario with what it times, and exit.")
    var list = false

    @Option(parsing: .unconditional, help: "Strip count for --scenario accordion (default: 2, 16, 256 and 4096).")
    var strips: Int?

    @Option(parsing: .unconditional, help: ArgumentHelp("Write frame 25 of the last accordion-N run (the fold pass) to this PNG.", valueName: "file.png"))
    var out: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Write every frame drawn, with its phases (animation update, draw list, GL submit, finish/present) and GPU time, as a Chrome trace (open it in Perfetto).", valueName: "file.json"))
    var trace: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Find the most layers a frame of this workload holds within --target-ms (tiles, strips: the accordion a quad per strip, accordion: through the fold pass): counts doubled, then bisected, each on at least 9 frames, outliers dropped; a bootstrap 95 % interval.", valueName: "workload"))
    var ramp: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("The frame budget of --ramp, in milliseconds (p50).", valueName: "ms"))
    var targetMs = 16.7

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Compare two reports written by --json, scenario by scenario, and run nothing: exit status 0 when none is slower beyond --threshold, 1 when one is, 2 when they cannot be compared.", valueName: "base.json new.json"))
    var compare: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("The noise threshold of --compare, in percent: smaller changes are not called slower or faster.", valueName: "percent"))
    var threshold = 3.0

    /// The old name of --out: refused with the new one, so that scripts learn it.
    @Option(parsing: .unconditional, help: .hidden)
    var saveFrame: String?

    @Flag(help: "Draw no floor frames between a scenario's frames: no x floor, but each frame is the scenario's alone (scripts/icount counts instructions so).")
    var noFloor = false

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

    /// The animation engine's rows as one line each: the presentation's evaluation and the
    /// draw list built from it.
    func presentationLine(_ row: BenchmarkResult) -> String {
        let evaluate = zip(row.frameMs, row.drawListMs).map { $0 - $1 }
        return String(format: "%@: %d layers%@: evaluate p50 %.3f ms (p99 %.3f), draw list p50 %.3f ms", row.name, row.layers,
            row.name == "presentation" ? ", one running animation each" : " without animations",
            evaluate.percentile(0.5), evaluate.percentile(0.99), row.drawListP50)
    }

    static func layerCount(_ layer: Layer) -> Int { 1 + layer.sublayers.reduce(0) { $0 + layerCount($1) } }

    /// The scenarios asked for, in the order they run.
    func scenarios() throws -> [BenchScenario] {
        try scenario.map { try BenchScenario.select($0, strips: strips) } ?? BenchScenario.defaultRun
    }

    func validate() throws {
        if saveFrame != nil { throw ValidationError("--save-frame is now --out FILE.png") }
        try size.validate()
        guard (1...Self.mostFrames).contains(frames) else { throw ValidationError("--frames must be from 1 to \(Self.mostFrames)") }
        guard (0...Self.mostFrames).contains(warmup) else { throw ValidationError("--warmup must be from 0 to \(Self.mostFrames)") }
        if let strips, !BenchScenario.counts.contains(strips) { throw ValidationError("--strips must be between 1 and 65536") }
        if strips != nil && scenario?.split(separator: ",").contains("accordion") != true {
            throw ValidationError("--strips goes with --scenario accordion")
        }
        if !compare.isEmpty {
            guard compare.count == 2 else { throw ValidationError("--compare takes two reports: --compare base.json new.json") }
            if json != nil || out != nil || scenario != nil || list || trace != nil || ramp != nil {
                throw ValidationError("--compare reads two reports and runs nothing: it takes --threshold alone")
            }
        }
        guard threshold.isFinite, (0..<100).contains(threshold) else { throw ValidationError("--threshold must be a percentage from 0 to below 100") }
        if let ramp {
            guard RampBenchmark.Family(rawValue: ramp) != nil else {
                throw ValidationError("--ramp takes \(RampBenchmark.Family.allCases.map(\.rawValue).joined(separator: ", ")), not '\(ramp)'")
            }
            if scenario != nil || out != nil || strips != nil { throw ValidationError("--ramp chooses its own layer counts: it does not go with --scenario, --strips or --out") }
        }
        guard targetMs.isFinite, targetMs > 0, targetMs <= 10_000 else { throw ValidationError("--target-ms must be above 0 and at most 10000") }
        let chosen: [BenchScenario]
        do { chosen = try scenarios() } catch let error as CommandError { throw ValidationError(error.description) }
        if out != nil, !chosen.contains(where: { if case .accordion(_, false) = $0 { true } else { false } }) {
            throw ValidationError("--out saves an accordion frame: give --scenario an accordion-N to draw it")
        }
        if trace != nil, ramp == nil, !chosen.contains(where: \.draws) {
            throw ValidationError("--trace records the frames drawn: the animation engine's rows draw none")
        }
    }

    func run() throws {
        if compare.count == 2 {
            let status = try ReportComparison(basePath: compare[0], newPath: compare[1], threshold: threshold / 100).run()
            if status != 0 { throw ExitCode(status) }
            return
        }
        if list {
            let width = BenchScenario.listing.map(\.name.count).max() ?? 0
            for (name, summary) in BenchScenario.listing { print(name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + summary) }
            print("groups: accordion (the floors and both fold paths; --strips N), looks (the floors and every look with its twin), linear (the floor and the linear path's rows)")
            return
        }
        if let json, json != "-" { try OutputPath.checkWritable(json, extension: "json") }
        if let out { try OutputPath.checkWritable(out, extension: "png") }
        if let trace { try OutputPath.checkWritable(trace, extension: "json") }
        let tracer = trace.map { _ in BenchTrace() }
        // The machine as the run found it: its load, before the bench adds its own.
        let machine = BenchReport.Machine.current, started = Date()
        if let ramp, let family = RampBenchmark.Family(rawValue: ramp) {
            let (offscreen, gpu, multisamples) = try openRenderer()
            say(String(format: "ramp %@: the most layers within %.1f ms a frame (p50)", family.rawValue, targetMs))
            let image = Benchmark.sharedImage(size: size)
            let bench: Benchmark
            do {
                bench = try Benchmark(offscreen: offscreen, picture: image, frames: frames, warmup: warmup, progress: .onStandardError("ramp", total: 0, quiet: true),
                    pairsFloor: false, trace: tracer)
            } catch { throw CommandError(error) }
            let ramping = RampBenchmark(bench: bench, image: image, family: family, targetMs: targetMs)
            let (rows, result) = try ramping.run(say: say)
            say(ramping.summary(result))
            var report = BenchReport(results: rows, gpu: gpu, size: size, multisamples: multisamples, frames: frames, warmup: warmup,
                machine: machine, started: started)
            report.ramp = .init(scenario: family.rawValue, layersAtTarget: result.layersAtTarget, ciLow: Int(result.interval.low),
                ciHigh: Int(result.interval.high), targetMs: targetMs)
            if let json { try report.write(to: json) }
            try writeTrace(tracer, gpu: gpu)
            warnOfADebugBuild()
            return
        }
        let chosen = try scenarios()
        let drawn = chosen.filter(\.draws)
        var results: [BenchmarkResult] = []
        var gpu: BenchReport.GPU?
        var multisamples = 1
        var foldPassMinimum = "never"
        if !drawn.isEmpty {
            let opened = try openRenderer()
            let offscreen = opened.offscreen
            gpu = opened.gpu
            multisamples = opened.multisamples
            say("floor: the picture as one full-screen quad in raw GL with the simplest shader, outside the renderer; "
                + (noFloor ? "no floor frames between a row's frames (--no-floor)" : "every other row's frames alternate with floor frames, and its x floor is to those"))
            results = try measure(drawn, on: offscreen, trace: tracer)
            foldPassMinimum = offscreen.renderer.gl.foldPassMinimumStrips.map(String.init) ?? "never"
            say(BenchmarkResult.table(results))
        }
        if let ratio = FlatBenchmark.flatOverLinearFloor(results) {
            say(String(format: "flat over floor-linear (p50, both by their paired floor frames): %.2fx", ratio))
        }
        let twins = LayerLookBenchmark.twinRatios(results)
        if !twins.isEmpty {
            say("each look over its plain twin (p50, both by their paired floor frames): "
                + twins.map { String(format: "%@ %.2fx", $0.name, $0.ratio) }.joined(separator: ", "))
        }
        // What the renderer's fold-path choice rests on, measured here.
        let foldPaths = results.compactMap { pass -> String? in
            guard pass.name.hasPrefix("accordion-"), !pass.name.hasPrefix("accordion-strips-"),
                let perStrip = results.first(where: { $0.name == "accordion-strips-" + pass.name.dropFirst(10) }) else { return nil }
            return "\(pass.layers): \(pass.p50 < perStrip.p50 ? "pass" : "strips")"
        }
        if !foldPaths.isEmpty {
            say("fold path measured faster at \(foldPaths.joined(separator: ", ")); the renderer uses the pass from \(foldPassMinimum) strips")
        }
        for scenario in chosen where !scenario.draws {
            guard case .presentation(let animated) = scenario else { continue }
            let row = PresentationBenchmark(count: 10_000, frames: frames, animated: animated).run()
            say(presentationLine(row))
            results.append(row)
        }
        let report = BenchReport(results: results, gpu: gpu, size: size, multisamples: multisamples, frames: frames, warmup: warmup,
            machine: machine, started: started)
        if let json { try report.write(to: json) }
        try writeTrace(tracer, gpu: gpu)
        warnOfADebugBuild()
    }

    /// The --trace file, with what made it.
    private func writeTrace(_ tracer: BenchTrace?, gpu: BenchReport.GPU?) throws {
        guard let tracer, let trace else { return }
        try tracer.write(to: trace, about: ["command": CommandLine.arguments.joined(separator: " "), "commit": BuildInfo.commit,
            "build_configuration": BuildInfo.configuration, "size": size.description, "gpu": gpu.map { "\($0.renderer), \($0.driver)" } ?? "none"])
    }

    /// After the results, so that a run that fails still fails in one line.
    private func warnOfADebugBuild() {
        if BuildInfo.configuration == "debug" {
            FileHandle.standardError.write(Data("crease bench: warning: a debug build; its timings say little about a release build (swift build -c release)\n".utf8))
        }
    }

    /// The offscreen renderer at --size and --samples, with what the report says of it, once
    /// the header line is printed.
    private func openRenderer() throws -> (offscreen: OffscreenRenderer, gpu: BenchReport.GPU, multisamples: Int) {
        let offscreen: OffscreenRenderer
        do { offscreen = try OffscreenRenderer(viewport: size.size, samples: multisampling.samples) } catch { throw CommandError(error) }
        let info = offscreen.renderer.gpu
        let multisamples = max(1, offscreen.target.samples)
        let msaa = multisamples > 1 ? "\(multisamples)x MSAA" : "no MSAA"
        say("crease bench: \(size) points, \(frames) frames, \(msaa), \(info.renderer) (EGL \(offscreen.platform.rawValue))")
        return (offscreen, .init(renderer: info.renderer, version: info.version, eglPlatform: offscreen.platform.rawValue), multisamples)
    }

    /// Times the drawn scenarios in order, each through the frame driver offscreen.
    private func measure(_ scenarios: [BenchScenario], on offscreen: OffscreenRenderer, trace tracer: BenchTrace?) throws -> [BenchmarkResult] {
        let image = Benchmark.sharedImage(size: size)
        let progress = ProgressLine.onStandardError("bench", total: scenarios.count * (warmup + frames), quiet: quiet)
        defer { progress.clear() }
        let bench: Benchmark
        do {
            bench = try Benchmark(offscreen: offscreen, picture: image, frames: frames, warmup: warmup, progress: progress, pairsFloor: !noFloor, trace: tracer)
        } catch { throw CommandError(error) }
        let accordion = AccordionBenchmark(bench: bench, image: image)
        let looks = LayerLookBenchmark(bench: bench, size: size.size, picture: image)
        // The transitions play their demonstrations over the timed frames (the doors open after
        // 0.5 s so that the opening falls inside the run), content at 1 pixel a point.
        var setup = SceneSetup()
        setup.contentScale = 1
        setup.openDoors.delay = 0.5
        let lastPass = scenarios.last { if case .accordion(_, false) = $0 { true } else { false } }
        var results: [BenchmarkResult] = []
        for scenario in scenarios {
            switch scenario {
            case .floor:
                results.append(try bench.measureFloor())
            case .floorRenderer:
                results.append(try bench.measure(name: scenario.name, layers: 1, scene: FloorScene(size: size.size, image: image)))
            case .flat(let row):
                results.append(try FlatBenchmark(bench: bench, image: image).measure(row))
            case .accordion(let strips, let perStrip):
                results.append(try accordion.measure(strips: strips, perStrip: perStrip, saveFrame25: scenario == lastPass ? out : nil))
            case .tiles(let n):
                results.append(try bench.measure(name: scenario.name, layers: n, scene: TiltedGridScene(count: n, size: size.size, image: image)))
            case .scene(let name):
                let scene = try SceneRegistry.make(name, size: size.size, setup: setup)
                results.append(try bench.measure(name: name, layers: Self.layerCount(scene.root), scene: scene))
            case .look(let name):
                let scene = try looks.scene(named: name)
                results.append(try bench.measure(name: name, layers: Self.layerCount(scene.root), scene: scene))
            case .presentation:
                continue
            }
        }
        return results
    }
}
