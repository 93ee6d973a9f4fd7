import CreaseCore
import CreaseDraw
import CreaseImage
import CreaseTestSupport
import Foundation
import Testing

/// Compares a rendered frame with a recorded PNG in Golden/, tolerantly (llvmpipe and GPUs
/// differ in the last bit of antialiasing). `CREASE_RECORD=1` records; on failure the actual,
/// expected and diff images are written to a temporary folder named in the message.
enum GoldenImage {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// The recorded picture `name`.
    static func expected(named name: String) throws -> Bitmap {
        try PNGFile.read(path: folder.appendingPathComponent("\(name).png").path)
    }

    static func check(_ actual: Bitmap, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = folder.appendingPathComponent("\(name).png").path
        if ProcessInfo.processInfo.environment["CREASE_RECORD"] == "1" {
            try PNGFile.write(actual, to: path)
            Issue.record("recorded \(name).png: look at it and run the tests again without CREASE_RECORD", sourceLocation: sourceLocation)
            return
        }
        let expected = try expected(named: name)
        let result = ImageComparison.golden(actual: actual, expected: expected)
        if !result.passed {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("crease-golden")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            try PNGFile.write(actual, to: out.appendingPathComponent("\(name).actual.png").path)
            try PNGFile.write(expected, to: out.appendingPathComponent("\(name).expected.png").path)
            try PNGFile.write(result.diffImage, to: out.appendingPathComponent("\(name).diff.png").path)
            Issue.record("\(name): \(result); images in \(out.path)", sourceLocation: sourceLocation)
        }
    }
}
