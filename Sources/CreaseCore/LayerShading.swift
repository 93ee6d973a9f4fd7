/// Light on a layer's plane, as folds need it (Crease's own addition to CALayer): a colour
/// multiplier, and a darkening or a highlight that fades in from two opposite edges.
public struct LayerShading: Equatable, Sendable {
    /// Which pair of edges the edge terms belong to.
    public enum Axis: Sendable { case horizontal, vertical }

    /// Multiplies the colour (1: untouched).
    public var multiplier: Double
    /// At the top (horizontal) or left (vertical) edge: negative darkens, positive brightens.
    public var leadingEdge: Double
    /// At the bottom or right edge.
    public var trailingEdge: Double
    /// The share of the layer over which an edge term fades to nothing.
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
}
