import CreaseCoreGraphics
import CreaseMath
import Foundation
import Testing

/// CGPoint, CGSize and CGRect convert to Crease's values and back, exactly.
struct CoreGraphicsConversionTests {
    @Test func roundTripsKeepEveryComponent() {
        let cg = CGRect(x: 16.5, y: -68.25, width: 343, height: 177)
        let rect = Rect(cg)
        #expect(rect == Rect(x: 16.5, y: -68.25, width: 343, height: 177) && rect.maxY == 108.75)
        #expect(CGRect(rect) == cg)
        #expect(Point(CGPoint(x: 3, y: 4)) == Point(x: 3, y: 4) && CGPoint(Point(x: -1, y: 2.5)) == CGPoint(x: -1, y: 2.5))
        #expect(Size(CGSize(width: 209, height: 107.85)) == Size(width: 209, height: 107.85))
        #expect(CGSize(Size(width: 0.1, height: 1e6)) == CGSize(width: 0.1, height: 1e6))
    }

    /// A negative size is kept as given, as a layer's frame can hold it.
    @Test func aNegativeSizeIsNotStandardised() {
        let rect = Rect(CGRect(x: 10, y: 10, width: -4, height: 5))
        #expect(rect.size.width == -4 && rect.origin.x == 10)
    }
}
