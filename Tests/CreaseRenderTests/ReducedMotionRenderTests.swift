import CreaseCore
import CreaseEffects
import CreaseImage
import CreaseMath
import CreaseRegistry
import CreaseRender
import CreaseScene
import CreaseTestSupport
import Testing

extension GLSuites {
    /// Reduced-motion frames drawn headless: the folder half way through its fading opening, the
    /// list and the notch half way through theirs.
    @Suite
    struct ReducedMotionRenderTests {
        static let size = Size(width: 135, height: 240)

        /// Half way through the 0.5 s, the opening's ease-out stands at 0.6846 (docs/effects.md
        /// §0.5): every pixel where the open folder differs from the screen it opened on is that
        /// share of the open folder's colour and the rest the screen's, where the full opening
        /// would show the lower part half way down instead.
        @Test func theFolderFadesInOverTheScreen() throws {
            var setup = SceneSetup()
            setup.contentScale = 1
            setup.reduceMotion = true
            let start = try OpenFolderScene.openingStart(size: Self.size, setup: setup)
            let offscreen = try OffscreenRenderer(viewport: Self.size, samples: 1)
            let pictures = try [0, 0.25, 0.6].map { delay -> Bitmap in
                let scene = OpenFolderScene(size: Self.size, setup: setup)
                FrameDriver.seek(scene, to: start + delay)
                return try offscreen.render(scene.root, time: start + delay)
            }
            let (screen, half, open) = (pictures[0], pictures[1], pictures[2])
            let p = 0.6846
            var blended = 0, off: [String] = []
            for y in 0..<screen.height {
                for x in 0..<screen.width {
                    let a = screen.pixel(x: x, y: y), b = open.pixel(x: x, y: y), m = half.pixel(x: x, y: y)
                    let channels = [(a.r, b.r, m.r), (a.g, b.g, m.g), (a.b, b.b, m.b)]
                    guard channels.contains(where: { abs(Int($0.0) - Int($0.1)) > 60 }) else { continue }
                    blended += 1
                    let expected = channels.map { Double($0.0) * (1 - p) + Double($0.1) * p }
                    // Within 3: llvmpipe's linear path, which draws these upright layers, blends in
                    // 8-bit fixed point, and a few pixels come out up to 3 levels off the exact mix.
                    if zip(expected, channels).contains(where: { abs($0 - Double($1.2)) > 3 }) { off.append("(\(x), \(y)): \(m), not \(expected)") }
                }
            }
            // The folder's body is most of a 72-point band across the screen.
            #expect(blended > Int(Self.size.width) * 30)
            #expect(off.isEmpty, "\(off.count) pixels, e.g. \(off.prefix(3))")
        }

        /// The list's pulled row and the notch's new receipt fade in over what they replace,
        /// which stays whole beneath: half way through, a pixel the fade does not change keeps
        /// its colour (two pictures translucent at once darkened it by up to a quarter), and every
        /// other lies between its colours before and after (within 3 levels: the linear path).
        /// The demonstrations' first pull of each: the list's from 0.3 s, the notch's run from 1.1 s.
        @Test(arguments: [("folding-list", 0.25, 0.5, 1.2), ("flipping-notch", 1.1, 1.55, 2.1)])
        func whatAFadeLeavesAloneKeepsItsColour(name: String, before: Double, during: Double, after: Double) throws {
            var setup = SceneSetup()
            setup.contentScale = 1
            setup.reduceMotion = true
            let offscreen = try OffscreenRenderer(viewport: Self.size, samples: 1)
            let pictures = try [before, during, after].map { time -> Bitmap in
                let scene = try SceneRegistry.make(name, size: Self.size, setup: setup)
                FrameDriver.seek(scene, to: time)
                return try offscreen.render(scene.root, time: time)
            }
            var kept = 0, changed = 0, off: [String] = []
            for y in 0..<pictures[0].height {
                for x in 0..<pictures[0].width {
                    let (a, m, b) = (RGB(pictures[0], x, y), RGB(pictures[1], x, y), RGB(pictures[2], x, y))
                    let channels = [(a.r, m.r, b.r), (a.g, m.g, b.g), (a.b, m.b, b.b)]
                    if a == b { kept += 1 } else { changed += 1 }
                    if channels.contains(where: { $0.1 < min($0.0, $0.2) - 3 || $0.1 > max($0.0, $0.2) + 3 }) {
                        off.append("(\(x), \(y)): \(m) between \(a) and \(b)")
                    }
                }
            }
            // Both pictures keep much and change much.
            #expect(kept > 2_000 && changed > 2_000, "\(kept) kept, \(changed) changed")
            let outside = off.count
            #expect(outside == 0, "\(name): \(outside) pixels, e.g. \(off.prefix(3))")
        }
    }
}
