import Foundation
import Testing

/// `crease bench --in-flight N`, run as a user would: the report says how many frames were in
/// flight, and every row carries its CPU time a frame and its frame rate beside the GPU's.
struct InFlightBenchTests {
    /// The rows of a small run's report, and the report itself.
    static func run(_ extra: [String]) throws -> (report: [String: Any], rows: [[String: Any]]) {
        let result = try CreaseProcess.run(["bench", "--scenario", "floor,floor-renderer,accordion-16", "--size", "64x36", "--frames", "4",
            "--warmup", "1", "--json", "-"] + extra)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any] ?? [:]
        return (report, report["scenarios"] as? [[String: Any]] ?? [])
    }

    @Test func aPipelinedRunReportsItsFramesInFlightAndEachRowsCPUTime() throws {
        let (report, rows) = try Self.run(["--in-flight", "3"])
        #expect(report["frames_in_flight"] as? Int == 3)
        #expect(rows.map { $0["scenario"] as? String } == ["floor", "floor-renderer", "accordion-16"])
        for row in rows {
            let samples = row["samples"] as? [String: Any]
            let cpu = samples?["cpu_ms"] as? [Double] ?? []
            #expect(cpu.count == 4 && cpu.allSatisfy { $0 > 0 }, "\(row)")
            #expect((row["cpu_ms"] as? Double ?? 0) > 0)
            // A frame rate of the frames' own times: their count over their sum.
            let frames = samples?["frame_ms"] as? [Double] ?? []
            let fps = try #require(row["frames_per_second"] as? Double)
            #expect(abs(fps - 1000 * Double(frames.count) / frames.reduce(0, +)) < 1e-6 * fps)
            // In flight, a row's frames alternate with no floor frames.
            #expect(row["ratio_to_floor"] == nil && samples?["floor_ms"] == nil)
        }
    }

    @Test func aFinishedRunCarriesCPUTimeTooAndNoFramesInFlight() throws {
        let (report, rows) = try Self.run([])
        #expect(report["frames_in_flight"] == nil)
        #expect(rows.count == 3 && rows.allSatisfy { ($0["cpu_ms"] as? Double ?? 0) > 0 })
        #expect(rows.dropFirst().allSatisfy { $0["ratio_to_floor"] != nil })
    }
}
