import CreaseCore
import CreaseDrawList
import CreaseImage
import CreaseMath

/// Which layers are drawn offscreen first, and how their surface is shown.
///
/// A layer gets a surface only when its look needs its subtree as one picture: a translucent
/// group of two or more drawn parts (group opacity), a mask, or a fold of a layer that has more
/// than its contents to fold (background, corners, border, sublayers). Anything else draws
/// straight into the target as before and costs nothing more. The surface lies in the layer's
/// own plane, sized to what its subtree covers there and cut to what the screen can show, at
/// the screen's pixel density; upright, it lands on whole pixels, so showing it resamples
/// nothing.
extension Compositor {
    /// Why a layer needs a surface; empty when it does not.
    struct SurfaceNeeds: OptionSet {
        let rawValue: Int
        static let groupOpacity = SurfaceNeeds(rawValue: 1)
        static let mask = SurfaceNeeds(rawValue: 2)
        static let fold = SurfaceNeeds(rawValue: 4)
        static let rasterize = SurfaceNeeds(rawValue: 8)
        /// A plane of a 3D context whose translucent planes cross, split into pieces.
        static let planeSplit = SurfaceNeeds(rawValue: 16)
    }

    /// What of `node` needs drawing offscreen first. Always inlined: asked of every layer of
    /// every frame, and most need nothing, the call cost more than the answer.
    @inline(__always) func surfaceNeeds(of node: Node) -> SurfaceNeeds {
        let layer = node.layer
        var needs: SurfaceNeeds = []
        if layer.mask != nil { needs.insert(.mask) }
        if layer.shouldRasterize { needs.insert(.rasterize) }
        // One part alone fades the same whether as a group or not; a layer with no sublayers
        // paints one part at most, and most fading layers are such leaves.
        if node.state.opacity < 1, layer.allowsGroupOpacity, !layer.sublayers.isEmpty, Self.drawnParts(of: node, upTo: 2) >= 2 {
            needs.insert(.groupOpacity)
        }
        if layer.isFolded,
            !layer.sublayers.isEmpty || !layer.hasContents || node.state.backgroundColor.alpha > 0
                || (node.state.borderWidth > 0 || node.state.cornerRadius > 0) && !Self.stripsKeepShape(of: node)
        {
            needs.insert(.fold)
        }
        return needs
    }

    /// Whether a folded layer's strips can draw its corners and border themselves, each its part
    /// of the whole shape measured in the picture (`DrawQuad.shapeFollowsContents`): so they can
    /// where the picture fills the bounds and, under rounded corners, is cut by them.
    static func stripsKeepShape(of node: Node) -> Bool {
        node.state.contentsRect == .unit && node.layer.contentsGravity == .resize
            && (node.state.cornerRadius <= 0 || node.layer.masksToBounds)
    }

    /// Whether a layer paints anything of its own in its bounds: a picture, a background, a
    /// border, a gradient.
    static func drawsItself(_ node: Node) -> Bool {
        return node.layer.hasContents || node.state.backgroundColor.alpha > 0 || node.state.borderWidth > 0
            || (node.layer is GradientLayer && !node.state.gradientColors.isEmpty)
    }

    /// How many parts (own drawing, visible sublayers) a layer paints, counted up to `limit`.
    static func drawnParts(of node: Node, upTo limit: Int) -> Int {
        var parts = Self.drawsItself(node) ? 1 : 0
        for sublayer in node.layer.sublayers where parts < limit && !sublayer.isHidden && sublayer.model.opacity > 0 {
            parts += 1
        }
        return parts
    }

