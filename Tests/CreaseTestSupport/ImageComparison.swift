import CreaseImage

/// Pixel-by-pixel comparison of a rendered image with a golden one (the tests' yardstick, kept
/// out of the library), with tolerances for the
/// small differences antialiasing and rounding bring between machines: a few pixels may differ
/// a lot (an edge), and all of them a little on average (rounding), but not all of them by
/// nearly the per-pixel tolerance (a shifted colour, a missing tint). Where asked, a pixel far
/// off on an edge passes when moving the expected image's edges there by a fraction of a pixel
/// explains the differences around it (two GPUs sample text inside moving content that far
/// apart); a whole pixel's move, or colour gained or lost, still counts.
public enum ImageComparison {
    /// What `compare` found.
    public struct Result: Sendable, CustomStringConvertible {
        /// Whether the two images have the same width and height. When they do not, nothing
        /// else was compared: every pixel counts as differing.
        public let sizesMatch: Bool
        /// The largest difference in any one channel (premultiplied R, G, B or A) of any pixel, 0...255.
        public let maxChannelDifference: Int
        /// How many pixels differ by more than the tolerance in some channel, not counting those
        /// that edges moved by a fraction of a pixel explain.
        public let differingPixelCount: Int
        /// How many pixels more than the tolerance off were let pass as edges moved by no more
        /// than the shift allowed.
        public let shiftedEdgePixelCount: Int
        /// Each pixel's largest channel difference, averaged over all pixels, 0...255; a pixel
        /// whose difference, beyond rounding, a moved edge explains counts as 0 (it was judged by
        /// the edge's move), within the tolerance or not.
        public let meanDifference: Double
        /// The pixels compared (those of `expected`).
        public let pixelCount: Int
        /// `differingPixelCount / pixelCount`, 0...1.
        public let differingShare: Double
        /// True when the sizes match, no more than the allowed share of pixels differ and the
        /// mean difference is within its bound.
        public let passed: Bool
        /// Expected, dimmed to grey, with each differing pixel painted opaque red and each pixel
        /// let pass as a moved edge opaque yellow.
        public let diffImage: Bitmap

        public var description: String {
            guard sizesMatch else { return "sizes differ" }
            let percent = (differingShare * 10_000).rounded() / 100
            let mean = (meanDifference * 100).rounded() / 100
            let shifted = shiftedEdgePixelCount > 0 ? ", \(shiftedEdgePixelCount) more on moved edges" : ""
            return "\(differingPixelCount) of \(pixelCount) pixels (\(percent)%) differ\(shifted); "
                + "largest channel difference \(maxChannelDifference), mean \(mean)"
        }
    }

    /// Compares two images.
    ///
    /// A pixel differs when any of its channels differs by more than `maxChannelDifference`,
    /// unless moving the expected image's edges by at most `maxEdgeShift` pixels explains the
    /// differences around it (`edgeShiftExplains`; the default 0 explains none). The comparison
    /// passes when the share of differing pixels is at most `maxDifferingShare` (0 demands every
    /// pixel be within tolerance) and the pixels' largest channel differences average at most
    /// `maxMeanDifference`, a difference beyond rounding that a moved edge explains counting 0.
    /// Differences no larger than this are rounding, never an edge's move: they count in the mean.
    static let roundingLevels = 2

    public static func compare(actual: Bitmap, expected: Bitmap, maxChannelDifference: Int, maxDifferingShare: Double,
                               maxMeanDifference: Double, maxEdgeShift: Double = 0) -> Result {
        let width = expected.width, height = expected.height
        let pixelCount = width * height
        guard actual.width == width && actual.height == height else {
            return Result(sizesMatch: false, maxChannelDifference: 255, differingPixelCount: pixelCount, shiftedEdgePixelCount: 0,
                          meanDifference: 255, pixelCount: pixelCount, differingShare: 1, passed: false,
                          diffImage: Bitmap(width: width, height: height, filledWith: (255, 0, 0, 255)))
        }
        var largest = 0
        var differing = 0
        var shifted = 0
        var total = 0
        var diff = [UInt8](repeating: 255, count: pixelCount * 4)
        actual.pixels.withUnsafeBufferPointer { a in
            expected.pixels.withUnsafeBufferPointer { e in
                for p in 0..<pixelCount {
                    let i = p * 4
                    var worst = 0
                    for c in 0..<4 {
                        worst = max(worst, abs(Int(a[i + c]) - Int(e[i + c])))
                    }
                    largest = max(largest, worst)
                    if worst <= maxChannelDifference {
                        // Within tolerance but beyond rounding, an edge moved a fraction of a pixel
                        // (a row's border inside moving content) is judged by that move, as below.
                        let movedEdge = worst > roundingLevels && maxEdgeShift > 0
                            && edgeShiftExplains(x: p % width, y: p / width, width: width, height: height, a, e,
                                                 maxEdgeShift: maxEdgeShift, slack: maxChannelDifference)
                        if !movedEdge { total += worst }
                        // Grey so that red stands out whatever the image's colours; expected is
                        // premultiplied, so adding (255 - alpha) composites it over white first.
                        let over = 255 - Int(e[i + 3])
                        let luma = (Int(e[i]) * 77 + Int(e[i + 1]) * 150 + Int(e[i + 2]) * 29) / 256 + over
                        let dimmed = UInt8(min(luma, 255) / 3)
                        diff[i] = dimmed
                        diff[i + 1] = dimmed
                        diff[i + 2] = dimmed
                    } else if maxEdgeShift > 0 && edgeShiftExplains(x: p % width, y: p / width, width: width, height: height, a, e,
                                                                    maxEdgeShift: maxEdgeShift, slack: maxChannelDifference) {
                        shifted += 1
                        diff[i + 2] = 0
                    } else {
                        total += worst
                        differing += 1
                        diff[i + 1] = 0
                        diff[i + 2] = 0
                    }
                }
            }
        }
        let share = Double(differing) / Double(pixelCount)
        let mean = pixelCount > 0 ? Double(total) / Double(pixelCount) : 0
        return Result(sizesMatch: true, maxChannelDifference: largest, differingPixelCount: differing, shiftedEdgePixelCount: shifted,
                      meanDifference: mean, pixelCount: pixelCount, differingShare: share,
                      passed: share <= maxDifferingShare && mean <= maxMeanDifference,
                      diffImage: Bitmap(width: width, height: height, pixels: diff))
    }

