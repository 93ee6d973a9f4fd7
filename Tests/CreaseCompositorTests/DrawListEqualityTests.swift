import Testing

import CreaseDrawList
import CreaseImage
import CreaseMath

/// A list's commands name its quads by index, and its quads name its pictures and layer names
/// by index: lists compare by what they draw, not by where they keep each quad, picture or name,
/// and a list appended to another keeps naming its own.
struct DrawListEqualityTests {
    static let viewport = Size(width: 100, height: 100)
    static let red = LayerContents.bitmap(Bitmap(width: 2, height: 2, filledWith: (255, 0, 0, 255)))
    static let blue = LayerContents.bitmap(Bitmap(width: 4, height: 2, filledWith: (0, 0, 255, 255)))

    /// A 10-point square at `x` named `name`, showing `contents` (white without), its name and
    /// picture kept by `list`.
    static func square(_ name: String, x: Double, showing contents: LayerContents? = nil, in list: inout DrawList) -> DrawQuad {
        DrawQuad(layerName: list.name(name), unitToScreen: .scale(10, 10) * .translation(x, 0), size: Size(width: 10, height: 10),
            contents: contents.map { list.picture($0) }, backgroundColor: contents == nil ? .white : .clear)
    }

    /// `names` in order, each a square 50 points right of the last, appended to a new list.
    static func squares(_ names: [String]) -> DrawList {
        var list = DrawList(viewport: viewport)
        for (index, name) in names.enumerated() { list.appendQuad(square(name, x: Double(index) * 50, in: &list)) }
        return list
    }

    @Test func listsDrawingTheSameQuadsAreEqualWhereverTheyKeepThem() {
        let inOrder = Self.squares(["a", "b"])
        let (a, b) = (inOrder.quads[0], inOrder.quads[1])
        let keptBackwards = DrawList(viewport: Self.viewport, commands: [.quad(1), .quad(0)], quads: [b, a], names: inOrder.names)
        #expect(inOrder == keptBackwards)
        #expect(keptBackwards.damage(since: inOrder) == Rect(origin: .zero, size: .zero))
        // The same quads drawn in the other order are another frame.
        let drawnBackwards = DrawList(viewport: Self.viewport, commands: [.quad(0), .quad(1)], quads: [b, a], names: inOrder.names)
        #expect(inOrder != drawnBackwards)
        // Both squares, each grown by the margin: x -2 to 62.
        #expect(drawnBackwards.damage(since: inOrder) == Rect(x: 0, y: 0, width: 62, height: 12))
        // A clip is not a quad, though it names an equal one.
        let clipped = DrawList(viewport: Self.viewport, commands: [.pushClip(0), .popClip(0)], quads: [a], names: inOrder.names)
        let twice = DrawList(viewport: Self.viewport, commands: [.quad(0), .quad(0)], quads: [a], names: inOrder.names)
        #expect(clipped != twice)
    }

    @Test func quadsCompareByThePicturesAndNamesTheyShowNotWhereTheListKeepsThem() {
        var first = DrawList(viewport: Self.viewport)
        first.appendQuad(Self.square("a", x: 0, showing: Self.red, in: &first))
        first.appendQuad(Self.square("b", x: 50, showing: Self.blue, in: &first))
        // The same pictures and names, kept in the other order: the quads name other indices.
        var second = DrawList(viewport: Self.viewport)
        let (blue, b) = (second.picture(Self.blue), second.name("b"))
        let (red, a) = (second.picture(Self.red), second.name("a"))
        second.appendQuad(DrawQuad(layerName: a, unitToScreen: .scale(10, 10), size: Size(width: 10, height: 10), contents: red))
        second.appendQuad(DrawQuad(layerName: b, unitToScreen: .scale(10, 10) * .translation(50, 0), size: Size(width: 10, height: 10),
            contents: blue))
        #expect(first.quads[0].contents?.index == 0 && second.quads[0].contents?.index == 1)
        #expect(first == second)
        // Another picture of the same size and colour is another picture: bitmaps are compared by identity.
        var copy = first
        let lookalike = LayerContents.bitmap(Bitmap(width: 2, height: 2, filledWith: (255, 0, 0, 255)))
        copy.quads[0].contents = copy.picture(lookalike)
        #expect(copy != first)
        #expect(copy.damage(since: first) == Rect(x: 0, y: 0, width: 12, height: 12))
        // And another name another quad.
        var renamed = first
        renamed.quads[1].layerName = renamed.name("c")
        #expect(renamed != first)
    }

