import CreaseMath

/// The direction the picture folds along.
///
/// Fold geometry is computed once in a fold frame (u along the fold direction, z toward the
/// viewer) and then laid onto the axes, so a vertical fold is exactly the horizontal one with
/// x and y swapped.
public enum FoldAxis: Hashable, Sendable, CaseIterable {
    /// Strips stacked top to bottom; hinges are horizontal lines and strips turn about x.
    case horizontal
    /// Strips side by side; hinges are vertical lines and strips turn about y.
    case vertical
}

extension FoldAxis {
    /// The edges of strip `index` of `count` (in fold order) that `edges` leaves antialiased:
    /// hinges are shared, so only the fold's own outer edges keep theirs, and neighbours meet
    /// with no half-covered seam between them.
    public func antialiasedEdges(_ edges: LayerEdges, ofStrip index: Int, of count: Int) -> LayerEdges {
        let (leading, trailing): (LayerEdges, LayerEdges) = self == .horizontal ? (.minY, .maxY) : (.minX, .maxX)
        var kept = edges
        if index > 0 { kept.remove(leading) }
        if index < count - 1 { kept.remove(trailing) }
        return kept
    }

    /// The rect's start along the fold direction.
    func minU(_ r: Rect) -> Double { self == .horizontal ? r.minY : r.minX }

    /// The rect's extent along the fold direction.
    func length(_ r: Rect) -> Double { self == .horizontal ? r.height : r.width }
}

extension FoldAxis {
    /// The edges a strip's shading fades in from: those of the hinges.
    public var shadingAxis: Shading.Axis { self == .horizontal ? .horizontal : .vertical }
}
