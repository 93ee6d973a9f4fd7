import CreaseCore
import CreaseImage
import CreaseMath
import CreasePlatform
import CreaseRender
import CreaseShowcases
import Testing

extension GLSuites {
    /// A card flip drawn headless at points of its timeline: the presentation, not the model.
    @Suite
    struct AnimationRenderTests {
        static let size = Size(width: 200, height: 150)

        func frame(at time: Double) throws -> Bitmap {
            let offscreen = try OffscreenRenderer(viewport: Self.size)
            let scene = CardFlipScene(size: Self.size)
            scene.update(time: time)
            return try offscreen.render(scene.root, time: time)
        }

        /// The card's pixels on the middle row: columns that are not the dark background.
        func cardColumns(_ image: Bitmap) -> [Int] {
            (0..<image.width).filter { x in
                let p = image.pixel(x: x, y: image.height / 2)
                return abs(Int(p.r) - 28) + abs(Int(p.g) - 28) + abs(Int(p.b) - 46) > 30
            }
        }

        @Test func midFlipTheCardTurnsAndShowsTheRightFace() throws {
            // The card is 80 pt wide (x 60…140). At t = 0.25 the ease-in-ease-out progress is 0.129
            // of 180° (23.3°): narrower, front (orange) still showing. At 0.5 it is edge-on; at
            // 0.75 the back (blue) shows.
            let start = try frame(at: 0)
            #expect(cardColumns(start).count >= 79)
            let quarter = try frame(at: 0.25)
            let columns = cardColumns(quarter)
            #expect(columns.count < 78 && columns.count > 66, "card is \(columns.count) px wide at 0.25")
            let front = quarter.pixel(x: 100, y: 110)
            #expect(front.r > 200 && front.b < 140, "front face at 0.25: \(front)")
            #expect(cardColumns(try frame(at: 0.5)).count <= 3)
            let back = try frame(at: 0.75).pixel(x: 100, y: 110)
            #expect(back.b > 200 && back.r < 120, "back face at 0.75: \(back)")
            try GoldenImage.check(quarter, named: "card-flip-0.25")
        }
    }
}
