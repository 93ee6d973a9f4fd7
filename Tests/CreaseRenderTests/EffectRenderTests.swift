import CreaseCore
import CreaseEffects
import CreaseImage
import CreaseMath
import CreasePlatform
import CreaseRender
import CreaseTestSupport
import Testing

extension GLSuites {
    /// The effects drawn headless at checkpoints, with pictures whose colours say where each pixel
    /// came from.
    @Suite
    struct EffectRenderTests {
        /// Row y of the picture is (y, 255 − y, 60): the row a pixel shows can be read off it.
        static func rowCoded(width: Int, height: Int) -> Bitmap {
            var pixels = [UInt8](repeating: 255, count: width * height * 4)
            for y in 0..<height {
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    pixels[i] = UInt8(y)
                    pixels[i + 1] = UInt8(255 - y)
                    pixels[i + 2] = 60
                }
            }
            return Bitmap(width: width, height: height, pixels: pixels)
        }

        static func solid(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> LayerContents {
            .bitmap(Bitmap(width: 4, height: 4, filledWith: (r, g, b, 255)))
        }

        func host(_ layer: Layer, _ size: Size) -> LayerTreeHost {
            let root = Layer()
            root.frame = Rect(origin: .zero, size: size)
            root.addSublayer(layer)
            let host = LayerTreeHost(root: root)
            host.advance(to: 0)
            return host
        }

        @Test func panFoldTintsTheRightHalfByTheAngle() throws {
            let size = Size(width: 120, height: 80)
            let effect = PanFoldEffect(size: size, snapshot: .bitmap(Bitmap(width: 120, height: 80, filledWith: (200, 100, 50, 255))))
            let h = host(effect.container, size)
            let offscreen = try OffscreenRenderer(viewport: size, samples: 1)
            // At rest the screen is the plain picture: no halves, no tint, no seam.
            let rest = try offscreen.render(h.root)
            #expect(RGB(rest, 30, 40) == RGB(200, 100, 50) && RGB(rest, 60, 40) == RGB(200, 100, 50) && RGB(rest, 90, 40) == RGB(200, 100, 50))
            // A pan that has begun but not moved: the halves, flat and untinted, as at rest.
            effect.panChanged(translation: .zero, host: h)
            let flat = try offscreen.render(h.root)
            #expect(RGB(flat, 30, 40) == RGB(200, 100, 50) && RGB(flat, 90, 40) == RGB(200, 100, 50))
            // Folded by a 90 pt pan (15°): the halves leave a gap at the centre, the right one at
            // 0.95 (half of the full tint's 0.1), near its pinned edge.
            effect.panChanged(translation: Point(x: 90, y: 0), host: h)
            let folded = try offscreen.render(h.root)
            #expect(RGB(folded, 60, 40) == RGB(0, 0, 0))
            #expect(RGB(folded, 2, 40) == RGB(200, 100, 50))
            #expect(RGB(folded, 117, 40).isClose(to: RGB(190, 95, 48), within: 1))
            // 180 pt (30°) and beyond: the full 0.9.
            effect.panChanged(translation: Point(x: 240, y: 0), host: h)
            #expect(RGB(try offscreen.render(h.root), 117, 40).isClose(to: RGB(180, 90, 45), within: 1))
        }

        /// Released at 30° at the demonstration's 240 pt/s, the right half's tint fades with the
        /// spring back: no pixel near its pinned edge (where the fold barely moves it) changes by
        /// more than 3 levels from one frame to the next, through the frame where the plain
        /// picture comes back (the tint used to drop from 0.9 to 1 there: 20 levels of 200).
        @Test func panFoldSettlesWithoutAStepInTheTint() throws {
            let size = Size(width: 120, height: 80)
            let effect = PanFoldEffect(size: size, snapshot: .bitmap(Bitmap(width: 120, height: 80, filledWith: (200, 100, 50, 255))))
            let h = host(effect.container, size)
            let offscreen = try OffscreenRenderer(viewport: size, samples: 1)
            effect.panChanged(translation: Point(x: 180, y: 0), host: h)
            effect.panEnded(velocity: Point(x: 240, y: 0), host: h)
            var settledFrame: Int?
            effect.onSettled = { settledFrame = settledFrame ?? 0 }
            var probes = [RGB(try offscreen.render(h.root, time: 0), 117, 40)]
            for k in 1...60 {
                let t = Double(k) / 60
                h.advance(to: t)
                effect.update(time: t)
                if settledFrame == 0 { settledFrame = k }
                probes.append(RGB(try offscreen.render(h.root, time: t), 117, 40))
            }
            #expect(probes[0].isClose(to: RGB(180, 90, 45), within: 1) && probes.last == RGB(200, 100, 50))
            #expect(settledFrame.map { $0 > 10 && $0 < 50 } == true, "settled at frame \(String(describing: settledFrame))")
            for (k, (a, b)) in zip(probes, probes.dropFirst()).enumerated() {
                #expect(abs(a.r - b.r) <= 3 && abs(a.g - b.g) <= 3 && abs(a.b - b.b) <= 3, "frame \(k) to \(k + 1): \(a) to \(b)")
            }
        }

        /// The open folder's arrow meets its body with no line between them (docs/effects.md §1.1): its
        /// last pixel row, along the base, is the linen's (56, 59, 66) under the arrow's middle half,
        /// not the screen showing through a half-covered row. The scene's arrow is 10.68 pt tall on
        /// 375 × 667, so its base falls inside a pixel at both scales.
        @Test(arguments: [1.0, 2.0])
        func openFolderArrowMeetsTheBodyWithoutALine(scale: Double) throws {
            let size = Size(width: 375, height: 667)
            let scene = OpenFolderScene(size: size)
            FrameDriver.seek(scene, to: 1.2)  // opened by the demonstration's tap at 0.5 s, at rest
            let (_, body, arrow) = scene.effect.folderLayers
            let tip = scene.effect.arrowTip(atHostTime: 1.2)
            let base = tip.y + arrow.bounds.height
            #expect(abs(base - (tip.y + body.frame.minY)) < 1e-9)
            // The last pixel row whose centre lies above the base.
            let row = Int((base * scale - 0.5).rounded(.up)) - 1
            let frame = try OffscreenRenderer(viewport: size, scale: scale).render(scene.root, time: 1.2)
            let quarter = arrow.bounds.width / 4
            for x in Int(((tip.x - quarter) * scale).rounded(.up))...Int(((tip.x + quarter) * scale).rounded(.down)) {
                #expect(RGB(frame, x, row).isClose(to: RGB(56, 59, 66), within: 1), "x \(x), row \(row)")
            }
        }

        @Test func openDoorsAtTheMiddleOfTheOpening() throws {
            let size = Size(width: 200, height: 300)
            let doors = OpenDoorsEffect(size: size) { _ in
                .init(background: Self.solid(0, 200, 0), left: Self.solid(200, 0, 0), right: Self.solid(0, 0, 200))
            }
            let offscreen = try OffscreenRenderer(viewport: size, samples: 1)
            doors.update(time: 1)
            let shut = try offscreen.render(doors.container)
            #expect(RGB(shut, 50, 150) == RGB(200, 0, 0) && RGB(shut, 150, 150) == RGB(0, 0, 200))
            doors.update(time: 4.1)  // each door 150 pt along (travel 300): the app shows between
            let half = try offscreen.render(doors.container)
            #expect(RGB(half, 100, 150) == RGB(0, 200, 0))
            #expect(RGB(half, 40, 150) == RGB(0, 200, 0))
            #expect(RGB(half, 10, 150) == RGB(0, 200, 0))  // left door is at −150…−50
        }
    }
}
