import CreaseDraw
import CreaseTestSupport
import Foundation
import Testing

/// The goldens are llvmpipe's pictures. The same moments as an NVIDIA H200 draws them (the
/// golden tests run there with `CREASE_RECORD=1`, their pictures copied into Golden/NVIDIA-H200)
/// must pass against them by the goldens' own measure, on every machine: a tolerance made
/// tighter than what two conforming drivers differ by fails here, not only on a GPU. Where the
/// pictures change, record both again.
struct CrossDriverGoldenTests {
    static let folder = GoldenImage.folder.appendingPathComponent("NVIDIA-H200")

    static func pictures(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".png") }.sorted()
    }

    @Test func everyGoldenAsAnNVIDIAGPUDrawsItPassesAgainstLlvmpipes() throws {
        let names = try Self.pictures(in: Self.folder)
        #expect(names == (try Self.pictures(in: GoldenImage.folder)), "every golden has its NVIDIA picture, and no other")
        var unequal = 0
        for name in names {
            let nvidia = try PNGFile.read(path: Self.folder.appendingPathComponent(name).path)
            let expected = try GoldenImage.expected(named: String(name.dropLast(4)))
            let result = ImageComparison.golden(actual: nvidia, expected: expected)
            #expect(result.passed, "\(name): \(result)")
            if nvidia.pixels != expected.pixels { unequal += 1 }
        }
        // The two drivers do differ: most pictures are not the same bytes.
        #expect(unequal * 2 > names.count, "\(unequal) of \(names.count) differ")
    }
}
