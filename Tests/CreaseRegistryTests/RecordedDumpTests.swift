import Foundation
import Testing

@testable import CreaseCompositor
import CreaseMath
import CreaseRegistry

/// Draw lists of the built-in scenes as text, compared with recorded files (as WebKit's layout
/// tests dump layer trees). `CREASE_RECORD=1 swift test` writes them anew; review the diff.
struct RecordedDumpTests {
    static let recordedFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Recorded")

    /// Every registered scene but the transitions (their tests probe their own checkpoints), the
    /// tiled grid at two counts.
    static let names = SceneRegistry.entries.filter { $0.kind != .transition }.flatMap {
        $0.name == "tiles-N" ? ["tiles-16", "tiles-256"] : [$0.name]
    }

    @Test(arguments: names)
    func sceneDumpMatchesTheRecording(_ name: String) throws {
        let scene = try SceneRegistry.make(name, size: Size(width: 400, height: 300))
        scene.update(time: 0.75)
        let dump = Compositor().drawList(for: scene.root, viewport: Size(width: 400, height: 300), time: 0.75).dump
        let file = Self.recordedFolder.appendingPathComponent("\(name).txt")
        if ProcessInfo.processInfo.environment["CREASE_RECORD"] == "1" {
            try dump.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("recorded \(file.lastPathComponent): look at it and run the tests again without CREASE_RECORD")
            return
        }
        let recorded = try String(contentsOf: file, encoding: .utf8)
        #expect(dump == recorded, "draw list of '\(name)' changed; re-record with CREASE_RECORD=1 if intended")
    }
}
