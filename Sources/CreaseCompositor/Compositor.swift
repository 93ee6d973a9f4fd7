import CreaseCore
import CreaseMath

/// Turns a layer tree into a draw list: matrices, paint order, culling, clips.
///
/// Core Animation's rules: a plain layer flattens its sublayers into its plane and paints them in
/// sublayer order, stably sorted by zPosition; a transform layer keeps its sublayers in one 3D
/// space, where they are sorted back to front and depth-tested. Hidden layers, layers with no
/// opacity and single-sided layers facing away are skipped.
public struct Compositor {
    public init() {}

    /// The draw list of `root` on a screen of `viewport` points.
    public func drawList(for root: Layer, viewport: Size) -> DrawList {
        var list = DrawList(viewport: viewport)
        list.commands.reserveCapacity(64)
        let place = Placement(
            localToPlane: root.localToSuperlayer, planeToScreen: .identity, planeToDepth: nil, depthLevel: 0)
        visit(root, place, opacity: 1, into: &list.commands)
        return list
    }

    /// The draw list of `layer`'s own content and sublayers in its bounds coordinates, its own
    /// transform and position ignored, as renderInContext: draws it. The viewport is its bounds.
    public func drawList(forContentsOf layer: Layer) -> DrawList {
        var list = DrawList(viewport: layer.bounds.size)
        let place = Placement(
            localToPlane: .translation(-layer.bounds.minX, -layer.bounds.minY), planeToScreen: .identity,
            planeToDepth: nil, depthLevel: 0)
        visit(layer, place, opacity: 1, into: &list.commands)
        return list
    }

    /// Where a layer sits: its plane (the one it is flattened into) and that plane's mappings.
    struct Placement {
        /// The layer's local space to the plane it is drawn into; 3D, not yet flattened.
        var localToPlane: Transform3D
        /// That plane to the screen.
        var planeToScreen: Transform3D
        /// That plane into the enclosing 3D context's space, when there is one.
        var planeToDepth: Transform3D?
        var depthLevel: Int

        var localToScreen: Transform3D { localToPlane.flattened * planeToScreen }

        /// Inside a 3D context, members keep their z; flattened descendants lie in their plane.
        var localToDepth: Transform3D? {
            planeToDepth.map { (depthLevel == 0 ? localToPlane : localToPlane.flattened) * $0 }
        }
    }

    private func visit(_ layer: Layer, _ place: Placement, opacity parentOpacity: Double, into out: inout [DrawCommand]) {
        let opacity = parentOpacity * layer.opacity
        guard !layer.isHidden, opacity > 0 else { return }
        if !layer.isDoubleSided && !place.localToPlane.keepsPlaneOrientation { return }

        if layer.preserves3D {
            visitTransformLayer(layer, place, opacity: opacity, into: &out)
            return
        }

        let localToScreen = place.localToScreen
        let localToDepth = place.localToDepth
        let own = quad(for: layer, localToScreen: localToScreen, localToDepth: localToDepth, place: place, opacity: opacity)
        let hasChildren = !layer.sublayers.isEmpty
        let borderAfterChildren = hasChildren && layer.borderWidth > 0
        if var q = own {
            if borderAfterChildren { q.borderWidth = 0 }
            if q.backgroundColor.alpha > 0 || q.contents != nil || q.borderWidth > 0 { out.append(.quad(q)) }
        }
        guard hasChildren else { return }

        let clip = layer.masksToBounds ? own.map { clipQuad($0, layer) } : nil
        if let clip { out.append(.pushClip(clip)) }

        // The sublayers are flattened into this layer's plane.
        let childLevel = place.planeToDepth == nil ? 0 : place.depthLevel + 1
        for child in paintOrder(layer.sublayers) {
            let childPlace = Placement(
                localToPlane: child.localToSuperlayer, planeToScreen: localToScreen,
                planeToDepth: localToDepth, depthLevel: childLevel)
            visit(child, childPlace, opacity: opacity, into: &out)
        }

        if let clip { out.append(.popClip(clip)) }
        if borderAfterChildren, var border = own {
            border.backgroundColor = .clear
            border.contents = nil
            out.append(.quad(border))
        }
    }

