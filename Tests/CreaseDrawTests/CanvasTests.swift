import CreaseDraw
import CreaseImage
import CreaseMath
import CreaseTestSupport
import Testing

@Suite struct CanvasTests {
    @Test func startsTransparent() {
        let bitmap = Canvas(pixelWidth: 3, pixelHeight: 2).makeBitmap()
        #expect(bitmap.width == 3 && bitmap.height == 2)
        #expect(bitmap.pixels.allSatisfy { $0 == 0 })
    }

    @Test func sizeInPointsRoundsUpToWholePixels() {
        let canvas = Canvas(size: Size(width: 10.2, height: 5), scale: 2)
        #expect(canvas.pixelWidth == 21 && canvas.pixelHeight == 10)
        #expect(canvas.size == Size(width: 10.5, height: 5))
    }

    @Test func aSizeBeyondCairosLimitsDrawsWholeAtALowerResolution() {
        // 40000 px wide used to trap; now pixels and scale shrink together.
        let wide = Canvas(pixelWidth: 40_000, pixelHeight: 100, scale: 2)
        #expect(wide.pixelWidth == Canvas.maxPixelSide && wide.pixelHeight == 81)
        #expect(abs(wide.size.width - 20_000) < 1 && abs(wide.size.height - 50) < 1)
        wide.fill(Rect(x: 19_990, y: 0, width: 10, height: 50), color: .white)
        let bitmap = wide.makeBitmap()
        #expect(bitmap.width == Canvas.maxPixelSide && bitmap.pixel(x: Canvas.maxPixelSide - 1, y: 40) == (255, 255, 255, 255))

        // Within the side limit but too many pixels in all (Cairo cannot hold 2^30 of them).
        let square = Canvas(size: Size(width: 30_000, height: 30_000))
        #expect(square.pixelWidth * square.pixelHeight <= Canvas.maxPixelCount && square.pixelWidth == 16_384)

        // Nothing at all, or nonsense, still makes a canvas.
        #expect(Canvas(size: .zero).pixelWidth == 1)
        #expect(Canvas(pixelWidth: -5, pixelHeight: 3).pixelWidth == 1)
        #expect(Canvas(size: Size(width: .nan, height: .infinity)).pixelWidth == 1)
    }

