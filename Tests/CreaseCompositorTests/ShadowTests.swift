import CreaseCompositor
import CreaseCore
import CreaseDrawList
import CreaseMath
import Foundation
import Testing

/// Which layers cast a closed-form shadow, where it lies, and its coverage against the normal
/// distribution's own values.
struct ShadowTests {
    static let viewport = Size(width: 400, height: 300)

    static func shadows(_ root: Layer) -> [DrawShadow] {
        Compositor().drawList(for: root, viewport: viewport).shadows
    }

    static func card(_ change: (Layer) -> Void = { _ in }) -> Layer {
        let root = Layer.root(size: viewport, name: "root")
        let card = Layer.make("card", frame: Rect(x: 100, y: 50, width: 200, height: 150), color: .white)
        card.shadowOpacity = 0.5
        card.shadowRadius = 10
        card.shadowOffset = Size(width: 0, height: 20)
        change(card)
        root.addSublayer(card)
        return root
    }

    @Test func anOpaqueCardCastsItsBoundsShadowBeforeItselfOffsetAndGrown() throws {
        let root = Self.card()
        let list = Compositor().drawList(for: root, viewport: Self.viewport)
        guard case .shadow(let shadowIndex) = list.commands[0], case .quad(let cardIndex) = list.commands[1] else {
            Issue.record("expected the shadow under the card: \(list.dump)")
            return
        }
        let shadow = list.shadows[shadowIndex]
        let card = list.quads[cardIndex]
        #expect(list.layerName(of: card) == "card")
        // Grown about the bounds moved 20 down by where it stops showing: where a straight
        // edge's blurred coverage, erfc(d / σ√2) / 2, at opacity 0.5 is half a level of 255
        // (26.59 points, under the 3σ = 30 a Gaussian's reach is often taken as).
        let reach = shadow.shape.minX
        #expect(abs(erfc(reach / (10 * 2.squareRoot())) / 2 * 0.5 * 255 - 0.5) < 1e-3 && abs(reach - 26.587) < 1e-3, "\(reach)")
        let origin = shadow.unitToScreen.project(Point(x: 0, y: 0))
        #expect(abs(origin.x - (100 - reach)) < 1e-9 && abs(origin.y - (70 - reach)) < 1e-9, "\(origin)")
        #expect(shadow.size == Size(width: 200 + 2 * reach, height: 150 + 2 * reach))
        #expect(shadow.shape == Rect(x: reach, y: reach, width: 200, height: 150))
        #expect(shadow.sigma == 10 && shadow.color.alpha == 0.5)
        // Its coverage at the quad's edge, halfway along a side, is that half level.
        #expect(abs(shadow.coverage(at: Point(x: shadow.size.width / 2, y: 0)) * 0.5 * 255 - 0.5) < 0.01)
    }

    /// The reach shrinks as the shadow fades, and is 3σ at most: at full opacity a straight edge's
    /// level falls to half of 1 / 255 at 2.884σ, at 0.6 at 2.720σ; a shadow too faint to show
    /// beside its shape at all (255 × alpha × ½ under half a level) reaches nowhere past it.
    @Test func theShadowReachesAsFarAsItShows() {
        #expect(abs(DrawShadow.reach(sigma: 10, alpha: 1) - 28.844) < 1e-3)
        #expect(abs(DrawShadow.reach(sigma: 4, alpha: 0.6) - 4 * 2.7196) < 1e-3)
        #expect(DrawShadow.reach(sigma: 10, alpha: 1 / 255) == 0 && DrawShadow.reach(sigma: 0, alpha: 1) == 0)
        for alpha in stride(from: 0.01, through: 1, by: 0.07) {
            let reach = DrawShadow.reach(sigma: 1, alpha: alpha)
            #expect(reach <= 3 && abs(erfc(reach / 2.squareRoot()) / 2 * alpha * 255 - 0.5) < 1e-3, "alpha \(alpha): \(reach)")
        }
    }

