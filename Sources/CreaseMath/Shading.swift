/// Light on a plane (Crease's own addition to CALayer): a colour multiplier, and a darkening or
/// a highlight that fades in from two opposite edges. Folds light their strips with it, and the
/// fragment shader applies it.
public struct Shading: Hashable, Sendable {
    /// Which pair of edges the edge terms belong to.
    public enum Axis: Hashable, Sendable { case horizontal, vertical }

    /// Multiplies the colour; 1 leaves it untouched.
    public var multiplier: Double
    /// At the leading edge (top, or left for `.vertical`) the colour is scaled by 1 + this,
    /// fading smoothly to nothing at `edgeWidth` into the plane: negative darkens, positive
    /// brightens.
    public var leadingEdge: Double
    /// As `leadingEdge`, at the trailing edge (bottom or right).
    public var trailingEdge: Double
    /// The share of the plane's length (0…1) from an edge over which its term fades out.
    public var edgeWidth: Double
    /// Horizontal: the edges are the top and bottom (a horizontal hinge).
    public var axis: Axis

    /// A shading, by default none: multiplier 1 and no edge terms.
    public init(multiplier: Double = 1, leadingEdge: Double = 0, trailingEdge: Double = 0, edgeWidth: Double = 0,
                axis: Axis = .horizontal) {
        self.multiplier = multiplier
        self.leadingEdge = leadingEdge
        self.trailingEdge = trailingEdge
        self.edgeWidth = edgeWidth
        self.axis = axis
    }

    /// The brightness factor at `t` (0 at the leading edge, 1 at the trailing edge), never
    /// below 0: exactly what `Shaders/quad.frag` computes.
    public func brightness(at t: Double) -> Double {
        guard edgeWidth > 0 else { return max(0, multiplier) }
        let lead = 1 - Self.smoothstep(edgeWidth, t), trail = 1 - Self.smoothstep(edgeWidth, 1 - t)
        return max(0, multiplier * (1 + leadingEdge * lead + trailingEdge * trail))
    }

    /// GLSL's smoothstep(0, edge, x).
    private static func smoothstep(_ edge: Double, _ x: Double) -> Double {
        let t = min(max(x / edge, 0), 1)
        return t * t * (3 - 2 * t)
    }
}
