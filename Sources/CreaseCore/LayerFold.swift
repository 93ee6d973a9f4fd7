import CreaseFold
import CreaseImage
import CreaseMath

/// A layer's contents folded into strips (Crease's addition to CALayer, set as `Layer.fold`).
///
/// The fold's shape, strip count, axis and light are plain properties; how far it is folded is
/// the layer's animatable `foldAmount`, 0 flat to 1 fully folded. The compositor builds every
/// strip from that one presented amount, so basic, spring, implicit and interactive animations
/// of it keep the strips joined at every instant (animating each strip's transform on its own
/// would tear them apart mid-flight).
public struct LayerFold: Hashable, Sendable {
    /// The fold's shape; `amount` is the layer's `foldAmount`.
    public enum Style: Hashable, Sendable {
        /// A zig-zag of equal strips, each turned by θ = amount · 90° the other way from the last,
        /// kept at the anchor (the centre, or the leading or trailing edge: a paper fold).
        case accordion(FoldAnchor)
        /// The two halves fold at the middle crease, pushed away by amount · 90°.
        case oneCrease
        /// The trailing half turns over onto the leading one, amount · 180° (Flipboard).
        case pageFlip
    }

    /// The fold's shape.
    public var style: Style
    /// Strips of an accordion (the crease and the page flip have two).
    public var strips: Int
    /// Whether the hinges run across (horizontal, strips stacked) or down (vertical).
    public var axis: FoldAxis
    /// How the strips are shaded as they turn.
    public var light: FoldLight
    /// The perspective's eye distance, m34 = −1/eyeDistance about the bounds' centre.
    public var eyeDistance: Double
    /// What a strip shows where its back faces the viewer, a page flip's next page: a turned
    /// strip shows the part of this picture that lies where it has turned to
    /// (`FoldStrip.backTextureRect`), the right way round, so a page turned all the way over
    /// shows the next page's half. Nil shows the layer's own look from behind, mirrored, as a
    /// sheet would.
    public var backContents: LayerContents?

    /// A fold of `strips` strips, by default a centred accordion lit by the standard turn shade
    /// and seen from `Transform3D.standardEyeDistance`.
    public init(style: Style = .accordion(.center), strips: Int, axis: FoldAxis = .horizontal, light: FoldLight = .standard,
                eyeDistance: Double = Transform3D.standardEyeDistance, backContents: LayerContents? = nil) {
        self.style = style
        self.strips = strips
        self.axis = axis
        self.light = light
        self.eyeDistance = eyeDistance
        self.backContents = backContents
    }

    /// The fold core's style at `amount` (not clamped: a spring's overshoot folds past 1).
    public func foldStyle(amount: Double) -> FoldStyle {
        switch style {
        case .accordion(let anchor): .accordion(theta: amount * .pi / 2, anchor: anchor)
        case .oneCrease: .oneCrease(angle: amount * .pi / 2)
        case .pageFlip: .pageFlip(angle: amount * .pi)
        }
    }

    /// The amount that folds an accordion strip by `theta` radians.
    public static func amount(theta: Double) -> Double { theta / (.pi / 2) }

    /// The strip count the fold actually has.
    public var stripCount: Int {
        if case .accordion = style { return strips }
        return 2
    }

    /// The strips folded by `amount` over a layer's `bounds`, each with the unit square to the
    /// layer's plane: the strip's part of the bounds turned as the fold core says, in perspective
    /// about the bounds' centre. What the compositor draws and hit tests read.
    public func placedStrips(bounds b: Rect, amount: Double) -> [(strip: FoldStrip, unitToLocal: Transform3D)] {
        let length = axis == .horizontal ? b.height : b.width
        let strips = foldStyle(amount: amount)
            .strips(source: Rect(origin: .zero, size: b.size), layout: .equal(count: stripCount, total: length), axis: axis)
        let centre = Transform3D.translation(b.midX, b.midY)
        let foldToLocal = Transform3D.translation(b.minX - b.midX, b.minY - b.midY) * .perspective(distance: eyeDistance) * centre
        return strips.map { strip in
            (strip, Transform3D.scale(strip.sourceRect.width, strip.sourceRect.height) * strip.transform * foldToLocal)
        }
    }
}