    /// Draws `node` through a surface: its subtree (its own opacity left out) offscreen in its
    /// plane, the mask cutting it, then shown by one quad at the layer's opacity, or folded.
    func visitThroughSurface(
        _ node: Node, _ localToPlane: Transform3D, in plane: Plane, opacity: Double, needs: SurfaceNeeds, into out: inout DrawList
    ) {
        if needs == .groupOpacity, var parts = separateParts(of: node, localToPlane, in: plane) {
            for quad in parts.quads.indices { parts.quads[quad].opacity *= opacity }
            out.append(contentsOf: parts)
            return
        }
        let localToScreen = plane.localToScreen(localToPlane)
        let bounds = node.state.bounds
        // A fold bends the layer's bounds; anything else shows all its subtree covers.
        var rect = needs.contains(.fold) ? bounds : subtreeBounds(of: node)
        if let mask = node.layer.mask, !needs.contains(.fold), let masked = boundsInSuperlayer(of: node.child(mask), in: node) {
            rect = Rect.intersection(rect, masked)
        }
        if !needs.contains(.fold), let visible = visibleRect(rect, localToScreen: localToScreen) { rect = visible }
        drawSurface(node, localToPlane, in: plane, rect: rect, opacity: opacity, needs: needs, into: &out)
    }

    /// Draws `node`'s subtree over `rect` of its plane into a surface, cut by its mask where
    /// `needs` says so, and shows it by one quad, or folded.
    func drawSurface(
        _ node: Node, _ localToPlane: Transform3D, in plane: Plane, rect: Rect, opacity: Double, needs: SurfaceNeeds,
        into out: inout DrawList
    ) {
        guard rect.width > 0, rect.height > 0 else { return }
        let localToScreen = plane.localToScreen(localToPlane)
        // A rasterized layer is drawn at its own density, whatever the screen's.
        let scale = needs.contains(.rasterize)
            ? surfaceScale(for: rect, pixelsPerPoint: Self.rasterizationDensity(node.layer.rasterizationScale))
            : surfaceScale(for: rect, localToScreen: localToScreen)
        // The surface's points: its top-left is the rectangle's, its size in points whole pixels.
        let (pixelWidth, pixelHeight, size) = Self.surfacePixels(of: rect, atScale: scale)
        let surfaceRect = Rect(origin: rect.origin, size: size)
        let toSurface = Transform3D.translation(-rect.minX, -rect.minY)

        var list = DrawList(viewport: size)
        // The layer's own transform is the surface's way onto the screen: inside, the layer
        // stands at the surface's origin, untransformed and opaque.
        frame.viewports.append(size)
        visitContents(node, toSurface, in: .target, opacity: 1, folds: false, into: &list)
        if needs.contains(.mask), let mask = node.layer.mask {
            let maskNode = node.child(mask)
            var maskList = DrawList(viewport: size)
            visit(maskNode, node.childToLocal(maskNode) * toSurface, in: .target, opacity: 1, into: &maskList)
            let maskSurface = makeSurface(maskList, pixelWidth: pixelWidth, pixelHeight: pixelHeight, of: node.layer, role: .mask)
            list.append(maskSurface)
            var cut = DrawQuad(unitToScreen: .scale(size.width, size.height), size: size)
            cut.layerName = mask.name.map { list.name($0) }
            cut.contents = list.picture(.texture(maskSurface.texture))
            cut.blend = .destinationIn
            list.appendQuad(cut)
        }
        frame.viewports.removeLast()
        let surface = makeSurface(list, pixelWidth: pixelWidth, pixelHeight: pixelHeight, of: node.layer, role: .subtree)
        let surfaceIndex = out.commands.count
        out.append(surface)

        var shown = surfaceQuad(surface, over: surfaceRect, of: node, localToPlane, in: plane, list: &out)
        shown.opacity = opacity
        shown.antialiasedEdges = node.layer.allowsEdgeAntialiasing ? node.layer.edgeAntialiasingMask : []
        if let fold = node.layer.fold, needs.contains(.fold) {
            appendFold(fold, amount: node.state.foldAmount, of: shown, node: node, localToScreen: localToScreen,
                localToDepth: plane.localToDepth(localToPlane), into: &out)
        } else {
            out.appendQuad(shown)
        }
        // Mipmaps only where a quad shows the picture squeezed past what bilinear sampling holds.
        let minified = out.commands[(surfaceIndex + 1)...].contains { command in
            switch command {
            case .quad(let q): out.quads[q].texelsPerPixel(pixelsPerPoint: pixelsPerPoint, pixelsPerPoint) > DrawQuad.trilinearPast
            case .accordion: true
            default: false
            }
        }
        if minified, case .surface(let drawn) = out.commands[surfaceIndex] { out.surfaces[drawn].isMinified = true }
    }

