/// Builds a baseline JPEG by hand from flat 8x8 blocks of four samples each, to feed the reader
/// what TurboJPEG's encoder never writes: CMYK stored as it is (no YCCK transform), with or
/// without Adobe's marker.
enum HandmadeJPEG {
    /// A picture `across` blocks wide, `blocks` in raster order, each block's C, M, Y and K
    /// samples as stored. Quantisation 1 and DC coefficients alone, so each block decodes to its
    /// samples exactly.
    static func cmyk(across: Int, blocks: [[UInt8]], adobe: Bool) -> [UInt8] {
        let width = 8 * across, height = 8 * (blocks.count / across)
        var file: [UInt8] = [0xFF, 0xD8]
        if adobe {
            // Version 100, no flags, transform 0: the samples are CMYK as they are.
            file += segment(0xEE, Array("Adobe".utf8) + [0, 100, 0, 0, 0, 0, 0])
        }
        file += segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
        let ids: [UInt8] = [1, 2, 3, 4]
        let frame: [UInt8] = ids.flatMap { [$0, 0x11, 0] }  // id, 1x1 sampling, quantisation table 0
        file += segment(0xC0, [8] + bigEndian(height) + bigEndian(width) + [4] + frame)
        // DC: the twelve difference categories as 4-bit codes 0000 to 1011. AC: end of block alone, code 0.
        let dcTable: [UInt8] = [0x00] + codeCounts(length: 4, count: 12) + (0...11).map { UInt8($0) }
        let acTable: [UInt8] = [0x10] + codeCounts(length: 1, count: 1) + [0]
        file += segment(0xC4, dcTable + acTable)
        let scan: [UInt8] = ids.flatMap { [$0, 0x00] }  // id, DC and AC table 0
        file += segment(0xDA, [4] + scan + [0, 63, 0])
        return file + entropyCoded(blocks) + [0xFF, 0xD9]
    }

    /// Each block's components in turn: the DC difference from the component's previous block
    /// (its category's code, then its bits, negative ones less one), then end of block.
    private static func entropyCoded(_ blocks: [[UInt8]]) -> [UInt8] {
        var bits: [Bool] = []
        func append(_ value: Int, count: Int) {
            for shift in stride(from: count - 1, through: 0, by: -1) { bits.append(value >> shift & 1 == 1) }
        }
        var previous = [0, 0, 0, 0]
        for block in blocks {
            for component in 0..<4 {
                let dc = 8 * (Int(block[component]) - 128)  // a flat block's DC coefficient
                let difference = dc - previous[component]
                previous[component] = dc
                let category = Int.bitWidth - abs(difference).leadingZeroBitCount
                append(category, count: 4)
                append(difference < 0 ? difference + (1 << category) - 1 : difference, count: category)
                append(0, count: 1)
            }
        }
        while bits.count % 8 != 0 { bits.append(true) }  // padded with ones
        var bytes: [UInt8] = []
        for start in stride(from: 0, to: bits.count, by: 8) {
            let byte = bits[start..<start + 8].reduce(UInt8(0)) { $0 << 1 | ($1 ? 1 : 0) }
            bytes.append(byte)
            if byte == 0xFF { bytes.append(0) }  // stuffed, so it is not read as a marker
        }
        return bytes
    }

    private static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        [0xFF, marker] + bigEndian(body.count + 2) + body
    }

    /// Huffman table counts of codes by length 1 to 16: `count` codes of `length` bits.
    private static func codeCounts(length: Int, count: Int) -> [UInt8] {
        (1...16).map { $0 == length ? UInt8(count) : 0 }
    }

    private static func bigEndian(_ value: Int) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }
}
