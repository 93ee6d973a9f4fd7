import CreaseCore
import CreaseCoreGraphics
import CreaseMath
import Foundation
import Testing

/// CALayer's geometry set through CGRect and CGPoint: the same rules as through Rect and Point.
struct LayerCoreGraphicsTests {
    @Test func aCGFrameSetsBoundsAndPositionByTheAnchorPoint() {
        let layer = Layer(name: "card")
        layer.cgAnchorPoint = CGPoint(x: 0.25, y: 1)
        layer.cgFrame = CGRect(x: 10, y: 20, width: 200, height: 100)
        // position = frame.origin + anchorPoint × size; bounds keep their origin, take the size.
        #expect(layer.position == Point(x: 10 + 0.25 * 200, y: 20 + 100))
        #expect(layer.bounds == Rect(x: 0, y: 0, width: 200, height: 100))
        #expect(layer.cgPosition == CGPoint(x: 60, y: 120) && layer.cgFrame == CGRect(x: 10, y: 20, width: 200, height: 100))
        layer.cgPosition = CGPoint(x: 0, y: 0)
        #expect(layer.frame == Rect(x: -50, y: -100, width: 200, height: 100))
        layer.cgBounds = CGRect(x: 5, y: 5, width: 40, height: 40)
        #expect(layer.frame == Rect(x: -10, y: -40, width: 40, height: 40))
    }

    @Test func aHitTestAtACGPointFindsTheLayerUnderIt() {
        let root = Layer(name: "root")
        root.cgFrame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let child = Layer(name: "child")
        child.cgFrame = CGRect(x: 10, y: 10, width: 20, height: 20)
        root.addSublayer(child)
        #expect(root.hitTest(CGPoint(x: 15, y: 15)) === child)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === root)
        #expect(root.hitTest(CGPoint(x: 150, y: 50)) == nil)
    }
}
