/// PNG's container, for tests that write a PNG by hand (a file Cairo's encoder would never make,
/// or one too large to hold as pixels): the signature, then chunks, each with its CRC.
public enum PNGContainer {
    /// A whole file: the header (IHDR's 13 bytes), one IDAT of zlib data, and the end.
    public static func file(header: [UInt8], zlib: [UInt8]) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    /// IHDR's fields: width, height, bit depth, colour type (0 grey, 2 RGB, 4 grey+alpha, 6 RGBA),
    /// deflate, filter method 0, no interlacing.
    public static func header(width: Int, height: Int, bitDepth: UInt8, colorType: UInt8) -> [UInt8] {
        bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [bitDepth, colorType, 0, 0, 0]
    }

    /// `value`'s four bytes, most significant first, as PNG and zlib write numbers.
    public static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
