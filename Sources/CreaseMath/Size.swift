/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(formatted(width))x\(formatted(height))" }

    public static func * (a: Size, s: Double) -> Size { Size(width: a.width * s, height: a.height * s) }
}

extension Size {
    /// The whole pixels this many points take at `scale` pixels a point, each side rounded by
    /// `rule` (to the nearest by default; up, to hold all of it).
    public func pixels(atScale scale: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> (width: Int, height: Int) {
        (Int((width * scale).rounded(rule)), Int((height * scale).rounded(rule)))
    }
}
