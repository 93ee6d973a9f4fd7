import CreaseCore
import CreaseDraw
import CreaseImage
import CreaseMath
import CreaseRender
import CreaseTestSupport
import Foundation
import Testing

extension GLSuites {
    /// Shadows of shapes with no closed form: blurred from what casts them, offscreen.
    @Suite
    struct BlurredShadowRenderTests {
        static let size = Size(width: 300, height: 200)

        /// `caster` over white.
        static func scene(_ caster: Layer) -> Layer {
            let root = Layer.root(size: size, name: "root")
            root.backgroundColor = .white
            root.addSublayer(caster)
            return root
        }

        static func render(_ caster: Layer) throws -> Bitmap {
            let image = try OffscreenRenderer(viewport: size).render(scene(caster))
            if let path = ProcessInfo.processInfo.environment["CREASE_LOOK"] { try PNGFile.write(image, to: path + "/\(caster.name ?? "x").png") }
            return image
        }

        /// An ellipse's shadow cast by its path, the layer drawing nothing: dark at its middle,
        /// soft across its rim, nothing far out; along the long axis it reaches further.
        @Test func anEllipsePathCastsASoftEllipse() throws {
            let caster = Layer.make("ellipse", frame: Rect(x: 50, y: 50, width: 200, height: 100))
            caster.shadowPath = .ellipse(caster.bounds)
            caster.shadowOpacity = 1
            caster.shadowRadius = 6
            caster.shadowOffset = Size(width: 0, height: 0)
            let image = try Self.render(caster)
            #expect(RGB(image, 150, 100).r < 10)
            // The rim: (150, 50) top, (50, 100) left; a blurred edge is half covered there.
            #expect((90...165).contains(RGB(image, 150, 50).r), "top rim \(RGB(image, 150, 50))")
            #expect((90...165).contains(RGB(image, 50, 100).r), "left rim \(RGB(image, 50, 100))")
            // 4σ beyond, white; the box's corner (the ellipse does not reach it) white too.
            #expect(RGB(image, 150, 25).r > 250 && RGB(image, 26, 100).r > 250)
            #expect(RGB(image, 60, 58).r > 240)
        }

        /// A caster that only moves or turns keeps its blurred picture: blurred once, then shown
        /// where it now lies, the frame's pixels those a fresh renderer draws; a change of what
        /// casts it blurs it again.
        @Test func aMovingCasterIsBlurredOnce() throws {
            let caster = Layer.make("ellipse", frame: Rect(x: 50, y: 50, width: 120, height: 70))
            caster.shadowPath = .ellipse(caster.bounds)
            caster.shadowOpacity = 0.8
            caster.shadowRadius = 5
            caster.shadowOffset = Size(width: 4, height: 9)
            let root = Self.scene(caster)
            let offscreen = try OffscreenRenderer(viewport: Self.size)
            _ = try offscreen.render(root)
            #expect(offscreen.renderer.stats.surfacesDrawn == 1)
            let changes: [() -> Void] = [{ caster.position = caster.position + Point(x: 37, y: 21) }, { caster.transform = .rotation(0.4, 0, 0, 1) }]
            for (step, change) in changes.enumerated() {
                change()
                let kept = try offscreen.render(root)
                #expect(offscreen.renderer.stats.surfacesDrawn == 0 && offscreen.renderer.stats.surfacesReused == 1, "step \(step)")
                let fresh = try OffscreenRenderer(viewport: Self.size).render(root)
                #expect(kept.pixels == fresh.pixels, "step \(step)")
                // Not a blank agreement: the shadow's middle is dark where it now lies.
                let middle = caster.frame.center + Point(x: 4, y: 9)
                #expect(RGB(kept, Int(middle.x), Int(middle.y)).r < 100, "step \(step)")
            }
            caster.shadowPath = .ellipse(Rect(x: 0, y: 0, width: 100, height: 70))
            _ = try offscreen.render(root)
            #expect(offscreen.renderer.stats.surfacesDrawn == 1)
        }

        /// A picture with a transparent half casts the shadow of its opaque half only.
        @Test func aPictureCastsTheShadowOfItsAlpha() throws {
            var pixels = [UInt8]()
            for _ in 0..<40 { for x in 0..<40 { pixels += x < 20 ? [255, 0, 0, 255] : [0, 0, 0, 0] } }
            let caster = Layer.make("picture", frame: Rect(x: 100, y: 50, width: 80, height: 80))
            caster.contents = .bitmap(Bitmap(width: 40, height: 40, pixels: pixels))
            caster.shadowOpacity = 1
            caster.shadowRadius = 3
            caster.shadowOffset = Size(width: 60, height: 0)
            let image = try Self.render(caster)
            // The red half at x 100-140; its shadow 60 to the right, at 160-200, dark in its middle.
            #expect(RGB(image, 120, 90) == RGB(255, 0, 0))
            #expect(RGB(image, 180, 90).r < 20)
            // Where the clear half's shadow would be (200-240): white.
            #expect(RGB(image, 225, 90).r > 250)
            // The shadow lies under the layer: none shows through the red.
            #expect(RGB(image, 150, 90).r > 250)
        }
    }
}
