@testable import CreaseCommand
import CreaseGL
import Foundation
import Testing

/// `crease bench --compare`, run as a user would on reports written by the bench's own writer.
@Suite(.serialized)
struct CompareCommandTests {
    /// A report of one row per scenario: `frames` frames of `ms` (± a steady ripple) against floor
    /// frames of 1 ms, as if drawn alternately.
    static func report(_ rows: [(scenario: BenchScenario, ms: Double)], frames: Int = 30) -> BenchReport {
        let results = rows.map { row in
            var result = BenchmarkResult(row.scenario, layers: 1, frameMs: (0..<frames).map { row.ms * (1 + 0.02 * sin(Double($0))) },
                drawListMs: Array(repeating: 0.1, count: frames))
            result.pairedFloorMs = (0..<frames).map { 1 + 0.02 * cos(Double($0)) }
            return result
        }
        return BenchReport(results: results, gpu: .init(renderer: "llvmpipe", version: "4.5 (Core Profile) Mesa 22.3.6", eglPlatform: "device", api: .desktop),
            size: PixelSize(width: 64, height: 36), multisamples: 1, frames: frames, warmup: 0, machine: .current, started: Date())
    }

    static func compare(_ base: BenchReport, _ new: BenchReport, _ extra: [String] = [], editBase: (inout [String: Any]) -> Void = { _ in },
        edit: (inout [String: Any]) -> Void = { _ in }) throws -> CreaseProcess.Result
    {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("base.json").path, b = folder.appendingPathComponent("new.json").path
        func write(_ report: BenchReport, to path: String, _ change: (inout [String: Any]) -> Void) throws {
            try report.write(to: path)
            var edited = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
            change(&edited)
            try JSONSerialization.data(withJSONObject: edited).write(to: URL(fileURLWithPath: path))
        }
        try write(base, to: a, editBase)
        try write(new, to: b, edit)
        return try CreaseProcess.run(["bench", "--compare", a, b] + extra)
    }

    @Test func noChangeExitsZeroAndATenPercentSlowdownOne() throws {
        let base = Self.report([(.tiles(16), 2), (.scene("open-folder"), 3)])
        let same = try Self.compare(base, Self.report([(.tiles(16), 2), (.scene("open-folder"), 3)]))
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(same.stdout.contains("no scenario slower beyond 3.0 %") && same.stdout.contains("geometric mean of the changes: +0.0 %"))
        let slower = try Self.compare(base, Self.report([(.tiles(16), 2.2), (.scene("open-folder"), 3)]))
        #expect(slower.status == 1)
        let row = slower.stdout.split(separator: "\n").first { $0.hasPrefix("tiles-16") } ?? ""
        #expect(row.contains("+10.0 %") && row.hasSuffix("slower"), "\(row)")
        #expect(slower.stdout.contains("1 scenario slower beyond 3.0 %: tiles-16"))
        // The same change under a 15 % threshold is real but within it.
        let loose = try Self.compare(base, Self.report([(.tiles(16), 2.2), (.scene("open-folder"), 3)]), ["--threshold", "15"])
        #expect(loose.status == 0 && loose.stdout.contains("within threshold"))
    }

    @Test func fewSamplesAreSaidAndNotJudged() throws {
        let result = try Self.compare(Self.report([(.tiles(16), 2)], frames: 5), Self.report([(.tiles(16), 3)], frames: 5))
        #expect(result.status == 0 && result.stdout.contains("too few samples (fewer than 9 a side)"))
    }

    @Test func reportsThatCannotBeComparedExitTwo() throws {
        let base = Self.report([(.tiles(16), 2)])
        let disjoint = try Self.compare(base, Self.report([(.scene("open-folder"), 2)]))
        #expect(disjoint.status == 2 && disjoint.stderr.contains("no scenario in common"))
        let future = try Self.compare(base, base) { $0["schema_version"] = 2 }
        #expect(future.status == 2 && future.stderr.contains("has schema version 2; this crease compares schema version 1 only"))
        let older = try Self.compare(base, base) { $0["schema_version"] = nil }
        #expect(older.status == 2 && older.stderr.contains("no schema_version"))
        let missing = try CreaseProcess.run(["bench", "--compare", "/nonexistent-crease-dir/a.json", "/nonexistent-crease-dir/b.json"])
        #expect(missing.status == 2 && missing.stderr.contains("cannot read '/nonexistent-crease-dir/a.json'"))
    }

