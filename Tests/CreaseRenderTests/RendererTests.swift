import CreaseCompositor
import CreaseCore
import CreaseGL
import CreaseImage
import CreaseMath
import CreasePlatform
import CreaseRender
import CreaseShowcases
import CreaseTestSupport
import Testing

extension GLSuites {
    @Suite
    struct RendererTests {
        @Test func quadsSharingATextureGoInOneDrawAndUploadOnce() throws {
            let size = Size(width: 160, height: 90)
            let offscreen = try OffscreenRenderer(viewport: size, samples: 1)
            let scene = TiltedGridScene(count: 16, size: size)
            _ = try offscreen.render(scene.root)
            #expect(offscreen.renderer.stats.drawCalls == 1)
            #expect(offscreen.renderer.stats.instances == 16)
            #expect(offscreen.renderer.stats.textureUploads == 1)
            scene.update(time: 0.3)
            _ = try offscreen.render(scene.root)
            #expect(offscreen.renderer.stats.textureUploads == 0)
        }

        @Test func snapshotOfASubtreeMatchesDrawingItDirectly() throws {
            let size = Size(width: 120, height: 80)
            let offscreen = try OffscreenRenderer(viewport: size, samples: 1)
            let scene = CheckScene(.roundedCorners, size: size)
            let direct = try offscreen.render(scene.root, clearColor: .clear)

            // renderInContext of the root, shown by a plain layer of the same frame.
            let snapshot = try offscreen.renderer.snapshot(scene.root, scale: 1, samples: 1)
            let shown = Layer(name: "shown")
            shown.frame = Rect(origin: .zero, size: size)
            shown.contents = .texture(snapshot)
            let viaSnapshot = try offscreen.render(shown, clearColor: .clear)
            offscreen.renderer.releaseSnapshot(snapshot)

            var worst = 0
            for i in 0..<direct.pixels.count { worst = max(worst, abs(Int(direct.pixels[i]) - Int(viaSnapshot.pixels[i]))) }
            #expect(worst <= 1, "snapshot differs from direct drawing by up to \(worst)")
            #expect(RGB(viaSnapshot, 60, 40) == RGB(0, 122, 255))
        }

        @Test func windowFramebufferReadsBackTopRowFirst() throws {
            // A render target is top-row-first already; the flip path is the window's. Check the
            // clip mapping both ways: the top strip of the scene lands in row 0 of the readback.
            let size = Size(width: 40, height: 40)
            let offscreen = try OffscreenRenderer(viewport: size, samples: 1)
            let root = Layer()
            root.frame = Rect(origin: .zero, size: size)
            let top = Layer()
            top.frame = Rect(x: 0, y: 0, width: 40, height: 10)
            top.backgroundColor = Color(red: 1, green: 0, blue: 0)
            root.addSublayer(top)
            let image = try offscreen.render(root)
            #expect(RGB(image, 20, 2) == RGB(255, 0, 0))
            #expect(RGB(image, 20, 30) == RGB(0, 0, 0))
        }

        @Test func tooLargeTargetsAreRefusedWithTheLimit() throws {
            let offscreen = try OffscreenRenderer(viewport: Size(width: 8, height: 8), samples: 1)
            let gpu = offscreen.renderer.gpu, limit = min(gpu.maxTextureSize, gpu.maxRenderbufferSize)
            let error = #expect(throws: GLError.self) {
                _ = try RenderTarget(pixelWidth: limit + 1, pixelHeight: 8, samples: 1, gpu: gpu)
            }
            #expect(error?.description.hasPrefix("a \(limit + 1)x8 render target is beyond this GPU's limit of \(limit) pixels a side") == true)
        }

