import CreaseFiles
import CreaseStatistics
import Foundation

/// `crease bench --compare base.json new.json`: every scenario in both reports, its change with a
/// 95 % interval and a verdict, a geometric mean, and the exit status a script can test (0: none
/// slower beyond the threshold, 1: one or more; 2: the reports cannot be compared).
struct ReportComparison {
    let basePath: String
    let newPath: String
    /// A fraction: 0.03 for 3 %.
    let threshold: Double

    /// Reads both reports, prints the comparison and gives the exit status.
    func run() throws -> Int32 {
        let base = try Self.read(basePath), new = try Self.read(newPath)
        // The floor is raw GL, outside Crease: no change to Crease moves it, only the machine.
        let floor = BenchScenario.floor.name
        func samples(_ report: BenchReport) -> [ScenarioSamples] { report.scenarios.filter { $0.scenario != floor }.map(\.scenarioSamples) }
        // Frame k is the same moment of the same scene in both runs only when both ran alike.
        let paired = base.frames == new.frames && base.warmup == new.warmup && base.size == new.size
        let comparison = RunComparison(base: samples(base), new: samples(new), threshold: threshold, paired: paired)
        guard !comparison.rows.isEmpty else {
            throw CommandError("\(basePath) and \(newPath) have no scenario in common: nothing to compare", status: 2)
        }
        print("crease bench --compare: \(basePath) (\(Self.origin(base))) against \(newPath) (\(Self.origin(new)))")
        let differences = Self.differences(base, new)
        if !differences.isEmpty { print("note: the runs differ in \(differences.joined(separator: "; "))") }
        print(String(format: "x floor: p50 of each frame over the floor frame drawn beside it (ms where a row has none); change: %@, 95 %% bootstrap interval; p: Mann-Whitney; threshold %.1f %%",
            paired ? "the median over frames of new frame k over base frame k (the same moment in both runs)" : "new p50 over base p50",
            threshold * 100))
        print(Self.table(comparison.rows))
        if let mean = comparison.geometricMeanChange {
            print(String(format: "geometric mean of the changes: %+.1f %%", mean * 100))
        }
        if let b = base.scenarios.first(where: { $0.scenario == floor }), let n = new.scenarios.first(where: { $0.scenario == floor }) {
            // From the samples checked, not the p50 written beside them.
            let before = b.samples.frameMs.percentile(0.5), after = n.samples.frameMs.percentile(0.5)
            print(String(format: "floor (raw GL: the machine, not judged): %.2f ms, then %.2f ms (%+.1f %%)", before, after, (after / before - 1) * 100))
        }
        let unjudged = comparison.rows.filter { !$0.judged }
        if !unjudged.isEmpty {
            print(String(format: "not judged: %@ (its floor moved more than %.0f %% between the runs: the machine was busier in one; run both again)",
                unjudged.map(\.name).joined(separator: ", "), RunComparison.machineTolerance * 100))
        }
        let cpu = Self.cpuChanges(base, new)
        if !cpu.isEmpty { print("cpu ms (p50 of the drawing thread's CPU time, not judged): " + cpu.joined(separator: ", ")) }
        let fragments = Self.fragmentChanges(base, new)
        if !fragments.isEmpty { print("frags/px (fragments shaded a pixel, counted, not judged): " + fragments.joined(separator: ", ")) }
        let exports = Self.exportChanges(base, new)
        if !exports.isEmpty { print("exports (CPU s a frame and peak MiB resident, not judged): " + exports.joined(separator: ", ")) }
        for (path, report) in [(basePath, base), (newPath, new)] {
            for skip in report.skipped ?? [] { print("skipped in \(path): \(skip.scenario) (\(skip.reason))") }
        }
        if !comparison.onlyInBase.isEmpty { print("only in \(basePath): \(comparison.onlyInBase.joined(separator: ", "))") }
        if !comparison.onlyInNew.isEmpty { print("only in \(newPath): \(comparison.onlyInNew.joined(separator: ", "))") }
        let slower = comparison.slower
        let beyond = String(format: "%.1f %%", threshold * 100)
        print(slower.isEmpty ? "no scenario slower beyond \(beyond)"
            : "\(slower.count) scenario\(slower.count == 1 ? "" : "s") slower beyond \(beyond): \(slower.map(\.name).joined(separator: ", "))")
        return slower.isEmpty ? 0 : 1
    }

