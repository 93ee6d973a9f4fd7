import Testing

@testable import CreaseDrawList
import CreaseImage
import CreaseMath

/// What a frame must draw again over the last (`DrawList.damage(since:)`): the old and new
/// footprints of what changed, grown by the margin, whatever changed the list's length; the
/// whole where nothing short of it can be said.
struct DamageTests {
    static let viewport = Size(width: 200, height: 100)
    static let m = DrawList.damageMargin

    /// A `side`-point square at (`x`, `y`), white, named `name`.
    static func square(_ name: String, x: Double, y: Double = 0, side: Double = 10, in list: inout DrawList) -> DrawQuad {
        DrawQuad(layerName: list.name(name), unitToScreen: .scale(side, side) * .translation(x, y), size: Size(width: side, height: side),
            backgroundColor: .white)
    }

    /// Squares named a, b, c … 20 points apart.
    static func row(_ count: Int) -> DrawList {
        var list = DrawList(viewport: viewport)
        for k in 0..<count { list.appendQuad(square(String(UnicodeScalar(97 + k)!), x: Double(k) * 20, in: &list)) }
        return list
    }

    /// The rectangle grown by the margin and cut to the viewport.
    static func grown(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
        Rect.intersection(Rect(x: x - m, y: y - m, width: w + 2 * m, height: h + 2 * m), Rect(origin: .zero, size: viewport))
    }

    @Test func twoChangesFarApartDamageOneRectangleHoldingBothAndNothingBetweenIsAskedOf() {
        let old = Self.row(8)
        var new = old
        new.quads[1].backgroundColor = .black
        new.quads[6].backgroundColor = .black
        #expect(new.damage(since: old) == Self.grown(20, 0, 110, 10))
        #expect(old.damage(since: old) == .zero)
    }

    /// Kept lists appended whole: a span of one kept list where the other list has the same one
    /// is passed over, taken as alike; a span of another list is compared command by command.
    @Test func keptSpansOfOneListArePassedOverAndOfAnotherCompared() {
        let kept = Self.row(4)
        var recoloured = kept
        recoloured.quads[2].backgroundColor = .black
        let keptTag = KeptListTag(of: kept), recolouredTag = KeptListTag(of: recoloured)
        #expect(keptTag.serial != recolouredTag.serial)
        #expect(keptTag.bounds == Rect(x: 0, y: 0, width: 70, height: 10) && keptTag.quadsOnly)
        /// A square, then `part` appended as a kept list of `tag`.
        func list(_ part: DrawList, _ tag: KeptListTag) -> DrawList {
            var list = DrawList(viewport: Self.viewport)
            list.appendQuad(Self.square("first", x: 0, y: 50, in: &list))
            list.append(concurrently: [part][...], tags: [tag][...])
            return list
        }
        let old = list(kept, keptTag)
        #expect(old.keptSpans == [KeptSpan(commands: 1..<5, tag: keptTag)])
        #expect(list(kept, keptTag).damage(since: old) == .zero)
        #expect(list(recoloured, recolouredTag).damage(since: old) == Self.grown(40, 0, 10, 10))
        // One serial is trusted to mean the same commands: its span is not looked into.
        #expect(list(recoloured, keptTag).damage(since: old) == .zero)
    }

    @Test func aQuadInsertedDamagesItselfAndWhatMovedAfterIt() {
        let old = Self.row(4)
        // The same row with a square put in before c, 5 points down: c and d still where they were.
        var new = DrawList(viewport: Self.viewport)
        for k in 0..<2 { new.appendQuad(Self.square(String(UnicodeScalar(97 + k)!), x: Double(k) * 20, in: &new)) }
        new.appendQuad(Self.square("new", x: 100, y: 50, in: &new))
        for k in 2..<4 { new.appendQuad(Self.square(String(UnicodeScalar(97 + k)!), x: Double(k) * 20, in: &new)) }
        #expect(new.damage(since: old) == Self.grown(100, 50, 10, 10))
        // Taken out again: the same.
        #expect(old.damage(since: new) == Self.grown(100, 50, 10, 10))
    }

    @Test func commandsOtherThanQuadsAreComparedWhereTheListsDifferInLength() {
        var old = Self.row(1), new = Self.row(1)
        let shadow = DrawShadow(unitToScreen: .scale(40, 40) * .translation(100, 40), size: Size(width: 40, height: 40),
            shape: Rect(x: 10, y: 10, width: 20, height: 20), cornerRadius: 0, sigma: 3, color: .black)
        var moved = shadow
        moved.unitToScreen = .scale(40, 40) * .translation(150, 40)
        old.append(shadow)
        new.appendQuad(Self.square("b", x: 20, in: &new))
        new.append(moved)
        // b is new; the shadow at the end moved though the lists end alike in kind.
        #expect(new.damage(since: old) == Self.grown(20, 0, 170, 80))
    }

