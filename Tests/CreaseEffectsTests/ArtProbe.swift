import CreaseCore
import CreaseDraw
import CreaseMath
@testable import CreaseEffects
import CreaseImage

/// Reading drawn art in tests: pixels at points, luminance, dark pixel counts.
enum ArtProbe {
    static let screens = [
        Size(width: 320, height: 480), Size(width: 375, height: 812), Size(width: 768, height: 1024),
        Size(width: 1280, height: 800), Size(width: 1920, height: 1080),
    ]
    static let phone = Size(width: 375, height: 812)

    static func rect(_ inner: Rect, isInside outer: Rect) -> Bool {
        inner.minX >= outer.minX - 1e-9 && inner.minY >= outer.minY - 1e-9
            && inner.maxX <= outer.maxX + 1e-9 && inner.maxY <= outer.maxY + 1e-9
    }

    static func pixel(_ bitmap: Bitmap, at point: Point, scale: Double) -> [UInt8] {
        let p = bitmap.pixel(x: Int(point.x * scale), y: Int(point.y * scale))
        return [p.r, p.g, p.b, p.a]
    }

    static func luminance(_ bitmap: Bitmap, x: Int, y: Int) -> Int {
        let p = bitmap.pixel(x: x, y: y)
        return (Int(p.r) * 3 + Int(p.g) * 6 + Int(p.b)) / 10
    }

    /// Pixels in `columns` dark enough to be lettering (the metal, bevels and handles are lighter).
    static func darkPixels(_ bitmap: Bitmap, columns: Range<Int>) -> Int {
        var count = 0
        for x in columns {
            for y in 0..<bitmap.height where luminance(bitmap, x: x, y: y) < 90 { count += 1 }
        }
        return count
    }
}
