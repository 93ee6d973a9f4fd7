import ArgumentParser
import CreaseRender
import CreaseThreads
import Foundation

/// `crease bench`: frame times of the renderer's scenarios, each against the machine's floor
/// (raw GL, the simplest shader).
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Time frames offscreen: the floor, the accordion on both fold paths, tilted-layer grids, every scene and the animation engine.")

    @Option(parsing: .unconditional, help: ArgumentHelp("Frame size in points: from 1x1 up to the GPU's texture limit a side (16384 on llvmpipe, 32768 on NVIDIA).", valueName: "WxH"))
    var size = PixelSize(width: 1920, height: 1080)

    @Option(parsing: .unconditional, help: "Timed frames per scenario (at most \(BenchCommand.mostFrames)).")
    var frames = 120

    @Option(parsing: .unconditional, help: "Untimed frames before each scenario (at most \(BenchCommand.mostFrames)).")
    var warmup = 10

    /// The most frames a scenario may time or warm up with: every row draws as many again of
    /// the floor, so this is hours already.
    static let mostFrames = 10_000
    /// The most threads --threads may ask for.
    static let mostThreads = 1024

    @OptionGroup var multisampling: SamplesOption

    @OptionGroup var gl: GLOption

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

    @Option(parsing: .unconditional, help: ArgumentHelp("The frame budget of --ramp, in milliseconds (p50; default: \(BenchCommand.defaultTargetMs)).", valueName: "ms"))
    var targetMs: Double?

    /// --target-ms when not given: a frame at 60 Hz.
    static let defaultTargetMs = 16.7

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Compare two reports written by --json, scenario by scenario, and run nothing: exit status 0 when none is slower beyond --threshold, 1 when one is, 2 when they cannot be compared.", valueName: "base.json new.json"))
    var compare: [String] = []

    @Option(parsing: .unconditional, help: ArgumentHelp("The noise threshold of --compare, in percent: smaller changes are not called slower or faster (default: \(BenchCommand.defaultThreshold)).", valueName: "percent"))
    var threshold: Double?

    /// --threshold when not given.
    static let defaultThreshold = 3.0

    /// The old name of --out: refused with the new one, so that scripts learn it.
    @Option(parsing: .unconditional, help: .hidden)
    var saveFrame: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Throughput instead of latency: frames are fenced, not finished one by one, with up to N (\(BenchCommand.inFlightRange.lowerBound) to \(BenchCommand.inFlightRange.upperBound)) in flight, as a window with vsync off runs; no floor frames between a row's frames (the floor is its own row). Each frame then takes the longer of its CPU and GPU time.", valueName: "N"))
    var inFlight: Int?

    /// What --in-flight takes: one (a fence waited on at once) to three frames.
    static let inFlightRange = 1...3

    @Flag(help: "Draw no floor frames between a scenario's frames: no x floor, but each frame is the scenario's alone (scripts/icount counts instructions so).")
    var noFloor = false

    @Flag(help: "No progress line on stderr (it is shown only when stderr is a terminal).")
    var quiet = false

    @Flag(help: "Draw no counted frames: no frags/px. Each row's frames are otherwise drawn once more, untimed, with the GPU's work counted (pipeline statistics, where the driver has them).")
    var noCounts = false

    /// Kept for the scripts written when the bench took it: it always draws offscreen.
    @Flag(help: "Changes nothing: the bench always draws offscreen (kept for scripts that pass it).")
    var headless = false

    @Option(parsing: .unconditional, help: "Threads a frame's presentation, draw list and quads' instance data are worked out on (default: every core; 1: the calling thread alone).")
    var threads: Int?

    /// The table and notes: on stdout, or on stderr when the JSON has stdout.
    func say(_ line: String) {
        if json == "-" {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        } else {
            print(line)
        }
    }

    /// The scenarios asked for, in the order they run.
    func scenarios() throws -> [BenchScenario] {
        try scenario.map { try BenchScenario.select($0, strips: strips) } ?? BenchScenario.defaultRun
    }

    func validate() throws {
        if saveFrame != nil { throw ValidationError("--save-frame is now --out FILE.png") }
        try size.validate()
        guard (1...Self.mostFrames).contains(frames) else { throw ValidationError("--frames must be from 1 to \(Self.mostFrames)") }
        guard (0...Self.mostFrames).contains(warmup) else { throw ValidationError("--warmup must be from 0 to \(Self.mostFrames)") }
        if let threads, !(1...Self.mostThreads).contains(threads) { throw ValidationError("--threads must be from 1 to \(Self.mostThreads)") }
        if let strips, !BenchScenario.counts.contains(strips) { throw ValidationError("--strips must be between 1 and 65536") }
        if strips != nil && scenario.map(BenchScenario.words)?.contains("accordion") != true {
            throw ValidationError("--strips goes with --scenario accordion")
        }
        if !compare.isEmpty {
            guard compare.count == 2 else { throw ValidationError("--compare takes two reports: --compare base.json new.json") }
            if json != nil || out != nil || scenario != nil || list || trace != nil || ramp != nil || inFlight != nil {
                throw ValidationError("--compare reads two reports and runs nothing: it takes --threshold alone")
            }
        }
        if let threshold {
            guard !compare.isEmpty else { throw ValidationError("--threshold goes with --compare") }
            guard threshold.isFinite, (0..<100).contains(threshold) else { throw ValidationError("--threshold must be a percentage from 0 to below 100") }
        }
        if let ramp {
            guard RampBenchmark.Family(rawValue: ramp) != nil else {
                throw ValidationError("--ramp takes \(RampBenchmark.Family.allCases.map(\.rawValue).joined(separator: ", ")), not '\(ramp)'")
            }
            if scenario != nil || out != nil || strips != nil { throw ValidationError("--ramp chooses its own layer counts: it does not go with --scenario, --strips or --out") }
        }
        if let inFlight {
            guard Self.inFlightRange.contains(inFlight) else {
                throw ValidationError("--in-flight must be from \(Self.inFlightRange.lowerBound) to \(Self.inFlightRange.upperBound) frames")
            }
            if ramp != nil { throw ValidationError("--in-flight does not go with --ramp: a ramp times frames finished one by one") }
        }
        if let targetMs {
            guard ramp != nil else { throw ValidationError("--target-ms goes with --ramp") }
            guard targetMs.isFinite, targetMs > 0, targetMs <= 10_000 else { throw ValidationError("--target-ms must be above 0 and at most 10000") }
        }
        // The trace, written last, would replace the report.
        if let json, let trace, json != OutputPath.standardOutput, OutputPath.sameFile(json, trace) {
            throw ValidationError("--json and --trace name the same file: give each its own")
        }
        let chosen: [BenchScenario]
        do { chosen = try scenarios() } catch let error as CommandError { throw ValidationError(error.description) }
        if out != nil, !chosen.contains(where: \.isFoldPassAccordion) {
            throw ValidationError("--out saves an accordion frame: give --scenario an accordion-N to draw it")
        }
        if trace != nil, ramp == nil, !chosen.contains(where: \.draws) {
            throw ValidationError("--trace records the frames drawn: the animation engine's rows draw none")
        }
    }

    /// One mode a run: a comparison of two reports, the list, a ramp, or the scenarios timed.
    func run() throws {
        if compare.count == 2 { return try compareReports() }
        if list { return printListing() }
        if let json, json != "-" { try OutputPath.checkWritable(json, extension: "json") }
        if let out { try OutputPath.checkWritable(out, extension: "png") }
        if let trace { try OutputPath.checkWritable(trace, extension: "json") }
        // The machine as the run found it: its load, before the bench adds its own.
        let start = RunStart(machine: .current, date: Date(), tracer: trace.map { _ in BenchTrace() })
        if let family = ramp.flatMap(RampBenchmark.Family.init(rawValue:)) {
            try runRamp(family, start)
        } else {
            try timeScenarios(start)
        }
    }

    /// What a run records as it begins, for its report and trace.
    private struct RunStart {
        let machine: BenchReport.Machine
        let date: Date
        let tracer: BenchTrace?
    }

    /// --compare: the two reports side by side; the exit status says whether one row got slower.
    private func compareReports() throws {
        let status = try ReportComparison(basePath: compare[0], newPath: compare[1], threshold: (threshold ?? Self.defaultThreshold) / 100).run()
        if status != 0 { throw ExitCode(status) }
    }

    /// --list: every scenario and group, with what it times.
    private func printListing() {
        let width = BenchScenario.listing.map(\.name.count).max() ?? 0
        for (name, summary) in BenchScenario.listing { print(name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + summary) }
        print("groups: accordion (the floors and both fold paths; --strips N), looks (the floors and every look with its twin), damage (the floor, each damage row with its twin, idle), linear (the floor and the linear path's rows), export (export-png and export-mp4)")
    }

    /// --ramp: each count said as it is decided, then the answer, and every count's row in the report.
    private func runRamp(_ family: RampBenchmark.Family, _ start: RunStart) throws {
        let targetMs = self.targetMs ?? Self.defaultTargetMs
        let (offscreen, gpu, multisamples) = try openRenderer()
        say(String(format: "ramp %@: the most layers within %.1f ms a frame (p50)", family.rawValue, targetMs))
        // A ramp's rows are decided by time alone: they go uncounted.
        let timer = try scenarioTimer(on: offscreen, progress: .onStandardError("ramp", total: 0, quiet: true), pairsFloor: false, countsPipeline: false,
            trace: start.tracer)
        let ramping = RampBenchmark(scenarios: timer, family: family, targetMs: targetMs)
        let (rows, result) = try ramping.run(say: say)
        say(ramping.summary(result))
        try finish(rows, gpu: gpu, multisamples: multisamples, start,
            ramp: .init(scenario: family.rawValue, layersAtTarget: result.layersAtTarget, ciLow: Int(result.interval.low),
                ciHigh: Int(result.interval.high), targetMs: targetMs))
    }

    /// The scenarios asked for: those that draw in a table with the lines read from it, then the
    /// animation engine's rows a line each.
    private func timeScenarios(_ start: RunStart) throws {
        let chosen = try scenarios()
        let drawn = chosen.filter(\.draws)
        var results: [BenchmarkResult] = []
        var gpu: BenchReport.GPU?
        var multisamples = 1
        var foldPassMinimum: Int?
        var skipped: [BenchReport.Skip] = []
        if !drawn.isEmpty {
            let opened = try openRenderer()
            let offscreen = opened.offscreen
            gpu = opened.gpu
            multisamples = opened.multisamples
            let pairing = if let inFlight { "\(inFlight) frame\(inFlight == 1 ? "" : "s") in flight, fenced, not finished one by one (--in-flight), and no floor frames between a row's frames" }
                else if noFloor { "no floor frames between a row's frames (--no-floor)" }
                else { "every other row's frames alternate with floor frames, and its x floor is to those" }
            say("floor: the picture as one full-screen quad in raw GL with the simplest shader, outside the renderer; " + pairing)
            say("list ms: the scene brought to the frame's time and its draw list built; app ms: of that, the scene's own update (the app's code, not Crease's)")
            say("cpu ms: the drawing thread's CPU time a frame, waits excluded; fps: frames a second at the mean frame time")
            offscreen.framesInFlight = inFlight
            offscreen.renderer.threads = threads ?? offscreen.renderer.threads
            (results, skipped) = try measure(drawn, on: offscreen, trace: start.tracer)
            foldPassMinimum = offscreen.renderer.gl.foldPassMinimumStrips
            // The idle loop composed one frame: its line under the table says what it did.
            say(BenchmarkResult.table(results.filter { $0.idle == nil }))
            for skip in skipped { say("\(skip.scenario): skipped, not measured: \(skip.reason)") }
        }
        BenchSummary(results: results, foldPassMinimum: foldPassMinimum).lines.forEach(say)
        for case .presentation(let animated) in chosen {
            let presentation = PresentationBenchmark(count: 10_000, frames: frames, animated: animated,
                threads: threads ?? WorkerThreads.cores)
            let row = presentation.run()
            say(presentation.line(for: row))
            results.append(row)
        }
        try finish(results, gpu: gpu, multisamples: multisamples, start, skipped: skipped)
    }

    /// The report and trace written where asked, then the warning of a debug build: after the
    /// results, so that a run that fails still fails in one line.
    private func finish(_ results: [BenchmarkResult], gpu: BenchReport.GPU?, multisamples: Int, _ start: RunStart, ramp: BenchReport.Ramp? = nil,
                        skipped: [BenchReport.Skip] = []) throws {
        var report = BenchReport(results: results, gpu: gpu, size: size, multisamples: multisamples, frames: frames, warmup: warmup,
            framesInFlight: inFlight, machine: start.machine, started: start.date)
        report.ramp = ramp
        report.skipped = skipped.isEmpty ? nil : skipped
        if let json { try report.write(to: json) }
        if let tracer = start.tracer, let trace {
            try tracer.write(to: trace, about: ["command": CommandLine.arguments.joined(separator: " "), "commit": BuildInfo.commit,
                "build_configuration": BuildInfo.configuration, "size": size.description, "gpu": gpu.map { "\($0.renderer), \($0.driver)" } ?? "none"])
        }
        if BuildInfo.configuration == "debug" {
            FileHandle.standardError.write(Data("crease bench: warning: a debug build; its timings say little about a release build (swift build -c release)\n".utf8))
        }
    }

    /// The offscreen renderer at --size and --samples, with what the report says of it, once
    /// the header line is printed.
    private func openRenderer() throws -> (offscreen: OffscreenRenderer, gpu: BenchReport.GPU, multisamples: Int) {
        let offscreen: OffscreenRenderer
        do { offscreen = try OffscreenRenderer(viewport: size.size, samples: multisampling.samples, api: gl.api) } catch { throw CommandError(error) }
        let info = offscreen.renderer.gpu
        let multisamples = max(1, offscreen.target.samples)
        let msaa = multisamples > 1 ? "\(multisamples)x MSAA" : "no MSAA"
        say("crease bench: \(size) points, \(frames) frames, \(msaa), \(info.renderer) (\(info.versionName), EGL \(offscreen.platform.rawValue))")
        return (offscreen, .init(renderer: info.renderer, version: info.version, eglPlatform: offscreen.platform.rawValue, api: info.api), multisamples)
    }

    /// Times the drawn scenarios in order, each through the frame driver offscreen; the last
    /// accordion-N through the fold pass writes its frame 25 to --out. The rows that cannot run
    /// here (an export without ffmpeg) are skipped, with why.
    private func measure(_ scenarios: [BenchScenario], on offscreen: OffscreenRenderer, trace tracer: BenchTrace?) throws
        -> (results: [BenchmarkResult], skipped: [BenchReport.Skip])
    {
        let total = scenarios.reduce(0) { $0 + ($1.runsWithoutWarmup ? frames : warmup + frames) }
        let progress = ProgressLine.onStandardError("bench", total: total, quiet: quiet)
        defer { progress.clear() }
        // Floor frames between a row's would share its pipeline: in flight, the floor is a row alone.
        let timer = try scenarioTimer(on: offscreen, progress: progress, pairsFloor: !noFloor && inFlight == nil, countsPipeline: !noCounts, trace: tracer)
        let lastPass = scenarios.last(where: \.isFoldPassAccordion)
        var results: [BenchmarkResult] = [], skipped: [BenchReport.Skip] = []
        for scenario in scenarios {
            do { results.append(try timer.measure(scenario, frame25: scenario == lastPass ? out : nil)) } catch let skip as BenchReport.Skip {
                skipped.append(skip)
            }
        }
        return (results, skipped)
    }

    /// What times the scenarios at --frames and --warmup, on the picture every one shares.
    private func scenarioTimer(on offscreen: OffscreenRenderer, progress: ProgressLine, pairsFloor: Bool, countsPipeline: Bool, trace: BenchTrace?)
        throws -> ScenarioBenchmark
    {
        let image = Benchmark.sharedImage(size: size)
        do {
            let bench = try Benchmark(offscreen: offscreen, picture: image, frames: frames, warmup: warmup, progress: progress, pairsFloor: pairsFloor,
                countsPipeline: countsPipeline, trace: trace)
            return ScenarioBenchmark(bench: bench, image: image)
        } catch { throw CommandError(error) }
    }
}
