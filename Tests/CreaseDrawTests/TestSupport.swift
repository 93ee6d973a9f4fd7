import CreaseImage
import Foundation

/// A fresh empty directory under the system temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "crease-draw-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    func file(_ name: String) -> String { path + "/" + name }

    func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

/// A bitmap of pseudo-random valid premultiplied pixels (each colour channel at most alpha),
/// with fully transparent, fully opaque and barely visible pixels among them.
func sampleBitmap(width: Int, height: Int, opaque: Bool = false) -> Bitmap {
    var state: UInt32 = 12_345
    func next() -> UInt8 {
        state = state &* 1_103_515_245 &+ 12_345
        return UInt8(truncatingIfNeeded: state >> 16)
    }
    var pixels: [UInt8] = []
    for i in 0..<(width * height) {
        let alpha: UInt8
        switch i % 5 {
        case 0: alpha = 255
        case 1: alpha = opaque ? 255 : 0
        case 2: alpha = opaque ? 255 : 1
        default: alpha = opaque ? 255 : next()
        }
        for _ in 0..<3 { pixels.append(UInt8(Int(next()) % (Int(alpha) + 1))) }
        pixels.append(alpha)
    }
    return Bitmap(width: width, height: height, pixels: pixels)
}

/// The bounding box (inclusive pixel coordinates) of pixels whose alpha exceeds `threshold`.
func inkBounds(_ bitmap: Bitmap, threshold: UInt8 = 0) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y).a > threshold {
            if let b = box {
                box = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
            } else {
                box = (x, y, x, y)
            }
        }
    }
    return box
}

/// Builds a minimal PNG by hand (stored, uncompressed zlib data), to feed the reader a file
/// that Cairo's own encoder would never produce.
enum HandmadePNG {
    /// An 8-bit PNG of the given colour type (0 grey, 2 RGB, 4 grey+alpha, 6 RGBA) from raw
    /// scanline samples, each row prefixed with filter byte 0 here.
    static func make(width: Int, height: Int, colorType: UInt8, rows: [[UInt8]]) -> [UInt8] {
        var raw: [UInt8] = []
        for row in rows { raw.append(0); raw.append(contentsOf: row) }
        var zlib: [UInt8] = [0x78, 0x01, 0x01]  // header, then one final stored block
        let length = UInt16(raw.count)
        zlib += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
        zlib += raw
        zlib += bigEndian(adler32(raw))
        var ihdr = bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        ihdr += [8, colorType, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", ihdr) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }
}
