/// Light on a plane (Crease's own addition to CALayer): a colour multiplier, and a darkening or
/// a highlight that fades in from two opposite edges. Folds light their strips with it, and the
/// fragment shader applies it.
public struct Shading: Hashable, Sendable {
    /// Which pair of edges the edge terms belong to.
    public enum Axis: Hashable, Sendable { case horizontal, vertical }

    /// Multiplies the colour; 1 leaves it untouched.
    public var multiplier: Double
    /// Added at the leading edge (top, or left for `.vertical`), fading linearly to 0 at
    /// `edgeWidth` into the plane: negative darkens, positive brightens.
    public var leadingEdge: Double
    /// As `leadingEdge`, at the trailing edge (bottom or right).
    public var trailingEdge: Double
    /// The share of the plane's length (0…1) from an edge over which its term fades out.
    public var edgeWidth: Double
    /// Horizontal: the edges are the top and bottom (a horizontal hinge).
    public var axis: Axis

    public init(multiplier: Double = 1, leadingEdge: Double = 0, trailingEdge: Double = 0, edgeWidth: Double = 0,
                axis: Axis = .horizontal) {
        self.multiplier = multiplier
        self.leadingEdge = leadingEdge
        self.trailingEdge = trailingEdge
        self.edgeWidth = edgeWidth
        self.axis = axis
    }

    /// The brightness factor at `t` (0 at the leading edge, 1 at the trailing edge), never
    /// below 0: what the fragment shader computes.
    public func brightness(at t: Double) -> Double {
        guard edgeWidth > 0 else { return max(0, multiplier) }
        let lead = max(0, 1 - t / edgeWidth), trail = max(0, 1 - (1 - t) / edgeWidth)
        return max(0, multiplier + leadingEdge * lead + trailingEdge * trail)
    }
}
