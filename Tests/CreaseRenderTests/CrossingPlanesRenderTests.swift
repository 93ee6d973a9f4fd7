import CreaseCompositor
import CreaseCore
import CreaseImage
import CreaseMath
import CreaseRender
import CreaseTestSupport
import Testing

extension GLSuites {
    /// Two half-opaque planes crossing in a transform layer: each side shows the nearer plane
    /// over the farther over the ground, as sorting split pieces back to front gives (a depth
    /// test would drop the farther plane where the nearer was drawn first).
    @Suite
    struct CrossingPlanesRenderTests {
        static let size = Size(width: 160, height: 120)

        /// Red turned +30° and blue −30° about their shared vertical centre line, under
        /// m34 = −1/800: red is nearer on the left, blue on the right.
        static func scene(opacity: Double) -> Layer {
            let root = Layer.root(size: size, name: "root")
            root.backgroundColor = .white
            root.sublayerTransform = .perspective(distance: 800)
            let space = TransformLayer(name: "space")
            space.frame = Rect(origin: .zero, size: size)
            let red = Layer.make("red", frame: Rect(x: 32, y: 36, width: 96, height: 48), color: Color(red: 1, green: 0, blue: 0))
            red.transform = .rotation(30 * .pi / 180, 0, 1, 0)
            red.opacity = opacity
            let blue = Layer.make("blue", frame: Rect(x: 32, y: 36, width: 96, height: 48), color: Color(red: 0, green: 0, blue: 1))
            blue.transform = .rotation(-30 * .pi / 180, 0, 1, 0)
            blue.opacity = opacity
            space.setSublayers([red, blue])
            root.addSublayer(space)
            return root
        }

        @Test func eachSideShowsTheNearerPlaneOverTheFarther() throws {
            let image = try OffscreenRenderer(viewport: Self.size).render(Self.scene(opacity: 0.5))
            // Left: blue at 0.5 over white, then red at 0.5 over that.
            let left = RGB(image, 60, 60), right = RGB(image, 100, 60)
            #expect(left.isClose(to: RGB(191, 64, 128), within: 4), "left \(left)")
            // Right: red first, blue over it.
            #expect(right.isClose(to: RGB(128, 64, 191), within: 4), "right \(right)")
        }

        @Test func translucentCrossingPlanesAreSplitIntoPiecesNotDepthTested() {
            let list = Compositor().drawList(for: Self.scene(opacity: 0.5), viewport: Self.size)
            let polygons = list.commands.compactMap { if case .polygon(let p) = $0 { return list.polygons[p] } else { return nil } }
            // Red splits the space; blue is cut in two along the crossing line, and its part
            // behind red is drawn first, its part in front last.
            #expect(polygons.map(\.layerName) == ["blue", "red", "blue"])
            #expect(!list.commands.contains { if case .beginDepthContext = $0 { return true } else { return false } })
            // Opaque planes keep the depth test.
            let opaque = Compositor().drawList(for: Self.scene(opacity: 1), viewport: Self.size)
            #expect(opaque.commands.contains { if case .beginDepthContext = $0 { return true } else { return false } })
        }
    }
}
