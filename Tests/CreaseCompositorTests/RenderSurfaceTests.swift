import CreaseCompositor
import CreaseCore
import CreaseDrawList
import CreaseFold
import CreaseImage
import CreaseMath
import Testing

/// Which layers the compositor draws offscreen first, how large, and how their picture is shown:
/// only where the look needs the subtree as one picture, sized to what it paints and the screen
/// shows, at the target's density.
struct RenderSurfaceTests {
    static let viewport = Size(width: 400, height: 300)

    static func root() -> Layer { .root(size: viewport, name: "root") }

    static func surfaces(_ list: DrawList) -> [RenderSurface] {
        list.commands.compactMap { if case .surface(let s) = $0 { return list.surfaces[s] } else { return nil } }
    }

    /// A half-opaque group of two overlapping colours at (50, 40).
    static func group() -> Layer {
        let group = Layer.make("group", frame: Rect(x: 50, y: 40, width: 300, height: 200))
        group.opacity = 0.5
        group.addSublayer(.make("a", frame: Rect(x: 0, y: 0, width: 120, height: 100), color: Color(red: 1, green: 0, blue: 0)))
        group.addSublayer(.make("b", frame: Rect(x: 60, y: 20, width: 120, height: 100), color: Color(red: 0, green: 0, blue: 1)))
        return group
    }

    @Test func aTranslucentGroupOfTwoIsOneSurfaceShownAtItsOpacity() throws {
        let root = Self.root()
        root.addSublayer(Self.group())
        let list = Compositor(pixelsPerPoint: 2).drawList(for: root, viewport: Self.viewport)
        let surface = try #require(Self.surfaces(list).first)
        // What the children paint: (0, 0) to (180, 120) in the group, at 2 pixels a point.
        #expect((surface.pixelWidth, surface.pixelHeight) == (360, 240))
        // Inside, the children at full opacity from the surface's corner.
        #expect(surface.list.drawnQuads.map(\.opacity) == [1, 1])
        #expect(surface.list.drawnQuads[1].screenCorners[0] == Point(x: 60, y: 20))
        // Shown once, where the children are on screen, at the group's opacity.
        let shown = try #require(list.drawnQuads.first)
        #expect(shown.opacity == 0.5)
        #expect(shown.screenCorners[0] == Point(x: 50, y: 40) && shown.screenCorners[2] == Point(x: 230, y: 160))
        if case .texture(let reference) = list.contents(of: shown) { #expect(reference == surface.texture) } else { Issue.record("not the surface") }
    }

    /// Opaque upright parts, the upper covering the lower right across: cut apart exactly, they
    /// fade one by one as the group would as a whole, with no surface.
    @Test func aGroupWhosePartsHideEachOtherExactlyNeedsNoSurface() throws {
        let root = Self.root()
        let group = Layer.make("group", frame: Rect(x: 50, y: 40, width: 300, height: 200))
        group.opacity = 0.5
        group.addSublayer(.make("a", frame: Rect(x: 0, y: 0, width: 200, height: 200), color: Color(red: 1, green: 0, blue: 0)))
        group.addSublayer(.make("b", frame: Rect(x: 100, y: 0, width: 200, height: 200), color: Color(red: 0, green: 0, blue: 1)))
        root.addSublayer(group)
        let list = Compositor().drawList(for: root, viewport: Self.viewport)
        #expect(Self.surfaces(list).isEmpty)
        let quads = list.drawnQuads
        #expect(quads.map(list.layerName(of:)) == ["a", "b"] && quads.allSatisfy { $0.opacity == 0.5 })
        // a is cut to the part b leaves: x 50 to 150, with no overlap.
        #expect(Rect.bounding(quads[0].screenCorners) == Rect(x: 50, y: 40, width: 100, height: 200))
        // Made translucent, b no longer hides a: they overlap, and the group takes a surface.
        group.sublayers[1].backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.9)
        #expect(Self.surfaces(Compositor().drawList(for: root, viewport: Self.viewport)).count == 1)
    }

