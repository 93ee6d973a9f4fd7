/// A point in a layer's coordinate space, in points; y grows downward as on iOS.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, in points, growing rightward.
    public var x: Double
    /// The vertical coordinate, in points, growing downward.
    public var y: Double

    /// The point at (`x`, `y`).
    @inlinable public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    @inlinable public static var zero: Point { Point(x: 0, y: 0) }

    public var description: String { "(\(formatted(x)), \(formatted(y)))" }

    /// Adds the coordinates: a point moved by an offset.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    /// Subtracts the coordinates: the offset from `b` to `a`.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    /// Scales both coordinates by `s`.
    public static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }

    /// Euclidean distance to another point.
    @inlinable public func distance(to other: Point) -> Double {
        ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
    }
}

/// Shortest decimal text of a value with at most 4 fractional digits, so dumps stay stable.
public func formatted(_ value: Double) -> String {
    let rounded = (value * 10_000).rounded() / 10_000
    let clean = rounded == 0 ? 0 : rounded  // no "-0"
    if clean == clean.rounded() && abs(clean) < 1e15 { return String(Int64(clean)) }
    return String(clean)
}