    @Test func aSurfaceDrawnAnewDamagesTheQuadsThatShowItThoughTheyAreAlike() {
        func list(color: Color) -> DrawList {
            var inner = DrawList(viewport: Size(width: 10, height: 10))
            inner.appendQuad(DrawQuad(unitToScreen: .scale(10, 10), size: Size(width: 10, height: 10), backgroundColor: color))
            let texture = TextureReference(id: -1, pixelWidth: 10, pixelHeight: 10)
            var list = DrawList(viewport: Self.viewport)
            list.append(RenderSurface(texture: texture, list: inner))
            list.append(contentsOf: Self.row(2))
            list.appendQuad(DrawQuad(unitToScreen: .scale(10, 10) * .translation(150, 80), size: Size(width: 10, height: 10),
                contents: list.picture(.texture(texture))))
            return list
        }
        #expect(list(color: .white).damage(since: list(color: .white)) == .zero)
        #expect(list(color: .black).damage(since: list(color: .white)) == Self.grown(150, 80, 10, 10))
    }

    @Test func aClipTurnedIntoAQuadDamagesEverythingItClippedAsWell() {
        var clipped = DrawList(viewport: Self.viewport)
        let clip = Self.square("clip", x: 0, side: 30, in: &clipped)
        let inside = Self.square("inside", x: 50, y: 50, side: 40, in: &clipped)
        let (c, i) = (clipped.store(clip), clipped.store(inside))
        clipped.commands = [.pushClip(c), .quad(i), .popClip(c)]
        var plain = clipped
        plain.commands = [.quad(c), .quad(i), .quad(c)]
        // The clip left the inside square unseen outside 30x30; plain, it shows at (50, 50).
        #expect(plain.damage(since: clipped) == Self.grown(0, 0, 90, 90))
    }

    @Test func whatCannotBeBoundedIsTheWholeFrame() {
        let old = Self.row(2)
        var begun = old
        begun.commands.insert(.beginDepthContext, at: 1)
        begun.commands.append(.endDepthContext)
        #expect(begun.damage(since: old) == nil)
        // A quad with a corner behind the eye (w ≤ 0) says nothing of where it draws.
        var behind = old
        behind.quads[1].unitToScreen = .scale(10, 10) * Transform3D(r1: SIMD4(1, 0, 0, 0), r2: SIMD4(0, 1, 0, 0), r3: SIMD4(0, 0, 1, 0),
            r4: SIMD4(0, 0, 0, -1))
        #expect(behind.damage(since: old) == nil)
        var other = old
        other.viewport = Size(width: 300, height: 100)
        #expect(other.damage(since: old) == nil)
    }

    @Test func aFoldPassDamagesWholeRowsOfItsFlatExtent() {
        let picture = LayerContents.bitmap(Bitmap(width: 4, height: 4, filledWith: (0, 0, 0, 255)))
        func folded(_ theta: Double) -> DrawList {
            var list = DrawList(viewport: Self.viewport)
            list.append(AccordionPass(source: Rect(x: 50, y: 20, width: 40, height: 30), contents: picture, strips: 4,
                theta: theta, center: Point(x: 70, y: 35)))
            return list
        }
        #expect(folded(0.4).damage(since: folded(0.3)) == Rect(x: 0, y: 20 - 1 - Self.m, width: 200, height: 30 + 2 + 2 * Self.m))
    }

    /// The in-place comparison agrees with `==` on quads that differ in any one field.
    @Test func quadsComparedInPlaceAgreeWithEquality() {
        var base = DrawQuad(unitToScreen: .scale(10, 20) * .translation(3, 4), size: Size(width: 10, height: 20))
        base.unitToDepth = .identity
        var changes: [(inout DrawQuad) -> Void] = [
            { $0.unitToScreen.m42 += 1 }, { $0.size.width += 1 }, { $0.contentsRect.origin.x = 0.5 }, { $0.contentFrame.size.height = 0.5 },
            { $0.backgroundColor = .black }, { $0.opacity = 0.5 }, { $0.cornerRadius = 3 }, { $0.roundsContents.toggle() },
            { $0.shapeFollowsContents.toggle() }, { $0.borderWidth = 1 }, { $0.borderColor = .white }, { $0.shading = Shading(multiplier: 0.9) },
            { $0.unitToDepth = nil }, { $0.unitToDepth = .scale(2, 2) }, { $0.depthLevel = 1 }, { $0.antialiasedEdges = [] },
            { $0.blend = .destinationIn }, { $0.layerName = QuadName(index: 3) },
        ]
        changes.append { _ in }
        for (k, change) in changes.enumerated() {
            var other = base
            change(&other)
            let alike = withUnsafePointer(to: base) { a in withUnsafePointer(to: other) { b in DrawQuad.alike(a, b) } }
            #expect(alike == (base == other), "change \(k)")
        }
    }
}
