import CreaseCore
import CreaseFold
import CreaseMath
import Foundation
import Testing

/// Which layer is under a point, as CALayer.hitTest(_:) answers: paint order, hidden layers,
/// masks to bounds, 3D transforms, transform layers and folds; and that `convert` takes a tap
/// through the same folds into the layer hit.
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
        let (root, card, blue) = Self.foldedCard(Rect(x: 450, y: 350, width: 300, height: 200), holding: Rect(x: 100, y: 60, width: 100, height: 80),
            LayerFold(style: .accordion(.leading), strips: 4), amount: 0.3)
        #expect(root.hitTest(Point(x: 600, y: 468)) === blue)
        #expect(root.hitTest(Point(x: 600, y: 500)) === card)
        #expect(root.hitTest(Point(x: 600, y: 526)) === card)
        #expect(root.hitTest(Point(x: 600, y: 540)) === root)
        card.foldAmount = 0  // flat again: the card reaches y 550
        #expect(root.hitTest(Point(x: 600, y: 540)) === card)
    }

    /// A root 800x600 holding a white card at `frame`, folded by `fold` at `amount`, which holds a
    /// blue sublayer at `inner`.
    static func foldedCard(_ frame: Rect, holding inner: Rect, _ fold: LayerFold, amount: Double) -> (root: Layer, card: Layer, inner: Layer) {
        let root = Layer.root(size: Size(width: 800, height: 600), name: "root")
        let card = Layer.make("card", frame: frame, color: .white)
        let blue = Layer.make("blue", frame: inner, color: Color(red: 0, green: 0, blue: 1))
        card.addSublayer(blue)
        card.fold = fold
        card.foldAmount = amount
        root.addSublayer(card)
        return (root, card, blue)
    }

    /// The card's frame in the conversion tests: 300 x 400 at (200, 100), its centre at (350, 300).
    static let card = Rect(x: 200, y: 100, width: 300, height: 400)

    static let folds: [(FoldStyle, FoldAxis)] = [
        (.accordion(.leading), .horizontal), (.accordion(.center), .vertical), (.paperFold(.trailing), .horizontal),
        (.oneCrease, .horizontal), (.pageFlip, .horizontal), (.pageFlip, .vertical), (.halfFold(.pinch), .horizontal),
    ]

    /// Every tap that hits S, over a grid of the screen, converts into S's bounds and back to itself:
    /// S (40, 220, 200 x 140) lies across both halves of the vertical folds and in the turning half
    /// of the horizontal page flip.
    @Test(arguments: folds)
    func aTapConvertedIntoTheLayerItHitLandsInsideItAndBack(style: FoldStyle, axis: FoldAxis) throws {
        let (root, _, s) = Self.foldedCard(Self.card, holding: Rect(x: 40, y: 220, width: 200, height: 140),
            LayerFold(style: style, strips: 4, axis: axis), amount: 0.3)
        var hits = 0
        var outside: [String] = []
        for x in stride(from: 150.0, through: 550, by: 6) {
            for y in stride(from: 50.0, through: 550, by: 6) {
                let tap = Point(x: x, y: y)
                guard root.hitTest(tap) === s else { continue }
                hits += 1
                let local = try #require(s.convert(tap, from: root), "\(tap) did not convert into S")
                let b = s.bounds
                if local.x < b.minX - 1e-6 || local.x > b.maxX + 1e-6 || local.y < b.minY - 1e-6 || local.y > b.maxY + 1e-6 {
                    outside.append("\(tap) → \(local)")
                }
                let back = try #require(root.convert(local, from: s)), out = try #require(s.convert(local, to: root))
                #expect(abs(back.x - x) < 1e-6 && abs(back.y - y) < 1e-6, "\(tap) → \(local) → \(back)")
                #expect(abs(out.x - x) < 1e-6 && abs(out.y - y) < 1e-6, "\(tap) → \(local) → \(out)")
            }
        }
        #expect(hits > 50, "S hit at \(hits) grid points")
        #expect(outside.isEmpty, "\(outside.count) of \(hits) taps on S converted outside its bounds: \(outside.prefix(3))")
    }

    /// Two strips from the top at 45°, worked by hand: the lower strip runs from its hinge at
    /// (y = 200 cos 45°, z = −200 sin 45°) up to the bottom edge at (2 · 200 cos 45°, 0). Halfway
    /// along it, z = −70.711, so w = 1 + 70.711 / 1000 = 1.070711 about the card's centre
    /// (350, 300); its point x = 100 (50 left of the centre) shows at x = 350 − 50 / w = 303.302,
    /// y = 300 + (1.5 · 141.421 − 200) / w = 311.331. S is the lower half here: that is S's (100, 100).
    @Test func aTapOnAFoldedStripConvertsToThePointThatStripShows() throws {
        let (root, card, s) = Self.foldedCard(Self.card, holding: Rect(x: 0, y: 200, width: 300, height: 200),
            LayerFold(style: .accordion(.leading), strips: 2), amount: 0.5)
        let l = 200.0, theta = Double.pi / 4
        let w = 1 + l * sin(theta) / 2 / 1000
        let tap = Point(x: 350 - 50 / w, y: 300 + (1.5 * l * cos(theta) - l) / w)
        #expect(abs(tap.x - 303.302) < 1e-3 && abs(tap.y - 311.331) < 1e-3)
        #expect(root.hitTest(tap) === s)
        let local = try #require(s.convert(tap, from: nil))
        #expect(abs(local.x - 100) < 1e-9 && abs(local.y - 100) < 1e-9, "\(local)")
        let back = try #require(s.convert(local, to: nil))
        #expect(abs(back.x - tap.x) < 1e-9 && abs(back.y - tap.y) < 1e-9, "\(back)")
        // The fold shows nothing of the card's plane outside its bounds.
        #expect(card.convert(Point(x: 150, y: 450), to: nil) == nil)
    }
}
