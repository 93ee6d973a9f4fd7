import CreaseDrawList
@testable import CreaseGL
import CreaseMath
import Testing

/// A frame drawn in part (`Renderer.draw(_:into:clearColor:limitedTo:)`): the scissor holds the
/// part, quads wholly outside it are passed over, and a run is cut only where they lie.
@Suite final class PartDrawnTests: RecordedFrameSuite {
    /// Ten white 10-point squares in a row, 20 points apart: one run drawn whole.
    func row() -> [DrawQuad] {
        (0..<10).map { DrawQuad(unitToScreen: .scale(10, 10) * .translation(Double($0) * 20, 40), size: Size(width: 10, height: 10),
            backgroundColor: .white) }
    }

    @Test func quadsOutsideThePartArePassedOverAndTheRestDrawnInRuns() throws {
        let quads = row()
        let commands = quads.indices.map { DrawCommand.quad($0) }
        try draw(commands, quads: quads)
        #expect(device.draws.map(\.instances) == [10])
        // The part over squares 3 and 4 (x 60-90): those two alone, in one draw, inside the scissor.
        device.reset()
        try renderer.draw(DrawList(viewport: Self.viewport, commands: commands, quads: quads), into: framebuffer, clearColor: .black,
            limitedTo: Rect(x: 62, y: 30, width: 26, height: 30))
        #expect(device.draws.map(\.instances) == [2])
        #expect(device.commands.contains(.scissor(PixelBox(x: 62, y: 30, width: 26, height: 30))))
        // A square whose antialiased edge reaches a pixel into the part is drawn too: square 5 starts 1 point past it.
        device.reset()
        try renderer.draw(DrawList(viewport: Self.viewport, commands: commands, quads: quads), into: framebuffer, clearColor: .black,
            limitedTo: Rect(x: 62, y: 30, width: 37, height: 30))
        #expect(device.draws.map(\.instances) == [3])
    }

    @Test func aPartBetweenQuadsDrawsNone() throws {
        let quads = row()
        try renderer.draw(DrawList(viewport: Self.viewport, commands: quads.indices.map { DrawCommand.quad($0) }, quads: quads),
            into: framebuffer, clearColor: .black, limitedTo: Rect(x: 0, y: 80, width: 200, height: 20))
        device.reset()
        try renderer.draw(DrawList(viewport: Self.viewport, commands: quads.indices.map { DrawCommand.quad($0) }, quads: quads),
            into: framebuffer, clearColor: .black, limitedTo: Rect(x: 0, y: 80, width: 200, height: 20))
        #expect(device.draws.isEmpty)
        #expect(device.commands.contains { if case .clear = $0 { true } else { false } })
    }
}
