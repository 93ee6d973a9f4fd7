import CreaseCore
import CreaseDrawList
import CreaseImage
import CreaseMath

/// Translucent planes crossing in a transform layer: the depth test keeps the nearer pixel and
/// drops what lies behind a translucent one, so such a context is drawn as Chromium's and
/// WebKit's compositors draw it instead. Each member is drawn flat into a surface; the members'
/// quads are split by each other's planes (a BSP tree) into convex pieces, and the pieces are
/// drawn back to front, each showing its part of its member's surface.
extension Compositor {
    /// A member's plane in the context: its picture's corners in homogeneous context space.
    struct PlanePiece {
        var source: Int
        var corners: [(unit: Point, depth: Vector4)]
    }

    /// Draws `members`, which lie in the context's plane `context`, sorted through a BSP tree;
    /// false (drawing nothing) where that cannot be done (a member with no single flat picture,
    /// a corner at or behind the eye) or need not be (no plane crosses another).
    func visitSplittingPlanes(
        _ members: [Member], in context: Plane, into out: inout DrawList
    ) -> Bool {
        var surfaces: [RenderSurface] = []
        // Each member's quad, with the picture it shows and its layer's name.
        var shown: [(quad: DrawQuad, contents: LayerContents?, name: String?)] = []
        for m in members {
            var drawn = DrawList(viewport: out.viewport)
            visitThroughSurface(m.node, m.localToPlane, in: context, opacity: m.opacity * m.node.state.opacity, needs: surfaceNeeds(of: m.node).union(.planeSplit),
                into: &drawn)
            guard drawn.commands.count == 2, case .surface(let surface) = drawn.commands[0], case .quad(let q) = drawn.commands[1],
                drawn.quads[q].unitToDepth != nil
            else {
                if drawn.commands.isEmpty { continue }
                return false
            }
            surfaces.append(drawn.surfaces[surface])
            shown.append((drawn.quads[q], drawn.contents(of: drawn.quads[q]), drawn.layerName(of: drawn.quads[q])))
        }
        var pieces: [PlanePiece] = []
        for (index, (q, _, _)) in shown.enumerated() {
            let unit = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 1, y: 1), Point(x: 0, y: 1)]
            let corners = unit.map { ($0, q.unitToDepth!.apply(Vector4(Vector3($0.x, $0.y, 0)))) }
            guard corners.allSatisfy({ $0.1.w > 1e-9 }) else { return false }
            pieces.append(PlanePiece(source: index, corners: corners))
        }
        let ordered = Self.backToFront(pieces)
        // No plane cut another: sorted by depth, the depth test draws them as well, for less.
        guard ordered.count > pieces.count else { return false }
        for surface in surfaces { out.append(surface) }
        for piece in ordered {
            let (q, contents, name) = shown[piece.source]
            guard case .texture(let reference)? = contents else { continue }
            out.append(DrawPolygon(unitToScreen: q.unitToScreen, corners: piece.corners.map(\.unit),
                contents: .texture(reference), opacity: q.opacity, layerName: name))
        }
        return true
    }

    /// Whether any member lets what is behind it show: then the depth test would drop it.
    static func hasTranslucentMember(_ members: [Member]) -> Bool {
        members.count > 1 && members.contains { m in
            m.opacity * m.node.state.opacity < 1
                || (!m.node.layer.hasContents && m.node.state.backgroundColor.alpha > 0 && m.node.state.backgroundColor.alpha < 1)
        }
    }

    /// The pieces in the order a viewer looking down −z sees them painted: a BSP tree with each
    /// piece's plane as a splitter, walked back side first.
    static func backToFront(_ pieces: [PlanePiece]) -> [PlanePiece] {
        guard let splitter = pieces.first else { return [] }
        guard let plane = plane(of: splitter) else { return pieces }
        var back: [PlanePiece] = [], front: [PlanePiece] = [], here = [splitter]
        for piece in pieces.dropFirst() {
            let (b, f, coplanar) = split(piece, by: plane)
            if coplanar { here.append(piece) }
            back += b
            front += f
        }
        return backToFront(back) + here + backToFront(front)
    }

    /// A piece's plane after the perspective divide, n·p + d = 0, its normal turned toward the
    /// viewer (+z); nil for a degenerate piece.
    static func plane(of piece: PlanePiece) -> (n: Vector3, d: Double)? {
        let p = piece.corners.map { Vector3($0.depth.x / $0.depth.w, $0.depth.y / $0.depth.w, $0.depth.z / $0.depth.w) }
        guard p.count >= 3 else { return nil }
        var n = (p[1] - p[0]).cross(p[p.count - 1] - p[0])
        let length = n.length
        guard length > 1e-12 else { return nil }
        n = n * (1 / length)
        if n.z < 0 { n = n * -1 }
        return (n, -n.dot(p[0]))
    }

    /// `piece` cut by `plane`: its parts behind and in front (homogeneous: the side of each
    /// corner is the sign of n·P + d·w, and a cut's corner and unit point are mixed by the same
    /// fraction, as the map from the unit square to homogeneous space is linear).
    static func split(_ piece: PlanePiece, by plane: (n: Vector3, d: Double)) -> (back: [PlanePiece], front: [PlanePiece], coplanar: Bool) {
        let sides = piece.corners.map { plane.n.x * $0.depth.x + plane.n.y * $0.depth.y + plane.n.z * $0.depth.z + plane.d * $0.depth.w }
        let scale = piece.corners.map { abs($0.depth.w) }.max() ?? 1
        let epsilon = 1e-9 * max(scale, 1)
        if sides.allSatisfy({ abs($0) <= epsilon }) { return ([], [], true) }
        if sides.allSatisfy({ $0 >= -epsilon }) { return ([], [piece], false) }
        if sides.allSatisfy({ $0 <= epsilon }) { return ([piece], [], false) }
        var back: [(unit: Point, depth: Vector4)] = [], front: [(unit: Point, depth: Vector4)] = []
        for i in piece.corners.indices {
            let a = piece.corners[i], b = piece.corners[(i + 1) % piece.corners.count]
            let sa = sides[i], sb = sides[(i + 1) % sides.count]
            if sa >= -epsilon { front.append(a) }
            if sa <= epsilon { back.append(a) }
            if (sa > epsilon && sb < -epsilon) || (sa < -epsilon && sb > epsilon) {
                let t = sa / (sa - sb)
                let cut = (Point(x: a.unit.x + t * (b.unit.x - a.unit.x), y: a.unit.y + t * (b.unit.y - a.unit.y)),
                    Vector4(a.depth.x + t * (b.depth.x - a.depth.x), a.depth.y + t * (b.depth.y - a.depth.y),
                        a.depth.z + t * (b.depth.z - a.depth.z), a.depth.w + t * (b.depth.w - a.depth.w)))
                front.append(cut)
                back.append(cut)
            }
        }
        return (back.count >= 3 ? [PlanePiece(source: piece.source, corners: back)] : [],
            front.count >= 3 ? [PlanePiece(source: piece.source, corners: front)] : [], false)
    }
}
