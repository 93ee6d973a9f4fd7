import CreaseTestSupport
import Foundation
import Testing

/// The bench's export rows, run as a user would at a small size and few frames: the real
/// pipeline, its fields present and sane (not its timings), and nothing left behind.
struct ExportBenchTests {
    /// A run of `scenarios` at 64x36 for 3 frames, its temporary files in a folder of its own
    /// (checked empty after), with `environment` changed: the report, its rows and the run.
    static func run(_ scenarios: String, environment: [String: String?] = [:]) throws
        -> (report: [String: Any], rows: [[String: Any]], result: CreaseProcess.Result)
    {
        let scratch = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try CreaseProcess.run(["bench", "--scenario", scenarios, "--size", "64x36", "--frames", "3", "--warmup", "2", "--json", "-"],
            environment: environment.merging(["TMPDIR": scratch.path]) { $1 })
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty, "the export left files behind")
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
        return (report, report["scenarios"] as? [[String: Any]] ?? [], result)
    }

    @Test(.needsFFmpeg) func bothRowsReportTheirPaceCPUTimeAndPeakMemory() throws {
        let (report, rows, result) = try Self.run("export")
        #expect(rows.map { $0["scenario"] as? String } == ["export-png", "export-mp4"])
        #expect(report["skipped"] == nil)
        for row in rows {
            let name = row["scenario"] as? String ?? ""
            // Every frame exported, without warm-up: --frames of them, each a positive time.
            let frames = (row["samples"] as? [String: Any])?["frame_ms"] as? [Double] ?? []
            #expect(frames.count == 3 && frames.allSatisfy { $0 > 0 }, "\(name): \(frames)")
            let fps = try #require(row["frames_per_second"] as? Double)
            #expect(abs(fps - 3000 / frames.reduce(0, +)) < 1e-6 * fps)
            // A frame takes some CPU, and less than a minute of it at 64x36.
            let cpu = try #require(row["cpu_seconds_per_frame"] as? Double, "\(name)")
            #expect(cpu > 0 && cpu < 60, "\(name): \(cpu)")
            // The process holds its code and a GL context at least, and far less than the machine.
            let peak = try #require(row["peak_resident_mb"] as? Double, "\(name)")
            let machine = Double(ProcessInfo.processInfo.physicalMemory) / 1_048_576
            #expect(peak > 10 && peak < machine, "\(name): \(peak) MiB")
            // Timed by itself: no floor frames beside it.
            #expect(row["ratio_to_floor"] == nil && (row["samples"] as? [String: Any])?["floor_ms"] == nil)
        }
        #expect(result.stderr.contains("export-png: 3 frames, ") && result.stderr.contains("(every thread and ffmpeg)"))
    }

    /// Without ffmpeg the video row is skipped, said in the table's notes and in the report:
    /// never a row that passes without having run.
    @Test func theVideoRowWithoutFFmpegIsASkipWithItsReason() throws {
        let (report, rows, result) = try Self.run("export-mp4", environment: ["PATH": "/nonexistent"])
        #expect(rows.isEmpty)
        let skipped = report["skipped"] as? [[String: String]] ?? []
        #expect(skipped.count == 1 && skipped.first?["scenario"] == "export-mp4")
        #expect(skipped.first?["reason"]?.contains("needs ffmpeg, which is not on PATH") == true, "\(skipped)")
        #expect(result.stderr.contains("export-mp4: skipped, not measured: "))
    }

    @Test func theListSaysWhatEachExportRowDoes() throws {
        let result = try CreaseProcess.run(["bench", "--list"])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("export-png ") && $0.contains("--out DIR/") })
        #expect(lines.contains { $0.hasPrefix("export-mp4 ") && $0.contains("ffmpeg") })
        #expect(lines.last?.contains("export (export-png and export-mp4)") == true)
    }
}
