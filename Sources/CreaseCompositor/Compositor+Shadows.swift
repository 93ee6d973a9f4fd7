import CreaseCore
import CreaseDrawList
import CreaseMath

/// Shadows, cast under a layer and its sublayers in the layer's plane (so they turn with it in
/// 3D), offset by `shadowOffset` and faded by the layer's opacity. A rectangle or a rounded one
/// (a `shadowPath` of that shape, or a layer that is an opaque colour with nothing outside its
/// bounds, unfolded) casts a closed-form `DrawShadow`: one quad, no pass. Any other shape (an
/// ellipse, or the alpha of what the layer and its sublayers show, folded as they are) is drawn
/// into a surface at a density where the blur spans a few pixels, blurred and tinted there, and
/// shown by one quad. A layer that masks to its bounds cuts its shadow to them, as Core
/// Animation's bounds mask does.
extension Compositor {
    /// The largest blur taken, in points: a larger radius blurs as much as this.
    static let maxShadowRadius = 1000.0
    /// The widest blur drawn in a shadow's surface, in pixels: a wider one is drawn at a lower
    /// density, which a blur hides, so that each pixel sums at most 25 texels a pass.
    static let maxBlurPixels = 4.0

    /// The shadow's blur as a standard deviation in points, from `shadowRadius` (design tools
    /// export a CSS blur B as shadowRadius B/2, and CSS makes B/2 its σ), clamped.
    static func shadowSigma(_ radius: Double) -> Double {
        radius.isNaN || radius <= 0 ? 0 : min(radius, maxShadowRadius)
    }

    /// Appends `node`'s shadow, inside a clip of its bounds where it masks to them: a layer
    /// that casts one (`castsShadow`).
    func appendShadow(_ node: Node, _ localToPlane: Transform3D, in plane: Plane, opacity: Double, into out: inout DrawList) {
        let state = node.state, layer = node.layer
        let alpha = state.shadowColor.alpha * min(max(state.shadowOpacity, 0), 1) * opacity
        guard alpha > 0 else { return }
        let sigma = Self.shadowSigma(state.shadowRadius)
        let closedForm = closedFormShadowShape(node)
        // An opaque colour hides the shadow under its bounds.
        let hidesUnderBounds = closedForm != nil && layer.shadowPath == nil && opacity >= 1
        // Cut to the bounds, a shadow shows only through its layer, so an opaque colour shows
        // none; a folded layer's bounds fold with it, which no clip follows, so it casts none.
        if layer.masksToBounds {
            guard !hidesUnderBounds, !Self.showsFold(node), state.bounds.width > 0, state.bounds.height > 0 else { return }
        }
        let start = out.commands.count
        if let (shape, radius) = closedForm {
            appendClosedFormShadow(node, localToPlane, in: plane, shape: shape, cornerRadius: radius, alpha: alpha, sigma: sigma,
                hidesUnderBounds: hidesUnderBounds, into: &out)
        } else {
            appendBlurredShadow(node, localToPlane, in: plane, alpha: alpha, sigma: sigma, into: &out)
        }
        if layer.masksToBounds, out.commands.count > start {
            let own = quad(for: node, localToScreen: plane.localToScreen(localToPlane), localToPlane, in: plane, opacity: 1, in: &out)
            let clip = out.store(clipQuad(own))
            out.commands.insert(.pushClip(clip), at: start)
            out.commands.append(.popClip(clip))
        }
    }

    /// A rectangle's or rounded rectangle's shadow (`shape` in the layer's coordinates): one quad
    /// the blur's reach larger, less what the caster hides.
    private func appendClosedFormShadow(
        _ node: Node, _ localToPlane: Transform3D, in plane: Plane, shape: Rect, cornerRadius radius: Double, alpha: Double, sigma: Double,
        hidesUnderBounds: Bool, into out: inout DrawList
    ) {
        let state = node.state
        let reach = DrawShadow.reach(sigma: sigma, alpha: alpha)
        let offset = state.shadowOffset
        let quad = Rect(x: shape.minX + offset.width - reach, y: shape.minY + offset.height - reach,
            width: shape.width + 2 * reach, height: shape.height + 2 * reach)
        var color = state.shadowColor
        color.alpha = alpha
        var shadow = DrawShadow(unitToScreen: .unitSquare(onto: quad, then: plane.localToScreen(localToPlane)), size: quad.size,
            shape: Rect(x: reach, y: reach, width: shape.width, height: shape.height),
            cornerRadius: min(max(0, radius), shape.width / 2, shape.height / 2), sigma: sigma, color: color,
            unitToDepth: plane.localToDepth(localToPlane).map { .unitSquare(onto: quad, then: $0) }, layerName: node.layer.name)
        // Under the bounds less their rounded corners: a cross of two rectangles, each in by the
        // radius one way and by a point the other, so that the pixels an edge covers in part,
        // whose centres lie within half a pixel of it, still get the shadow showing beside it.
        if hidesUnderBounds {
            let b = state.bounds, r = max(shadow.cornerRadius, 1)
            func inset(_ dx: Double, _ dy: Double) -> Rect {
                Rect(x: b.minX - quad.minX + dx, y: b.minY - quad.minY + dy, width: b.width - 2 * dx, height: b.height - 2 * dy)
            }
            shadow.hidden = (r > 1 ? [inset(r, 1), inset(1, r)] : [inset(1, 1)]).filter { $0.width > 0 && $0.height > 0 }
        }
        out.append(shadow)
    }