    /// What a hand-made or damaged report can hold that no comparison can judge.
    enum Defect: String, CaseIterable, Sendable {
        case negativeFrame, zeroFloor, allZeros, noFrames, fewerFloors, listedTwice, tooManyFrames, zeroFloorRow

        /// The new report with this defect, against a sound base.
        var reports: (base: BenchReport, new: BenchReport) {
            let base = CompareCommandTests.report([(.floor, 1), (.tiles(16), 2)])
            switch self {
            case .listedTwice: return (base, CompareCommandTests.report([(.floor, 1), (.tiles(16), 2), (.tiles(16), 2)]))
            // One more than --frames allows: no bench wrote it.
            case .tooManyFrames: return (base, CompareCommandTests.report([(.floor, 1), (.tiles(16), 2)], frames: BenchCommand.mostFrames + 1))
            default: return (base, base)
            }
        }

        /// Changes the samples of the row at `index` (0: the floor, 1: tiles-16) of the report as written.
        func edit(_ report: inout [String: Any]) {
            func change(row index: Int, _ key: String, _ values: ([Double]) -> [Double]) {
                var rows = report["scenarios"] as! [[String: Any]]
                var samples = rows[index]["samples"] as! [String: Any]
                samples[key] = values(samples[key] as! [Double])
                rows[index]["samples"] = samples
                report["scenarios"] = rows
            }
            switch self {
            case .negativeFrame: change(row: 1, "frame_ms") { values in values.enumerated().map { $0 == 3 ? -2 : $1 } }
            case .zeroFloor: change(row: 1, "floor_ms") { $0.map { _ in 0 } }
            case .allZeros: change(row: 1, "frame_ms") { $0.map { _ in 0 } }
            case .noFrames: change(row: 1, "frame_ms") { _ in [] }
            case .fewerFloors: change(row: 1, "floor_ms") { Array($0.dropLast()) }
            case .zeroFloorRow: change(row: 0, "frame_ms") { $0.map { _ in 0 } }
            case .listedTwice, .tooManyFrames: break
            }
        }

        /// What the one line says after the report's path.
        var message: String {
            switch self {
            case .negativeFrame: "scenario 'tiles-16' has frame 4 at -2 ms: every time must be a number above 0"
            case .zeroFloor: "scenario 'tiles-16' has floor frame 1 at 0 ms: every time must be a number above 0"
            case .allZeros: "scenario 'tiles-16' has frame 1 at 0 ms"
            case .noFrames: "scenario 'tiles-16' has no frames"
            case .fewerFloors: "scenario 'tiles-16' has 29 floor frames for 30 frames: each frame needs the floor frame drawn beside it"
            case .listedTwice: "it lists scenario 'tiles-16' twice"
            case .tooManyFrames: "scenario 'floor' has 10001 frames, more than the 10000 a bench report holds"
            case .zeroFloorRow: "scenario 'floor' has frame 1 at 0 ms"
            }
        }
    }

