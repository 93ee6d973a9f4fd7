import CreaseCore
import CreaseFold
import CreaseGL
import CreaseImage
import CreaseMath
import CreaseRender
import CreaseShowcases
import CreaseTestSupport
import Foundation
import Testing

extension GLSuites {
    /// Contents drawn much smaller, or foreshortened, average what they cover (mipmaps,
    /// trilinear and anisotropic filtering) instead of picking a texel or two and aliasing.
    @Suite
    struct FilteringRenderTests {
        /// Opaque black and white stripes one pixel wide: vertical ones (alternate columns), or
        /// horizontal ones (alternate rows).
        static func stripes(width: Int, height: Int, vertical: Bool) -> Bitmap {
            var pixels = [UInt8](repeating: 255, count: width * height * 4)
            for y in 0..<height {
                for x in 0..<width where (vertical ? x : y) % 2 == 0 {
                    let i = (y * width + x) * 4
                    (pixels[i], pixels[i + 1], pixels[i + 2]) = (0, 0, 0)
                }
            }
            return Bitmap(width: width, height: height, pixels: pixels)
        }

        @Test func stripesDrawnSixteenTimesNarrowerAreMidGrey() throws {
            // 512 columns into 36 pixels: sampling level 0 lands on black, white or a mix.
            let offscreen = try OffscreenRenderer(viewport: Size(width: 36, height: 16), samples: 1)
            let layer = Layer()
            layer.frame = Rect(x: 0, y: 0, width: 36, height: 16)
            layer.contents = .bitmap(Self.stripes(width: 512, height: 16, vertical: true))
            let image = try offscreen.render(layer)
            // The end columns reach past the picture's edge, which repeats its black and its white.
            let row = (1..<35).map { RGB(image, $0, 8).r }
            #expect(row.allSatisfy { abs($0 - 128) <= 8 }, "\(row)")
        }

        @Test func aSteepAccordionInTheFoldPassIsMidGrey() throws {
            // Rows of stripes folded at 80°: each strip shows its rows about six times shorter.
            let size = Size(width: 160, height: 320)
            let offscreen = try OffscreenRenderer(viewport: size, samples: 1)
            offscreen.renderer.gl.foldPassMinimumStrips = 1
            let theta = 80.0 * .pi / 180
            let scene = FoldScene(size: size, picture: Self.stripes(width: 160, height: 320, vertical: false),
                                  fold: LayerFold(strips: 8, light: .flat), amount: FoldStyle.accordion(.center).amount(angle: theta))
            let image = try offscreen.render(scene.root)
            #expect(offscreen.renderer.stats.instances == 1, "drawn by the fold pass")
            // Down the middle column, inside the fold's extent (clear of its first and last rows).
            let extent = 320 * cos(theta)
            let rows = Int((160 - extent / 2).rounded(.up)) + 2...Int((160 + extent / 2).rounded(.down)) - 2
            let column = rows.map { RGB(image, 80, $0).r }
            #expect(column.allSatisfy { abs($0 - 128) <= 16 }, "\(column)")
        }
    }
}
