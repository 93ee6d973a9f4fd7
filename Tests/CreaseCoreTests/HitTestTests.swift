import CreaseCore
import CreaseFold
import CreaseMath
import Testing

/// Which layer is under a point, as CALayer.hitTest(_:) answers: paint order, hidden layers,
/// masks to bounds, 3D transforms, transform layers and folds.
@Suite struct HitTestTests {
    /// Root 400x300; A (50, 50, 100, 100), then B (100, 100, 100, 100) over it; C sticks out of A.
    static func tree() -> (root: Layer, a: Layer, b: Layer, c: Layer) {
        let root = Layer.root(size: Size(width: 400, height: 300), name: "root")
        let a = Layer.make("a", frame: Rect(x: 50, y: 50, width: 100, height: 100))
        let b = Layer.make("b", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        let c = Layer.make("c", frame: Rect(x: 80, y: 0, width: 60, height: 40))  // screen (130, 50) to (190, 90)
        a.addSublayer(c)
        root.addSublayer(a)
        root.addSublayer(b)
        return (root, a, b, c)
    }

    @Test func theLastDrawnIsHitFirstAndTheFarthestDescendantWins() {
        let (root, a, b, c) = Self.tree()
        #expect(root.hitTest(Point(x: 120, y: 120)) === b)
        #expect(root.hitTest(Point(x: 60, y: 60)) === a)
        #expect(root.hitTest(Point(x: 170, y: 70)) === c)  // outside A, which does not mask
        #expect(root.hitTest(Point(x: 300, y: 250)) === root)
        #expect(root.hitTest(Point(x: 500, y: 250)) == nil)
    }

    @Test func hiddenLayersZPositionAndMasksToBounds() {
        let (root, a, b, c) = Self.tree()
        b.isHidden = true
        #expect(root.hitTest(Point(x: 120, y: 120)) === a)
        b.isHidden = false
        a.zPosition = 1  // drawn after B now
        #expect(root.hitTest(Point(x: 120, y: 120)) === a)
        a.masksToBounds = true
        #expect(root.hitTest(Point(x: 170, y: 70)) === root)  // C's part outside A is cut away
        #expect(root.hitTest(Point(x: 140, y: 70)) === c)  // its part inside still shows
    }

    /// A 200-wide layer turned 60° about y (no perspective) shows cos 60° = half its width
    /// about its centre: x 150 to 250 of the centre 200; edge-on (90°) it shows nothing.
    @Test func aTurnedLayerIsHitWhereItShows() {
        let root = Layer.root(size: Size(width: 400, height: 300), name: "root")
        let card = Layer.make("card", frame: Rect(x: 100, y: 100, width: 200, height: 100))
        root.addSublayer(card)
        card.transform = .rotation(.pi / 3, 0, 1, 0)
        #expect(root.hitTest(Point(x: 245, y: 150)) === card)
        #expect(root.hitTest(Point(x: 255, y: 150)) === root)
        #expect(root.hitTest(Point(x: 155, y: 150)) === card)
        card.transform = .rotation(.pi / 2, 0, 1, 0)
        #expect(root.hitTest(Point(x: 200, y: 150)) === root)
    }

    /// In a transform layer the nearer member wins, whatever the order they were added in.
    @Test func inATransformLayerTheNearestMemberWins() {
        let root = Layer.root(size: Size(width: 400, height: 300), name: "root")
        let space = TransformLayer(name: "space")
        space.frame = root.bounds
        let near = Layer.make("near", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        let far = Layer.make("far", frame: Rect(x: 120, y: 120, width: 100, height: 100))
        near.zPosition = 20
        far.zPosition = -20
        space.addSublayer(near)
        space.addSublayer(far)  // added last, yet behind
        root.addSublayer(space)
        #expect(root.hitTest(Point(x: 150, y: 150)) === near)
        #expect(root.hitTest(Point(x: 210, y: 210)) === far)
    }

    /// The folded card of the layer-look check (frame 450, 350, 300 x 200; a blue sublayer at
    /// 100, 60, 100 x 80; a 4-strip accordion from its top edge at amount 0.3): its bottom edge
    /// comes up to y ≈ 528.2, so y 540 is past it, and the sublayer folds down to y 468.
    @Test func aFoldedLayerIsHitWhereItsStripsShow() {
        let root = Layer.root(size: Size(width: 800, height: 600), name: "root")
        let card = Layer.make("card", frame: Rect(x: 450, y: 350, width: 300, height: 200), color: .white)
        let blue = Layer.make("blue", frame: Rect(x: 100, y: 60, width: 100, height: 80), color: Color(red: 0, green: 0, blue: 1))
        card.addSublayer(blue)
        card.fold = LayerFold(style: .accordion(.leading), strips: 4)
        card.foldAmount = 0.3
        root.addSublayer(card)
        #expect(root.hitTest(Point(x: 600, y: 468)) === blue)
        #expect(root.hitTest(Point(x: 600, y: 500)) === card)
        #expect(root.hitTest(Point(x: 600, y: 526)) === card)
        #expect(root.hitTest(Point(x: 600, y: 540)) === root)
        card.foldAmount = 0  // flat again: the card reaches y 550
        #expect(root.hitTest(Point(x: 600, y: 540)) === card)
    }
}