        @Test func anOpaqueRootBackgroundBecomesTheClearAndBlendedQuadsDrawApart() throws {
            let size = Size(width: 40, height: 40)
            let offscreen = try OffscreenRenderer(viewport: size, samples: 1)
            let root = Layer()
            root.frame = Rect(origin: .zero, size: size)
            root.backgroundColor = Color(red: 0, green: 0, blue: 1)
            let opaque = Layer()
            opaque.frame = Rect(x: 0, y: 0, width: 20, height: 40)
            opaque.backgroundColor = Color(red: 1, green: 0, blue: 0)
            let veil = Layer()
            veil.frame = Rect(x: 10, y: 0, width: 20, height: 40)
            veil.backgroundColor = Color(red: 0, green: 1, blue: 0, alpha: 0.5)
            root.setSublayers([opaque, veil])
            let image = try offscreen.render(root, clearColor: .white)
            // The root's blue is the clear, not a drawn quad; the red is opaque and the green veil
            // blends in a draw of its own.
            #expect(offscreen.renderer.stats.instances == 2 && offscreen.renderer.stats.drawCalls == 2)
            #expect(RGB(image, 35, 20) == RGB(0, 0, 255))
            #expect(RGB(image, 5, 20) == RGB(255, 0, 0))
            #expect(RGB(image, 15, 20).isClose(to: RGB(128, 128, 0), within: 2))
            #expect(RGB(image, 25, 20).isClose(to: RGB(0, 128, 128), within: 2))
        }
    
        @Test func aPlainColourIsItsBackgroundShadedAndFadedWithNoPicture() throws {
            let size = Size(width: 40, height: 40)
            let offscreen = try OffscreenRenderer(viewport: size, samples: 1)
            let root = Layer.root(size: size, name: "root")
            let panel = Layer.make("panel", frame: Rect(x: 0, y: 0, width: 20, height: 40), color: Color(red: 0.2, green: 0.4, blue: 0.6))
            panel.opacity = 0.5
            panel.shading = Shading(multiplier: 0.5)
            // Turned a little: the slanted edges fade, the inside does not.
            let turned = Layer.make("turned", frame: Rect(x: 24, y: 4, width: 12, height: 32), color: Color(red: 1, green: 1, blue: 0))
            turned.transform = .rotation(0.2, 0, 0, 1)
            root.setSublayers([panel, turned])
            let image = try offscreen.render(root, clearColor: .white)
            // Over white: 0.5·(0.5·colour) + 0.5·white.
            #expect(RGB(image, 10, 20).isClose(to: RGB(140, 153, 166), within: 1))
            #expect(RGB(image, 30, 20) == RGB(255, 255, 0))
            let edge = (0..<40).map { RGB(image, $0, 20) }.filter { $0.b > 0 && $0.b < 255 }
            #expect(!edge.isEmpty, "the turned panel's edges are antialiased")
        }

        @Test func shadingMultipliesAndFadesFromTheEdges() throws {
            let size = Size(width: 40, height: 100)
            let offscreen = try OffscreenRenderer(viewport: size, samples: 1)
            let strip = Layer()
            strip.frame = Rect(origin: .zero, size: size)
            strip.backgroundColor = Color(white: 0.5)
            strip.shading = Shading(multiplier: 0.8, leadingEdge: -0.5, trailingEdge: 0.5, edgeWidth: 0.2)
            let image = try offscreen.render(strip)
            // The middle is 0.5 × 0.8; into the top edge it darkens to half that, into the bottom
            // it brightens by half.
            #expect(RGB(image, 20, 50).isClose(to: RGB(102, 102, 102), within: 1))
            #expect(RGB(image, 20, 0).r < 60 && RGB(image, 20, 0).r > 45)
            #expect(RGB(image, 20, 99).r > 145 && RGB(image, 20, 99).r < 160)
            // Shading.brightness states the shader's formula: the same value down the edge zones.
            for y in [2, 7, 12, 18, 85, 93] {
                let expected = 127.5 * strip.shading!.brightness(at: (Double(y) + 0.5) / 100)
                #expect(abs(Double(RGB(image, 20, y).r) - expected) <= 1.5, "row \(y): \(RGB(image, 20, y)) against \(expected)")
            }
            strip.shading = Shading(multiplier: 1, leadingEdge: -1, edgeWidth: 0.1, axis: .vertical)
            let sideways = try offscreen.render(strip)
            // Across now: black at the left edge, and in the middle the grey as the rule has it
            // (127.5, which a GPU may round either way), within a level.
            let middle = 127.5 * strip.shading!.brightness(at: 20.5 / 40), shown = RGB(sideways, 20, 50)
            #expect(sideways.pixel(x: 0, y: 50).r < 10)
            #expect([shown.r, shown.g, shown.b].allSatisfy { abs(Double($0) - middle) <= 1 }, "\(shown) against \(middle)")
        }
}
}