    /// Whether moving the expected image's edges by at most `maxEdgeShift` pixels, across and
    /// down, explains the differences in the 5×5 pixels around (x, y), channel by channel, each
    /// sum with `slack` to spare:
    /// - their sizes add up to no more than `maxEdgeShift` times the expected image's steps
    ///   between neighbours there (into the 5×5 too): moving an edge by s changes the pixels
    ///   across it by s of its step in all, so a whole pixel's move, or a change on flat colour,
    ///   is more;
    /// - with their signs, they add up to no more than `maxEdgeShift` times the rise across the
    ///   5×5 (over its rows, the last column less the one before the first, or the column after
    ///   the last less the first, whichever is more; and so down its columns): a move carries
    ///   colour from one side of an edge to the other, so a line lost or gained, or drawn in
    ///   another colour, is more.
    private static func edgeShiftExplains(x: Int, y: Int, width: Int, height: Int, _ a: UnsafeBufferPointer<UInt8>,
                                          _ e: UnsafeBufferPointer<UInt8>, maxEdgeShift: Double, slack: Int) -> Bool {
        let xs = max(x - 2, 0)...min(x + 2, width - 1), ys = max(y - 2, 0)...min(y + 2, height - 1)
        let before = (x: max(xs.lowerBound - 1, 0), y: max(ys.lowerBound - 1, 0))
        let after = (x: min(xs.upperBound + 1, width - 1), y: min(ys.upperBound + 1, height - 1))
        func expected(_ px: Int, _ py: Int, _ c: Int) -> Int { Int(e[(py * width + px) * 4 + c]) }
        for c in 0..<4 {
            var difference = 0, signed = 0, variation = 0
            // The rise a move right (or down) brings into the window, and a move left (or up).
            var right = 0, left = 0, down = 0, up = 0
            for py in ys {
                for px in xs {
                    let i = (py * width + px) * 4 + c
                    difference += abs(Int(a[i]) - Int(e[i]))
                    signed += Int(a[i]) - Int(e[i])
                }
                for px in before.x..<after.x { variation += abs(expected(px + 1, py, c) - expected(px, py, c)) }
                right += expected(xs.upperBound, py, c) - expected(before.x, py, c)
                left += expected(after.x, py, c) - expected(xs.lowerBound, py, c)
            }
            for px in xs {
                for py in before.y..<after.y { variation += abs(expected(px, py + 1, c) - expected(px, py, c)) }
                down += expected(px, ys.upperBound, c) - expected(px, before.y, c)
                up += expected(px, after.y, c) - expected(px, ys.lowerBound, c)
            }
            let rise = max(abs(right), abs(left)) + max(abs(down), abs(up))
            if Double(difference) > maxEdgeShift * Double(variation) + Double(slack)
                || Double(abs(signed)) > maxEdgeShift * Double(rise) + Double(slack) { return false }
        }
        return true
    }

    /// The goldens' bounds: at most 0.2 % of the pixels more than 24 levels off in some channel
    /// (antialiased edges), not counting those that edges moved by less than a pixel explain
    /// (two GPUs sample text inside moving content a fraction of a pixel apart; the bound of
    /// three quarters lies between that and a whole pixel), and the pixels' largest channel
    /// differences half a level on average, those such edges explain left out (a border between
    /// rows of moving content, 16 levels off all along), so that a colour shifted everywhere by
    /// up to 24, or a lost tint, still fails.
    public static func golden(actual: Bitmap, expected: Bitmap, maxMeanDifference: Double = 0.5) -> Result {
        compare(actual: actual, expected: expected, maxChannelDifference: 24, maxDifferingShare: 0.002,
                maxMeanDifference: maxMeanDifference, maxEdgeShift: 0.75)
    }
}