    @Test func groupsThatFadeTheSameEitherWayGetNoSurface() {
        for change in [{ (g: Layer) in g.opacity = 1 }, { g in g.allowsGroupOpacity = false }, { g in g.sublayers[1].removeFromSuperlayer() }] {
            let root = Self.root(), group = Self.group()
            change(group)
            root.addSublayer(group)
            #expect(Self.surfaces(Compositor().drawList(for: root, viewport: Self.viewport)).isEmpty)
        }
    }

    @Test func aSurfaceIsCutToWhatTheScreenShows() throws {
        let root = Self.root(), group = Self.group()
        group.position = Point(x: -60 + 150, y: 150)  // the group's left 60 points off screen
        root.addSublayer(group)
        let surface = try #require(Self.surfaces(Compositor().drawList(for: root, viewport: Self.viewport)).first)
        #expect((surface.pixelWidth, surface.pixelHeight) == (120, 120))
    }

    @Test func aMaskIsDrawnIntoItsOwnSurfaceThenCutsTheLayers() throws {
        let root = Self.root()
        let layer = Layer.make("masked", frame: Rect(x: 100, y: 100, width: 200, height: 100), color: Color(red: 0, green: 1, blue: 0))
        let mask = Layer.make("mask", frame: Rect(x: 20, y: 10, width: 50, height: 50), color: .black)
        layer.mask = mask
        root.addSublayer(layer)
        let list = Compositor().drawList(for: root, viewport: Self.viewport)
        let surface = try #require(Self.surfaces(list).first)
        // Only where the mask is: 50 x 50.
        #expect((surface.pixelWidth, surface.pixelHeight) == (50, 50))
        let inner = surface.list.commands
        guard inner.count == 3, case .quad(let ownIndex) = inner[0], case .surface(let maskIndex) = inner[1], case .quad(let cutIndex) = inner[2]
        else { Issue.record("expected the layer, the mask's surface and the cut, got \(surface.list.dump)"); return }
        let maskSurface = surface.list.surfaces[maskIndex]
        let own = surface.list.quads[ownIndex], cut = surface.list.quads[cutIndex]
        #expect(surface.list.layerName(of: own) == "masked" && own.screenCorners[0] == Point(x: -20, y: -10))
        #expect(cut.blend == .destinationIn)
        #expect(maskSurface.list.drawnQuads.first?.screenCorners[0] == Point(x: 0, y: 0))
        #expect(list.drawnQuads.first?.screenCorners[0] == Point(x: 120, y: 110))
    }

    @Test func aFoldedLayerWithMoreThanContentsFoldsItsSurface() throws {
        let root = Self.root()
        let card = Layer.make("card", frame: Rect(x: 50, y: 50, width: 300, height: 200), color: Color(red: 1, green: 1, blue: 0))
        card.cornerRadius = 30
        card.fold = LayerFold(style: .accordion(.leading), strips: 4)
        card.foldAmount = 0.3
        root.addSublayer(card)
        let list = Compositor().drawList(for: root, viewport: Self.viewport)
        let surface = try #require(Self.surfaces(list).first)
        // At 27° the strips are squeezed to cos 27° = 0.89: plain bilinear sampling, no mipmaps.
        #expect((surface.pixelWidth, surface.pixelHeight) == (300, 200) && !surface.isMinified)
        let strips = list.drawnQuads
        #expect(strips.count == 4)
        #expect(strips.map(\.contentsRect.minY) == [0, 0.25, 0.5, 0.75])
        // The leading (top) edge stays; the fold brings the bottom up: 4 strips of 50 at 27°
        // under m34 = -1/1000 about the card's centre end at y ≈ 50 + 178.2.
        #expect(abs(strips[0].screenCorners[0].y - 50) < 1e-9)
        #expect(abs(strips[3].screenCorners[2].y - 228.2) < 0.05)
        // At 81°, to 0.16: mipmaps.
        card.foldAmount = 0.9
        #expect(Self.surfaces(Compositor().drawList(for: root, viewport: Self.viewport)).first?.isMinified == true)
        card.foldAmount = 0.3
        // A layer folding only its picture keeps the direct path.
        card.backgroundColor = .clear
        card.cornerRadius = 0
        card.contents = .bitmap(Bitmap(width: 4, height: 4, filledWith: (255, 0, 0, 255)))
        #expect(Self.surfaces(Compositor().drawList(for: root, viewport: Self.viewport)).isEmpty)
    }

