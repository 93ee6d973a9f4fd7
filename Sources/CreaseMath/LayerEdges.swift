/// Edges of a layer's bounds, for edge antialiasing (CAEdgeAntialiasingMask: kCALayerLeftEdge is
/// `minX`, RightEdge `maxX`, BottomEdge `minY`, TopEdge `maxY`).
public struct LayerEdges: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let minX = LayerEdges(rawValue: 1)
    public static let maxX = LayerEdges(rawValue: 2)
    public static let minY = LayerEdges(rawValue: 4)
    public static let maxY = LayerEdges(rawValue: 8)
    public static let all: LayerEdges = [.minX, .maxX, .minY, .maxY]
}
