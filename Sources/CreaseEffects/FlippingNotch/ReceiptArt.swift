import CreaseCore
import CreaseDraw
import CreaseImage
import CreaseMath

/// One payment in the flipping notch's list.
public struct Receipt: Sendable, Equatable {
    /// The shop's name, under the logo.
    public var merchant: String
    /// The shop's address, under its name.
    public var address: String
    /// The amount paid, as shown, currency included.
    public var amount: String
    /// How long ago it was paid, as shown ("19 min", "now").
    public var age: String
    /// The logo's colour.
    public var brand: Color

    /// The original's one receipt, every label as the original shows it.
    public static let starbucks = Receipt(merchant: "Starbucks", address: "100 ft road, Indiranagar", amount: "450 €",
        age: "19 min", brand: Color(r255: 0, g: 112, b: 74))

    /// The receipts a pull adds, in turn: different, so an insert at the top shows as one.
    public static let more: [Receipt] = [
        Receipt(merchant: "Blue Tokai", address: "12th Main, Indiranagar", amount: "320 €", age: "now", brand: Color(r255: 30, g: 90, b: 170)),
        Receipt(merchant: "Toit", address: "Chinmaya Mission Road", amount: "1 240 €", age: "now", brand: Color(r255: 190, g: 70, b: 40)),
        Receipt(merchant: "Third Wave", address: "80 ft road, Koramangala", amount: "275 €", age: "now", brand: Color(r255: 120, g: 60, b: 150)),
    ]
}

/// The receipt card (docs/effects.md §4.2): white, with "PAYMENT RECEIPT", the logo, merchant and
/// address, the amount on the right, a separator at 128 and a 48-point bottom bar. Laid out
/// for the original's 343 × 177 and kept to those offsets at any width.
public enum ReceiptArt {
    static let label = Color(white: 0, alpha: 0.6)
    static let action = Color(red: 0.353, green: 0.259, blue: 0.612)

    /// The card for `receipt` at `size` points, drawn at `scale` pixels a point.
    public static func draw(_ receipt: Receipt, size: Size, scale: Double) -> Bitmap {
        let canvas = Canvas(size: size, scale: scale)
        let w = size.width
        canvas.fill(Rect(origin: .zero, size: size), color: .white)
        canvas.drawText("PAYMENT RECEIPT", at: Point(x: 16, y: 16), font: ContentText.font(ContentText.regular, 13), color: label)
        drawLogo(receipt, in: Rect(x: 16, y: 50, width: 60, height: 60), on: canvas)
        let amountFont = ContentText.font(ContentText.bold, 20)
        let amountWidth = canvas.measureText(receipt.amount, font: amountFont).width
        canvas.drawText(receipt.amount, at: Point(x: w - 16, y: 50), font: amountFont, color: .black, alignment: .right)
        // Merchant and address between the logo and the amount, shortened if the card is narrow,
        // and left out where not even a few letters fit (rather than an ellipsis under the amount).
        let textWidth = w - 16 - amountWidth - 12 - 88
        let merchantFont = ContentText.font(ContentText.bold, 16), addressFont = ContentText.font(ContentText.regular, 12)
        if textWidth >= 32 {
            canvas.drawText(ContentText.fitted(receipt.merchant, font: merchantFont, width: textWidth, on: canvas),
                at: Point(x: 88, y: 58), font: merchantFont, color: .black)
            canvas.drawText(ContentText.fitted(receipt.address, font: addressFont, width: textWidth, on: canvas),
                at: Point(x: 88, y: 82), font: addressFont, color: label)
        }
        canvas.fill(Rect(x: 0, y: 128, width: w, height: 1), color: Color(white: 0, alpha: 0.3))
        // The bottom bar: 48 points under the separator.
        let barMiddle = 129 + 24.0
        let actionFont = ContentText.font(ContentText.regular, 13), ageFont = ContentText.font(ContentText.regular, 12)
        canvas.drawText("View balance", at: Point(x: 16, y: barMiddle - canvas.measureText("View balance", font: actionFont).height / 2),
            font: actionFont, color: action)
        canvas.drawText(receipt.age, at: Point(x: w - 16, y: barMiddle - canvas.measureText(receipt.age, font: ageFont).height / 2),
            font: ageFont, color: label, alignment: .right)
        return canvas.makeBitmap()
    }

    /// A round badge in the brand's colour with the merchant's initial.
    private static func drawLogo(_ receipt: Receipt, in rect: Rect, on canvas: Canvas) {
        canvas.fillEllipse(in: rect, color: receipt.brand)
        canvas.fillEllipse(in: Rect(x: rect.minX + 5, y: rect.minY + 5, width: rect.width - 10, height: rect.height - 10), color: .white)
        canvas.fillEllipse(in: Rect(x: rect.minX + 8, y: rect.minY + 8, width: rect.width - 16, height: rect.height - 16), color: receipt.brand)
        let initial = String(receipt.merchant.prefix(1))
        let font = ContentText.font(ContentText.bold, 26)
        let height = canvas.measureText(initial, font: font).height
        canvas.drawText(initial, at: Point(x: rect.midX, y: rect.midY - height / 2), font: font, color: .white, alignment: .center)
    }
}
