import Testing

import CreaseCompositor
import CreaseCore
import CreaseDrawList
import CreaseImage
import CreaseMath

/// Whether a quad shows its contents smaller than they are: the renderer samples those
/// trilinearly and the rest bilinearly.
struct TexelDensityTests {
    func quad(_ layer: Layer, in root: Layer, pixels: (Int, Int) = (200, 100)) -> DrawQuad {
        layer.contents = .bitmap(Bitmap(width: pixels.0, height: pixels.1, filledWith: (0, 0, 0, 255)))
        root.addSublayer(layer)
        let list = Compositor().drawList(for: root, viewport: Size(width: 400, height: 400))
        guard case .quad(let q)? = list.commands.last else { fatalError("no quad in \(list.dump)") }
        return list.quads[q]
    }

    func root() -> Layer {
        let root = Layer(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 400, height: 400)
        return root
    }

    @Test func aPictureAtItsOwnSizeIsOneTexelAPixelTurnedOrNot() {
        let layer = Layer.make("picture", frame: Rect(x: 10, y: 10, width: 200, height: 100))
        #expect(abs(quad(layer, in: root()).texelsPerPixel(pixelsPerPoint: 1, 1) - 1) < 1e-9)
        layer.transform = .rotation(0.7, 0, 0, 1)
        #expect(abs(quad(layer, in: root()).texelsPerPixel(pixelsPerPoint: 1, 1) - 1) < 1e-9)
        // Drawn at 2 pixels a point, it is magnified: half a texel a pixel.
        #expect(abs(quad(layer, in: root()).texelsPerPixel(pixelsPerPoint: 2, 2) - 0.5) < 1e-9)
    }

    @Test func halvingAPictureOrTurningItAwayMinifiesIt() {
        let small = Layer.make("small", frame: Rect(x: 10, y: 10, width: 100, height: 50))
        #expect(abs(quad(small, in: root()).texelsPerPixel(pixelsPerPoint: 1, 1) - 2) < 1e-9)
        let r = root()
        r.sublayerTransform = .perspective(distance: 500)
        let turned = Layer.make("turned", frame: Rect(x: 100, y: 100, width: 200, height: 100))
        turned.transform = .rotation(1.2, 0, 1, 0)
        #expect(quad(turned, in: r).texelsPerPixel(pixelsPerPoint: 1, 1) > 2)
        // A contentsRect showing a quarter of the picture over the same bounds: magnified.
        let zoomed = Layer.make("zoomed", frame: Rect(x: 10, y: 10, width: 200, height: 100))
        zoomed.contentsRect = Rect(x: 0, y: 0, width: 0.5, height: 0.5)
        #expect(abs(quad(zoomed, in: root()).texelsPerPixel(pixelsPerPoint: 1, 1) - 0.5) < 1e-9)
    }
}
