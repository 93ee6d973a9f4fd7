import Testing

import CreaseCompositor
import CreaseCore
import CreaseDrawList
import CreaseMath

/// How many pixels a quad covers and how thin it is: what the renderer splits large opaque
/// antialiased quads into an inside and an edge ring by.
struct PixelFootprintTests {
    func quad(_ configure: (Layer) -> Void) throws -> DrawQuad {
        let root = Layer(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 400, height: 400)
        let layer = Layer(name: "quad")
        layer.frame = Rect(x: 100, y: 150, width: 200, height: 100)
        layer.backgroundColor = .white
        configure(layer)
        root.addSublayer(layer)
        let list = Compositor().drawList(for: root, viewport: Size(width: 400, height: 400))
        guard case .quad(let q)? = list.commands.last else { throw FootprintError.noQuad }
        return list.quads[q]
    }

    enum FootprintError: Error { case noQuad }

    @Test func anUprightOrTurnedRectangleKeepsItsAreaAndItsShortSide() throws {
        let upright = try #require(try quad { _ in }.pixelFootprint(pixelsPerPoint: 1, 1))
        #expect(abs(upright.area - 20_000) < 1e-6 && abs(upright.thickness - 100) < 1e-9)
        let turned = try #require(try quad { $0.transform = .rotation(0.6, 0, 0, 1) }.pixelFootprint(pixelsPerPoint: 1, 1))
        #expect(abs(turned.area - 20_000) < 1e-6 && abs(turned.thickness - 100) < 1e-9)
        // At 2 pixels a point across and 3 down: 6 times the pixels, 400 wide by 300 tall.
        let scaled = try #require(try quad { _ in }.pixelFootprint(pixelsPerPoint: 2, 3))
        #expect(abs(scaled.area - 120_000) < 1e-6 && abs(scaled.thickness - 300) < 1e-9)
    }

    @Test func aQuadTurnedEdgeOnHasNoAreaAndOneBehindTheEyeNoFootprint() throws {
        // About x by 90°, no perspective: its height is gone.
        let edgeOn = try #require(try quad { $0.transform = .rotation(.pi / 2, 1, 0, 0) }.pixelFootprint(pixelsPerPoint: 1, 1))
        #expect(edgeOn.area < 1e-6 && edgeOn.thickness < 1e-6)
        // Pushed to z = 2000 under m34 = −1/1000, its w is negative: nothing to measure.
        let behind = try quad {
            var perspective = Transform3D.identity
            perspective.m34 = -1.0 / 1000
            $0.transform = .translation(0, 0, 2000) * perspective
        }
        #expect(behind.pixelFootprint(pixelsPerPoint: 1, 1) == nil)
    }
}
