import Testing

import CreaseDrawList
import CreaseMath

/// A list's commands name its quads by index: lists compare by what they draw, not by where
/// they keep each quad, and a list appended to another keeps naming its own quads.
struct DrawListEqualityTests {
    static let viewport = Size(width: 100, height: 100)

    /// A white 10-point square at `x`.
    static func square(_ name: String, x: Double) -> DrawQuad {
        DrawQuad(layerName: name, unitToScreen: .scale(10, 10) * .translation(x, 0), size: Size(width: 10, height: 10),
            backgroundColor: .white)
    }

    let a = Self.square("a", x: 0), b = Self.square("b", x: 50)

    @Test func listsDrawingTheSameQuadsAreEqualWhereverTheyKeepThem() {
        var inOrder = DrawList(viewport: Self.viewport)
        inOrder.appendQuad(a)
        inOrder.appendQuad(b)
        let keptBackwards = DrawList(viewport: Self.viewport, commands: [.quad(1), .quad(0)], quads: [b, a])
        #expect(inOrder == keptBackwards)
        #expect(keptBackwards.damage(since: inOrder) == Rect(origin: .zero, size: .zero))
        // The same quads drawn in the other order are another frame.
        let drawnBackwards = DrawList(viewport: Self.viewport, commands: [.quad(0), .quad(1)], quads: [b, a])
        #expect(inOrder != drawnBackwards)
        // Both squares, each grown by the margin: x -2 to 62.
        #expect(drawnBackwards.damage(since: inOrder) == Rect(x: 0, y: 0, width: 62, height: 12))
        // A clip is not a quad, though it names an equal one.
        let clipped = DrawList(viewport: Self.viewport, commands: [.pushClip(0), .popClip(0)], quads: [a])
        let twice = DrawList(viewport: Self.viewport, commands: [.quad(0), .quad(0)], quads: [a])
        #expect(clipped != twice)
    }

    @Test func aBlankQuadWrittenOverInPlaceDrawsAsTheQuadAppendedWhole() {
        var whole = DrawList(viewport: Self.viewport)
        whole.appendQuad(a)
        whole.appendQuad(b)
        var written = DrawList(viewport: Self.viewport)
        written.appendQuad(a)
        let index = written.appendBlankQuad()
        #expect(index == 1 && written.commands == [.quad(0), .quad(1)])
        // Blank, it draws nothing: clear, no picture, no border, no size.
        let blank = written.quads[index]
        #expect(blank.backgroundColor.alpha == 0 && blank.contents == nil && blank.borderWidth == 0 && blank.size == .zero)
        written.quads[index].layerName = "b"
        written.quads[index].unitToScreen = .scale(10, 10) * .translation(50, 0)
        written.quads[index].size = Size(width: 10, height: 10)
        written.quads[index].backgroundColor = .white
        #expect(written == whole)
        // The shared blank is untouched by what was written over its copy.
        #expect(DrawQuad.blank.layerName == nil && DrawQuad.blank.backgroundColor.alpha == 0)
    }

    @Test func anAppendedListNamesItsOwnQuads() {
        var list = DrawList(viewport: Self.viewport)
        list.appendQuad(a)
        var other = DrawList(viewport: Self.viewport)
        let clip = other.store(b)
        other.commands.append(.pushClip(clip))
        other.appendQuad(a)
        other.commands.append(.popClip(clip))
        list.append(contentsOf: other)
        #expect(list.commands == [.quad(0), .pushClip(1), .quad(2), .popClip(1)])
        #expect(list.quads.map(\.layerName) == ["a", "b", "a"])
    }
}
