import CreaseMath
import Foundation

// Foundation's CGPoint, CGSize and CGRect, for code written against UIKit and Core Animation:
// each converts to Crease's value and back. Crease keeps its own Double types because Rect
// allows the negative sizes Core Animation's frames can hold and compares exactly.

extension Point {
    /// The same point in Crease's Double coordinates.
    public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension Size {
    /// The same size in Crease's Double coordinates.
    public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension Rect {
    /// The rect as given: a CGRect with a negative size stays one (not standardised).
    public init(_ rect: CGRect) { self.init(origin: Point(rect.origin), size: Size(rect.size)) }
}

extension CGPoint {
    /// The same point as a CGPoint.
    public init(_ point: Point) { self.init(x: CGFloat(point.x), y: CGFloat(point.y)) }
}

extension CGSize {
    /// The same size as a CGSize.
    public init(_ size: Size) { self.init(width: CGFloat(size.width), height: CGFloat(size.height)) }
}

extension CGRect {
    /// The same rect as a CGRect, a negative size kept as it is.
    public init(_ rect: Rect) { self.init(origin: CGPoint(rect.origin), size: CGSize(rect.size)) }
}
