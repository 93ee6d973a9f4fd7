import CTurboJPEG
import CreaseDraw
import CreaseImage
import Testing

/// CMYK JPEGs, as print workflows write them, come in as RGB: plain CMYK, and Adobe's (its
/// APP14 marker says the samples are stored inverted, 255 − ink), in YCCK too.
@Suite struct CMYKJPEGTests {
    /// Inks C, M, Y, K of four quadrants: cyan; half magenta, full yellow, a quarter black; half
    /// black; no ink. Under R = (255 − C)(255 − K) / 255 (and G, B alike) they show as the
    /// `colours` below.
    static let inks: [[UInt8]] = [[255, 0, 0, 0], [0, 128, 255, 64], [0, 0, 0, 128], [0, 0, 0, 0]]
    static let colours = [(0, 255, 255), (191, 95, 0), (127, 127, 127), (255, 255, 255)]

    static func inverted(_ inks: [[UInt8]]) -> [[UInt8]] { inks.map { $0.map { 255 - $0 } } }

    /// The middle of each 8x8 quadrant of a 16x16 picture, exactly.
    static func expectExactQuadrants(_ picture: Bitmap, _ label: String) {
        #expect(picture.width == 16 && picture.height == 16, "\(label)")
        for (quadrant, colour) in colours.enumerated() {
            let p = picture.pixel(x: 4 + 8 * (quadrant % 2), y: 4 + 8 * (quadrant / 2))
            #expect([p.r, p.g, p.b, p.a] == [UInt8(colour.0), UInt8(colour.1), UInt8(colour.2), 255], "\(label): quadrant \(quadrant)")
        }
    }

    @Test func plainCMYKDecodesToTheColoursOfItsInks() throws {
        let file = HandmadeJPEG.cmyk(across: 2, blocks: Self.inks, adobe: false)
        Self.expectExactQuadrants(try PictureFile.decode(file, name: "plain.jpg"), "plain CMYK")
    }

    @Test func adobeCMYKIsReadInverted() throws {
        let file = HandmadeJPEG.cmyk(across: 2, blocks: Self.inverted(Self.inks), adobe: true)
        Self.expectExactQuadrants(try PictureFile.decode(file, name: "adobe.jpg"), "Adobe CMYK")
    }

    /// TurboJPEG's encoder writes CMYK as YCCK under an Adobe marker, so it is given the inks inverted.
    @Test func adobeYCCKDecodesToTheColoursOfItsInks() throws {
        var pixels: [UInt8] = []
        for y in 0..<16 {
            for x in 0..<32 { pixels += Self.inverted(Self.inks)[(y < 8 ? 0 : 2) + (x < 16 ? 0 : 1)] }
        }
        let file = try PictureFileTests.jpeg(pixels, width: 32, height: 16, format: TJPF_CMYK)
        try #require(file.starts(with: [0xFF, 0xD8]) && String(decoding: file.prefix(200), as: UTF8.self).contains("Adobe"))
        let picture = try PictureFile.decode(file, name: "ycck.jpg")
        #expect(picture.width == 32 && picture.height == 16)
        PictureFileTests.expectQuadrants(picture, Self.colours, "Adobe YCCK")
    }
}