    static func table(_ rows: [RunComparison.Row]) -> String {
        var lines = ["scenario                    base       new    change   95 % interval          p  verdict"]
        for row in rows {
            let c = row.comparison
            let value = { (v: Double) in row.byFloor ? String(format: "%8.3fx", v) : String(format: "%6.2f ms", v) }
            let interval = c.interval.map { String(format: "[%+6.1f %%, %+6.1f %%]", $0.low * 100, $0.high * 100) } ?? String(repeating: " ", count: 20)
            let p = c.pValue.map { String(format: "%6.3f", $0) } ?? "     -"
            let verdict =
                if !row.judged { String(format: "not judged: floor %+.0f %%", (row.floorChange ?? 0) * 100) }
                else if c.verdict == .tooFewSamples { "too few samples (fewer than \(Comparison.minimumSamples) a side)" }
                else { c.verdict.rawValue }
            lines.append(row.name.padding(toLength: 24, withPad: " ", startingAt: 0) + value(row.base) + " " + value(row.new)
                + String(format: " %+7.1f %% ", c.change * 100) + interval + " " + p + "  " + verdict)
        }
        return lines.joined(separator: "\n")
    }

    /// When, from which commit and build a report came.
    static func origin(_ report: BenchReport) -> String {
        "\(report.timestamp), \(report.commit.prefix(12))\(report.commit.hasSuffix("-dirty") ? "-dirty" : ""), \(report.buildConfiguration)"
    }

    /// Each row's CPU time a frame in both reports, where both measured it (older reports did not).
    static func cpuChanges(_ base: BenchReport, _ new: BenchReport) -> [String] {
        base.scenarios.compactMap { row in
            guard let before = row.cpuMs, let after = new.scenarios.first(where: { $0.scenario == row.scenario })?.cpuMs else { return nil }
            return String(format: "%@ %.3f then %.3f", row.scenario, before, after)
        }
    }

    /// Each row's fragments a pixel in both reports where they differ: counts repeat exactly, so
    /// any change is the code's (or the size's), not the machine's.
    static func fragmentChanges(_ base: BenchReport, _ new: BenchReport) -> [String] {
        base.scenarios.compactMap { row in
            guard let before = row.pipeline?.fragmentsPerPixel,
                let after = new.scenarios.first(where: { $0.scenario == row.scenario })?.pipeline?.fragmentsPerPixel,
                abs(after - before) >= 0.005
            else { return nil }
            return String(format: "%@ %.2f then %.2f", row.scenario, before, after)
        }
    }

    /// Each export row's CPU time a frame and peak memory in both reports.
    static func exportChanges(_ base: BenchReport, _ new: BenchReport) -> [String] {
        base.scenarios.compactMap { row in
            guard let before = row.cpuSecondsPerFrame, let after = new.scenarios.first(where: { $0.scenario == row.scenario }),
                let afterCPU = after.cpuSecondsPerFrame else { return nil }
            let memory = { (mb: Double?) in mb.map { String(format: "%.0f", $0) } ?? "?" }
            return String(format: "%@ %.3f s, %@ MiB then %.3f s, %@ MiB", row.scenario, before, memory(row.peakResidentMb), afterCPU,
                memory(after.peakResidentMb))
        }
    }

