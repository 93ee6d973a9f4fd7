import CreaseDraw
import CreaseMath
import Testing

@Suite struct TextTests {
    let font = "DejaVu Sans Bold 20"

    @Test func measuredSizeIsPlausibleForTheFont() {
        let canvas = Canvas(pixelWidth: 10, pixelHeight: 10)
        let size = canvas.measureText("Hello", font: font)
        // 20-point DejaVu Sans Bold: a line box about 23 points high, letters about 13 wide.
        #expect(size.height > 20 && size.height < 30)
        #expect(size.width > 50 && size.width < 90)
        #expect(canvas.measureText("Hello, world", font: font).width > size.width)
        #expect(canvas.measureText("A\nB", font: font).height > size.height * 1.8)
    }

    @Test func measurementDoesNotDependOnScale() {
        let one = Canvas(pixelWidth: 10, pixelHeight: 10, scale: 1).measureText("Crease", font: font)
        let two = Canvas(pixelWidth: 10, pixelHeight: 10, scale: 2).measureText("Crease", font: font)
        #expect(abs(one.width - two.width) < 0.01 && abs(one.height - two.height) < 0.01)
    }

    @Test(arguments: [1.0, 2.0])
    func drawTextInksInsideItsMeasuredBox(scale: Double) throws {
        let canvas = Canvas(size: Size(width: 200, height: 60), scale: scale)
        let origin = Point(x: 20, y: 15)
        let measured = canvas.measureText("Hello", font: font)
        canvas.drawText("Hello", at: origin, font: font, color: .black)
        let bitmap = canvas.makeBitmap()
        let ink = try #require(inkBounds(bitmap))
        let dark = try #require(inkBounds(bitmap, threshold: 200))
        #expect(dark.maxX - dark.minX > Int(measured.width * scale / 2), "text has solid strokes across its width")
        // A pixel of slack for antialiasing at the box's edges.
        let slack = 1.0
        #expect(Double(ink.minX) >= (origin.x - slack) * scale)
        #expect(Double(ink.minY) >= (origin.y - slack) * scale)
        #expect(Double(ink.maxX) < (origin.x + measured.width + slack) * scale)
        #expect(Double(ink.maxY) < (origin.y + measured.height + slack) * scale)
        // Glyphs are black: colour channels stay zero, only coverage varies.
        #expect(bitmap.pixels.enumerated().allSatisfy { $0.offset % 4 == 3 || $0.element == 0 })
    }

    @Test func alignmentAnchorsTheTextAtThePoint() throws {
        let text = "Align"
        for (alignment, check) in [
            (TextAlignment.left, { (b: (minX: Int, minY: Int, maxX: Int, maxY: Int)) in abs(b.minX - 100) <= 3 }),
            (.center, { b in abs((b.minX + b.maxX) / 2 - 100) <= 3 }),
            (.right, { b in abs(b.maxX - 100) <= 3 }),
        ] {
            let canvas = Canvas(pixelWidth: 200, pixelHeight: 40)
            canvas.drawText(text, at: Point(x: 100, y: 5), font: font, color: .black, alignment: alignment)
            let ink = try #require(inkBounds(canvas.makeBitmap(), threshold: 64))
            #expect(check(ink), "\(alignment): ink \(ink)")
        }
    }

    @Test func textInARectWrapsAtItsWidth() throws {
        let canvas = Canvas(pixelWidth: 120, pixelHeight: 200)
        let rect = Rect(x: 10, y: 10, width: 100, height: 180)
        let words = "one two three four five six"
        let oneLine = canvas.measureText(words, font: font)
        let wrapped = canvas.measureText(words, font: font, width: rect.width)
        #expect(oneLine.width > rect.width)
        #expect(wrapped.width <= rect.width)
        #expect(wrapped.height > oneLine.height * 2.5)
        canvas.drawText(words, in: rect, font: font, color: .black, alignment: .center)
        let ink = try #require(inkBounds(canvas.makeBitmap()))
        #expect(ink.minX >= 9 && ink.maxX <= 110)
        #expect(ink.minY >= 9 && Double(ink.maxY) <= rect.minY + wrapped.height + 1)
    }

    @Test func textTakesItsColour() throws {
        let canvas = Canvas(pixelWidth: 100, pixelHeight: 40)
        canvas.drawText("Red", at: Point(x: 5, y: 5), font: font, color: Color(red: 1, green: 0, blue: 0))
        let bitmap = canvas.makeBitmap()
        let solid = (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { bitmap.pixel(x: $0, y: y) } }
            .filter { $0.a == 255 }
        #expect(!solid.isEmpty)
        #expect(solid.allSatisfy { $0 == (255, 0, 0, 255) })
    }
}
