import CreaseTestSupport
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
        let zlib = [0x78, 0x01] + bits.bytes + PNGContainer.bigEndian(adler)
        return Data(PNGContainer.file(header: PNGContainer.header(width: width, height: height, bitDepth: 1, colorType: 0), zlib: zlib))
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
