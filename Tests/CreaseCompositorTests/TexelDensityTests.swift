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

    /// The renderer's question, asked with no square root, answers as the density measured: a
    /// picture squeezed a little under and a little over 2:1, across or down, upright, turned
    /// in the plane and turned away in perspective; none without contents.
    @Test func minifiedIsMoreThanTwoTexelsAPixel() {
        var asked = 0
        for (width, height) in [(105.0, 50.0), (95.0, 50.0), (100.0, 52.0), (100.0, 48.0)] {
            for transform in [Transform3D.identity, .rotation(0.7, 0, 0, 1), .rotation(0.9, 0, 1, 0), .rotation(1.3, 1, 0, 0)] {
                let r = root()
                r.sublayerTransform = .perspective(distance: 500)
                let layer = Layer.make("picture", frame: Rect(x: 100, y: 100, width: width, height: height))
                layer.transform = transform
                let q = quad(layer, in: r)
                let outline = DrawQuad.PixelOutline(q.projectedCorners, pixelsPerPoint: 1, 1)
                #expect(q.isMinified(outline: outline) == (q.texelsPerPixel(outline: outline) > DrawQuad.trilinearPast), "\(width)x\(height) \(transform)")
                if q.isMinified(outline: outline) { asked += 1 }
            }
        }
        // Both answers came up: the squeezes straddle the threshold.
        #expect(asked > 0 && asked < 16)
        let plain = DrawQuad(unitToScreen: .identity, size: Size(width: 1, height: 1))
        #expect(!plain.isMinified(outline: DrawQuad.PixelOutline(plain.projectedCorners, pixelsPerPoint: 1, 1)))
    }
}
