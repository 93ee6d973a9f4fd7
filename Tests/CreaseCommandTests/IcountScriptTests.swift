import Foundation
import Testing

/// scripts/icount's own checks (counting itself takes minutes under callgrind: it is run by hand).
struct IcountScriptTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/icount").path

    @Test(arguments: [
        (["--frames", "3", "CREASE", "bench"], "--frames takes LOW,HIGH with HIGH > LOW"),
        (["--frames", "9,9", "CREASE", "bench"], "--frames takes LOW,HIGH with HIGH > LOW"),
        (["CREASE", "render", "--out", "x.png"], "usage: scripts/icount"),
        (["CREASE", "bench", "--scenario", "floor", "--frames", "10"], "--frames is icount's to set"),
        (["CREASE", "bench", "--json", "x.json"], "--json is icount's to set"),
    ])
    func refusesWhatItSetsItself(arguments: [String], message: String) throws {
        let result = try CreaseProcess.run(command: Self.script, arguments.map { $0 == "CREASE" ? CreaseProcess.binary.path : $0 })
        #expect(result.status == 2 && result.stderr.contains(message), "\(result.stderr)")
    }

    /// What icount runs: each frame the scenario's alone, with no floor frames between.
    @Test func theBenchDrawsNoFloorFramesWhenAsked() throws {
        let result = try CreaseProcess.run(["bench", "--scenario", "tiles-4", "--no-floor", "--size", "64x36", "--frames", "3", "--warmup", "0", "--json", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let row = (parsed?["scenarios"] as? [[String: Any]])?.first
        #expect(row?["ratio_to_floor"] == nil && (row?["samples"] as? [String: Any])?["floor_ms"] == nil)
        #expect(((row?["samples"] as? [String: Any])?["frame_ms"] as? [Double])?.count == 3)
    }
}
