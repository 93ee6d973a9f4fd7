import CreaseImage
import Testing

/// A picture made smaller to fit a limit: the aspect kept, each new pixel the mean of the ones it covers.
struct BitmapScaledTests {
    @Test func eachNewPixelIsTheMeanOfTheOldOnesItCovers() {
        // 4x2: a column pair of (0, 100), (200, 40) values per channel; halved to 2x1.
        let row: [UInt8] = [0, 0, 0, 255, 100, 100, 100, 255, 200, 0, 0, 255, 40, 0, 0, 255]
        let bitmap = Bitmap(width: 4, height: 2, pixels: row + row)
        let small = bitmap.scaled(toFit: 2)
        #expect(small.width == 2 && small.height == 1)
        #expect(small.pixel(x: 0, y: 0) == (50, 50, 50, 255) && small.pixel(x: 1, y: 0) == (120, 0, 0, 255))
    }

    @Test func theAspectIsKeptAndAFittingPictureIsItself() {
        let wide = Bitmap(width: 300, height: 100, filledWith: (10, 20, 30, 255))
        let fitted = wide.scaled(toFit: 150)
        #expect(fitted.width == 150 && fitted.height == 50 && fitted.pixel(x: 149, y: 49) == (10, 20, 30, 255))
        #expect(wide.scaled(toFit: 300) === wide)
        let tall = Bitmap(width: 3, height: 1001, filledWith: (0, 0, 0, 0))
        #expect(tall.scaled(toFit: 100).width == 1 && tall.scaled(toFit: 100).height == 100)
    }
}
