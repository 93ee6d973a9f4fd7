import Foundation
import Testing

@testable import CreaseStatistics

/// `--compare`'s verdicts on real runs: 40 bench runs recorded one after another on a shared
/// 2-core machine (Recorded/aa-runs.json), compared in 20 pairs of the same code (A/A), then
/// again with a 5 % slowdown planted in one run's frames (its floor frames untouched, as a slower
/// renderer would leave them).
struct RecordedRunsTests {
    struct Recording: Decodable {
        struct Row: Decodable {
            let frameUs: [Double]
            let floorUs: [Double]
        }
        let runs: [[String: Row]]
    }

    static let runs: [[ScenarioSamples]] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Recorded/aa-runs.json")
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        guard let data = try? Data(contentsOf: url), let recording = try? decoder.decode(Recording.self, from: data) else { return [] }
        return recording.runs.map { run in
            run.keys.sorted().map { ScenarioSamples(name: $0, frameMs: run[$0]!.frameUs, floorMs: run[$0]!.floorUs) }
        }
    }()

    /// The 20 pairs, the second run's rows slowed by `factor` where `slowed` says.
    static func comparisons(slowing slowed: (String) -> Bool = { _ in false }, by factor: Double = 1) -> [RunComparison] {
        stride(from: 0, to: runs.count - 1, by: 2).map { i in
            let new = runs[i + 1].map { row in
                slowed(row.name) ? ScenarioSamples(name: row.name, frameMs: row.frameMs.map { $0 * factor }, floorMs: row.floorMs) : row
            }
            return RunComparison(base: runs[i], new: new, threshold: 0.03, paired: true)
        }
    }

    @Test func theRecordingIsWhole() {
        #expect(Self.runs.count == 40 && Self.runs.allSatisfy { $0.count == 3 && $0.allSatisfy { $0.frameMs.count == 120 } })
    }

    @Test func atMostOneFalseAlarmInTwentyComparisonsOfTheSameCode() {
        let alarms = Self.comparisons().filter { !$0.slower.isEmpty }
        #expect(alarms.count <= 1, "\(alarms.map { $0.slower.map(\.name) })")
    }

    @Test func aFivePercentSlowdownIsFoundWhereverTheMachineStayedAlike() {
        for name in Self.runs[0].map(\.name) {
            let rows = Self.comparisons(slowing: { $0 == name }, by: 1.05).map { $0.rows.first { $0.name == name }! }
            let judged = rows.filter { $0.judged }
            // The machine stayed alike (the floor within 5 %) in most pairs, and there the
            // slowdown is found every time.
            #expect(judged.count >= 11, "\(name): judged \(judged.count) of 20")
            #expect(judged.allSatisfy { $0.slower }, "\(name): found in \(judged.filter(\.slower).count) of \(judged.count)")
        }
        // The renderer 5 % slower everywhere: found in every pair where any row was judged.
        let everywhere = Self.comparisons(slowing: { _ in true }, by: 1.05)
        let judged = everywhere.filter { $0.rows.contains { $0.judged } }
        #expect(judged.count >= 16 && judged.allSatisfy { !$0.slower.isEmpty }, "found in \(judged.filter { !$0.slower.isEmpty }.count) of \(judged.count)")
    }
}
