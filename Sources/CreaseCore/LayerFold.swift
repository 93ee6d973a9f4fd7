import CreaseFold
import CreaseImage
import CreaseMath

/// A layer's contents folded into strips (Crease's addition to CALayer, set as `Layer.fold`).
///
/// The fold's shape, strip layout, axis and light are plain properties; how far it is folded is
/// the layer's animatable `foldAmount`, 0 flat to 1 fully folded. The compositor builds every
/// strip from that one presented amount, so basic, spring, implicit and interactive animations
/// of it keep the strips joined at every instant (animating each strip's transform on its own
/// would tear them apart mid-flight).
public struct LayerFold: Hashable, Sendable {
    /// The fold's shape: at the layer's `foldAmount` it turns by `style.angle(amount:)`.
    public var style: FoldStyle
    /// The strips' lengths along the fold, in proportion to one another: they are scaled to the
    /// bounds' length, so the cut follows the layer as it resizes. Styles that fold two halves
    /// ignore it.
    public var layout: StripLayout
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

    /// A fold cut in proportion to `layout`, by default a centred accordion lit by the standard
    /// turn shade and seen from `Transform3D.standardEyeDistance`.
    public init(style: FoldStyle = .accordion(.center), layout: StripLayout, axis: FoldAxis = .horizontal,
                light: FoldLight = .standard, eyeDistance: Double = Transform3D.standardEyeDistance,
                backContents: LayerContents? = nil) {
        self.style = style
        self.layout = layout
        self.axis = axis
        self.light = light
        self.eyeDistance = eyeDistance
        self.backContents = backContents
    }

    /// A fold of `strips` equal strips.
    public init(style: FoldStyle = .accordion(.center), strips: Int, axis: FoldAxis = .horizontal, light: FoldLight = .standard,
                eyeDistance: Double = Transform3D.standardEyeDistance, backContents: LayerContents? = nil) {
        self.init(style: style, layout: .equal(count: strips, total: Double(strips)), axis: axis, light: light,
                  eyeDistance: eyeDistance, backContents: backContents)
    }

    /// The strip count the fold actually has.
    public var stripCount: Int { style.foldsHalves ? 2 : layout.count }

    /// The strips folded by `amount` over a layer's `bounds`, each with the unit square to the
    /// layer's plane: the strip's part of the bounds turned as the fold core says, in perspective
    /// about the bounds' centre. The one place strips are made: what the compositor draws, and
    /// what hit tests, point conversion and shadows read.
    public func placedStrips(bounds b: Rect, amount: Double) -> [(strip: FoldStrip, unitToLocal: Transform3D)] {
        let length = axis == .horizontal ? b.height : b.width
        let strips = style.strips(amount: amount, source: Rect(origin: .zero, size: b.size),
                                  layout: .proportional(layout.lengths, total: length), axis: axis)
        let centre = Transform3D.translation(b.midX, b.midY)
        let foldToLocal = Transform3D.translation(b.minX - b.midX, b.minY - b.midY) * .perspective(distance: eyeDistance) * centre
        return strips.map { strip in
            (strip, Transform3D.scale(strip.sourceRect.width, strip.sourceRect.height) * strip.transform * foldToLocal)
        }
    }

    /// The point of the flat layer that the fold shows at `point` of the layer's plane: through
    /// the nearest strip covering it; nil where no strip does.
    public func flatPoint(at point: Point, bounds b: Rect, amount: Double) -> Point? {
        var best: (point: Point, depth: Double)?
        for (strip, unitToLocal) in placedStrips(bounds: b, amount: amount) {
            guard let unit = unitToLocal.unproject(point), (0...1).contains(unit.x), (0...1).contains(unit.y) else { continue }
            let depth = unitToLocal.project(Vector3(unit.x, unit.y, 0)).z
            guard depth > (best?.depth ?? -.infinity) else { continue }
            let s = strip.sourceRect
            best = (Point(x: b.minX + s.minX + unit.x * s.width, y: b.minY + s.minY + unit.y * s.height), depth)
        }
        return best?.point
    }

    /// Where the fold shows the flat layer's `point` in the layer's plane: on the strip cut from
    /// the part of the bounds that holds it; nil outside the bounds, which the fold does not show.
    public func foldedPoint(_ point: Point, bounds b: Rect, amount: Double) -> Point? {
        for (strip, unitToLocal) in placedStrips(bounds: b, amount: amount) {
            let s = strip.sourceRect
            let unit = Point(x: (point.x - b.minX - s.minX) / s.width, y: (point.y - b.minY - s.minY) / s.height)
            if (0...1).contains(unit.x), (0...1).contains(unit.y) { return unitToLocal.project(unit) }
        }
        return nil
    }

    /// The rectangle the folded strips cover in the layer's plane; nil where there are none, or
    /// where a corner reaches the eye.
    public func foldedBounds(bounds b: Rect, amount: Double) -> Rect? {
        var corners: [Point] = []
        for (_, unitToLocal) in placedStrips(bounds: b, amount: amount) {
            for corner in [Vector3(0, 0, 0), Vector3(1, 0, 0), Vector3(1, 1, 0), Vector3(0, 1, 0)] {
                let p = unitToLocal.apply(Vector4(corner))
                guard p.w > 1e-9 else { return nil }
                corners.append(Point(x: p.x / p.w, y: p.y / p.w))
            }
        }
        return corners.isEmpty ? nil : Rect.bounding(corners)
    }
}
