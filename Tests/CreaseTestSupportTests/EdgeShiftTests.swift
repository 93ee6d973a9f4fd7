import CreaseImage
import CreaseTestSupport
import Testing

/// The goldens' allowance for edges a fraction of a pixel apart (two GPUs sampling text inside
/// moving content): it takes text drawn a quarter or half a pixel over, and nothing more.
@Suite struct EdgeShiftTests {
    /// A shape in pixel coordinates: whether a point lies inside it.
    typealias Shape = @Sendable (Double, Double) -> Bool

    /// Strokes like a line of text's: a bar down, a bar across, a ring and a slanted stroke.
    static let text: [Shape] = [
        { x, y in (6...8.2).contains(x) && (5...19).contains(y) },
        { x, y in (10...20).contains(x) && (11...12.8).contains(y) },
        { x, y in let d = ((x - 30) * (x - 30) + (y - 12) * (y - 12)).squareRoot(); return (4...6).contains(d) },
        { x, y in
            // Within a pixel of the segment from (38, 19) to (44, 5).
            let (ax, ay, bx, by) = (38.0, 19.0, 44.0, 5.0)
            let t = min(max(((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) * (bx - ax) + (by - ay) * (by - ay)), 0), 1)
            let (px, py) = (ax + t * (bx - ax) - x, ay + t * (by - ay) - y)
            return px * px + py * py <= 1
        },
    ]

    static let red = (217, 0, 22), white = (255, 255, 255)

