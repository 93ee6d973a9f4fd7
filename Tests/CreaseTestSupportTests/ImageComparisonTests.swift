import CreaseImage
import CreaseTestSupport
import Testing

@Suite struct ImageComparisonTests {
    @Test func identicalImagesPass() {
        let image = sampleBitmap(width: 8, height: 8)
        let result = ImageComparison.compare(actual: image, expected: image, maxChannelDifference: 0, maxDifferingShare: 0, maxMeanDifference: 0)
        #expect(result.passed && result.sizesMatch)
        #expect(result.maxChannelDifference == 0 && result.differingPixelCount == 0 && result.differingShare == 0 && result.meanDifference == 0)
        #expect(result.pixelCount == 64)
    }

    @Test func countsOnlyPixelsBeyondTheTolerance() {
        let expected = Bitmap(width: 10, height: 10, filledWith: (100, 100, 100, 255))
        var pixels = expected.pixels
        pixels[(0 * 10 + 0) * 4] = 102           // within tolerance 2
        pixels[(3 * 10 + 4) * 4 + 1] = 150       // differs by 50 in green
        pixels[(9 * 10 + 9) * 4 + 3] = 200       // differs by 55 in alpha
        let actual = Bitmap(width: 10, height: 10, pixels: pixels)

        let result = ImageComparison.compare(actual: actual, expected: expected, maxChannelDifference: 2, maxDifferingShare: 0.02, maxMeanDifference: 2)
        #expect(result.maxChannelDifference == 55)
        #expect(result.differingPixelCount == 2)
        #expect(result.differingShare == 0.02)
        // Each pixel's worst channel: 2, 50 and 55 over 100 pixels.
        #expect(abs(result.meanDifference - 1.07) < 1e-12)
        #expect(result.passed)
        #expect(result.description == "2 of 100 pixels (2.0%) differ; largest channel difference 55, mean 1.07")
        let meanBound = ImageComparison.compare(actual: actual, expected: expected, maxChannelDifference: 2, maxDifferingShare: 0.02,
                                                maxMeanDifference: 1)
        #expect(!meanBound.passed)

        let strict = ImageComparison.compare(actual: actual, expected: expected, maxChannelDifference: 2, maxDifferingShare: 0.01, maxMeanDifference: 2)
        #expect(!strict.passed)
        let exact = ImageComparison.compare(actual: actual, expected: expected, maxChannelDifference: 0, maxDifferingShare: 0, maxMeanDifference: 0)
        #expect(exact.differingPixelCount == 3)
    }

    /// A grey ramp, 40...220 across, opaque.
    static func ramp(width: Int, height: Int, _ value: (Int, Int) -> Int = { x, width in 40 + 180 * x / (width - 1) }) -> Bitmap {
        var pixels: [UInt8] = []
        for _ in 0..<height {
            for x in 0..<width { pixels += [UInt8(value(x, width)), UInt8(value(x, width)), UInt8(value(x, width)), 255] }
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    @Test func everyPixelShiftedBy24Fails() {
        let expected = Self.ramp(width: 50, height: 20)
        let shifted = Self.ramp(width: 50, height: 20) { x, width in 40 + 180 * x / (width - 1) + 24 }
        let result = ImageComparison.golden(actual: shifted, expected: expected)
        // No pixel is more than 24 off, so only the mean (24) catches it.
        #expect(result.differingPixelCount == 0 && result.meanDifference == 24)
        #expect(!result.passed)
        #expect(ImageComparison.golden(actual: shifted, expected: expected, maxMeanDifference: .infinity).passed)
    }

    @Test func aMissingTintFails() {
        // The right half tinted to 0.9 as expected, untinted in the actual image: 4 to 24 levels
        // off over half the pixels.
        let untinted = Self.ramp(width: 50, height: 20)
        let expected = Self.ramp(width: 50, height: 20) { x, width in
            let value = 40 + 180 * x / (width - 1)
            return x < width / 2 ? value : Int((Double(value) * 0.9).rounded())
        }
        let result = ImageComparison.golden(actual: untinted, expected: expected)
        #expect(result.differingPixelCount == 0 && result.meanDifference > 5)
        #expect(!result.passed)
        // One pixel more than 24 off passes; the same image with 3 of 1000 pixels off does not.
        var pixels = untinted.pixels
        pixels[0] = 200
        #expect(ImageComparison.golden(actual: Bitmap(width: 50, height: 20, pixels: pixels), expected: untinted).passed)
        for i in [4, 8] { pixels[i] = 200 }
        let big = ImageComparison.golden(actual: Bitmap(width: 50, height: 20, pixels: pixels), expected: untinted)
        #expect(big.differingPixelCount == 3 && !big.passed)
    }

    @Test func diffImageMarksDifferingPixelsRedOverDimmedExpected() {
        let expected = Bitmap(width: 4, height: 1, filledWith: (255, 255, 255, 255))
        var pixels = expected.pixels
        pixels[4 * 2] = 0
        let actual = Bitmap(width: 4, height: 1, pixels: pixels)
        let diff = ImageComparison.compare(actual: actual, expected: expected, maxChannelDifference: 0, maxDifferingShare: 0, maxMeanDifference: 0).diffImage
        #expect(diff.width == 4 && diff.height == 1)
        #expect(diff.pixel(x: 2, y: 0) == (255, 0, 0, 255))
        let dimmed = diff.pixel(x: 0, y: 0)
        #expect(dimmed.a == 255 && dimmed.r == dimmed.g && dimmed.g == dimmed.b)
        #expect(dimmed.r > 0 && dimmed.r < 128)
    }

    @Test func differentSizesFail() {
        let result = ImageComparison.compare(actual: Bitmap(width: 3, height: 3, filledWith: (0, 0, 0, 0)),
                                             expected: Bitmap(width: 4, height: 3, filledWith: (0, 0, 0, 0)),
                                             maxChannelDifference: 255, maxDifferingShare: 1, maxMeanDifference: 255)
        #expect(!result.sizesMatch && !result.passed)
        #expect(result.diffImage.width == 4 && result.diffImage.height == 3)
    }
}