    @Test func aPictureShownAgainStraightAfterIsKeptOnce() {
        var list = DrawList(viewport: Self.viewport)
        let first = list.picture(Self.red)
        #expect(list.picture(Self.red) == first)
        let other = list.picture(Self.blue)
        #expect(other.index == 1 && other.pixelSize == (4, 2) && other.isOpaqueBitmap)
        // Shown again after another, it is kept again: found with no search, drawn the same.
        #expect(list.picture(Self.red).index == 2)
        #expect(list.pictures.count == 3 && list.contents(of: DrawQuad(unitToScreen: .identity, size: .zero, contents: first)) == Self.red)
    }

    @Test func aQuadIsDepthTestedExactlyWhileItHasADepthMatrix() {
        var quad = DrawQuad(unitToScreen: .scale(10, 10), size: Size(width: 10, height: 10))
        #expect(!quad.isDepthTested && quad.unitToDepth == nil)
        let tilted = Transform3D.rotation(0.3, 0, 1, 0) * .translation(5, 0, 20)
        quad.unitToDepth = tilted
        #expect(quad.isDepthTested && quad.unitToDepth == tilted)
        #expect(DrawQuad(unitToScreen: .scale(10, 10), size: Size(width: 10, height: 10), unitToDepth: tilted) == quad)
        // Taken away, nothing of it is left: the quad is the one that never had it.
        quad.unitToDepth = nil
        #expect(!quad.isDepthTested && quad == DrawQuad(unitToScreen: .scale(10, 10), size: Size(width: 10, height: 10)))
        // The identity is a depth matrix like any other, not none.
        quad.unitToDepth = .identity
        #expect(quad.isDepthTested && quad != DrawQuad(unitToScreen: .scale(10, 10), size: Size(width: 10, height: 10)))
    }

    @Test func aBlankQuadWrittenOverInPlaceDrawsAsTheQuadAppendedWhole() {
        let whole = Self.squares(["a", "b"])
        var written = Self.squares(["a"])
        let index = written.appendBlankQuad()
        #expect(index == 1 && written.commands == [.quad(0), .quad(1)])
        // Blank, it draws nothing: clear, no picture, no border, no size.
        let blank = written.quads[index]
        #expect(blank.backgroundColor.alpha == 0 && blank.contents == nil && blank.borderWidth == 0 && blank.size == .zero)
        written.quads[index].layerName = written.name("b")
        written.quads[index].unitToScreen = .scale(10, 10) * .translation(50, 0)
        written.quads[index].size = Size(width: 10, height: 10)
        written.quads[index].backgroundColor = .white
        #expect(written == whole)
    }

    @Test func anAppendedListNamesItsOwnQuadsPicturesAndNames() {
        var list = DrawList(viewport: Self.viewport)
        list.appendQuad(Self.square("a", x: 0, showing: Self.red, in: &list))
        var other = DrawList(viewport: Self.viewport)
        let clip = other.store(Self.square("b", x: 50, in: &other))
        other.commands.append(.pushClip(clip))
        other.appendQuad(Self.square("a", x: 0, showing: Self.blue, in: &other))
        other.commands.append(.popClip(clip))
        list.append(contentsOf: other)
        #expect(list.commands == [.quad(0), .pushClip(1), .quad(2), .popClip(1)])
        #expect(list.quads.map(list.layerName(of:)) == ["a", "b", "a"])
        #expect(list.quads.map(list.contents(of:)) == [Self.red, nil, Self.blue])
    }

