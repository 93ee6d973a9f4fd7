import CreaseCore
import CreaseDraw
import CreaseImage
import Foundation
import Testing

/// Compares a rendered frame with a recorded PNG in Golden/, tolerantly (llvmpipe and GPUs
/// differ in the last bit of antialiasing). `CREASE_RECORD=1` records; on failure the actual,
/// expected and diff images are written to a temporary folder named in the message.
enum GoldenImage {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// The goldens' tolerance: at most 0.2 % of the pixels more than 24 levels off in some channel
    /// (antialiased edges), and the pixels' largest channel differences half a level on average,
    /// so that a colour shifted everywhere by up to 24, or a lost tint, still fails.
    static func compare(_ actual: Bitmap, with expected: Bitmap) -> ImageComparison.Result {
        ImageComparison.compare(actual: actual, expected: expected, maxChannelDifference: 24, maxDifferingShare: 0.002,
                                maxMeanDifference: 0.5)
    }

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
        let result = compare(actual, with: expected)
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

/// A pixel as opaque 0...255 RGB, for probes on an opaque background.
struct RGB: Equatable, CustomStringConvertible {
    let r: Int, g: Int, b: Int

    init(_ r: Int, _ g: Int, _ b: Int) {
        self.r = r
        self.g = g
        self.b = b
    }

    init(_ bitmap: Bitmap, _ x: Int, _ y: Int) {
        let p = bitmap.pixel(x: x, y: y)
        self.init(Int(p.r), Int(p.g), Int(p.b))
    }

    func isClose(to other: RGB, within tolerance: Int = 3) -> Bool {
        abs(r - other.r) <= tolerance && abs(g - other.g) <= tolerance && abs(b - other.b) <= tolerance
    }

    var description: String { "(\(r), \(g), \(b))" }

    static let white = RGB(255, 255, 255)
}
