import CreaseTestSupport

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
        zlib += PNGContainer.bigEndian(adler32(raw))
        return PNGContainer.file(header: PNGContainer.header(width: width, height: height, bitDepth: 8, colorType: colorType), zlib: zlib)
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
