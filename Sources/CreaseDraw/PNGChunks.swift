/// The chunk structure of a PNG file, checked before Cairo decodes it.
///
/// Cairo 1.16 reports every libpng error (a bad checksum, bad compressed data) as "out of
/// memory", which cannot be told from a real lack of memory. Checking what libpng checks in the
/// chunks first (every chunk whole, critical chunks' CRCs, image data present, an end) names
/// the damage; only damage inside the compressed data is left for the decoder to find.
enum PNGChunks {
    /// Throws `DrawError.corruptPNG` naming the first problem in the chunks of `bytes`, a file
    /// that starts with the PNG signature (8 bytes).
    static func check(_ bytes: [UInt8], path: String) throws(DrawError) {
        func damaged(_ reason: String) -> DrawError { .corruptPNG(path: path, reason: reason) }
        var offset = 8
        var sawImageData = false
        while true {
            // Each chunk: length (4, big-endian), type (4 letters), data, CRC of type and data (4).
            guard offset + 8 <= bytes.count else { throw damaged("truncated: the file ends early") }
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let typeBytes = bytes[offset + 4..<offset + 8]
            guard typeBytes.allSatisfy(isLetter), length < 1 << 31 else {
                throw damaged("chunk structure broken at byte \(offset)")
            }
            let type = String(decoding: typeBytes, as: UTF8.self)
            let end = offset + 8 + length + 4
            guard end <= bytes.count else { throw damaged("truncated: the file ends in its \(type) chunk") }
            if offset == 8 && (type != "IHDR" || length != 13) { throw damaged("no image header") }
            // libpng rejects a bad CRC in a critical chunk (upper-case first letter) and skips
            // an ancillary chunk with one; do the same.
            let stored = bytes[end - 4..<end].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            if typeBytes.first! & 0x20 == 0 && crc32(bytes[offset + 4..<end - 4]) != stored {
                throw damaged("the \(type) chunk's checksum is wrong")
            }
            switch type {
            case "IDAT": sawImageData = true
            case "IEND":
                if !sawImageData { throw damaged("it holds no image data") }
                return
            default: break
            }
            offset = end
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (65...90).contains(byte) || (97...122).contains(byte)
    }

    /// CRC-32 as PNG (and zlib) define it: reflected polynomial 0xEDB88320.
    private static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return ~crc
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}
