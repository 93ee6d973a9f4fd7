import Foundation

/// A valid PNG of any size, all black, made without holding its pixels: one bit a pixel, and
/// zlib data of a single fixed-Huffman block that repeats a zero byte (a few hundred kilobytes
/// for a picture of a gigabyte of RGBA).
enum BlackPNG {
    static func data(width: Int, height: Int) -> Data {
        // Each row: filter type 0, then a bit a pixel.
        let rawCount = height * (1 + (width + 7) / 8)
        var bits = BitWriter()
        bits.write(0b011, count: 3)  // the last block, fixed Huffman codes (LSB first)
        bits.writeCode(0x30, count: 8)  // the literal 0
        var left = rawCount - 1
        while left >= 258 {
            bits.writeCode(0xC5, count: 8)  // length 258 (symbol 285)
            bits.writeCode(0, count: 5)  // distance 1
            left -= 258
        }
        for _ in 0..<left { bits.writeCode(0x30, count: 8) }
        bits.writeCode(0, count: 7)  // end of block
        // Adler-32 of zeros: the byte sum stays 1, and the sum of sums is the count.
        let adler = UInt32(rawCount % 65_521) << 16 | 1
        let zlib = [0x78, 0x01] + bits.bytes + bigEndian(adler)
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [1, 0, 0, 0, 0]  // 1-bit grey
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", []))
    }

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// Deflate's bit order: values least significant bit first, Huffman codes most significant first.
    private struct BitWriter {
        private(set) var bytes: [UInt8] = []
        private var used = 8

        mutating func write(_ value: Int, count: Int) {
            for i in 0..<count { append(value >> i & 1) }
        }

        mutating func writeCode(_ code: Int, count: Int) {
            for i in stride(from: count - 1, through: 0, by: -1) { append(code >> i & 1) }
        }

        private mutating func append(_ bit: Int) {
            if used == 8 {
                bytes.append(0)
                used = 0
            }
            bytes[bytes.count - 1] |= UInt8(bit) << used
            used += 1
        }
    }
}
