/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent, in points.
    public var width: Double
    /// The vertical extent, in points.
    public var height: Double

    /// A size of `width` by `height` points.
    @inlinable public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width or height.
    @inlinable public static var zero: Size { Size(width: 0, height: 0) }

    public var description: String { "\(formatted(width))x\(formatted(height))" }

    /// Scales both sides by `s`.
    public static func * (a: Size, s: Double) -> Size { Size(width: a.width * s, height: a.height * s) }
}

extension Size {
    /// The whole pixels this many points take at `scale` pixels a point, each side rounded by
    /// `rule` (to the nearest by default; up, to hold all of it).
    public func pixels(atScale scale: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> (width: Int, height: Int) {
        (Int((width * scale).rounded(rule)), Int((height * scale).rounded(rule)))
    }
}
