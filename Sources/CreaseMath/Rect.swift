/// An origin and a size, as CGRect. Sizes are expected non-negative.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner (minimum x and y), in points.
    public var origin: Point
    /// The width and height, in points.
    public var size: Size

    /// The rectangle from `origin` spanning `size`.
    @inlinable public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle with top-left corner (`x`, `y`) and the given size.
    @inlinable public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// An empty rectangle at the origin.
    @inlinable public static var zero: Rect { Rect(x: 0, y: 0, width: 0, height: 0) }
    /// The whole of a unit-coordinate space: the default contentsRect.
    @inlinable public static var unit: Rect { Rect(x: 0, y: 0, width: 1, height: 1) }

    /// The left edge's x.
    public var minX: Double { origin.x }
    /// The top edge's y (y grows downward).
    public var minY: Double { origin.y }
    /// The right edge's x: `minX + width`.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge's y: `minY + height`.
    public var maxY: Double { origin.y + size.height }
    /// The x halfway across.
    public var midX: Double { origin.x + size.width / 2 }
    /// The y halfway down.
    public var midY: Double { origin.y + size.height / 2 }
    /// `size.width`, as CGRect's.
    public var width: Double { size.width }
    /// `size.height`, as CGRect's.
    public var height: Double { size.height }
    /// The point at (`midX`, `midY`).
    public var center: Point { Point(x: midX, y: midY) }
    /// Whether the rectangle covers no area: a width or height of zero or less.
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// Whether `p` lies inside, counting the min edges and not the max ones (half-open, so
    /// rectangles that tile a plane claim each point once).
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// The overlap of two rectangles (empty, at a's origin, when they do not overlap).
    public static func intersection(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = max(a.minX, b.minX), y0 = max(a.minY, b.minY)
        let x1 = min(a.maxX, b.maxX), y1 = min(a.maxY, b.maxY)
        guard x1 > x0, y1 > y0 else { return Rect(origin: a.origin, size: .zero) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding both.
    public static func union(_ a: Rect, _ b: Rect) -> Rect {
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }

    /// The smallest rectangle holding all the points (zero for none).
    public static func bounding(_ points: [Point]) -> Rect {
        guard let first = points.first else { return .zero }
        var lo = first, hi = first
        for p in points.dropFirst() {
            lo = Point(x: min(lo.x, p.x), y: min(lo.y, p.y))
            hi = Point(x: max(hi.x, p.x), y: max(hi.y, p.y))
        }
        return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
    }

    public var description: String { "(\(formatted(minX)), \(formatted(minY)), \(size))" }
}

extension Rect {
    /// The smallest rectangle of whole pixels holding this one at `scale` pixels a point, in
    /// pixels: its edges rounded outward, so what is drawn there lies on the device-pixel grid.
    public func pixelBounds(atScale scale: Double) -> Rect {
        let x0 = (minX * scale).rounded(.down), y0 = (minY * scale).rounded(.down)
        let x1 = (maxX * scale).rounded(.up), y1 = (maxY * scale).rounded(.up)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