    /// A report no comparison can judge is refused in one line naming it, the row and why, with
    /// the status of reports that cannot be compared, and no table.
    @Test(arguments: Defect.allCases)
    func aRowThatCannotBeJudgedIsRefused(_ defect: Defect) throws {
        let (base, new) = defect.reports
        let result = try Self.compare(base, new, edit: defect.edit)
        #expect(result.status == 2, "status \(result.status): \(result.stdout)\(result.stderr)")
        #expect(result.stdout.isEmpty, "\(result.stdout)")
        #expect(result.stderr.hasPrefix("crease: error: cannot compare '") && result.stderr.contains("new.json': " + defect.message), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    /// Reports from before `cpu_ms`, `frames_per_second` and `frames_in_flight` compare as ever;
    /// where both have the CPU time, it is shown beside the judged table.
    @Test func theCPUTimeAndFramesInFlightAreReadWhereGivenAndNotNeeded() throws {
        let base = Self.report([(.tiles(16), 2)])
        let older = try Self.compare(base, base) { report in
            report["frames_in_flight"] = nil
            report["scenarios"] = (report["scenarios"] as? [[String: Any]])?.map { row in
                var row = row
                row["cpu_ms"] = nil
                row["frames_per_second"] = nil
                return row
            }
        }
        #expect(older.status == 0 && !older.stdout.contains("cpu ms"), "\(older.stdout)\(older.stderr)")
        func cpu(_ ms: Double) -> (inout [String: Any]) -> Void {
            { report in
                report["scenarios"] = (report["scenarios"] as? [[String: Any]])?.map { row in
                    var row = row
                    row["cpu_ms"] = ms
                    return row
                }
            }
        }
        let pipelined = try Self.compare(base, base, edit: { report in
            cpu(0.25)(&report)
            report["frames_in_flight"] = 2
        })
        #expect(pipelined.status == 0, "\(pipelined.stderr)")
        #expect(pipelined.stdout.contains("frames in flight: each finished, then 2"))
        // The base has no CPU time: nothing to set beside it.
        #expect(!pipelined.stdout.contains("cpu ms"))
        let both = try Self.compare(base, base, editBase: cpu(0.5), edit: cpu(0.25))
        #expect(both.stdout.contains("cpu ms (p50 of the drawing thread's CPU time, not judged): tiles-16 0.500 then 0.250"), "\(both.stdout)")
    }

    /// Fragments a pixel, where both reports counted them, are set side by side where they
    /// changed; an equal count, or a report without counts, says nothing.
    @Test func fragmentCountsThatChangedAreShownBeside() throws {
        let base = Self.report([(.tiles(16), 2), (.scene("open-folder"), 3)])
        func counted(_ tiles: Double) -> (inout [String: Any]) -> Void {
            { report in
                report["scenarios"] = (report["scenarios"] as? [[String: Any]])?.map { row in
                    var row = row
                    let perPixel = row["scenario"] as? String == "tiles-16" ? tiles : 1.0
                    row["pipeline"] = ["vertices": 64.0, "primitives": 32.0, "fragments": perPixel * 1000, "fragments_per_pixel": perPixel]
                    return row
                }
            }
        }
        let changed = try Self.compare(base, base, editBase: counted(1.37), edit: counted(1.28))
        #expect(changed.status == 0, "\(changed.stderr)")
        #expect(changed.stdout.contains("frags/px (fragments shaded a pixel, counted, not judged): tiles-16 1.37 then 1.28\n"), "\(changed.stdout)")
        let same = try Self.compare(base, base, editBase: counted(1.37), edit: counted(1.37))
        let uncounted = try Self.compare(base, base, edit: counted(1.28))
        #expect(!same.stdout.contains("frags/px") && !uncounted.stdout.contains("frags/px"))
    }

    /// An export row has no floor: it is judged by its frames' times in ms, its CPU time and peak
    /// memory printed beside; a row one run skipped is said with its reason.
    @Test func exportRowsAreJudgedInMillisecondsWithTheirCostBeside() throws {
        func export(cpu: Double, peak: Double) -> (inout [String: Any]) -> Void {
            { report in
                var rows = report["scenarios"] as! [[String: Any]]
                var samples = rows[0]["samples"] as! [String: Any]
                samples["floor_ms"] = nil
                rows[0]["samples"] = samples
                rows[0]["ratio_to_floor"] = nil
                rows[0]["cpu_seconds_per_frame"] = cpu
                rows[0]["peak_resident_mb"] = peak
                report["scenarios"] = rows
            }
        }
        let result = try Self.compare(Self.report([(.export(.png), 100)]), Self.report([(.export(.png), 110)]), editBase: export(cpu: 0.2, peak: 250)) {
            export(cpu: 0.25, peak: 260)(&$0)
            $0["skipped"] = [["scenario": "export-mp4", "reason": "writing 'export-mp4.mp4' needs ffmpeg"]]
        }
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let row = result.stdout.split(separator: "\n").first { $0.hasPrefix("export-png") } ?? ""
        #expect(row.contains("100.00 ms") && row.contains("+10.0 %") && row.hasSuffix("slower"), "\(row)")
        #expect(result.stdout.contains("exports (CPU s a frame and peak MiB resident, not judged): export-png 0.200 s, 250 MiB then 0.250 s, 260 MiB"),
            "\(result.stdout)")
        #expect(result.stdout.contains("new.json: export-mp4 (writing 'export-mp4.mp4' needs ffmpeg)"))
    }
}
