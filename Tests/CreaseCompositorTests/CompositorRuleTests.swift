import Testing

@testable import CreaseCompositor
@testable import CreaseCore
import CreaseDrawList
import CreaseMath

/// The paint-order, culling and clipping rules of Core Animation, checked on draw lists.
struct CompositorRuleTests {
    let viewport = Size(width: 100, height: 100)

    func root() -> Layer {
        let root = Layer(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        return root
    }

    /// Translucent by default, so that boxes drawn over each other all stay in the list (an
    /// opaque one hides those under it) and these rules can be read from their order.
    func box(_ name: String, _ x: Double = 0, color: Color = Color(white: 1, alpha: 0.5)) -> Layer {
        let layer = Layer(name: name)
        layer.frame = Rect(x: x, y: 0, width: 10, height: 10)
        layer.backgroundColor = color
        return layer
    }

    func quadNames(_ list: DrawList) -> [String] {
        list.drawnQuads.compactMap(list.layerName(of:))
    }

    @Test func siblingsPaintInOrderStablySortedByZPosition() {
        let r = root()
        let a = box("a"), b = box("b"), c = box("c"), d = box("d")
        b.zPosition = 5
        d.zPosition = -1
        r.setSublayers([a, b, c, d])
        #expect(quadNames(Compositor().drawList(for: r, viewport: viewport)) == ["d", "a", "c", "b"])
    }

    @Test func eachQuadCarriesItsLayersNameAndNamesAlikeAreKeptOnce() {
        // Short names are told apart by their bytes with no string read: "a" and "a" with a NUL
        // after it, "é" and "e", 15 bytes and 16 (the longest keyed, the shortest not).
        let long = String(repeating: "x", count: 16), longest = String(repeating: "x", count: 15)
        let names = ["box", "box", "a\u{0}", "a", "é", "e", longest, longest, long, long, "box"]
        let r = root()
        r.setSublayers(names.enumerated().map { box($1, Double($0) * 8) })
        var list = Compositor().drawList(for: r, viewport: viewport)
        #expect(quadNames(list) == names)
        // A name kept again for the quad after it is not kept twice (the root's is kept with the
        // quad it makes for its own look, though a clear one is not drawn).
        #expect(list.names == ["root", "box", "a\u{0}", "a", "é", "e", longest, long, "box"])
        // Renamed, a layer carries its new name in the next frame.
        r.sublayers[1].name = "bot"
        r.sublayers[10].name = nil
        Compositor().build(&list, for: r, viewport: viewport)
        #expect(quadNames(list) == ["box", "bot"] + names[2...9])
        #expect(list.drawnQuads.count == names.count)
    }

    @Test func hiddenTransparentAndEmptyLayersDrawNothing() {
        let r = root()
        let hidden = box("hidden"), clear = box("clear"), empty = Layer(name: "empty")
        hidden.isHidden = true
        clear.opacity = 0
        empty.frame = Rect(x: 0, y: 0, width: 10, height: 10)  // no background, contents or border
        hidden.addSublayer(box("inside-hidden"))
        r.setSublayers([hidden, clear, empty, box("shown")])
        #expect(quadNames(Compositor().drawList(for: r, viewport: viewport)) == ["shown"])
    }

    @Test func opacityMultipliesDownTheTree() throws {
        let r = root()
        let group = box("group", color: .clear)
        group.opacity = 0.5
        // One sublayer alone fades the same in a group or not: no surface, the opacities multiply.
        let child = box("child")
        child.opacity = 0.4
        group.addSublayer(child)
        r.addSublayer(group)
        let list = Compositor().drawList(for: r, viewport: viewport)
        let q = try #require(list.drawnQuads.first { list.layerName(of: $0) == "child" })
        #expect(abs(q.opacity - 0.2) < 1e-12)
    }

    @Test func singleSidedLayersFacingAwayAreCulled() {
        let r = root()
        r.sublayerTransform = .perspective(distance: 500)
        let away = box("away"), edge = box("almost-edge-on"), doubleSided = box("double")
        away.isDoubleSided = false
        away.transform = .rotation(100 * .pi / 180, 0, 1, 0)
        edge.isDoubleSided = false
        edge.transform = .rotation(80 * .pi / 180, 0, 1, 0)
        doubleSided.transform = .rotation(.pi, 1, 0, 0)
        r.setSublayers([away, edge, doubleSided])
        #expect(quadNames(Compositor().drawList(for: r, viewport: viewport)) == ["almost-edge-on", "double"])
    }

    @Test func masksPushAndPopAroundSublayersAndBordersGoOnTop() {
        let r = root()
        let group = box("group")
        group.masksToBounds = true
        group.borderWidth = 2
        group.addSublayer(box("child"))
        r.addSublayer(group)
        let list = Compositor().drawList(for: r, viewport: viewport)
        let kinds = list.commands.map { c -> String in
            switch c {
            case .quad(let q): return "quad \(list.layerName(of: list.quads[q]) ?? "") border \(list.quads[q].borderWidth) bg \(list.quads[q].backgroundColor.alpha)"
            case .pushClip(let q): return "clip \(list.layerName(of: list.quads[q]) ?? "")"
            case .popClip: return "end clip"
            case .beginDepthContext: return "3d"
            case .endDepthContext: return "end 3d"
            case .accordion: return "accordion"
            case .surface: return "surface"
            case .shadow: return "shadow"
            case .gradient: return "gradient"
            case .polygon: return "polygon"
            }
        }
        #expect(kinds == ["quad group border 0.0 bg 0.5", "clip group", "quad child border 0.0 bg 0.5", "end clip", "quad group border 2.0 bg 0.0"])
    }

    @Test func transformLayerSortsItsMembersBackToFront() {
        let r = root()
        let space = TransformLayer(name: "space")
        space.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let near = box("near"), far = box("far"), middle = box("middle")
        near.zPosition = 50
        far.zPosition = -50
        // A nested transform layer's members join the same 3D space.
        let nested = TransformLayer(name: "nested")
        nested.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        nested.addSublayer(middle)
        space.setSublayers([near, far, nested])
        r.addSublayer(space)
        let list = Compositor().drawList(for: r, viewport: viewport)
        #expect(quadNames(list) == ["far", "middle", "near"])
        guard case .beginDepthContext = list.commands.first, case .endDepthContext = list.commands.last else {
            Issue.record("the members are not wrapped in one depth context: \(list.dump)")
            return
        }
    }

    @Test func flattenedLayersLoseTheirDepthOrder() {
        // Same layers under a plain parent: zPosition only reorders, no 3D sort by transform.
        let r = root()
        let a = box("a"), b = box("b")
        a.transform = .translation(0, 0, 100)  // nearer, but painted first by sublayer order
        r.setSublayers([a, b])
        let list = Compositor().drawList(for: r, viewport: viewport)
        #expect(quadNames(list) == ["a", "b"])
        #expect(!list.commands.contains { if case .beginDepthContext = $0 { return true } else { return false } })
    }

    @Test func quadCornersFollowTheLayerOnScreen() throws {
        let r = root()
        let layer = box("turned")
        layer.frame = Rect(x: 40, y: 40, width: 20, height: 10)
        layer.transform = .rotation(.pi / 2, 0, 0, 1)
        r.addSublayer(layer)
        let list = Compositor().drawList(for: r, viewport: viewport)
        guard case .quad(let index) = list.commands[0] else {
            Issue.record("no quad")
            return
        }
        let q = list.quads[index]
        // Turned clockwise about its centre (50, 45): the top-left corner goes to the top-right.
        let corners = q.screenCorners
        #expect(corners[0].distance(to: Point(x: 55, y: 35)) < 1e-9)
        #expect(corners[2].distance(to: Point(x: 45, y: 55)) < 1e-9)
    }

    @Test func snapshotListIgnoresTheLayersOwnPlacement() {
        let layer = box("moved")
        layer.frame = Rect(x: 30, y: 30, width: 10, height: 10)
        layer.transform = .rotation(0.5, 0, 0, 1)
        layer.addSublayer(box("child"))
        let list = Compositor().drawList(forContentsOf: layer)
        #expect(list.viewport == Size(width: 10, height: 10))
        guard case .quad(let index) = list.commands[0] else {
            Issue.record("no quad")
            return
        }
        let q = list.quads[index]
        #expect(q.screenCorners[0] == Point(x: 0, y: 0) && q.screenCorners[2] == Point(x: 10, y: 10))
    }

    /// A flat layer lifted by zPosition under a perspective is only scaled about the centre (w
    /// is the same all over it): still an upright rectangle, drawn without edge coverage, as
    /// the folding list's row lines are; one turned a little is not.
    @Test func aLayerLiftedUnderPerspectiveIsStillAScreenRectangle() throws {
        let r = root()
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 200
        r.sublayerTransform = perspective
        let lifted = box("lifted")
        lifted.frame = Rect(x: 20, y: 20, width: 60, height: 10)
        lifted.zPosition = 1
        lifted.allowsEdgeAntialiasing = true
        r.addSublayer(lifted)
        let list = Compositor().drawList(for: r, viewport: viewport)
        guard case .quad(let index) = list.commands[0] else {
            Issue.record("no quad")
            return
        }
        let q = list.quads[index]
        // w = 1 − 1/200 for z = 1: each corner 200/199 as far from the centre (50, 50).
        let rect = try #require(q.screenRectangle)
        #expect(abs(rect.minX - (50 - 30 * 200.0 / 199)) < 1e-9 && abs(rect.maxY - (50 - 20 * 200.0 / 199)) < 1e-9)
        #expect(!q.needsEdgeAntialiasing)

        lifted.transform = .rotation(0.01, 1, 0, 0)
        let turnedList = Compositor().drawList(for: r, viewport: viewport)
        guard case .quad(let turnedIndex) = turnedList.commands[0] else { return }
        let turned = turnedList.quads[turnedIndex]
        #expect(turned.screenRectangle == nil && turned.needsEdgeAntialiasing)
    }

    /// A turned sublayer of a layer that is only moved on the screen (whose sublayers are then
    /// placed by a translation rather than a product), of one in perspective (which a flat plane
    /// does not feel) and of one scaled (a product): its corners where Core Animation's formula
    /// puts them, the quarter turn taking a point (dx, dy) from the anchor to (−dy, dx).
    @Test func aTurnedSublayerLandsWhereItsParentsMappingPutsIt() throws {
        func corners(parentTransform: Transform3D) throws -> [Point] {
            let r = root(), parent = box("parent", color: .clear), child = box("child")
            parent.frame = Rect(x: 20, y: 30, width: 50, height: 40)
            parent.transform = parentTransform
            child.frame = Rect(x: 0, y: 0, width: 10, height: 4)
            child.transform = .rotation(.pi / 2, 0, 0, 1)
            parent.addSublayer(child)
            r.addSublayer(parent)
            let quad = try #require(Compositor().drawList(for: r, viewport: viewport).drawnQuads.first)
            let c = quad.projectedCorners
            return [c.0, c.1, c.2, c.3]
        }
        // The child's corners in its parent: the anchor (5, 2) plus the turned offset.
        let inParent = [(0.0, 0.0), (10, 0), (10, 4), (0, 4)].map { x, y in Point(x: 5 - (y - 2), y: 2 + (x - 5)) }
        func expect(_ shown: [Point], _ expected: [Point], sourceLocation: SourceLocation = #_sourceLocation) {
            for (a, b) in zip(shown, expected) {
                #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9, "\(a) against \(b)", sourceLocation: sourceLocation)
            }
        }
        expect(try corners(parentTransform: .identity), inParent.map { Point(x: 20 + $0.x, y: 30 + $0.y) })
        expect(try corners(parentTransform: .perspective(distance: 500)), inParent.map { Point(x: 20 + $0.x, y: 30 + $0.y) })
        // Scaled by 2 about the parent's centre, (25, 20) in it and (45, 50) on the screen.
        expect(try corners(parentTransform: .scale(2, 2)), inParent.map { Point(x: 45 + 2 * ($0.x - 25), y: 50 + 2 * ($0.y - 20)) })
    }
}
