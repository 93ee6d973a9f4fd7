import CreaseCompositor
import CreaseCore
import CreaseImage
import CreaseMath
import CreaseRender
import CreaseShowcases
import CreaseTestSupport
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

        static func layer(_ name: String, in root: Layer) -> Layer { root.sublayers.first { $0.name == name }! }

        @Test func aTranslucentGroupFadesAsOnePicture() throws {
            let image = try Self.render()
            // Blue over red inside, then half of that over grey: (0, 0, 255)/2 + 128/2.
            expectPixel(image, 200, 150, RGB(64, 64, 191), within: 5)
            expectPixel(image, 100, 150, RGB(191, 64, 64), within: 5)
            // Faded one by one, red shows through half-opaque blue.
            let apart = try Self.render { Self.layer("group", in: $0).allowsGroupOpacity = false }
            expectPixel(apart, 200, 150, RGB(96, 32, 159), within: 5)
        }

        @Test func aMaskShowsItsLayerThroughItsAlpha() throws {
            let image = try Self.render()
            // The mask: a disc of radius 50 centred at (600, 150).
            expectPixel(image, 600, 150, RGB(0, 255, 0), within: 5)
            expectPixel(image, 600, 195, RGB(0, 255, 0), within: 5)
            expectPixel(image, 555, 105, Self.grey, within: 5)
            expectPixel(image, 470, 70, Self.grey, within: 5)
            // Without it, the whole green layer.
            let unmasked = try Self.render { Self.layer("masked", in: $0).mask = nil }
            expectPixel(unmasked, 470, 70, RGB(0, 255, 0), within: 5)
        }

        @Test func aFoldedLayerFoldsItsWholeLook() throws {
            let image = try Self.render()
            // Four strips of 50 turned by θ = 0.3 · 90° = 27° from the top edge, under
            // m34 = −1/1000 about the card's centre: the top stays at y 350, the bottom comes up
            // to about 528.2.
            expectPixel(image, 452, 352, Self.grey, within: 5)  // the rounded corner cut
            expectPixel(image, 600, 352, RGB(0, 0, 0), within: 5)  // the top border
            expectPixel(image, 600, 526, RGB(0, 0, 0), within: 5)  // the bottom border, folded
            expectPixel(image, 600, 540, Self.grey, within: 5)
            expectPixel(image, 452, 526, Self.grey, within: 5)  // the bottom corner cut
            // The blue sublayer folds with the card, and the yellow background between.
            let blue = RGB(image, 600, 468), yellow = RGB(image, 600, 485)
            #expect(blue.b > 150 && blue.r < 30 && blue.g < 30, "(600, 468) is \(blue), not the blue sublayer")
            #expect(yellow.r > 150 && yellow.g > 150 && yellow.b < 30, "(600, 485) is \(yellow), not the yellow background")
            // The card's bottom edge: covered above 527, grey below 529.
            #expect(RGB(image, 600, 527).isClose(to: RGB(0, 0, 0), within: 40))
            expectPixel(image, 600, 529, Self.grey, within: 5)
        }

        @Test func aCardCastsABlurredShadowBelowIt() throws {
            let image = try Self.render()
            // The card (100, 350, 200, 150) on its shadow, moved 20 down and blurred with σ = 10:
            // the shadow's bottom edge at y 520. 5 points inside it the black covers Φ(0.5) =
            // 0.69 of the grey, 3 points outside Φ(-0.3) = 0.38, 50 points outside nothing.
            expectPixel(image, 200, 400, RGB(255, 255, 255), within: 5)
            expectPixel(image, 200, 515, RGB(40, 40, 40), within: 6)
            expectPixel(image, 200, 523, RGB(79, 79, 79), within: 6)
            expectPixel(image, 200, 570, Self.grey, within: 4)
            // Without it, grey right under the card.
            let plain = try Self.render { Self.layer("card", in: $0).shadowOpacity = 0 }
            expectPixel(plain, 200, 515, Self.grey, within: 1)
        }

        /// The shader's sums against the integral: a rounded shadow cast by its path alone (the
        /// layer draws nothing), black over white, every tenth pixel of rows through its corner
        /// and its side. The small card's corner zones meet, so each pixel works out both sides of
        /// each axis; the large one's leave a middle, so each pixel its nearest sides alone.
        @Test(arguments: [Size(width: 100, height: 80), Size(width: 200, height: 120)])
        func aRoundedShadowMatchesItsIntegral(cardSize: Size) throws {
            let size = Size(width: cardSize.width + 100, height: cardSize.height + 80)
            let root = Layer.root(size: size, name: "root")
            root.backgroundColor = .white
            let card = Layer.make("card", frame: Rect(origin: Point(x: 50, y: 40), size: cardSize))
            card.shadowPath = .roundedRect(card.bounds, cornerRadius: 24)
            card.shadowOpacity = 1
            card.shadowRadius = 6
            card.shadowOffset = Size(width: 0, height: 0)
            root.addSublayer(card)
            let image = try OffscreenRenderer(viewport: size).render(root)
            let list = Compositor().drawList(for: root, viewport: size)
            guard let shadow = list.shadows.first else {
                Issue.record("no shadow in \(list.dump)")
                return
            }
            let origin = shadow.unitToScreen.project(Point(x: 0, y: 0))
            var checked = 0
            #expect(shadow.nearEdgesOnly == (cardSize.width == 200))
            for y in [44, 60] { for x in stride(from: 30, through: Int(cardSize.width) + 70, by: 10) {
                let coverage = shadow.coverage(at: Point(x: Double(x) + 0.5 - origin.x, y: Double(y) + 0.5 - origin.y))
                let expected = Int((255 * (1 - coverage)).rounded())
                let actual = RGB(image, x, y)
                #expect(abs(actual.r - expected) <= 3, "pixel (\(x), \(y)) is \(actual), the closed form says \(expected)")
                if coverage > 0.05 && coverage < 0.95 { checked += 1 }
            } }
            // Enough of the row falls in the soft part for the comparison to mean something.
            #expect(checked >= 6)
        }

        /// A surface drawn from the same list as the frame before is shown as it was; any change
        /// in its subtree draws it again.
        @Test func anUnchangedSurfaceIsReusedAndAChangedOneDrawn() throws {
            let scene = CheckScene(.layerLook, size: Self.size)
            let offscreen = try OffscreenRenderer(viewport: Self.size)
            _ = try offscreen.render(scene.root)
            // The masked layer's, its mask's within it, and the folded card's.
            #expect(offscreen.renderer.stats.surfacesDrawn == 3)
            let again = try offscreen.render(scene.root)
            #expect(offscreen.renderer.stats.surfacesDrawn == 0 && offscreen.renderer.stats.surfacesReused == 2)
            expectPixel(again, 600, 150, RGB(0, 255, 0), within: 5)
            expectPixel(again, 600, 352, RGB(0, 0, 0), within: 5)
            Self.layer("masked", in: scene.root).backgroundColor = Color(red: 1, green: 0, blue: 0)
            let changed = try offscreen.render(scene.root)
            // The masked layer's drawn again; its mask's and the card's as they were.
            #expect(offscreen.renderer.stats.surfacesDrawn == 1 && offscreen.renderer.stats.surfacesReused == 2)
            expectPixel(changed, 600, 150, RGB(255, 0, 0), within: 5)
        }

        /// A large shadow cast by its path alone: deep inside, the full colour (the solid part);
        /// along a side, the one-axis edge; at a corner, the product of both.
        @Test func aLargeShadowsPartsMeetTheirClosedForm() throws {
            let size = Size(width: 300, height: 200)
            let root = Layer.root(size: size, name: "root")
            root.backgroundColor = .white
            let caster = Layer.make("caster", frame: Rect(x: 50, y: 40, width: 200, height: 120))
            caster.shadowPath = .rect(caster.bounds)
            caster.shadowOpacity = 0.5
            caster.shadowRadius = 4
            caster.shadowOffset = Size(width: 0, height: 0)
            root.addSublayer(caster)
            let image = try OffscreenRenderer(viewport: size).render(root)
            // Inside: half-opaque black over white. On the left edge (x = 50, pixel centre 50.5:
            // 0.5 point in, Φ(0.125) = 0.55), at the top-left corner both: 0.55².
            expectPixel(image, 150, 100, RGB(128, 128, 128), within: 1)
            expectPixel(image, 50, 100, RGB(185, 185, 185), within: 2)
            expectPixel(image, 50, 40, RGB(216, 216, 216), within: 2)
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
            // Only the sublayer's part of the card's picture was drawn again; the rest is as it was.
            #expect(offscreen.renderer.stats.surfacesDrawnInPart == 1)
            expectPixel(image, 600, 352, RGB(0, 0, 0), within: 5)
            expectPixel(image, 600, 526, RGB(0, 0, 0), within: 5)
            expectPixel(image, 452, 352, Self.grey, within: 5)
            let yellow = RGB(image, 600, 485)
            #expect(yellow.r > 150 && yellow.g > 150 && yellow.b < 30, "(600, 485) is \(yellow), not the yellow background")
        }
    }
}
