import CreaseCore
import CreaseImage

/// Cutting pieces out of bitmaps: the door pair is drawn as one picture and cut at the seam, so
/// the lettering across it lines up exactly when the doors close.
enum ContentCrop {
    /// The pixels of `bitmap` in the rectangle at (`x`, `y`), `width` × `height` pixels, which
    /// must lie inside it.
    static func crop(_ bitmap: Bitmap, x: Int, y: Int, width: Int, height: Int) -> Bitmap {
        precondition(x >= 0 && y >= 0 && width > 0 && height > 0
                     && x + width <= bitmap.width && y + height <= bitmap.height,
                     "crop (\(x), \(y), \(width)x\(height)) is outside a \(bitmap.width)x\(bitmap.height) bitmap")
        var pixels = [UInt8]()
        pixels.reserveCapacity(width * height * 4)
        let source = bitmap.pixels
        for row in y..<(y + height) {
            let start = (row * bitmap.width + x) * 4
            pixels.append(contentsOf: source[start..<(start + width * 4)])
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }
}
