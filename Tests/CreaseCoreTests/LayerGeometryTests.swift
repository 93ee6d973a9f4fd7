import Foundation
import Testing

@testable import CreaseCore
@testable import CreaseMath

/// anchorPoint, position, frame and point conversion, against values worked out by hand from
/// CALayer's documented rules.
struct LayerGeometryTests {
    func expectClose(_ a: Point?, _ b: Point, _ tol: Double = 1e-6, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let a else {
            Issue.record("no point", sourceLocation: sourceLocation)
            return
        }
        #expect(a.distance(to: b) < tol, "\(a) vs \(b)", sourceLocation: sourceLocation)
    }

    @Test func frameIsPositionMinusAnchorTimesSize() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 50)
        layer.position = Point(x: 200, y: 100)
        #expect(layer.frame == Rect(x: 150, y: 75, width: 100, height: 50))
        // Changing the anchor alone moves the layer: position stays, the frame shifts.
        layer.anchorPoint = .zero
        #expect(layer.frame == Rect(x: 200, y: 100, width: 100, height: 50))
    }

    @Test func settingFrameSetsPositionThroughTheAnchor() {
        let layer = Layer()
        layer.anchorPoint = Point(x: 0.25, y: 0.5)
        layer.frame = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == Point(x: 17.5, y: 40))
        #expect(layer.bounds.size == Size(width: 30, height: 40))
        #expect(layer.frame == Rect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func frameOfARotatedLayerIsItsBoundingBox() {
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 50)
        layer.position = Point(x: 200, y: 100)
        layer.transform = .rotation(.pi / 2, 0, 0, 1)
        let f = layer.frame
        #expect(abs(f.minX - 175) < 1e-9 && abs(f.minY - 50) < 1e-9 && abs(f.width - 50) < 1e-9 && abs(f.height - 100) < 1e-9)
    }

    @Test func transformActsAboutTheAnchorPoint() {
        // Anchor at the left edge: a 90° turn about z swings the layer down around that edge.
        let layer = Layer()
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 20)
        layer.anchorPoint = Point(x: 0, y: 0.5)
        layer.position = Point(x: 50, y: 50)
        layer.transform = .rotation(.pi / 2, 0, 0, 1)
        expectClose(layer.convert(Point(x: 100, y: 10), to: nil), Point(x: 50, y: 150))
        expectClose(layer.convert(Point(x: 0, y: 10), to: nil), Point(x: 50, y: 50))
    }

    @Test func boundsOriginScrollsTheContent() {
        let parent = Layer()
        parent.frame = Rect(x: 0, y: 0, width: 300, height: 300)
        parent.bounds.origin = Point(x: 0, y: 100)  // scrolled down by 100
        let child = Layer()
        child.frame = Rect(x: 10, y: 120, width: 10, height: 10)
        parent.addSublayer(child)
        expectClose(child.convert(Point(x: 0, y: 0), to: nil), Point(x: 10, y: 20))
    }

    @Test func sublayerTransformActsAboutTheParentsAnchor() {
        let parent = Layer()
        parent.frame = Rect(x: 0, y: 0, width: 200, height: 200)
        parent.sublayerTransform = .scale(2, 2)
        let child = Layer()
        child.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        child.position = Point(x: 150, y: 100)
        parent.addSublayer(child)
        // Centre (150,100) is scaled about (100,100) to (200,100); the corner (140,90) to (180,80).
        expectClose(child.convert(Point(x: 10, y: 10), to: nil), Point(x: 200, y: 100))
        expectClose(child.convert(Point(x: 0, y: 0), to: parent), Point(x: 180, y: 80))
    }

    @Test func pointThroughAPerspectiveSublayerTransform() {
        let parent = Layer()
        parent.frame = Rect(x: 0, y: 0, width: 600, height: 400)
        parent.sublayerTransform = .perspective(distance: 1000)
        let child = Layer()
        child.bounds = Rect(x: 0, y: 0, width: 200, height: 100)
        child.position = Point(x: 300, y: 200)
        child.transform = .rotation(60 * .pi / 180, 0, 1, 0)
        parent.addSublayer(child)
        // Right-edge midpoint: 100 pt from the anchor, turned 60° away: x = 50, z = -86.6025;
        // w = 1 + 0.0866025, so it lands 50 / 1.0866025 = 46.0150 right of the centre.
        let onScreen = child.convert(Point(x: 200, y: 50), to: nil)
        expectClose(onScreen, Point(x: 300 + 50 / (1 + 100 * sin(.pi / 3) / 1000), y: 200))
        expectClose(onScreen, Point(x: 346.0150, y: 200), 1e-4)
        // And back again through the plane's inverse.
        expectClose(child.convert(onScreen!, from: nil), Point(x: 200, y: 50))
    }

    @Test func conversionBetweenSiblings() {
        let root = Layer()
        root.frame = Rect(x: 0, y: 0, width: 400, height: 400)
        let a = Layer(), b = Layer()
        a.frame = Rect(x: 100, y: 50, width: 50, height: 50)
        b.frame = Rect(x: 10, y: 200, width: 50, height: 50)
        b.transform = .rotation(.pi, 0, 0, 1)  // half turn about its centre (35, 225)
        root.setSublayers([a, b])
        // a's (0,0) is (100,50) on screen; in b (turned 180° about its centre) that is
        // (25 - 65, 25 + 175) = (-40, 200).
        expectClose(a.convert(Point(x: 0, y: 0), to: b), Point(x: -40, y: 200))
        expectClose(b.convert(Point(x: -40, y: 200), to: a), Point(x: 0, y: 0))
    }

    @Test func edgeOnLayersHaveNoInverse() {
        let layer = Layer()
        layer.frame = Rect(x: 0, y: 0, width: 100, height: 100)
        layer.transform = .rotation(.pi / 2, 0, 1, 0)
        #expect(layer.convert(Point(x: 50, y: 50), from: nil) == nil)
    }

    @Test func transformLayerKeepsDepthForItsSublayers() {
        // Inside a plain layer the child's z is flattened before the parent's turn; inside a
        // transform layer it is not, so a z offset shows up after the turn.
        func screenPoint(parent: Layer) -> Point? {
            parent.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            parent.transform = .rotation(.pi / 2, 0, 1, 0)
            let child = Layer()
            child.frame = Rect(x: 0, y: 0, width: 100, height: 100)
            child.zPosition = 30
            parent.addSublayer(child)
            return child.convert(Point(x: 50, y: 50), to: nil)
        }
        // Turned 90° about y, a point at z = 30 moves to x = 50 + 30 = 80 (z to +x when the
        // turn pushes +x away); flattened first, it stays on the edge at x = 50.
        expectClose(screenPoint(parent: TransformLayer()), Point(x: 80, y: 50))
        expectClose(screenPoint(parent: Layer()), Point(x: 50, y: 50))
    }
}
