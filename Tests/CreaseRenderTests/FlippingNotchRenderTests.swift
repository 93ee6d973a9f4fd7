import CreaseCore
import CreaseEffects
import CreaseImage
import CreaseMath
import CreaseRender
import CreaseTestSupport
import Testing

extension GLSuites {
    /// The flipping notch's built-in pull, drawn at the checkpoints of docs/effects.md §4.6.
    @Suite
    struct FlippingNotchRenderTests {
        static let size = Size(width: 375, height: 812)
        static let purple = RGB(86, 67, 149)

        /// The scene seeked to `delay` seconds after its first release.
        func scene(at delay: Double, size: Size = size) throws -> (FlippingNotchScene, Double) {
            let probe = FlippingNotchScene(size: size)
            FrameDriver.seek(probe, to: 1.3)
            let release = try #require(probe.effect.runStart)
            let scene = FlippingNotchScene(size: size)
            FrameDriver.seek(scene, to: release + delay)
            return (scene, release + delay)
        }

        func render(_ scene: FlippingNotchScene, at time: Double, samples: Int = 1) throws -> Bitmap {
            try OffscreenRenderer(viewport: scene.root.bounds.size, samples: samples).render(scene.root, time: time)
        }

        @Test func afterTheDropTheCardIsDarkAt40AndTheListAt161Point5() throws {
            let (scene, t) = try scene(at: 0.3)
            // Two pixels a point, one sample a pixel: every edge probed falls on a pixel boundary
            // or well inside a pixel, never on a pixel's centre, so any GPU draws these pixels
            // alike (a row half covered would show the GPU's own sample positions).
            let frame = try OffscreenRenderer(viewport: scene.root.bounds.size, scale: 2).render(scene.root, time: t)
            // The card, (83, 40, 209, 107.85): the root colour at 0.2 over black.
            #expect(RGB(frame, 374, 188) == RGB(17, 13, 30))
            #expect(RGB(frame, 166, 188) == RGB(17, 13, 30) && RGB(frame, 165, 188) == Self.purple)
            #expect(RGB(frame, 374, 80) == RGB(17, 13, 30) && RGB(frame, 374, 79) == Self.purple)
            #expect(RGB(frame, 374, 294) == RGB(17, 13, 30) && RGB(frame, 374, 297) == Self.purple)
            // The first cell's top at 161.5 points, pixel row 323: purple down to 322, white from 323.
            #expect(RGB(frame, 200, 322) == Self.purple && RGB(frame, 200, 323) == .white)
        }

        /// On 320 wide the dropped card is 177·209/288 = 128.45 tall, (55.5, 40) to 168.45; the
        /// first cell's top comes to 178.45, the line spacing below it, not to 161.5 under it.
        @Test func onANarrowScreenTheDroppedCardLeavesTheFirstCellClear() throws {
            let (scene, t) = try scene(at: 0.3, size: Size(width: 320, height: 480))
            let frame = try render(scene, at: t, samples: 4)
            // The card's last rows, the purple gap, then the cell's white, under the card's middle.
            #expect(RGB(frame, 160, 166) == RGB(17, 13, 30))
            for y in 170...176 { #expect(RGB(frame, 160, y) == Self.purple, "row \(y)") }
            #expect(RGB(frame, 160, 180) == .white)
            // Beside the card the cell starts at the same row.
            #expect(RGB(frame, 30, 176) == Self.purple && RGB(frame, 30, 180) == .white)
        }

        @Test func atTheEndTheNewReceiptIsOnTopAndTheOldAt255() throws {
            let (scene, t) = try scene(at: 0.9)
            let frame = try render(scene, at: t)
            #expect(scene.effect.receipts.count == 2 && scene.effect.runStart == nil)
            // Rows 68-245 the new receipt (its logo blue), 245-255 the gap, 255 on the old one.
            #expect(RGB(frame, 100, 70) == .white && RGB(frame, 100, 250) == Self.purple && RGB(frame, 100, 256) == .white)
            #expect(RGB(frame, 100, 244) == .white && RGB(frame, 100, 246) == Self.purple)
            #expect(RGB(frame, 46, 68 + 80) == RGB(30, 90, 170))
            #expect(RGB(frame, 46, 255 + 80) == RGB(0, 112, 74))
        }

        @Test func edgeOnAt06ThenTheReceiptSideAfter() throws {
            let (edgeOn, t) = try scene(at: 0.6)
            let frame = try render(edgeOn, at: t)
            // The card is a line through its centre: purple above and below it, down to the list.
            let back = try #require(edgeOn.effect.card.back)
            let centre = back.presentation(atHostTime: t).position.y
            for y in [centre - 40, centre - 10, centre + 10, centre + 40] {
                #expect(RGB(frame, 187, Int(y)) == Self.purple, "row \(Int(y))")
            }
            // Past 90°: the back face, the new receipt's white, not the dark placeholder.
            let (turned, later) = try scene(at: 0.8)
            let after = try render(turned, at: later)
            let face = try #require(turned.effect.card.back)
            let state = face.presentation(atHostTime: later)
            let white = state.localToSuperlayer(nil).project(Point(x: state.bounds.width / 2, y: state.bounds.height * 0.22))
            #expect(RGB(after, Int(white.x), Int(white.y)).isClose(to: .white, within: 12))
        }

        @Test(arguments: [0.15, 0.45, 0.75])
        func goldens(delay: Double) throws {
            let (scene, t) = try scene(at: delay)
            try GoldenImage.check(try render(scene, at: t), named: "flipping-notch-\(delay)")
        }
    }
}
