import CreaseMath

/// How contents are fitted into the bounds (CALayerContentsGravity, the three scaling kinds).
public enum ContentsGravity: String, Sendable, CaseIterable {
    /// Stretch over the whole bounds (the default).
    case resize
    /// Scale to fit inside the bounds, keeping the aspect ratio (letterboxed).
    case resizeAspect
    /// Scale to fill the bounds, keeping the aspect ratio (cropped by the bounds).
    case resizeAspectFill

    /// Where the contents lie, in unit coordinates of the bounds (0…1 spans the bounds).
    /// `contentSize` is the size of the visible part of the contents, in any unit.
    public func frame(contentSize: Size, in bounds: Size) -> Rect {
        guard self != .resize, contentSize.width > 0, contentSize.height > 0,
            bounds.width > 0, bounds.height > 0
        else { return .unit }
        let sx = bounds.width / contentSize.width
        let sy = bounds.height / contentSize.height
        let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
        let w = contentSize.width * s / bounds.width
        let h = contentSize.height * s / bounds.height
        return Rect(x: (1 - w) / 2, y: (1 - h) / 2, width: w, height: h)
    }
}
