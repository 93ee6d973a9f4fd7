import CreaseImage

/// How a camera says its picture is to be turned to stand upright: EXIF's Orientation tag
/// (0x0112), 1 to 8. 1 is upright; 2, 3 and 4 mirror across, turn half round and mirror down;
/// 5 to 8 swap width and height (5 mirrors about the main diagonal, 6 turns a quarter clockwise,
/// 7 mirrors about the other diagonal, 8 turns a quarter anticlockwise).
struct PictureOrientation: Equatable {
    let tag: Int

    init(tag: Int) { self.tag = (1...8).contains(tag) ? tag : 1 }

    /// The orientation a JPEG's EXIF block gives, or upright where it has none (or a damaged one).
    init(exifIn jpeg: [UInt8]) {
        self.init(tag: Self.exifOrientation(jpeg) ?? 1)
    }

    /// `picture` turned as the tag says.
    func upright(_ picture: Bitmap) throws(OutOfMemory) -> Bitmap {
        guard tag != 1 else { return picture }
        let w = picture.width, h = picture.height
        let swaps = tag >= 5
        let (outW, outH) = swaps ? (h, w) : (w, h)
        var pixels = try PixelMemory.zeroed(outW * outH * 4, for: "a \(w)x\(h) picture turned upright")
        for y in 0..<outH {
            for x in 0..<outW {
                // The stored pixel that shows at (x, y) once upright.
                let (sx, sy): (Int, Int) = switch tag {
                case 2: (w - 1 - x, y)
                case 3: (w - 1 - x, h - 1 - y)
                case 4: (x, h - 1 - y)
                case 5: (y, x)
                case 6: (y, h - 1 - x)
                case 7: (w - 1 - y, h - 1 - x)
                default: (w - 1 - y, x)  // 8
                }
                let from = (sy * w + sx) * 4, to = (y * outW + x) * 4
                pixels[to..<to + 4] = picture.pixels[from..<from + 4]
            }
        }
        return Bitmap(width: outW, height: outH, pixels: pixels)
    }

    /// The Orientation value in the first APP1 "Exif" segment: a TIFF header (byte order, 42, the
    /// first directory's offset), then 12-byte entries of tag, type, count and value.
    private static func exifOrientation(_ jpeg: [UInt8]) -> Int? {
        guard let exif = JPEGSegments(jpeg).application(1, identifier: [0x45, 0x78, 0x69, 0x66, 0, 0]) else { return nil }
        return tiffOrientation(Array(exif.dropFirst(6)))
    }

    private static func tiffOrientation(_ t: [UInt8]) -> Int? {
        guard t.count >= 8 else { return nil }
        let bigEndian: Bool
        switch (t[0], t[1]) {
        case (0x4D, 0x4D): bigEndian = true
        case (0x49, 0x49): bigEndian = false
        default: return nil
        }
        func number(_ offset: Int, _ size: Int) -> Int? {
            guard offset >= 0, offset + size <= t.count else { return nil }
            let bytes = t[offset..<offset + size]
            return (bigEndian ? Array(bytes) : bytes.reversed()).reduce(0) { $0 << 8 | Int($1) }
        }
        guard number(2, 2) == 42, let directory = number(4, 4), let count = number(directory, 2) else { return nil }
        for i in 0..<count {
            let entry = directory + 2 + 12 * i
            guard let tag = number(entry, 2) else { return nil }
            // A SHORT (type 3) lies in the first two bytes of the value field.
            if tag == 0x0112, number(entry + 2, 2) == 3 { return number(entry + 8, 2) }
        }
        return nil
    }
}
