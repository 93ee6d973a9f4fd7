import CreaseCompositor
import CreaseCore
import CreaseDrawList
import CreaseMath
import Testing

/// A gradient layer's stops, and where its colours fall, against values worked by hand.
struct GradientTests {
    static let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

    static func fill(_ change: (GradientLayer) -> Void) -> DrawGradient? {
        let root = Layer.root(size: Size(width: 100, height: 100), name: "root")
        let layer = GradientLayer(name: "g")
        layer.frame = Rect(x: 0, y: 0, width: 100, height: 50)
        layer.colors = [red, blue]
        change(layer)
        root.addSublayer(layer)
        return Compositor().drawList(for: root, viewport: Size(width: 100, height: 100)).gradients.first
    }

    @Test func stopsSpreadEvenlyUnlessLocationsMatchTheColours() throws {
        let even = try #require(Self.fill { $0.colors = [Self.red, .white, Self.blue] })
        #expect(even.stops.map(\.location) == [0, 0.5, 1])
        // Three locations for two colours are ignored, as Core Animation ignores them.
        #expect(try #require(Self.fill { $0.locations = [0, 0.2, 0.4] }).stops.map(\.location) == [0, 1])
        // Out of order and out of range: clamped to rise within 0...1.
        #expect(try #require(Self.fill { $0.colors = [Self.red, .white, Self.blue]; $0.locations = [-1, 0.7, 0.3] }).stops.map(\.location) == [0, 0.7, 0.7])
        #expect(Self.fill { $0.colors = [] } == nil)
    }

    @Test func whereAPointLiesAlongEachKind() throws {
        var g = try #require(Self.fill { _ in })
        // Axial from (0.5, 0) down to (0.5, 1): the point's y.
        #expect(g.position(at: Point(x: 0.9, y: 0.25)) == 0.25)
        g.kind = .radial
        g.start = Point(x: 0.5, y: 0.5)
        g.end = Point(x: 1, y: 0.75)  // radii 0.5 across, 0.25 down
        #expect(abs(g.position(at: Point(x: 0.75, y: 0.5)) - 0.5) < 1e-12)
        #expect(abs(g.position(at: Point(x: 0.5, y: 0.75)) - 1) < 1e-12)
        g.kind = .conic
        g.end = Point(x: 1, y: 0.5)  // from the right, clockwise (y down)
        #expect(abs(g.position(at: Point(x: 0.5, y: 0.9)) - 0.25) < 1e-12)
        #expect(abs(g.position(at: Point(x: 0.1, y: 0.5)) - 0.5) < 1e-12)
        #expect(abs(g.position(at: Point(x: 0.5, y: 0.1)) - 0.75) < 1e-12)
    }

    @Test func coloursMixBetweenNeighboursAndHoldPastTheEnds() throws {
        let g = try #require(Self.fill { $0.colors = [Self.red, .white, Self.blue]; $0.locations = [0.2, 0.6, 0.8] })
        #expect(g.color(at: 0) == Self.red && g.color(at: 1) == Self.blue)
        func close(_ a: Color, _ b: Color) -> Bool {
            abs(a.red - b.red) + abs(a.green - b.green) + abs(a.blue - b.blue) + abs(a.alpha - b.alpha) < 1e-9
        }
        #expect(close(g.color(at: 0.4), Color(red: 1, green: 0.5, blue: 0.5)))
        #expect(close(g.color(at: 0.7), Color(red: 0.5, green: 0.5, blue: 1)))
    }

    @Test func moreStopsThanTheRendererTakesAreResampled() throws {
        let many = (0..<40).map { Color(white: Double($0) / 39) }
        let g = try #require(Self.fill { $0.colors = many })
        #expect(g.stops.count == DrawGradient.maxStops)
        #expect(g.stops.first!.color == many.first! && g.stops.last!.color == many.last!)
    }

    @Test func theColoursAnimateElementByElement() {
        let layer = GradientLayer()
        layer.colors = [Self.red, Self.blue]
        layer.add(BasicAnimation(\LayerState.gradientColors, from: [Self.red, Self.blue], to: [Self.blue, Self.red], duration: 1))
        let half = layer.presentationState(atLocalTime: 0.5).gradientColors
        #expect(half == [Color(red: 0.5, green: 0, blue: 0.5), Color(red: 0.5, green: 0, blue: 0.5)])
    }
}