    /// A shadow of any shape: what casts it drawn into a surface grown by the blur's reach, its
    /// alpha blurred and tinted there, shown moved by the offset.
    private func appendBlurredShadow(
        _ node: Node, _ localToPlane: Transform3D, in plane: Plane, alpha: Double, sigma: Double, into out: inout DrawList
    ) {
        let state = node.state
        guard let caster = node.layer.shadowPath?.bounds ?? casterBounds(of: node), caster.width > 0, caster.height > 0 else { return }
        let reach = 3 * sigma + 1
        let rect = Rect(x: caster.minX - reach, y: caster.minY - reach, width: caster.width + 2 * reach, height: caster.height + 2 * reach)
        let localToScreen = plane.localToScreen(localToPlane)
        var scale = surfaceScale(for: rect, localToScreen: localToScreen)
        if sigma > 0 { scale = min(scale, Self.maxBlurPixels / sigma) }
        let (pixelWidth, pixelHeight, size) = Self.surfacePixels(of: rect, atScale: scale)
        let toSurface = Transform3D.translation(-rect.minX, -rect.minY)
        var list = DrawList(viewport: size)
        frame.viewports.append(size)
        let outerShadow = frame.inShadow
        frame.inShadow = true
        if case .ellipse(let r)? = node.layer.shadowPath {
            // A circle's rounded square, stretched to the ellipse.
            var ellipse = DrawQuad(unitToScreen: .unitSquare(onto: r, then: toSurface),
                size: Size(width: r.width, height: r.width))
            ellipse.cornerRadius = r.width / 2
            ellipse.backgroundColor = .black
            ellipse.antialiasedEdges = .all
            list.appendQuad(ellipse)
        } else {
            appendCaster(node, toSurface, into: &list)
        }
        frame.viewports.removeLast()
        frame.inShadow = outerShadow
        var color = state.shadowColor
        color.alpha = alpha
        var surface = makeSurface(list, pixelWidth: pixelWidth, pixelHeight: pixelHeight, of: node.layer, role: .shadow)
        surface.filter = .shadow(sigma: sigma * scale, color: color)
        out.append(surface)
        let offset = state.shadowOffset
        let shownRect = Rect(origin: Point(x: rect.minX + offset.width, y: rect.minY + offset.height), size: size)
        out.appendQuad(surfaceQuad(surface, over: shownRect, of: node, localToPlane, in: plane, list: &out))
    }

    /// What a layer shows in its plane: the extent of its folded strips where a fold bends it,
    /// else what its subtree paints; nil where a fold reaches the eye.
    private func casterBounds(of node: Node) -> Rect? {
        guard Self.showsFold(node), let fold = node.layer.fold else { return subtreeBounds(of: node) }
        return fold.foldedBounds(bounds: node.state.bounds, amount: node.state.foldAmount)
    }

    /// The layer as it shows, at full opacity, into its shadow's picture: where its fold bends its
    /// whole look, its flat picture drawn into a surface of its own and folded; else straight.
    private func appendCaster(_ node: Node, _ localToSurface: Transform3D, into out: inout DrawList) {
        guard surfaceNeeds(of: node).contains(.fold) else {
            return visitContents(node, localToSurface, in: .target, opacity: 1, into: &out)
        }
        drawSurface(node, localToSurface, in: .target, rect: node.state.bounds, opacity: 1, needs: .fold, into: &out)
    }

    /// Whether a fold bends the layer out of its bounds' rectangle this frame.
    private static func showsFold(_ node: Node) -> Bool { node.layer.isFolded && node.state.foldAmount != 0 }

    /// The rectangle (and corner radius) a layer's shadow has in closed form, in its own
    /// coordinates; nil where the shadow is of any other shape.
    func closedFormShadowShape(_ node: Node) -> (Rect, Double)? {
        let layer = node.layer, state = node.state
        switch layer.shadowPath {
        case .rect(let r)?: return (r, 0)
        case .roundedRect(let r, let radius)?: return (r, radius)
        case .ellipse?: return nil
        case nil:
            let solid = !layer.hasContents && state.backgroundColor.alpha >= 1 && (layer.sublayers.isEmpty || layer.masksToBounds)
                && !Self.showsFold(node)
            return solid ? (state.bounds, state.cornerRadius) : nil
        }
    }
}
