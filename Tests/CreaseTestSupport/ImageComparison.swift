import CreaseImage

/// Pixel-by-pixel comparison of a rendered image with a golden one (the tests' yardstick, kept
/// out of the library), with tolerances for the
/// small differences antialiasing and rounding bring between machines: a few pixels may differ
/// a lot (an edge), and all of them a little on average (rounding), but not all of them by
/// nearly the per-pixel tolerance (a shifted colour, a missing tint).
public enum ImageComparison {
    /// What `compare` found.
    public struct Result: Sendable, CustomStringConvertible {
        /// Whether the two images have the same width and height. When they do not, nothing
        /// else was compared: every pixel counts as differing.
        public let sizesMatch: Bool
        /// The largest difference in any one channel (premultiplied R, G, B or A) of any pixel, 0...255.
        public let maxChannelDifference: Int
        /// How many pixels differ by more than the tolerance in some channel.
        public let differingPixelCount: Int
        /// Each pixel's largest channel difference, averaged over all pixels, 0...255.
        public let meanDifference: Double
        /// The pixels compared (those of `expected`).
        public let pixelCount: Int
        /// `differingPixelCount / pixelCount`, 0...1.
        public let differingShare: Double
        /// True when the sizes match, no more than the allowed share of pixels differ and the
        /// mean difference is within its bound.
        public let passed: Bool
        /// Expected, dimmed to grey, with each differing pixel painted opaque red.
        public let diffImage: Bitmap

        public var description: String {
            guard sizesMatch else { return "sizes differ" }
            let percent = (differingShare * 10_000).rounded() / 100
            let mean = (meanDifference * 100).rounded() / 100
            return "\(differingPixelCount) of \(pixelCount) pixels (\(percent)%) differ; "
                + "largest channel difference \(maxChannelDifference), mean \(mean)"
        }
    }

    /// Compares two images.
    ///
    /// A pixel differs when any of its channels differs by more than `maxChannelDifference`;
    /// the comparison passes when the share of differing pixels is at most `maxDifferingShare`
    /// (0 demands every pixel be within tolerance) and the pixels' largest channel differences
    /// average at most `maxMeanDifference`.
    public static func compare(actual: Bitmap, expected: Bitmap, maxChannelDifference: Int, maxDifferingShare: Double,
                               maxMeanDifference: Double) -> Result {
        let width = expected.width, height = expected.height
        let pixelCount = width * height
        guard actual.width == width && actual.height == height else {
            return Result(sizesMatch: false, maxChannelDifference: 255, differingPixelCount: pixelCount, meanDifference: 255,
                          pixelCount: pixelCount, differingShare: 1, passed: false,
                          diffImage: Bitmap(width: width, height: height, filledWith: (255, 0, 0, 255)))
        }
        var largest = 0
        var differing = 0
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
                    total += worst
                    if worst > maxChannelDifference {
                        differing += 1
                        diff[i] = 255
                        diff[i + 1] = 0
                        diff[i + 2] = 0
                    } else {
                        // Grey so that red stands out whatever the image's colours; expected is
                        // premultiplied, so adding (255 - alpha) composites it over white first.
                        let over = 255 - Int(e[i + 3])
                        let luma = (Int(e[i]) * 77 + Int(e[i + 1]) * 150 + Int(e[i + 2]) * 29) / 256 + over
                        let dimmed = UInt8(min(luma, 255) / 3)
                        diff[i] = dimmed
                        diff[i + 1] = dimmed
                        diff[i + 2] = dimmed
                    }
                }
            }
        }
        let share = Double(differing) / Double(pixelCount)
        let mean = pixelCount > 0 ? Double(total) / Double(pixelCount) : 0
        return Result(sizesMatch: true, maxChannelDifference: largest, differingPixelCount: differing, meanDifference: mean,
                      pixelCount: pixelCount, differingShare: share, passed: share <= maxDifferingShare && mean <= maxMeanDifference,
                      diffImage: Bitmap(width: width, height: height, pixels: diff))
    }

    /// The goldens' bounds: at most 0.2 % of the pixels more than 24 levels off in some channel
    /// (antialiased edges), and the pixels' largest channel differences half a level on average,
    /// so that a colour shifted everywhere by up to 24, or a lost tint, still fails.
    public static func golden(actual: Bitmap, expected: Bitmap, maxMeanDifference: Double = 0.5) -> Result {
        compare(actual: actual, expected: expected, maxChannelDifference: 24, maxDifferingShare: 0.002,
                maxMeanDifference: maxMeanDifference)
    }
}