    /// Long parts are copied in pieces on several threads: every quad lands in order, naming its
    /// own part's picture and name, and every command its own quad. Against what each part
    /// draws, read through its own tables.
    @Test func aJoinOfLongPartsKeepsEveryQuadInOrderWithItsPictureAndName() {
        func part(_ count: Int, _ tag: String) -> DrawList {
            var list = DrawList(viewport: Self.viewport)
            for i in 0..<count {
                let quad = Self.square("\(tag) \(i % 3)", x: Double(i), showing: i % 4 == 0 ? (i % 8 == 0 ? Self.red : Self.blue) : nil, in: &list)
                if i % 100 == 7 {
                    let clip = list.store(quad)
                    list.commands.append(.pushClip(clip))
                    list.appendQuad(quad)
                    list.commands.append(.popClip(clip))
                } else {
                    list.appendQuad(quad)
                }
            }
            return list
        }
        /// What a list draws, command by command: the command's kind, and its quad's place and
        /// what it names, resolved.
        func drawn(_ list: DrawList) -> [String] {
            list.commands.map { command in
                let kind = switch command {
                case .quad: "quad"
                case .pushClip: "push"
                case .popClip: "pop"
                default: "other"
                }
                guard let index = command.quadIndex else { return kind }
                let q = list.quads[index]
                return "\(kind) \(q.unitToScreen.m41) \(list.layerName(of: q) ?? "-") \(list.contents(of: q).map { $0 == Self.red ? "red" : "blue" } ?? "-")"
            }
        }
        let parts = [part(1_000, "b"), part(0, "c"), part(300, "d"), part(2, "e")]
        var joined = part(5, "a")
        let expected = drawn(joined) + parts.flatMap(drawn)
        joined.append(concurrently: parts[...])
        #expect(joined.quads.count == 5 + 1_302 + 13)
        #expect(drawn(joined) == expected)
        // Every command names a quad of the joined list, each quad named by one command (a clip's by two).
        #expect(Set(joined.commands.compactMap(\.quadIndex)) == Set(joined.quads.indices))
    }

    /// Shadows, gradients, polygons, fold passes and surfaces are kept in the list's own arrays
    /// and named by index, as quads are: a list joined from parts draws what the parts drew, in
    /// order, each command naming its own part's value where the join put it, and two lists
    /// keeping equal values at other places are equal.
    @Test func aJoinKeepsWhatEveryCommandDrawsNamedByIndex() {
        func part(_ tag: Double) -> DrawList {
            var list = DrawList(viewport: Self.viewport)
            list.appendQuad(Self.square("q\(tag)", x: tag, in: &list))
            list.append(DrawShadow(unitToScreen: .translation(tag, 0), size: Size(width: 10, height: 10), shape: Rect(x: 2, y: 2, width: 6, height: 6),
                cornerRadius: 0, sigma: tag, color: .black))
            list.append(DrawGradient(unitToScreen: .translation(tag, 1), size: Size(width: 10, height: 10), cornerRadius: 0, kind: .axial,
                start: Point(x: 0, y: 0), end: Point(x: 1, y: 0), stops: [(0, .white), (1, .black)], opacity: 1, antialiasedEdges: []))
            var inner = DrawList(viewport: Size(width: 4, height: 4))
            inner.appendQuad(Self.square("inner \(tag)", x: 0, in: &inner))
            list.append(RenderSurface(texture: TextureReference(id: -1, pixelWidth: 4, pixelHeight: 4), list: inner))
            list.append(DrawPolygon(unitToScreen: .translation(tag, 2), corners: [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 1)],
                contents: Self.red, opacity: tag / 10))
            list.append(AccordionPass(source: Rect(x: tag, y: 0, width: 10, height: 10), contents: Self.blue, strips: Int(tag), theta: 0.5,
                center: Point(x: tag + 5, y: 5)))
            return list
        }
        var joined = part(1)
        joined.append(concurrently: [part(2), part(3)][...])
        #expect(joined.commands.count == 18 && joined.shadows.count == 3 && joined.surfaces.count == 3)
        #expect(joined.shadows.map(\.sigma) == [1, 2, 3] && joined.accordions.map(\.strips) == [1, 2, 3])
        // Command by command, what each names is its part's, in paint order.
        let named: [Double] = joined.commands.compactMap { command in
            switch command {
            case .shadow(let i): joined.shadows[i].sigma
            case .gradient(let i): joined.gradients[i].unitToScreen.m41
            case .polygon(let i): joined.polygons[i].opacity * 10
            case .accordion(let i): Double(joined.accordions[i].strips)
            case .surface(let i): Double(joined.surfaces[i].list.layerName(of: joined.surfaces[i].list.quads[0])!.dropFirst(6))!
            default: nil
            }
        }
        #expect(named == [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3])
        // Built in one list, the same frame; another shadow in one place, another frame.
        var whole = part(1)
        whole.append(contentsOf: part(2))
        whole.append(contentsOf: part(3))
        #expect(whole == joined && whole.dump == joined.dump)
        var other = whole
        other.shadows[1].sigma = 5
        #expect(other != whole)
        #expect(other.damage(since: whole) != Rect(origin: .zero, size: .zero))
    }
}
