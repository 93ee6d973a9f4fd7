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

    /// Zeroed room for a decoded picture's RGBA, or `OutOfMemory` naming the file.
    static func pixels(width: Int, height: Int, path: String) throws(OutOfMemory) -> [UInt8] {
        try PixelMemory.zeroed(width * height * 4, for: "\(path) (\(width)x\(height) pixels)")
    }

    /// Straight RGBA to premultiplied, each channel c·a/255 rounded to nearest (Cairo's rule);
    /// in place, as a large picture has no room for a second copy.
    static func premultiply(_ pixels: inout [UInt8]) {
        for i in stride(from: 0, to: pixels.count, by: 4) where pixels[i + 3] != 255 {
            let a = UInt32(pixels[i + 3])
            for c in i..<(i + 3) {
                let t = UInt32(pixels[c]) * a + 128
                pixels[c] = UInt8((t + (t >> 8)) >> 8)
            }
        }
    }
}