    /// An opaque rounded card hides its shadow under all of itself but its corners' squares and
    /// a point along each edge (whose pixels it may cover in part): the parts drawn cover every
    /// point of the quad outside that once, and none inside it.
    @Test func anOpaqueRoundedCardHidesItsShadowUnderACross() throws {
        let shadow = try #require(Self.shadows(Self.card { $0.cornerRadius = 16 }).first)
        // The card's bounds in the quad's points: the reach in across, the reach less the offset down.
        let reach = shadow.shape.minX
        let card = Rect(x: reach, y: reach - 20, width: 200, height: 150)
        func underCross(_ p: Point) -> Bool {
            let across = p.x > card.minX + 16 && p.x < card.maxX - 16 && p.y > card.minY + 1 && p.y < card.maxY - 1
            let down = p.x > card.minX + 1 && p.x < card.maxX - 1 && p.y > card.minY + 16 && p.y < card.maxY - 16
            return across || down
        }
        let parts = shadow.patches.map(\.rect)
        for y in stride(from: 0.5, to: shadow.size.height, by: 3) {
            for x in stride(from: 0.5, to: shadow.size.width, by: 3) {
                let p = Point(x: x, y: y)
                let drawnBy = parts.filter { $0.contains(p) }.count
                #expect(drawnBy == (underCross(p) ? 0 : 1), "(\(x), \(y)) drawn by \(drawnBy) parts")
            }
        }
        // The drawn area: the quad less the cross.
        let cross = 168.0 * 148 + 2 * 15 * 118
        #expect(abs(parts.reduce(0) { $0 + $1.width * $1.height } - (shadow.size.width * shadow.size.height - cross)) < 1e-6)
    }

    /// A rounded corner's table, read bilinear as GL reads its texture, is within a level and a
    /// half of 255 of the integral all over the corner's cell, of a card's own shape (not the
    /// table's square) and at each of its four corners; too fine a blur for the table gets none.
    @Test(arguments: [(12.0, 5.0, 16.0), (24, 3, 10), (4, 8, 25)])
    func aCornersTableReadsAsTheIntegral(radius: Double, sigma: Double, margin: Double) throws {
        let table = try #require(ShadowCornerTable(radius: radius, sigma: sigma, margin: margin))
        let shape = Rect(x: margin, y: margin, width: 300, height: 200)
        let shadow = DrawShadow(unitToScreen: .identity, size: Size(width: 300 + 2 * margin, height: 200 + 2 * margin), shape: shape,
            cornerRadius: radius, sigma: sigma, color: .black)
        #expect(shadow.cornerTableKey == ShadowCornerTable.Key(radius: radius, sigma: sigma, margin: margin))
        let zone = radius + 3 * sigma
        var worst = 0.0
        for i in 0..<40 { for j in 0..<40 {
            // A point of the cell, from its inner corner, and the same point at each corner.
            let q = Point(x: (Double(i) + 0.37) * table.span / 40, y: (Double(j) + 0.61) * table.span / 40)
            let read = table.value(at: q)
            for (sx, sy) in [(1.0, 1.0), (-1, 1), (1, -1), (-1, -1)] {
                let p = Point(x: shape.midX + sx * (shape.width / 2 - zone + q.x), y: shape.midY + sy * (shape.height / 2 - zone + q.y))
                worst = max(worst, abs(read - shadow.coverage(at: p)) * 255)
            }
        } }
        #expect(worst <= 1.5, "\(worst) levels")
        #expect(ShadowCornerTable(radius: 40, sigma: 0.5, margin: 2.5) == nil)
        // No blur, or next to none, asks for no table rather than a grid past counting.
        #expect(ShadowCornerTable(radius: 12, sigma: 0, margin: 1) == nil && ShadowCornerTable(radius: 12, sigma: .leastNonzeroMagnitude, margin: 1) == nil)
    }

    @Test func noShadowWithoutOpacityAndNoneInClosedFormForOtherShapes() {
        #expect(Self.shadows(Self.card { $0.shadowOpacity = 0 }).isEmpty)
        #expect(Self.shadows(Self.card { $0.shadowColor = .clear }).isEmpty)
        // Translucent, or with a picture: its alpha is not a rectangle.
        #expect(Self.shadows(Self.card { $0.backgroundColor = Color(white: 1, alpha: 0.5) }).isEmpty)
        #expect(Self.shadows(Self.card { $0.shadowPath = .ellipse($0.bounds) }).isEmpty)
        // A path says the shape, whatever the layer draws.
        #expect(Self.shadows(Self.card { $0.backgroundColor = .clear; $0.shadowPath = .rect(Rect(x: 0, y: 0, width: 10, height: 10)) }).count == 1)
    }

    @Test func theLayersOpacityFadesItsShadowAndOddRadiiAreClamped() throws {
        let faded = try #require(Self.shadows(Self.card { $0.opacity = 0.5 }).first)
        #expect(faded.color.alpha == 0.25)
        #expect(try #require(Self.shadows(Self.card { $0.shadowRadius = .nan }).first).sigma == 0)
        #expect(try #require(Self.shadows(Self.card { $0.shadowRadius = -4 }).first).sigma == 0)
        #expect(try #require(Self.shadows(Self.card { $0.shadowRadius = 10_000 }).first).sigma == 1000)
    }

