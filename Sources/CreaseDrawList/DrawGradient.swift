import CreaseMath
import Glibc

/// A gradient layer's fill as the renderer draws it: over the quad of its bounds, its corners
/// rounded as the layer's, the colours placed by `kind` between two unit points.
public struct DrawGradient: Equatable {
    /// The unit square to the screen, perspective included.
    public var unitToScreen: Transform3D
    /// The bounds' size in points: the corners are measured in it.
    public var size: Size
    /// The corner radius in points, measured in `size`.
    public var cornerRadius: Double
    /// How the colours are laid out between `start` and `end`.
    public var kind: Kind
    /// In unit coordinates of the bounds.
    public var start: Point
    /// Where the last colour is reached, in unit coordinates of the bounds.
    public var end: Point
    /// Locations rising from 0 to 1, each with its straight-alpha colour.
    public var stops: [(location: Double, color: Color)]
    /// The layer's opacity, times its ancestors'.
    public var opacity: Double
    /// Edges drawn with analytic coverage, as the layer's own quad.
    public var antialiasedEdges: LayerEdges
    /// As `DrawQuad.unitToDepth`, inside a 3D rendering context; nil in painter's order.
    public var unitToDepth: Transform3D?
    /// The layer's name, for dumps.
    public var layerName: String?

    /// How the colours are laid out (a gradient layer's kind, for the renderer).
    public enum Kind: String, Sendable {
        case axial, radial, conic
    }

    /// A gradient fill over the unit square placed by `unitToScreen`, of `size` points.
    public init(unitToScreen: Transform3D, size: Size, cornerRadius: Double, kind: Kind, start: Point, end: Point,
                stops: [(location: Double, color: Color)], opacity: Double, antialiasedEdges: LayerEdges,
                unitToDepth: Transform3D? = nil, layerName: String? = nil) {
        self.unitToScreen = unitToScreen
        self.size = size
        self.cornerRadius = cornerRadius
        self.kind = kind
        self.start = start
        self.end = end
        self.stops = stops
        self.opacity = opacity
        self.antialiasedEdges = antialiasedEdges
        self.unitToDepth = unitToDepth
        self.layerName = layerName
    }

    public static func == (a: DrawGradient, b: DrawGradient) -> Bool {
        a.unitToScreen == b.unitToScreen && a.size == b.size && a.cornerRadius == b.cornerRadius && a.kind == b.kind
            && a.start == b.start && a.end == b.end && a.opacity == b.opacity && a.antialiasedEdges == b.antialiasedEdges
            && a.unitToDepth == b.unitToDepth && a.layerName == b.layerName
            && a.stops.count == b.stops.count && zip(a.stops, b.stops).allSatisfy { $0.location == $1.location && $0.color == $1.color }
    }

    /// The most stops drawn: past it, the stops are resampled evenly.
    public static let maxStops = 16

    /// How far along the gradient a point of the unit square lies, 0 at the start, 1 at the
    /// end (the renderer's shader works the same): its projection on the start-to-end line
    /// (axial), its distance out through ellipses with the end's offset as radii (radial), or
    /// its turn clockwise from the end's direction about the start (conic).
    public func position(at p: Point) -> Double {
        let d = Point(x: end.x - start.x, y: end.y - start.y)
        let v = Point(x: p.x - start.x, y: p.y - start.y)
        switch kind {
        case .axial:
            let length = d.x * d.x + d.y * d.y
            return length > 0 ? (v.x * d.x + v.y * d.y) / length : 0
        case .radial:
            let rx = abs(d.x), ry = abs(d.y)
            guard rx > 0 || ry > 0 else { return 1 }
            let x = rx > 0 ? v.x / rx : (v.x == 0 ? 0 : .infinity), y = ry > 0 ? v.y / ry : (v.y == 0 ? 0 : .infinity)
            return (x * x + y * y).squareRoot()
        case .conic:
            let from = atan2(d.y, d.x), to = atan2(v.y, v.x)
            let turn = (to - from) / (2 * .pi)
            return turn - turn.rounded(.down)
        }
    }

    /// The colour at `position` (straight alpha): the stops' colours mixed linearly between
    /// neighbours, the first before the first stop and the last after the last.
    public func color(at position: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if position <= first.location { return first.color }
        if position >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where position <= b.location {
            let span = b.location - a.location
            return span > 0 ? Color.interpolate(from: a.color, to: b.color, fraction: (position - a.location) / span) : b.color
        }
        return last.color
    }
}
