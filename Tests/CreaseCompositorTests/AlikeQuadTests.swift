import Testing

@testable import CreaseCompositor
import CreaseCore
import CreaseMath

/// Quads that draw alike move together only past quads whose pixels they do not touch.
struct AlikeQuadTests {
    let viewport = Size(width: 100, height: 100)

    /// An upright rectangle named `name`; quads draw alike when their names start alike.
    func quad(_ name: String, _ rect: Rect) -> DrawCommand {
        var q = DrawQuad(unitToScreen: .scale(rect.width, rect.height) * .translation(rect.minX, rect.minY), size: rect.size)
        q.layerName = name
        return .quad(q)
    }

    func grouped(_ commands: [DrawCommand], scale: Double = 1, byPixelCentre: Bool = true) -> [String] {
        var list = DrawList(viewport: viewport)
        list.commands = commands
        list.groupAlikeQuads(pixelsPerPoint: (scale, scale), edgesByPixelCentre: byPixelCentre) { Int($0.layerName?.utf8.first ?? 0) }
        return list.commands.map { command in
            switch command {
            case .quad(let q): q.layerName ?? ""
            case .pushClip: "clip"
            case .popClip: "end clip"
            case .beginDepthContext: "3d"
            case .endDepthContext: "end 3d"
            case .accordion: "accordion"
            }
        }
    }

    /// Rows 20 pt tall, each followed by a 1-pt line along its own bottom.
    func rowsAndLines(_ n: Int, rowTop: Double = 0) -> [DrawCommand] {
        (0..<n).flatMap { i in
            let top = rowTop + Double(i) * 20
            return [quad("r\(i)", Rect(x: 0, y: top, width: 100, height: 20)), quad("l\(i)", Rect(x: 0, y: top + 19, width: 100, height: 1))]
        }
    }

    @Test func separatorLinesGoTogetherAfterTheRowsTheyLieOn() {
        // Each row draws unlike the others ("0row", "1row"...), the lines alike.
        let rows = rowsAndLines(4).map { command -> DrawCommand in
            guard case .quad(var q) = command, let name = q.layerName, name.hasPrefix("r") else { return command }
            q.layerName = "\(name.dropFirst())row"
            return .quad(q)
        }
        #expect(grouped(rows) == ["0row", "1row", "2row", "3row", "l0", "l1", "l2", "l3"])
    }

    @Test func aQuadNeverMovesPastOneItOverlaps() {
        // The line lies across the next row's top pixel row: it must stay under that row.
        let commands = [quad("a0", Rect(x: 0, y: 0, width: 100, height: 20)), quad("l0", Rect(x: 0, y: 19, width: 100, height: 1.6)),
                        quad("b0", Rect(x: 0, y: 20, width: 100, height: 20)), quad("l1", Rect(x: 0, y: 39, width: 100, height: 1))]
        #expect(grouped(commands) == ["a0", "l0", "b0", "l1"])
        // Half a point lower the line's pixels (centres 19.5 and 20.5) are the row's too.
        let touching = [quad("a0", Rect(x: 0, y: 0, width: 100, height: 20)), quad("l0", Rect(x: 0, y: 19, width: 100, height: 1.5)),
                        quad("b0", Rect(x: 0, y: 20.5, width: 100, height: 20)), quad("l1", Rect(x: 0, y: 40, width: 100, height: 1))]
        #expect(grouped(touching) == ["a0", "l0", "b0", "l1"])
        // A point apart, the line's pixel row is its own: it joins the next line.
        let gap = [quad("a0", Rect(x: 0, y: 0, width: 100, height: 19)), quad("l0", Rect(x: 0, y: 18, width: 100, height: 1)),
                   quad("b0", Rect(x: 0, y: 20, width: 100, height: 20)), quad("l1", Rect(x: 0, y: 39, width: 100, height: 1))]
        #expect(grouped(gap) == ["a0", "b0", "l0", "l1"])
    }

    @Test func multisampledOrTurnedQuadsKeepTwoPixelsClear() {
        let gap = [quad("a0", Rect(x: 0, y: 0, width: 100, height: 19)), quad("l0", Rect(x: 0, y: 18, width: 100, height: 1)),
                   quad("b0", Rect(x: 0, y: 20, width: 100, height: 20)), quad("l1", Rect(x: 0, y: 39, width: 100, height: 1))]
        // Multisampled, a one-point gap between line and row is not enough; five points are.
        #expect(grouped(gap, byPixelCentre: false) == ["a0", "l0", "b0", "l1"])
        let wide = [quad("a0", Rect(x: 0, y: 0, width: 100, height: 19)), quad("l0", Rect(x: 0, y: 14, width: 100, height: 1)),
                    quad("b0", Rect(x: 0, y: 20, width: 100, height: 20)), quad("l1", Rect(x: 0, y: 39, width: 100, height: 1))]
        #expect(grouped(wide, byPixelCentre: false) == ["a0", "b0", "l0", "l1"])
        // At half a pixel a point the same five points are too close.
        #expect(grouped(wide, scale: 0.5, byPixelCentre: false) == ["a0", "l0", "b0", "l1"])
        // A quad turned a little is judged by its bounds, grown by two pixels.
        var turned = DrawQuad(unitToScreen: .scale(100, 1) * .rotation(0.01, 0, 0, 1) * .translation(0, 14), size: Size(width: 100, height: 1))
        turned.layerName = "l0"
        let near = [quad("a0", Rect(x: 0, y: 0, width: 100, height: 19)), .quad(turned),
                    quad("b0", Rect(x: 0, y: 17.5, width: 100, height: 20)), quad("l1", Rect(x: 0, y: 39, width: 100, height: 1))]
        #expect(grouped(near) == ["a0", "l0", "b0", "l1"])
        #expect(grouped(wide.enumerated().map { $0.offset == 1 ? .quad(turned) : $0.element }) == ["a0", "b0", "l0", "l1"])
    }

    @Test func clipsAndDepthContextsAreNotCrossed() {
        let a = quad("a0", Rect(x: 0, y: 0, width: 10, height: 10)), b = quad("b0", Rect(x: 20, y: 0, width: 10, height: 10))
        let a2 = quad("a1", Rect(x: 40, y: 0, width: 10, height: 10))
        guard case .quad(let clip) = quad("clip", Rect(x: 0, y: 0, width: 100, height: 100)) else { return }
        #expect(grouped([a, b, a2]) == ["b0", "a0", "a1"])
        #expect(grouped([a, .pushClip(clip), b, a2, .popClip(clip)]) == ["a0", "clip", "b0", "a1", "end clip"])
        #expect(grouped([.beginDepthContext, a, b, a2, .endDepthContext, a, b, a2]) == ["3d", "a0", "b0", "a1", "end 3d", "b0", "a0", "a1"])
    }

    @Test func aQuadBehindTheEyeOverlapsEverything() {
        // w = 1 − v·2 is negative over half the quad: its outline projects anywhere.
        var behind = DrawQuad(unitToScreen: Transform3D(r1: [10, 0, 0, 0], r2: [0, 10, 0, -2], r3: [0, 0, 1, 0], r4: [0, 0, 0, 1]),
                              size: Size(width: 10, height: 10))
        behind.layerName = "b0"
        let a = quad("a0", Rect(x: 80, y: 80, width: 10, height: 10)), a2 = quad("a1", Rect(x: 90, y: 90, width: 5, height: 5))
        #expect(grouped([a, .quad(behind), a2]) == ["a0", "b0", "a1"])
    }
}
