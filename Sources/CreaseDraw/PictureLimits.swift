import CreaseImage

/// What every decoder checks and does: a size it may allocate, and colour times alpha.
enum PictureLimits {
    /// - Throws: `DrawError.imageTooLarge` past `PNGFile.maxDimension` a side or
    ///   `PNGFile.maxPixelCount` in all, before any pixel is allocated.
    static func check(width: Int, height: Int, path: String) throws {
        if width > PNGFile.maxDimension || height > PNGFile.maxDimension || width * height > PNGFile.maxPixelCount {
            throw DrawError.imageTooLarge(path: path, width: width, height: height)
        }
    }

    /// Straight RGBA to premultiplied, each channel c·a/255 rounded to nearest (Cairo's rule).
    static func premultiplied(_ pixels: [UInt8]) -> [UInt8] {
        var out = pixels
        for i in stride(from: 0, to: out.count, by: 4) where out[i + 3] != 255 {
            let a = UInt32(out[i + 3])
            for c in i..<(i + 3) {
                let t = UInt32(out[c]) * a + 128
                out[c] = UInt8((t + (t >> 8)) >> 8)
            }
        }
        return out
    }
}