    /// `shapes` in `ink` on `background`, moved by (dx, dy) pixels, at (56, 28) in a picture of
    /// 160×80 (text over part of it, as in the goldens): each pixel as much ink as 8×8 samples
    /// spread over it find, as a rasteriser that antialiases by coverage draws it.
    static func draw(_ shapes: [Shape], dx: Double = 0, dy: Double = 0, ink: (Int, Int, Int) = white,
                     background: (Int, Int, Int) = red) -> Bitmap {
        let width = 160, height = 80, n = 8
        let origin = (x: 56.0 + dx, y: 28.0 + dy)
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                var covered = 0
                // The shapes lie within 48×24 of their origin: no need to sample further out.
                if (-2.0...50).contains(Double(x) - origin.x) && (-2.0...26).contains(Double(y) - origin.y) {
                    for sy in 0..<n {
                        for sx in 0..<n {
                            let px = Double(x) + (Double(sx) + 0.5) / Double(n) - origin.x
                            let py = Double(y) + (Double(sy) + 0.5) / Double(n) - origin.y
                            if shapes.contains(where: { $0(px, py) }) { covered += 1 }
                        }
                    }
                }
                let share = Double(covered) / Double(n * n)
                func mix(_ i: Int, _ b: Int) -> UInt8 { UInt8((Double(b) + (Double(i) - Double(b)) * share).rounded()) }
                pixels += [mix(ink.0, background.0), mix(ink.1, background.1), mix(ink.2, background.2), 255]
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    @Test(arguments: [(0.25, 0.0), (0.5, 0), (0, 0.25), (0, 0.5), (0.3, 0.4), (-0.5, 0), (0, -0.35)])
    func textAFractionOfAPixelOverPasses(_ move: (dx: Double, dy: Double)) {
        let expected = Self.draw(Self.text)
        let result = ImageComparison.golden(actual: Self.draw(Self.text, dx: move.dx, dy: move.dy), expected: expected)
        #expect(result.passed, "\(result)")
        // Without the allowance far more than 0.2 % of the pixels would differ.
        #expect(Double(result.shiftedEdgePixelCount) > 0.002 * Double(result.pixelCount), "\(result)")
        let diff = result.diffImage.pixels
        let yellow = stride(from: 0, to: diff.count, by: 4).filter { Array(diff[$0..<$0 + 4]) == [255, 255, 0, 255] }
        #expect(yellow.count == result.shiftedEdgePixelCount, "moved edges are yellow in the diff")
    }

    @Test(arguments: [(1.0, 0.0), (0, 1), (-1, 0), (0, -1)])
    func textAWholePixelOverFails(_ move: (dx: Double, dy: Double)) {
        let result = ImageComparison.golden(actual: Self.draw(Self.text, dx: move.dx, dy: move.dy), expected: Self.draw(Self.text))
        #expect(!result.passed, "\(result)")
    }

    /// Rows 10 pixels tall, alternately 200 and 232 grey, their borders at 5, 15, ... 75 moved
    /// down by `dy` pixels: each pixel as much of the row below as covers it.
    static func rows(dy: Double) -> Bitmap {
        let width = 160, height = 80
        var pixels: [UInt8] = []
        func grey(_ row: Int) -> Double { (row & 1) == 0 ? 200 : 232 }
        for y in 0..<height {
            // The row at the pixel's top, and the share of the pixel above the next row's border.
            let top = Double(y), row = Int(((top - 5 - dy) / 10).rounded(.down))
            let above = min(Double(row + 1) * 10 + 5 + dy - top, 1)
            let value = UInt8((grey(row) * above + grey(row + 1) * (1 - above)).rounded())
            for _ in 0..<width { pixels += [value, value, value, 255] }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    /// Row borders moved half a pixel, as rows of moving content sampled apart, leave each
    /// border's pixels 16 levels off, under the tolerance, all along (1.6 levels on average):
    /// the moved edges explain them and they do not count in the mean. A whole pixel's move
    /// still fails.
    @Test func rowBordersHalfAPixelOverPassWholePixelFails() {
        let expected = Self.rows(dy: 0)
        let half = ImageComparison.golden(actual: Self.rows(dy: 0.5), expected: expected)
        #expect(half.maxChannelDifference == 16 && half.passed && half.meanDifference == 0, "\(half)")
        let whole = ImageComparison.golden(actual: Self.rows(dy: 1), expected: expected)
        #expect(!whole.passed && whole.maxChannelDifference == 32, "\(whole)")
    }

    /// A line under the text from 21 down to `bottom`, across its 48 pixels.
    static func underline(to bottom: Double) -> Shape { { x, y in (0...48).contains(x) && (21...bottom).contains(y) } }

    /// The underline's lower edge a pixel further down, the rest where it was: the pixels along
    /// it differ (0.4 % of the picture). Half a pixel further down passes.
    @Test func oneEdgeMovedByAPixelFails() {
        let expected = Self.draw(Self.text + [Self.underline(to: 23)])
        let moved = ImageComparison.golden(actual: Self.draw(Self.text + [Self.underline(to: 24)]), expected: expected)
        #expect(!moved.passed && moved.differingPixelCount >= 40, "\(moved)")
        let halfway = ImageComparison.golden(actual: Self.draw(Self.text + [Self.underline(to: 23.5)]), expected: expected)
        #expect(halfway.passed && halfway.shiftedEdgePixelCount >= 48, "\(halfway)")
    }

    /// The strokes in another colour, even one 40 levels off in two channels, are not edges moved.
    @Test(arguments: [(255, 255, 0), (255, 215, 215), (0, 0, 0)])
    func textInAWrongColourFails(_ ink: (Int, Int, Int)) {
        let result = ImageComparison.golden(actual: Self.draw(Self.text, ink: ink), expected: Self.draw(Self.text))
        #expect(!result.passed && result.shiftedEdgePixelCount < result.differingPixelCount, "\(result)")
    }

    /// The picture expected at 0.9 brightness (a tint), drawn without it: every pixel 0 to 26
    /// levels off, a few edges among them.
    @Test func textWithoutItsTintFails() {
        let tinted = Self.draw(Self.text, ink: (230, 230, 230), background: (195, 0, 20))
        let result = ImageComparison.golden(actual: Self.draw(Self.text), expected: tinted)
        #expect(!result.passed && result.meanDifference > 0.5, "\(result)")
    }

    /// A hairline lost changes its pixels no more than moving it half a pixel would, but takes
    /// its colour away rather than moving it: it fails, where the hairline moved half a pixel passes.
    @Test func aLostHairlineFails() {
        let withLine = Self.draw(Self.text + [Self.underline(to: 22)])
        let lost = ImageComparison.golden(actual: Self.draw(Self.text), expected: withLine)
        #expect(!lost.passed && lost.differingPixelCount >= 48, "\(lost)")
        let moved = ImageComparison.golden(actual: Self.draw(Self.text + [Self.underline(to: 22)], dy: 0.5), expected: withLine)
        #expect(moved.passed && moved.shiftedEdgePixelCount >= 48, "\(moved)")
    }
}

