import CreaseDraw
import CreaseImage
import Testing

@Suite struct ImageComparisonTests {
    @Test func identicalImagesPass() {
        let image = sampleBitmap(width: 8, height: 8)
        let result = ImageComparison.compare(actual: image, expected: image, maxChannelDifference: 0, maxDifferingShare: 0)
        #expect(result.passed && result.sizesMatch)
        #expect(result.maxChannelDifference == 0 && result.differingPixelCount == 0 && result.differingShare == 0)
        #expect(result.pixelCount == 64)
    }

    @Test func countsOnlyPixelsBeyondTheTolerance() {
        let expected = Bitmap(width: 10, height: 10, filledWith: (100, 100, 100, 255))
        var pixels = expected.pixels
        pixels[(0 * 10 + 0) * 4] = 102           // within tolerance 2
        pixels[(3 * 10 + 4) * 4 + 1] = 150       // differs by 50 in green
        pixels[(9 * 10 + 9) * 4 + 3] = 200       // differs by 55 in alpha
        let actual = Bitmap(width: 10, height: 10, pixels: pixels)

        let result = ImageComparison.compare(actual: actual, expected: expected, maxChannelDifference: 2, maxDifferingShare: 0.02)
        #expect(result.maxChannelDifference == 55)
        #expect(result.differingPixelCount == 2)
        #expect(result.differingShare == 0.02)
        #expect(result.passed)
        #expect(result.description == "2 of 100 pixels (2.0%) differ; largest channel difference 55")

        let strict = ImageComparison.compare(actual: actual, expected: expected, maxChannelDifference: 2, maxDifferingShare: 0.01)
        #expect(!strict.passed)
        let exact = ImageComparison.compare(actual: actual, expected: expected, maxChannelDifference: 0, maxDifferingShare: 0)
        #expect(exact.differingPixelCount == 3)
    }

    @Test func diffImageMarksDifferingPixelsRedOverDimmedExpected() {
        let expected = Bitmap(width: 4, height: 1, filledWith: (255, 255, 255, 255))
        var pixels = expected.pixels
        pixels[4 * 2] = 0
        let actual = Bitmap(width: 4, height: 1, pixels: pixels)
        let diff = ImageComparison.compare(actual: actual, expected: expected, maxChannelDifference: 0, maxDifferingShare: 0).diffImage
        #expect(diff.width == 4 && diff.height == 1)
        #expect(diff.pixel(x: 2, y: 0) == (255, 0, 0, 255))
        let dimmed = diff.pixel(x: 0, y: 0)
        #expect(dimmed.a == 255 && dimmed.r == dimmed.g && dimmed.g == dimmed.b)
        #expect(dimmed.r > 0 && dimmed.r < 128)
    }

    @Test func differentSizesFail() {
        let result = ImageComparison.compare(actual: Bitmap(width: 3, height: 3, filledWith: (0, 0, 0, 0)),
                                             expected: Bitmap(width: 4, height: 3, filledWith: (0, 0, 0, 0)),
                                             maxChannelDifference: 255, maxDifferingShare: 1)
        #expect(!result.sizesMatch && !result.passed)
        #expect(result.diffImage.width == 4 && result.diffImage.height == 3)
    }
}