    @Test func fillGivesExactColoursInRGBAOrder() {
        let canvas = Canvas(pixelWidth: 10, pixelHeight: 10)
        canvas.fill(Rect(x: 2, y: 2, width: 4, height: 4), color: Color(r255: 10, g: 20, b: 30))
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.pixel(x: 2, y: 2) == (10, 20, 30, 255))
        #expect(bitmap.pixel(x: 5, y: 5) == (10, 20, 30, 255))
        #expect(bitmap.pixel(x: 1, y: 2) == (0, 0, 0, 0))
        #expect(bitmap.pixel(x: 6, y: 5) == (0, 0, 0, 0))
        #expect(bitmap.pixel(x: 5, y: 6) == (0, 0, 0, 0))
    }

    @Test func translucentFillIsPremultiplied() {
        let canvas = Canvas(pixelWidth: 4, pixelHeight: 4)
        canvas.fill(Rect(x: 0, y: 0, width: 4, height: 4), color: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        let p = canvas.makeBitmap().pixel(x: 1, y: 1)
        #expect(abs(Int(p.r) - 128) <= 1 && p.g == 0 && p.b == 0 && abs(Int(p.a) - 128) <= 1)
        #expect(p.r == p.a)
    }

    @Test func fillBlendsOver() {
        let canvas = Canvas(pixelWidth: 2, pixelHeight: 2)
        canvas.fill(Rect(x: 0, y: 0, width: 2, height: 2), color: .white)
        canvas.fill(Rect(x: 0, y: 0, width: 2, height: 2), color: Color.black.withAlpha(0.5))
        let p = canvas.makeBitmap().pixel(x: 0, y: 0)
        #expect(abs(Int(p.r) - 128) <= 1 && p.r == p.g && p.g == p.b && p.a == 255)
    }

    @Test func scaleMapsPointsToPixels() {
        let canvas = Canvas(pixelWidth: 8, pixelHeight: 8, scale: 2)
        canvas.fill(Rect(x: 1, y: 1, width: 2, height: 2), color: .black)
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.pixel(x: 1, y: 1).a == 0)
        #expect(bitmap.pixel(x: 2, y: 2) == (0, 0, 0, 255))
        #expect(bitmap.pixel(x: 5, y: 5) == (0, 0, 0, 255))
        #expect(bitmap.pixel(x: 6, y: 6).a == 0)
    }

    @Test func roundedRectLeavesCornersClearAndFillsItsMiddle() {
        let canvas = Canvas(pixelWidth: 40, pixelHeight: 30)
        canvas.fillRoundedRect(Rect(x: 0, y: 0, width: 40, height: 30), radius: 10, color: .white)
        let bitmap = canvas.makeBitmap()
        for (x, y) in [(0, 0), (39, 0), (0, 29), (39, 29), (1, 1)] {
            #expect(bitmap.pixel(x: x, y: y).a == 0, "corner pixel (\(x), \(y))")
        }
        for (x, y) in [(20, 15), (0, 15), (39, 15), (20, 0), (20, 29)] {
            #expect(bitmap.pixel(x: x, y: y) == (255, 255, 255, 255), "inside pixel (\(x), \(y))")
        }
    }

    @Test func radiusIsClampedToHalfTheShorterSide() {
        let canvas = Canvas(pixelWidth: 20, pixelHeight: 10)
        canvas.fillRoundedRect(Rect(x: 0, y: 0, width: 20, height: 10), radius: 100, color: .black)
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.pixel(x: 10, y: 5).a == 255)
        #expect(bitmap.pixel(x: 0, y: 0).a == 0)
        #expect(bitmap.pixel(x: 10, y: 0).a == 255)  // the straight top edge survives
    }

    @Test func strokeStaysInsideTheRect() {
        let canvas = Canvas(pixelWidth: 20, pixelHeight: 20)
        canvas.strokeRoundedRect(Rect(x: 0, y: 0, width: 20, height: 20), radius: 0, lineWidth: 2, color: .black)
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.pixel(x: 0, y: 10) == (0, 0, 0, 255))
        #expect(bitmap.pixel(x: 1, y: 10) == (0, 0, 0, 255))
        #expect(bitmap.pixel(x: 2, y: 10).a == 0)
        #expect(bitmap.pixel(x: 19, y: 0) == (0, 0, 0, 255))
        #expect(bitmap.pixel(x: 10, y: 10).a == 0)
    }

    @Test func ellipseFillsItsRectsMiddleNotItsCorners() {
        let canvas = Canvas(pixelWidth: 40, pixelHeight: 20)
        canvas.fillEllipse(in: Rect(x: 0, y: 0, width: 40, height: 20), color: .black)
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.pixel(x: 20, y: 10).a == 255)
        #expect(bitmap.pixel(x: 1, y: 10).a == 255)
        #expect(bitmap.pixel(x: 20, y: 1).a == 255)
        #expect(bitmap.pixel(x: 3, y: 2).a == 0)
        #expect(bitmap.pixel(x: 36, y: 17).a == 0)
    }

    @Test func gradientRunsFromTopColourToBottomColour() {
        let canvas = Canvas(pixelWidth: 2, pixelHeight: 100)
        canvas.fillLinearGradient(Rect(x: 0, y: 0, width: 2, height: 100), top: .white, bottom: .black)
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.pixel(x: 0, y: 0).r >= 252)
        #expect(bitmap.pixel(x: 0, y: 99).r <= 3)
        #expect(abs(Int(bitmap.pixel(x: 0, y: 50).r) - 127) <= 3)
        for y in 1..<100 {
            #expect(bitmap.pixel(x: 0, y: y).r <= bitmap.pixel(x: 0, y: y - 1).r)
            #expect(bitmap.pixel(x: 1, y: y).a == 255)
        }
    }

    @Test func drawBitmapAtNaturalSizeCopiesPixelsExactly() {
        let source = sampleBitmap(width: 5, height: 4)
        let canvas = Canvas(pixelWidth: 9, pixelHeight: 8)
        canvas.drawBitmap(source, in: Rect(x: 2, y: 3, width: 5, height: 4))
        let bitmap = canvas.makeBitmap()
        for y in 0..<4 {
            for x in 0..<5 {
                #expect(bitmap.pixel(x: x + 2, y: y + 3) == source.pixel(x: x, y: y))
            }
        }
        #expect(bitmap.pixel(x: 1, y: 3).a == 0)
        #expect(bitmap.pixel(x: 7, y: 6).a == 0)
    }

    @Test func drawBitmapStretchesWithCrispEdges() {
        let canvas = Canvas(pixelWidth: 10, pixelHeight: 10)
        let red = Bitmap(width: 1, height: 1, filledWith: (255, 0, 0, 255))
        canvas.drawBitmap(red, in: Rect(x: 2, y: 2, width: 6, height: 6))
        let bitmap = canvas.makeBitmap()
        #expect(bitmap.pixel(x: 2, y: 2) == (255, 0, 0, 255))
        #expect(bitmap.pixel(x: 7, y: 7) == (255, 0, 0, 255))
        #expect(bitmap.pixel(x: 1, y: 2).a == 0)
        #expect(bitmap.pixel(x: 8, y: 8).a == 0)
    }
}