    /// What two runs did differently, beyond their code.
    static func differences(_ a: BenchReport, _ b: BenchReport) -> [String] {
        var found: [String] = []
        func note(_ what: String, _ x: String, _ y: String) { if x != y { found.append("\(what): \(x), then \(y)") } }
        note("size", a.size, b.size)
        note("frames", "\(a.frames) (warm-up \(a.warmup))", "\(b.frames) (warm-up \(b.warmup))")
        note("multisamples", "\(a.multisamples)", "\(b.multisamples)")
        note("build", a.buildConfiguration, b.buildConfiguration)
        note("GPU", a.gpu.map { "\($0.renderer), \($0.driver)" } ?? "none", b.gpu.map { "\($0.renderer), \($0.driver)" } ?? "none")
        note("OpenGL", a.gpu.map { $0.api ?? "desktop" } ?? "none", b.gpu.map { $0.api ?? "desktop" } ?? "none")
        note("LP_NUM_THREADS", a.machine.lpNumThreads ?? "unset", b.machine.lpNumThreads ?? "unset")
        note("frames in flight", a.framesInFlight.map(String.init) ?? "each finished", b.framesInFlight.map(String.init) ?? "each finished")
        return found
    }

    /// The most bytes a report is read from: a run of every named scenario at the most frames
    /// --frames allows writes some 40 MiB.
    static let mostBytes = 256 << 20

    /// A report of this schema whose every row can be judged; anything else is an error with
    /// status 2.
    static func read(_ path: String) throws -> BenchReport {
        let report = try decode(try contents(of: path), path: path)
        if let why = unjudgeable(report) { throw CommandError("cannot compare '\(path)': \(why)", status: 2) }
        return report
    }

    /// Why a report cannot be judged, or nil: a scenario twice (which pair would count?), more
    /// frames than a run writes (the bootstrap's work grows with their square), or samples with
    /// a `problem`.
    private static func unjudgeable(_ report: BenchReport) -> String? {
        var seen: Set<String> = []
        for row in report.scenarios {
            guard seen.insert(row.scenario).inserted else { return "it lists scenario '\(row.scenario)' twice" }
            let count = max(row.samples.frameMs.count, row.samples.floorMs?.count ?? 0)
            guard count <= BenchCommand.mostFrames else {
                return "scenario '\(row.scenario)' has \(count) frames, more than the \(BenchCommand.mostFrames) a bench report holds"
            }
            if let problem = row.scenarioSamples.problem { return "scenario '\(row.scenario)' \(problem)" }
        }
        return nil
    }

    /// The bytes of the file at `path`, looked at before it is opened: only a regular file, of at
    /// most `mostBytes`, is read (a FIFO would wait for a writer, a device never end).
    private static func contents(of path: String) throws -> Data {
        func refuse(_ why: String) -> CommandError { CommandError("cannot read '\(path)': \(why)", status: 2) }
        var info = stat()
        guard stat(path, &info) == 0 else { throw refuse(errno == ENOENT ? "no such file" : SystemError.last.description) }
        if let why = info.whyNotRegular { throw refuse(why) }
        guard info.st_size <= mostBytes else { throw refuse("\(info.st_size) bytes, more than the \(mostBytes >> 20) MiB a bench report may hold") }
        // Without waiting, should the path have become a FIFO since.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw refuse(SystemError.last.description) }
        let file = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do { return try file.read(upToCount: mostBytes) ?? Data() } catch { throw refuse("\(error)") }
    }

    /// The report `data` holds, read from `path`.
    private static func decode(_ data: Data, path: String) throws -> BenchReport {
        struct Version: Decodable { let schemaVersion: Int? }
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        guard let version = try? decoder.decode(Version.self, from: data) else {
            throw CommandError("'\(path)' is not a bench report (crease bench --json)", status: 2)
        }
        guard version.schemaVersion == BenchReport.currentSchema else {
            let found = version.schemaVersion.map { "schema version \($0)" } ?? "no schema_version (an older crease wrote it)"
            throw CommandError("'\(path)' has \(found); this crease compares schema version \(BenchReport.currentSchema) only", status: 2)
        }
        do { return try decoder.decode(BenchReport.self, from: data) } catch {
            throw CommandError("'\(path)' is not a complete bench report of schema version \(BenchReport.currentSchema)", status: 2)
        }
    }
}
