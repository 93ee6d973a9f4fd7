import CreaseCore
import CreaseEffects
import CreaseGestures
import CreaseImage
import CreaseMath
import CreaseRender
import CreaseScene
import CreaseTestSupport
import Testing

extension GLSuites {
    /// The folding list drawn headless: docs/effects.md §5.2's fold and §5.3's colours in pixels, rows
    /// meeting at every frame of a settle, and the demonstration's three moments as goldens.
    @Suite
    struct FoldingListRenderTests {
        static let phone = Size(width: 320, height: 480)

        static func list(_ count: Int) -> FoldingListEffect {
            FoldingListEffect(size: phone, items: (0..<count).map { "Row \($0)" }, newItems: ["New"], contentScale: 1)
        }

        /// Not the black background: every row's colour, darkened or lined, is brighter.
        static func covered(_ image: Bitmap, _ x: Int, _ y: Int) -> Bool { RGB(image, x, y).r > 40 }

        static func rgb(_ c: Color, times k: Double = 1) -> RGB {
            RGB(Int((c.red * k * 255).rounded()), Int((c.green * k * 255).rounded()), Int((c.blue * k * 255).rounded()))
        }

        /// A row pulled 45 pt folds back: measured at 4 pixels a point, its crease (the slot's
        /// middle) is 291.1 pt wide and its top edge 18.77 pt above the crease.
        @Test func aRowPulled45PointsHasTheTablesCreaseAndTopEdge() throws {
            let list = Self.list(7)
            list.panBegan(translation: Point(x: 0, y: 45))
            #expect(list.phase == .pullCreating && list.slots[0] == 45)
            let scale = 4.0
            let image = try OffscreenRenderer(viewport: Self.phone, scale: scale, samples: 1).render(list.container)
            // Pixel row 90 has its centre at y = 22.5, the crease.
            let crease = (0..<image.width).filter { Self.covered(image, $0, 90) }
            let width = Double(crease.count) / scale
            #expect(abs(width - 291.1) < 0.5, "crease \(width) pt wide")
            #expect(crease.last! - crease.first! + 1 == crease.count)  // one span, centred
            #expect(abs(Double(crease.first! + crease.last! + 1) / 2 / scale - 160) < 0.5)
            let top = (0..<image.height).first { Self.covered(image, 640, $0) }!
            let topEdge = Double(top) / scale - 22.5
            #expect(abs(topEdge - -18.77) < 0.3, "top edge \(topEdge)")
            // Its bottom edge stays on the slot's: row 1 starts right under it, full width.
            #expect(Self.covered(image, 2, 45 * 4 - 2) && Self.covered(image, 1277, 45 * 4 + 2))
        }

        @Test func heatMapAndShadingInPixels() throws {
            let list = Self.list(7)
            let offscreen = try OffscreenRenderer(viewport: Self.phone, samples: 1)
            let flat = try offscreen.render(list.container)
            for (i, expected) in [(0, RGB(217, 0, 22)), (3, RGB(224, 75, 25)), (6, RGB(232, 150, 27))] {
                #expect(RGB(flat, 310, i * 60 + 5).isClose(to: expected, within: 1), "row \(i): \(RGB(flat, 310, i * 60 + 5))")
            }
            // Row 3 pinched to 30 pt (f = 0.5) by fingers from its edges (180, 240) to 195 and 225:
            // the list above follows the upper finger down 15 pt, so the row lies at 195…225; its
            // top half at 0.825, its bottom half at 0.925.
            list.pinchBegan(center: Point(x: 160, y: 210), initial: [Point(x: 160, y: 180), Point(x: 160, y: 240)],
                current: [Point(x: 160, y: 195), Point(x: 160, y: 225)], scale: 0.5)
            #expect(list.phase == .pinchClosing && list.rowFrames[3] == Rect(x: 0, y: 195, width: 320, height: 30))
            let pinched = try offscreen.render(list.container)
            let color = list.colors[3]
            #expect(RGB(pinched, 310, 198).isClose(to: Self.rgb(color, times: 0.825), within: 2), "\(RGB(pinched, 310, 198))")
            #expect(RGB(pinched, 310, 220).isClose(to: Self.rgb(color, times: 0.925), within: 2), "\(RGB(pinched, 310, 220))")
            // The rows around it are flat and untouched, and meet it.
            #expect(RGB(pinched, 310, 193).isClose(to: Self.rgb(list.colors[2]), within: 1))
            #expect(RGB(pinched, 310, 227).isClose(to: Self.rgb(list.colors[4]), within: 1))
        }

        /// A pinch open and a pinch shut, each let go mid-way: at every frame of both settles the
        /// centre column shows rows, never the background, from the first row down.
        @Test func noBackgroundBetweenRowsAtAnyFrameOfASettle() throws {
            var setup = SceneSetup()
            setup.contentScale = 1
            let open = GestureScript.pinch(about: Point(x: 160, y: 150), from: Point(x: 0, y: 30), to: Point(x: 0, y: 48), at: 0.1, duration: 0.4)
            let shut = GestureScript.pinch(about: Point(x: 160, y: 270), from: Point(x: 0, y: 30), to: Point(x: 0, y: 24), at: 1, duration: 0.3)
            setup.script = GestureScript(events: open + shut)
            let scene = FoldingListScene(size: Self.phone, setup: setup)
            let offscreen = try OffscreenRenderer(viewport: Self.phone, samples: 1)
            var settleFrames = 0
            for k in 0...90 {
                let t = Double(k) / 60
                scene.update(time: t)
                guard scene.effect.phase == .settling else { continue }
                settleFrames += 1
                let image = try offscreen.render(scene.root, time: t)
                let firstRow = max(0, Int(scene.effect.rowFrames[0].minY.rounded(.up)))
                let gaps = (firstRow..<480).filter { !Self.covered(image, 160, $0) }
                #expect(gaps.isEmpty, "frame \(k): background at y \(gaps.prefix(5))")
            }
            #expect(settleFrames >= 26)  // two settles of 15 frames
        }

        /// The demonstration's pull half-way, its pinch open and its pinch shut, at 320×480.
        @Test(arguments: [(0.55, "folding-list-pull"), (1.6, "folding-list-pinch-open"), (2.75, "folding-list-pinch-close")])
        func demonstrationGoldens(_ t: (time: Double, name: String)) throws {
            var setup = SceneSetup()
            setup.contentScale = 1
            let scene = FoldingListScene(size: Self.phone, setup: setup)
            let frames = Int((t.time * 60).rounded())
            for k in 0...frames { scene.update(time: Double(k) / 60) }
            let image = try OffscreenRenderer(viewport: Self.phone).render(scene.root, time: Double(frames) / 60)
            try GoldenImage.check(image, named: t.name)
        }
    }
}
