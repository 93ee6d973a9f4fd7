import CreaseMath

/// What lies beyond one edge of a strip, for lighting.
public enum FoldEdge: Hashable, Sendable {
    /// The outside of the folded whole: no neighbour.
    case outer
    /// A crease that goes away from the viewer between the two strips: concave seen from the
    /// front, so darker into it.
    case valley
    /// A crease that comes toward the viewer: convex seen from the front, so a highlight.
    case ridge
    /// A hinge whose two strips lie in one plane: no crease (yet).
    case flat
}

/// One strip of a fold: its part of the picture and where it lies in fold space.
///
/// Fold space is the source rect's own coordinates (x right, y down, points) with z toward the
/// viewer, before any perspective: the caller adds that (m34) about its chosen centre.
public struct FoldStrip: Hashable, Sendable {
    /// Position in the output, from the leading edge (top or left) on.
    public var index: Int
    /// The strip's part of the source rect, in points.
    public var sourceRect: Rect
    /// The same part in unit coordinates of the source (a contentsRect).
    public var textureRect: Rect
    /// Maps a point of the strip's own plane (origin at its top-left corner, points, z = 0)
    /// into fold space. A rigid motion: no scale, no perspective.
    public var transform: Transform3D
    /// Signed turn about the fold axis, radians, 0 = flat. Positive brings the strip's trailing
    /// side (bottom or right) toward the viewer: exactly a rotation about +x for horizontal
    /// folds, and about −y for vertical ones (the mirror image of the horizontal case).
    public var angle: Double
    /// Unit normal of the strip's front face in fold space; (0, 0, 1) when flat.
    public var normal: Vector3
    /// Whether the front faces away from the viewer (normal.z < 0). The renderer then shows the
    /// back content, mirrored along the fold direction in the strip's plane (local u → length − u)
    /// so that it reads the right way round.
    public var showsBack: Bool
    /// What lies beyond the leading edge (top or left).
    public var leadingEdge: FoldEdge
    /// What lies beyond the trailing edge (bottom or right).
    public var trailingEdge: FoldEdge
    /// The turn from the previous strip to this one at the leading edge, radians: positive at a
    /// valley, negative at a ridge, 0 at an outer or flat edge. It sets how strong the crease is.
    public var leadingCrease: Double
    /// The turn from this strip to the next at the trailing edge, signed as `leadingCrease`.
    public var trailingCrease: Double

    /// A strip from all its parts; the creases default to 0 (none).
    public init(
        index: Int, sourceRect: Rect, textureRect: Rect, transform: Transform3D, angle: Double,
        normal: Vector3, showsBack: Bool, leadingEdge: FoldEdge, trailingEdge: FoldEdge,
        leadingCrease: Double = 0, trailingCrease: Double = 0
    ) {
        self.index = index
        self.sourceRect = sourceRect
        self.textureRect = textureRect
        self.transform = transform
        self.angle = angle
        self.normal = normal
        self.showsBack = showsBack
        self.leadingEdge = leadingEdge
        self.trailingEdge = trailingEdge
        self.leadingCrease = leadingCrease
        self.trailingCrease = trailingCrease
    }

    /// A point of the strip's plane (local points) in fold space.
    public func foldPoint(_ local: Point) -> Vector3 {
        let t = transform
        return Vector3(
            local.x * t.m11 + local.y * t.m21 + t.m41,
            local.x * t.m12 + local.y * t.m22 + t.m42,
            local.x * t.m13 + local.y * t.m23 + t.m43)
    }
}

extension FoldStrip {
    /// Where a strip seen from behind shows a back picture (a page flip's next page), in unit
    /// coordinates as `textureRect`: its own part reflected across its leading edge, the edge it
    /// turns about, so that a page turned over shows the next page's part under it, the right
    /// way round.
    public func backTextureRect(axis: FoldAxis) -> Rect {
        let t = textureRect
        return axis == .vertical
            ? Rect(x: t.minX, y: t.minY, width: -t.width, height: t.height)
            : Rect(x: t.minX, y: t.minY, width: t.width, height: -t.height)
    }
}
