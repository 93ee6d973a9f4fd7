import CreaseImage

/// The bounding box (inclusive pixel coordinates) of pixels whose alpha exceeds `threshold`.
func inkBounds(_ bitmap: Bitmap, threshold: UInt8 = 0) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var box: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0..<bitmap.height {
        for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y).a > threshold {
            if let b = box {
                box = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
            } else {
                box = (x, y, x, y)
            }
        }
    }
    return box
}
