import CreaseDraw
import Foundation
import Testing

/// A frame the same as the one before is neither drawn nor encoded again, yet written whole: the
/// open doors shut for half a second, opening over 1.2 s, then open, in a folder of PNGs.
struct UnchangedFrameTests {
    @Test func framesAtRestAreWrittenAsTheSameBytesWithoutBeingDrawn() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = folder.appendingPathComponent("run")
        let result = try CreaseProcess.run(["render", "--effect", "open-doors", "--delay", "0.5", "--size", "60x80", "--out", run.path,
            "--fps", "20", "--duration", "2.5"])
        #expect(result.status == 0, "\(result.stderr)")
        // 50 frames: shut for frames 0-9 (drawn once), opening for 10-34, open from 34 (drawn once more).
        let note = try #require(result.stdout.firstMatch(of: /wrote 50 frames of 'open-doors' to .* \((\d+) drawn, (\d+) the same as the frame before\)/))
        let (drawn, same) = (Int(note.1)!, Int(note.2)!)
        #expect(drawn + same == 50 && same >= 9 + 14 && drawn >= 24, "\(result.stdout)")
        let files = try (0..<50).map { try Data(contentsOf: run.appendingPathComponent(String(format: "frame-%05d.png", $0))) }
        // Every frame is a whole PNG; each the same as the one before is the same bytes.
        #expect(try files.indices.allSatisfy { try PNGFile.read(path: run.appendingPathComponent(String(format: "frame-%05d.png", $0)).path).width == 60 })
        let repeated = files.indices.dropFirst().filter { files[$0] == files[$0 - 1] }
        #expect(repeated.count >= same && Array(repeated.prefix(9)) == Array(1...9), "\(repeated)")
        // The shut doors and the app behind differ: the run is not one picture.
        #expect(files[0] != files[49])
    }
}
