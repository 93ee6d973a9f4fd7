import CreaseMath

/// A rounded rectangle's shadow about one corner, worked out ahead on a grid: what the shader
/// reads with one bilinear lookup where it would sum rows of the corner's curve for each pixel
/// (on llvmpipe the corners were nearly half of a card's shadow's cost). Where a shape is wide and
/// tall enough that the blur never reaches two sides one way (`DrawShadow.nearEdgesOnly`), its
/// coverage about a corner depends on the radius, the blur and how far the quad reaches out
/// alone, and by symmetry is the same at all four corners.
public struct ShadowCornerTable: Equatable, Sendable {
    /// The corner's radius, blur and margin it was made for.
    public let key: Key
    /// How far in from the shape's sides the corner's cell starts (`DrawShadow` cuts its quad there).
    public let zone: Double
    /// Points across the cell, from `zone` in to `margin` out: what the grid spans each way.
    public let span: Double
    /// Grid points a side.
    public let side: Int
    /// Coverage at each grid point, rows from the cell's inner edge outward, 0 to 255; a grid
    /// point's centre lies at (i + 0.5) × span / side, as a texel's does.
    public let coverage: [UInt8]

    /// The most grid points a side: past it (a blur far smaller than the corner) the shader
    /// sums rows as before.
    public static let mostSide = 128
    /// Grid points a standard deviation: the blurred coverage is smooth at that scale, so
    /// bilinear reading stays well within a level of 255.
    static let pointsPerSigma = 4.0

    /// What a table is made from: a shadow's corner radius, blur, and how far its quad reaches
    /// out past the shape (in points).
    public struct Key: Hashable, Sendable {
        public let radius: Double
        public let sigma: Double
        public let margin: Double

        public init(radius: Double, sigma: Double, margin: Double) {
            (self.radius, self.sigma, self.margin) = (radius, sigma, margin)
        }
    }

    /// The table for a corner of `radius` under a blur of `sigma`, the quad reaching `margin`
    /// past the shape; nil where it would need more than `mostSide` points a side.
    public init?(radius: Double, sigma: Double, margin: Double) { self.init(Key(radius: radius, sigma: sigma, margin: margin)) }

    /// The table for `key`'s corner; nil where it would need more than `mostSide` points a side.
    public init?(_ key: Key) {
        let (radius, sigma) = (key.radius, key.sigma)
        let zone = radius + 3 * sigma, span = zone + key.margin
        // Measured as a Double first: a blur of next to nothing asks for more points than an Int holds.
        let points = (span / sigma * Self.pointsPerSigma).rounded(.up)
        guard sigma > 0, span > 0, points <= Double(Self.mostSide) else { return nil }
        let side = max(2, Int(points))
        (self.key, self.zone, self.span, self.side) = (key, zone, span, side)
        // A square shape large enough that from its corner's cell the far sides lie beyond the
        // integral's reach (5σ), its bottom-right corner's cell sampled.
        let width = 2 * (span + 6 * sigma)
        let shadow = DrawShadow(unitToScreen: .identity, size: Size(width: width, height: width), shape: Rect(x: 0, y: 0, width: width, height: width),
            cornerRadius: radius, sigma: sigma, color: .black)
        let step = span / Double(side), inner = width - zone
        coverage = (0..<side * side).map { k in
            let value = shadow.coverage(at: Point(x: inner + (Double(k % side) + 0.5) * step, y: inner + (Double(k / side) + 0.5) * step))
            return UInt8((min(max(value, 0), 1) * 255).rounded())
        }
    }

    /// The coverage at `q`, points from the cell's inner corner, read as GL reads the texture:
    /// bilinear between the grid points, clamped at the edges.
    public func value(at q: Point) -> Double {
        func place(_ v: Double) -> (Int, Int, Double) {
            let t = min(max(v / span * Double(side) - 0.5, 0), Double(side - 1))
            let low = Int(t.rounded(.down))
            return (low, min(low + 1, side - 1), t - Double(low))
        }
        let (x0, x1, fx) = place(q.x), (y0, y1, fy) = place(q.y)
        func at(_ x: Int, _ y: Int) -> Double { Double(coverage[y * side + x]) / 255 }
        return (at(x0, y0) * (1 - fx) + at(x1, y0) * fx) * (1 - fy) + (at(x0, y1) * (1 - fx) + at(x1, y1) * fx) * fy
    }
}