    /// A group's quads when, with what its opaque upright parts hide cut away exactly, none
    /// overlaps another: faded one by one they show what the group faded as one would, with
    /// no surface. Nil when any overlap is left, or the group draws anything but quads.
    private func separateParts(of node: Node, _ localToPlane: Transform3D, in plane: Plane) -> DrawList? {
        var parts = DrawList(viewport: frame.viewports.last ?? .zero)
        visitContents(node, localToPlane, in: plane, opacity: 1, into: &parts)
        guard parts.commands.count <= Self.maxSeparateParts else { return nil }
        // Upright edges are drawn by pixel centres, so a cut along an occluder's edge and the
        // occluder's own edge share every pixel out exactly.
        parts.removeHiddenQuads(cutOverlap: 0)
        var rects: [Rect] = []
        for command in parts.commands {
            guard case .quad(let index) = command else { return nil }
            let q = parts.quads[index]
            let r = Rect.bounding(q.screenCorners)
            // Antialiased slanted edges blend a pixel the neighbour may share.
            guard !q.needsEdgeAntialiasing, rects.allSatisfy({ Rect.intersection($0, r).isEmpty }) else { return nil }
            rects.append(r)
        }
        return parts
    }

    /// The most parts a group is checked for overlaps before it takes a surface.
    static let maxSeparateParts = 16

    /// A quad showing `surface` over `rect` of a layer's plane, placed on screen (and in depth)
    /// as the layer is, its picture and name kept by `list`.
    func surfaceQuad(
        _ surface: RenderSurface, over rect: Rect, of node: Node, _ localToPlane: Transform3D, in plane: Plane, list: inout DrawList
    ) -> DrawQuad {
        var shown = DrawQuad(unitToScreen: .unitSquare(onto: rect, then: plane.localToScreen(localToPlane)), size: rect.size)
        shown.layerName = node.layer.name.map { list.name($0) }
        shown.contents = list.picture(.texture(surface.texture))
        if let localToDepth = plane.localToDepth(localToPlane) {
            shown.unitToDepth = .unitSquare(onto: rect, then: localToDepth)
            shown.depthLevel = plane.depthLevel
        }
        return shown
    }

    func makeSurface(_ list: DrawList, pixelWidth: Int, pixelHeight: Int, of layer: Layer, role: SurfaceKey.Role) -> RenderSurface {
        frame.surfaces += 1
        var surface = RenderSurface(texture: TextureReference(id: -frame.surfaces, pixelWidth: pixelWidth, pixelHeight: pixelHeight),
            list: list, layerName: layer.name)
        surface.key = SurfaceKey(layer: ObjectIdentifier(layer), role: role, inShadow: frame.inShadow)
        return surface
    }

    /// Pixels per point of a surface: the screen's density times how much the layer's plane is
    /// stretched on the way there (at its most, for an affine map; as it stands for a
    /// perspective one), lowered where the surface would pass the renderer's size limits.
    func surfaceScale(for rect: Rect, localToScreen m: Transform3D) -> Double {
        var stretch = 1.0
        if m.m14 == 0, m.m24 == 0, m.m44 > 0 {
            stretch = max((m.m11 * m.m11 + m.m12 * m.m12).squareRoot(), (m.m21 * m.m21 + m.m22 * m.m22).squareRoot()) / m.m44
        }
        return surfaceScale(for: rect, pixelsPerPoint: pixelsPerPoint * max(stretch, 1e-3))
    }

