import CreaseCore
import CreaseDraw
import CreaseMath
import Testing
@testable import CreaseEffects
import CreaseImage

/// The drawing helpers every effect's art shares.
@Suite struct DrawingHelperTests {

    @Test func cropCopiesTheRectangle() {
        var pixels = [UInt8]()
        for y in 0..<3 { for x in 0..<4 { pixels += [UInt8(x), UInt8(y), 0, 255] } }
        let bitmap = Bitmap(width: 4, height: 3, pixels: pixels)
        let piece = ContentCrop.crop(bitmap, x: 1, y: 1, width: 2, height: 2)
        #expect((piece.width, piece.height) == (2, 2))
        #expect(piece.pixel(x: 0, y: 0) == (1, 1, 0, 255))
        #expect(piece.pixel(x: 1, y: 1) == (2, 2, 0, 255))
    }

    @Test func labelsAreShortenedToFit() {
        let canvasWidth = 60.0
        let canvas = Canvas(pixelWidth: 10, pixelHeight: 10)
        let font = ContentText.font(ContentText.regular, 11)
        let fitted = ContentText.fitted("A Very Long Application Name", font: font, width: canvasWidth, on: canvas)
        #expect(fitted.hasSuffix("…"))
        #expect(canvas.measureText(fitted, font: font).width <= canvasWidth)
        #expect(ContentText.fitted("Mail", font: font, width: canvasWidth, on: canvas) == "Mail")
    }
}
