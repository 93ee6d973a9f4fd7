/// Edges of a layer's bounds, for edge antialiasing (CAEdgeAntialiasingMask: kCALayerLeftEdge is
/// `minX`, RightEdge `maxX`, BottomEdge `minY`, TopEdge `maxY`).
public struct LayerEdges: OptionSet, Hashable, Sendable {
    /// One bit an edge: minX 1, maxX 2, minY 4, maxY 8.
    public let rawValue: UInt8
    /// The edges whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The left edge (x = bounds.minX).
    public static let minX = LayerEdges(rawValue: 1)
    /// The right edge (x = bounds.maxX).
    public static let maxX = LayerEdges(rawValue: 2)
    /// The top edge on screen (y = bounds.minY, with y growing downward).
    public static let minY = LayerEdges(rawValue: 4)
    /// The bottom edge on screen (y = bounds.maxY).
    public static let maxY = LayerEdges(rawValue: 8)
    /// All four edges: CALayer's default mask.
    public static let all: LayerEdges = [.minX, .maxX, .minY, .maxY]
}
