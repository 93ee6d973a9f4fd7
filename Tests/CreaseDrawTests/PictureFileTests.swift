import CTurboJPEG
import CreaseDraw
import CreaseImage
import CreaseTestSupport
import Foundation
import Testing

/// JPEG and PNG pictures in, from files and memory, a JPEG turned upright by its EXIF
/// orientation, damaged or foreign files refused naming the file.
@Suite struct PictureFileTests {
    // Quadrants 16 x 8 each: red, green over blue, white.
    static let red = (255, 0, 0), green = (0, 255, 0), blue = (0, 0, 255), white = (255, 255, 255)

    static func quadrants() -> Bitmap {
        var pixels: [UInt8] = []
        for y in 0..<16 {
            for x in 0..<32 {
                let c = y < 8 ? (x < 16 ? red : green) : (x < 16 ? blue : white)
                pixels += [UInt8(c.0), UInt8(c.1), UInt8(c.2), 255]
            }
        }
        return Bitmap(width: 32, height: 16, pixels: pixels)
    }

    /// `bitmap` as a JPEG by TurboJPEG's encoder (4:4:4, quality 95).
    static func jpeg(_ bitmap: Bitmap) throws -> [UInt8] {
        try jpeg(bitmap.pixels, width: bitmap.width, height: bitmap.height, format: TJPF_RGBA)
    }

    /// Four-byte `pixels` of the given format as a JPEG by TurboJPEG's encoder (4:4:4, quality 95).
    static func jpeg(_ pixels: [UInt8], width: Int, height: Int, format: TJPF) throws -> [UInt8] {
        let handle = try #require(tjInitCompress())
        defer { tjDestroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = pixels.withUnsafeBufferPointer {
            tjCompress2(handle, $0.baseAddress, Int32(width), 0, Int32(height), Int32(format.rawValue),
                &buffer, &size, Int32(TJSAMP_444.rawValue), 95, 0)
        }
        try #require(status == 0)
        defer { tjFree(buffer) }
        return Array(UnsafeBufferPointer(start: buffer, count: Int(size)))
    }

    /// `jpeg` with an APP1 EXIF segment right after its start holding Orientation = `tag`, in
    /// the given byte order, as cameras write it.
    static func withOrientation(_ jpeg: [UInt8], _ tag: UInt8, bigEndian: Bool) -> [UInt8] {
        let tiff: [UInt8] = bigEndian
            ? [0x4D, 0x4D, 0x00, 0x2A, 0, 0, 0, 8, 0x00, 0x01, 0x01, 0x12, 0x00, 0x03, 0, 0, 0, 1, 0x00, tag, 0, 0, 0, 0, 0, 0]
            : [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0, 0x01, 0x00, 0x12, 0x01, 0x03, 0x00, 1, 0, 0, 0, tag, 0x00, 0, 0, 0, 0, 0, 0]
        let body: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0] + tiff
        let length = body.count + 2
        return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body + jpeg.dropFirst(2)
    }

    /// The colour at the middle of each quadrant (top-left, top-right, bottom-left,
    /// bottom-right), each checked within JPEG's loss.
    static func expectQuadrants(_ b: Bitmap, _ expected: [(Int, Int, Int)], _ label: String) {
        let points = [(b.width / 4, b.height / 4), (3 * b.width / 4, b.height / 4), (b.width / 4, 3 * b.height / 4), (3 * b.width / 4, 3 * b.height / 4)]
        for ((x, y), e) in zip(points, expected) {
            let p = b.pixel(x: x, y: y)
            let close = abs(Int(p.r) - e.0) <= 12 && abs(Int(p.g) - e.1) <= 12 && abs(Int(p.b) - e.2) <= 12 && p.a == 255
            #expect(close, "\(label): (\(x), \(y)) is \(p), expected \(e)")
        }
    }

    @Test func aJPEGDecodesToItsColoursOpaque() throws {
        let picture = try PictureFile.decode(try Self.jpeg(Self.quadrants()), name: "q.jpg")
        #expect(picture.width == 32 && picture.height == 16 && picture.isOpaque)
        Self.expectQuadrants(picture, [Self.red, Self.green, Self.blue, Self.white], "upright")
    }

    /// EXIF 2 mirrors across, 3 turns half round, 6 a quarter clockwise, 8 a quarter
    /// anticlockwise: R G over B W shows as G R / W B, W B / G R, B R / W G and G W / R B.
    @Test(arguments: [true, false]) func aJPEGStandsAsItsEXIFOrientationSays(bigEndian: Bool) throws {
        let plain = try Self.jpeg(Self.quadrants())
        let (r, g, b, w) = (Self.red, Self.green, Self.blue, Self.white)
        let cases: [(UInt8, Int, Int, [(Int, Int, Int)])] = [
            (2, 32, 16, [g, r, w, b]), (3, 32, 16, [w, b, g, r]), (6, 16, 32, [b, r, w, g]), (8, 16, 32, [g, w, r, b]),
        ]
        for (tag, width, height, expected) in cases {
            let picture = try PictureFile.decode(Self.withOrientation(plain, tag, bigEndian: bigEndian), name: "o\(tag).jpg")
            #expect(picture.width == width && picture.height == height, "orientation \(tag)")
            Self.expectQuadrants(picture, expected, "orientation \(tag)")
        }
    }

    @Test func bitmapFromDataReadsPNGAndJPEGAsFromAFile() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let png = dir.file("p.png"), jpg = dir.file("p.jpg")
        try PNGFile.write(sampleBitmap(width: 20, height: 10), to: png)
        try Data(try Self.jpeg(Self.quadrants())).write(to: URL(fileURLWithPath: jpg))
        for path in [png, jpg] {
            let fromFile = try PictureFile.read(path: path)
            let fromData = try Bitmap(data: try Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(fromData.width == fromFile.width && fromData.pixels == fromFile.pixels, "\(path)")
        }
        // The PNG's translucent pixels come back premultiplied, as written.
        #expect(try PictureFile.read(path: png).pixels == sampleBitmap(width: 20, height: 10).pixels)
    }

    @Test func aTruncatedJPEGIsDamagedInTurboJPEGsWords() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("cut.jpg")
        let whole = try Self.jpeg(Self.quadrants())
        try Data(whole.prefix(whole.count / 2)).write(to: URL(fileURLWithPath: path))
        let error = #expect(throws: DrawError.self) { try PictureFile.read(path: path) }
        guard case .corruptJPEG(let named, let reason)? = error else {
            Issue.record("expected corruptJPEG, got \(String(describing: error))")
            return
        }
        #expect(named == path && !reason.isEmpty)
        #expect(error?.description.hasPrefix("'\(path)' is a damaged JPEG (") == true)
    }

    @Test func aFileThatIsNeitherIsRefusedByName() throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = dir.file("notes.txt")
        try Data("GIF89a is not welcome either".utf8).write(to: URL(fileURLWithPath: path))
        #expect(throws: DrawError.notPicture(path: path)) { try PictureFile.read(path: path) }
        #expect(DrawError.notPicture(path: path).description == "not a PNG or JPEG file: \(path)")
    }
}