    /// A rasterized layer is drawn at its rasterizationScale, not the screen's, and moving it
    /// changes nothing inside its surface: the renderer can show the picture it kept.
    @Test func aRasterizedLayerIsDrawnAtItsOwnScaleInItsOwnSpace() throws {
        let root = Self.root()
        let card = Layer.make("card", frame: Rect(x: 20, y: 30, width: 100, height: 50), color: Color(red: 1, green: 0, blue: 0))
        card.addSublayer(.make("spot", frame: Rect(x: 10, y: 10, width: 20, height: 20), color: .white))
        card.shouldRasterize = true
        card.rasterizationScale = 3
        root.addSublayer(card)
        let first = try #require(Self.surfaces(Compositor(pixelsPerPoint: 2).drawList(for: root, viewport: Self.viewport)).first)
        #expect((first.pixelWidth, first.pixelHeight) == (300, 150))
        card.position = Point(x: 200, y: 100)
        let moved = try #require(Self.surfaces(Compositor(pixelsPerPoint: 2).drawList(for: root, viewport: Self.viewport)).first)
        #expect(moved == first)
        card.rasterizationScale = .nan
        #expect(try #require(Self.surfaces(Compositor(pixelsPerPoint: 2).drawList(for: root, viewport: Self.viewport)).first).pixelWidth == 100)
    }

    @Test func aSubtreeLargerThanATextureIsDrawnAtALowerDensity() throws {
        let group = Self.group()
        group.sublayers[1].frame = Rect(x: 0, y: 0, width: 40_000, height: 100)
        group.sublayers[1].backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        group.position = Point(x: 20_000, y: 150)
        let big = Layer.root(size: Size(width: 40_000, height: 300), name: "wide")
        big.addSublayer(group)
        let list = Compositor(pixelsPerPoint: 2, maxSurfaceSide: 16384).drawList(for: big, viewport: Size(width: 40_000, height: 300))
        let surface = try #require(Self.surfaces(list).first)
        #expect(surface.pixelWidth <= 16384 && surface.pixelHeight >= 1)
    }
}

/// What a surface's picture needs drawn again when its list changes.
struct SurfaceDamageTests {
    static func list(_ spotX: Double) -> DrawList {
        let root = Layer.root(size: Size(width: 200, height: 100), name: "card")
        root.backgroundColor = .white
        root.addSublayer(.make("spot", frame: Rect(x: spotX, y: 20, width: 10, height: 10), color: Color(red: 1, green: 0, blue: 0)))
        return Compositor().drawList(for: root, viewport: Size(width: 200, height: 100))
    }

    @Test func aMovedQuadDamagesWhereItWasAndWhereItIsGrownByTheMargin() throws {
        let damage = try #require(Self.list(100).damage(since: Self.list(40)))
        let m = DrawList.damageMargin
        #expect(damage == Rect(x: 40 - m, y: 20 - m, width: 70 + 2 * m, height: 10 + 2 * m))
        #expect(Self.list(40).damage(since: Self.list(40))?.isEmpty == true)
    }

    @Test func listsThatDifferInMoreThanQuadsCannotBeDrawnInPart() {
        var longer = Self.list(40)
        longer.commands.append(.beginDepthContext)
        #expect(longer.damage(since: Self.list(40)) == nil)
        var other = Self.list(40)
        other.viewport = Size(width: 300, height: 100)
        #expect(other.damage(since: Self.list(40)) == nil)
    }
}