    /// A transform layer draws nothing of its own; its members (sublayers, through nested
    /// transform layers) are sorted back to front in the shared 3D space.
    private func visitTransformLayer(_ layer: Layer, _ place: Placement, opacity: Double, into out: inout [DrawCommand]) {
        let startsContext = place.planeToDepth == nil || place.depthLevel > 0
        // A new context measures depth in the space of the plane it is flattened into.
        let contextPlace = startsContext
            ? Placement(localToPlane: place.localToPlane, planeToScreen: place.planeToScreen, planeToDepth: .identity, depthLevel: 0)
            : place
        var members: [(layer: Layer, place: Placement, opacity: Double, depth: Double)] = []
        collectMembers(of: layer, contextPlace, opacity: opacity, into: &members)
        // Stable sort, back (small z) to front.
        let ordered = members.enumerated().sorted { a, b in
            a.element.depth != b.element.depth ? a.element.depth < b.element.depth : a.offset < b.offset
        }
        if startsContext { out.append(.beginDepthContext) }
        for (_, m) in ordered { visit(m.layer, m.place, opacity: m.opacity, into: &out) }
        if startsContext { out.append(.endDepthContext) }
    }

    private func collectMembers(
        of transformLayer: Layer, _ place: Placement, opacity: Double,
        into members: inout [(layer: Layer, place: Placement, opacity: Double, depth: Double)]
    ) {
        for child in transformLayer.sublayers where !child.isHidden && child.opacity > 0 {
            let childPlace = Placement(
                localToPlane: child.localToSuperlayer * place.localToPlane, planeToScreen: place.planeToScreen,
                planeToDepth: place.planeToDepth, depthLevel: 0)
            if child.preserves3D {
                collectMembers(of: child, childPlace, opacity: opacity * child.opacity, into: &members)
            } else {
                let centre = childPlace.localToPlane.apply(Vector4(Vector3(child.bounds.midX, child.bounds.midY, 0)))
                members.append((child, childPlace, opacity, centre.w != 0 ? centre.z / centre.w : centre.z))
            }
        }
    }

    /// Sublayer order, stably re-sorted by zPosition (no depth test between flattened siblings).
    private func paintOrder(_ layers: [Layer]) -> [Layer] {
        guard layers.contains(where: { $0.zPosition != layers[0].zPosition }) else { return layers }
        return layers.enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
        }.map(\.element)
    }

    private func quad(
        for layer: Layer, localToScreen: Transform3D, localToDepth: Transform3D?, place: Placement, opacity: Double
    ) -> DrawQuad? {
        let b = layer.bounds
        guard b.width > 0, b.height > 0 else { return nil }
        let unit = Transform3D.scale(b.width, b.height) * .translation(b.minX, b.minY)
        var q = DrawQuad(unitToScreen: unit * localToScreen, size: b.size)
        q.layerName = layer.name
        q.opacity = opacity
        q.backgroundColor = layer.backgroundColor ?? .clear
        q.cornerRadius = min(max(0, layer.cornerRadius), min(b.width, b.height) / 2)
        q.roundsContents = layer.masksToBounds
        q.borderWidth = max(0, layer.borderWidth)
        q.borderColor = layer.borderColor
        if let contents = layer.contents {
            let (w, h) = contents.pixelSize
            q.contents = contents
            q.contentsRect = layer.contentsRect
            let visible = Size(width: Double(w) * layer.contentsRect.width, height: Double(h) * layer.contentsRect.height)
            q.contentFrame = layer.contentsGravity.frame(contentSize: visible, in: b.size)
        }
        if let localToDepth {
            q.unitToDepth = unit * localToDepth
            q.depthLevel = place.depthLevel
        }
        return q
    }

    /// The shape a masking layer clips its sublayers to: its bounds, rounded.
    private func clipQuad(_ q: DrawQuad, _ layer: Layer) -> DrawQuad {
        var clip = q
        clip.contents = nil
        clip.borderWidth = 0
        clip.backgroundColor = .white
        clip.opacity = 1
        return clip
    }
}