    /// The whole pixels a surface over `rect` takes at `scale` (at least one a side), and the
    /// points those pixels span.
    static func surfacePixels(of rect: Rect, atScale scale: Double) -> (width: Int, height: Int, size: Size) {
        let (w, h) = rect.size.pixels(atScale: scale, rounding: .up)
        let width = max(1, w), height = max(1, h)
        return (width, height, Size(width: Double(width) / scale, height: Double(height) / scale))
    }

    /// A rasterization scale as pixels per point: NaN, negative or zero taken as 1, at most 16.
    static func rasterizationDensity(_ scale: Double) -> Double {
        scale.isNaN || scale <= 0 ? 1 : min(scale, 16)
    }

    /// `pixelsPerPoint`, lowered where a surface of `rect` would pass the size limits.
    func surfaceScale(for rect: Rect, pixelsPerPoint density: Double) -> Double {
        var scale = density
        let side = Double(maxSurfaceSide)
        scale = min(scale, side / rect.width, side / rect.height)
        let pixels = rect.width * rect.height * scale * scale
        if pixels > Double(maxSurfacePixels) { scale *= (Double(maxSurfacePixels) / pixels).squareRoot() }
        return scale
    }

    /// What of `rect` (in the layer's plane) the screen can show, snapped outward to whole
    /// pixels when the plane stands upright; nil when the plane is turned in perspective, where
    /// the whole rectangle is kept.
    private func visibleRect(_ rect: Rect, localToScreen m: Transform3D) -> Rect? {
        guard m.m14 == 0, m.m24 == 0, m.m44 == 1, m.m12 == 0, m.m21 == 0, m.m11 != 0, m.m22 != 0 else { return nil }
        // Screen x = m11·x + m41, y = m22·y + m42.
        let screen = Rect.bounding([m.project(Point(x: rect.minX, y: rect.minY)), m.project(Point(x: rect.maxX, y: rect.maxY))])
        let shown = Rect.intersection(screen, Rect(origin: .zero, size: frame.viewports.last ?? .zero))
        guard shown.width > 0, shown.height > 0 else { return Rect(origin: rect.origin, size: .zero) }
        let s = pixelsPerPoint, pixels = shown.pixelBounds(atScale: s)
        let a = Point(x: (pixels.minX / s - m.m41) / m.m11, y: (pixels.minY / s - m.m42) / m.m22)
        let b = Point(x: (pixels.maxX / s - m.m41) / m.m11, y: (pixels.maxY / s - m.m42) / m.m22)
        return Rect.bounding([a, b])
    }

    /// What a layer and its sublayers paint in its plane: its bounds where it draws anything of
    /// its own, and its sublayers' (their corners mapped in, flattened), cut to its bounds when
    /// it masks them there.
    func subtreeBounds(of node: Node) -> Rect {
        if node.layer.masksToBounds { return node.state.bounds }
        var covered: Rect? = Self.drawsItself(node) ? node.state.bounds : nil
        for sublayer in node.layer.sublayers where !sublayer.isHidden {
            guard let r = boundsInSuperlayer(of: node.child(sublayer), in: node), r.width > 0, r.height > 0 else { continue }
            covered = covered.map { c in
                Rect.bounding([Point(x: c.minX, y: c.minY), Point(x: c.maxX, y: c.maxY), Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.maxY)])
            } ?? r
        }
        return covered ?? Rect(origin: node.state.bounds.origin, size: .zero)
    }

    /// What `node`'s subtree covers in the plane of `superlayer`, its parent; nil where a corner
    /// maps to or behind the eye.
    func boundsInSuperlayer(of node: Node, in superlayer: Node) -> Rect? {
        let r = subtreeBounds(of: node)
        let m = superlayer.childToLocal(node).flattened
        let mapped = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
            .map { m.apply(Vector4(Vector3($0.x, $0.y, 0))) }
        guard mapped.allSatisfy({ $0.w > 1e-9 }) else { return nil }
        return Rect.bounding(mapped.map { Point(x: $0.x / $0.w, y: $0.y / $0.w) })
    }
}
