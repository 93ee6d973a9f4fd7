import Testing

@testable import CreaseMath

struct GeometryTests {
    @Test func rectEdgesAndContainment() {
        let r = Rect(x: 10, y: 20, width: 30, height: 40)
        #expect(r.maxX == 40 && r.maxY == 60 && r.center == Point(x: 25, y: 40))
        #expect(r.contains(Point(x: 10, y: 20)) && !r.contains(Point(x: 40, y: 30)))
        #expect(Rect.bounding([Point(x: 3, y: 9), Point(x: -1, y: 4), Point(x: 2, y: 12)]) == Rect(x: -1, y: 4, width: 4, height: 8))
    }

    @Test func pixelBoundsRoundOutwardAtTheScale() {
        // 10.2…20.6 points at 2 pixels a point are pixels 20.4…41.2: whole pixels 20…42.
        #expect(Rect(x: 10.2, y: -0.3, width: 10.4, height: 1).pixelBounds(atScale: 2) == Rect(x: 20, y: -1, width: 22, height: 3))
        #expect(Rect(x: 1, y: 2, width: 3, height: 4).pixelBounds(atScale: 1) == Rect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func formattingIsStable() {
        #expect(formatted(2) == "2")
        #expect(formatted(-0.00001) == "0")
        #expect(formatted(0.123456) == "0.1235")
        #expect(formatted(-3.5) == "-3.5")
    }

    @Test func colorPremultipliesAndConverts() {
        let c = Color(r255: 255, g: 51, b: 0, alpha: 0.5)
        let (r, g, b, a) = c.premultiplied
        #expect(r == 0.5 && abs(g - 0.1) < 1e-12 && b == 0 && a == 0.5)
    }
}