    /// A straight edge blurred by σ covers Φ(d/σ) at distance d inside it (the normal
    /// distribution's function, from its tabulated values).
    @Test func coverageFollowsTheNormalDistribution() {
        let shadow = DrawShadow(unitToScreen: .identity, size: Size(width: 1000, height: 1000),
            shape: Rect(x: 0, y: 0, width: 1000, height: 1000), cornerRadius: 0, sigma: 10, color: .black)
        // Far from the other edges, the left edge alone: Φ(0.5) = 0.6915, Φ(-0.3) = 0.3821, Φ(1) = 0.8413.
        #expect(abs(shadow.coverage(at: Point(x: 5, y: 500)) - 0.6915) < 1e-3)
        #expect(abs(shadow.coverage(at: Point(x: -3, y: 500)) - 0.3821) < 1e-3)
        #expect(abs(shadow.coverage(at: Point(x: 10, y: 500)) - 0.8413) < 1e-3)
        // A corner: the product of two edges, Φ(0.5)².
        #expect(abs(shadow.coverage(at: Point(x: 5, y: 5)) - 0.6915 * 0.6915) < 1e-3)
        // Rounded, the same far along a side; less at the corner, which is cut away.
        var rounded = shadow
        rounded.cornerRadius = 100
        #expect(abs(rounded.coverage(at: Point(x: 5, y: 500)) - 0.6915) < 1e-2)
        #expect(rounded.coverage(at: Point(x: 5, y: 5)) < 0.05)
    }

    /// A layer that masks to its bounds cuts its shadow there too, as Core Animation's bounds
    /// mask does: an opaque card hides the rest, so it casts none; a translucent one shows its
    /// shadow through itself, drawn inside a clip of its bounds.
    @Test func masksToBoundsCutsTheShadowToTheBounds() throws {
        let opaque = Compositor().drawList(for: Self.card { $0.masksToBounds = true }, viewport: Self.viewport)
        #expect(opaque.commands.count == 1, "\(opaque.dump)")
        let translucent = Compositor().drawList(
            for: Self.card { $0.masksToBounds = true; $0.backgroundColor = Color(white: 1, alpha: 0.5) }, viewport: Self.viewport)
        let c = translucent.commands
        guard c.count == 5, case .pushClip(let clipIndex) = c[0], case .surface(let shadowIndex) = c[1], case .quad = c[2], case .popClip = c[3],
            case .quad(let cardIndex) = c[4]
        else {
            Issue.record("expected the shadow inside a clip, then the card: \(translucent.dump)")
            return
        }
        let clip = translucent.quads[clipIndex], card = translucent.quads[cardIndex], shadow = translucent.surfaces[shadowIndex]
        #expect(shadow.key?.role == .shadow && translucent.layerName(of: card) == "card")
        #expect(clip.screenRectangle == Rect(x: 100, y: 50, width: 200, height: 150))
    }

    /// A folded card casts the shadow of its folded picture, not of its bounds: two strips from the
    /// top turned by 60° (amount 2/3) show 150 cos 60° = 75 of its 150 points, so its shadow's
    /// surface spans y 50 − 31 + 20 = 39 down to 50 + 75 + 31 + 20 = 176 (snapped outward to the
    /// surface's pixels, 2.5 points each at 0.4 pixels a point), not to the flat card's 251.
    @Test func aFoldedCardCastsTheShadowOfItsFoldedPicture() throws {
        let root = Self.card {
            $0.fold = LayerFold(style: .accordion(.leading), strips: 2)
            $0.foldAmount = 2.0 / 3
        }
        #expect(Self.shadows(root).isEmpty)
        let list = Compositor().drawList(for: root, viewport: Self.viewport)
        guard list.commands.count >= 3, case .surface(let shadowIndex) = list.commands[0], case .quad(let shownIndex) = list.commands[1],
            case .surface(let ownIndex) = list.commands[2]
        else {
            Issue.record("expected the shadow's surface, its quad, then the card's own: \(list.dump)")
            return
        }
        let (shadow, own) = (list.surfaces[shadowIndex], list.surfaces[ownIndex])
        let shown = list.quads[shownIndex]
        let top = shown.unitToScreen.project(Point(x: 0, y: 0)), bottom = shown.unitToScreen.project(Point(x: 1, y: 1))
        #expect(abs(top.x - 69) < 1e-9 && abs(top.y - 39) < 1e-9, "\(top)")
        #expect(bottom.y >= 176 - 1e-9 && bottom.y < 178.5, "\(bottom)")
        // Inside, the flat card in a surface of its own (kept apart from the one the card shows),
        // then its two strips.
        let inner = shadow.list.commands
        guard inner.count == 3, case .surface(let flatIndex) = inner[0], case .quad = inner[1], case .quad = inner[2] else {
            Issue.record("expected the flat card and two strips: \(shadow.list.dump)")
            return
        }
        let flat = shadow.list.surfaces[flatIndex]
        #expect(flat.key != own.key && flat.key?.layer == own.key?.layer)
    }
}
