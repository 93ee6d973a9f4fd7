import CreaseCore
import CreaseImage
import CreaseMath
import CreaseRender
import CreaseShowcases
import Testing

extension GLSuites {
    /// The layer-look check scene at 800x600, probed where Core Animation's rules put each
    /// colour: a translucent group fades as one picture, a mask shows its layer through its
    /// alpha, a folded layer folds its whole look (background, corners, border, sublayers).
    @Suite
    struct LayerLookRenderTests {
        static let size = Size(width: 800, height: 600)
        static let grey = RGB(128, 128, 128)

        static func render(_ change: (Layer) -> Void = { _ in }) throws -> Bitmap {
            let scene = CheckScene(.layerLook, size: size)
            change(scene.root)
            return try OffscreenRenderer(viewport: size).render(scene.root)
        }

        static func expect(_ image: Bitmap, _ x: Int, _ y: Int, _ expected: RGB, within tolerance: Int = 5,
                           sourceLocation: SourceLocation = #_sourceLocation) {
            let actual = RGB(image, x, y)
            #expect(actual.isClose(to: expected, within: tolerance), "pixel (\(x), \(y)) is \(actual), expected \(expected)",
                sourceLocation: sourceLocation)
        }

        static func layer(_ name: String, in root: Layer) -> Layer { root.sublayers.first { $0.name == name }! }

        @Test func aTranslucentGroupFadesAsOnePicture() throws {
            let image = try Self.render()
            // Blue over red inside, then half of that over grey: (0, 0, 255)/2 + 128/2.
            Self.expect(image, 200, 150, RGB(64, 64, 191))
            Self.expect(image, 100, 150, RGB(191, 64, 64))
            // Faded one by one, red shows through half-opaque blue.
            let apart = try Self.render { Self.layer("group", in: $0).allowsGroupOpacity = false }
            Self.expect(apart, 200, 150, RGB(96, 32, 159))
        }

        @Test func aMaskShowsItsLayerThroughItsAlpha() throws {
            let image = try Self.render()
            // The mask: a disc of radius 50 centred at (600, 150).
            Self.expect(image, 600, 150, RGB(0, 255, 0))
            Self.expect(image, 600, 195, RGB(0, 255, 0))
            Self.expect(image, 555, 105, Self.grey)
            Self.expect(image, 470, 70, Self.grey)
            // Without it, the whole green layer.
            let unmasked = try Self.render { Self.layer("masked", in: $0).mask = nil }
            Self.expect(unmasked, 470, 70, RGB(0, 255, 0))
        }

        @Test func aFoldedLayerFoldsItsWholeLook() throws {
            let image = try Self.render()
            // Four strips of 50 turned by θ = 0.3 · 90° = 27° from the top edge, under
            // m34 = −1/1000 about the card's centre: the top stays at y 350, the bottom comes up
            // to about 528.2.
            Self.expect(image, 452, 352, Self.grey)  // the rounded corner cut
            Self.expect(image, 600, 352, RGB(0, 0, 0))  // the top border
            Self.expect(image, 600, 526, RGB(0, 0, 0))  // the bottom border, folded
            Self.expect(image, 600, 540, Self.grey)
            Self.expect(image, 452, 526, Self.grey)  // the bottom corner cut
            // The blue sublayer folds with the card, and the yellow background between.
            let blue = RGB(image, 600, 468), yellow = RGB(image, 600, 485)
            #expect(blue.b > 150 && blue.r < 30 && blue.g < 30, "(600, 468) is \(blue), not the blue sublayer")
            #expect(yellow.r > 150 && yellow.g > 150 && yellow.b < 30, "(600, 485) is \(yellow), not the yellow background")
            // The card's bottom edge: covered above 527, grey below 529.
            #expect(RGB(image, 600, 527).isClose(to: RGB(0, 0, 0), within: 40))
            Self.expect(image, 600, 529, Self.grey)
        }

        @Test func aFoldShowsASublayersChangeInTheSameFrame() throws {
            let scene = CheckScene(.layerLook, size: Self.size)
            let offscreen = try OffscreenRenderer(viewport: Self.size)
            _ = try offscreen.render(scene.root)
            let inset = Self.layer("folded", in: scene.root).sublayers[0]
            inset.backgroundColor = Color(red: 1, green: 0, blue: 0)
            let image = try offscreen.render(scene.root)
            let changed = RGB(image, 600, 468)
            #expect(changed.r > 150 && changed.b < 30, "(600, 468) is \(changed), not the sublayer's new red")
        }
    }
}
