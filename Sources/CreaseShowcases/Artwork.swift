import CreaseCore
import CreaseDraw
import CreaseImage
import CreaseMath

/// Pictures drawn with Cairo for the built-in scenes: real content, so that every tilt, fold and
/// clip shows on something with text and detail.
public enum Artwork {
    /// A card of an app: gradient, title, subtitle and list rows.
    static func card(size: Size, scale: Double, title: String) -> Bitmap {
        let canvas = Canvas(size: size, scale: scale)
        let w = size.width, h = size.height
        canvas.fillLinearGradient(Rect(x: 0, y: 0, width: w, height: h),
            top: Color(r255: 255, g: 149, b: 0), bottom: Color(r255: 255, g: 45, b: 85))
        canvas.drawText(title, in: Rect(x: w * 0.08, y: h * 0.07, width: w * 0.84, height: h * 0.2),
            font: fitted(title, "DejaVu Sans Bold", size: h * 0.12, width: w * 0.84, on: canvas), color: .white, alignment: .left)
        let subtitle = "fold & split transitions"
        canvas.drawText(subtitle, in: Rect(x: w * 0.08, y: h * 0.24, width: w * 0.84, height: h * 0.1),
            font: fitted(subtitle, "DejaVu Sans", size: h * 0.05, width: w * 0.84, on: canvas), color: Color(white: 1, alpha: 0.85),
            alignment: .left)
        for row in 0..<4 {
            let y = h * (0.42 + Double(row) * 0.13)
            canvas.fillRoundedRect(Rect(x: w * 0.08, y: y, width: w * 0.84, height: h * 0.1), radius: h * 0.025,
                color: Color(white: 1, alpha: 0.22))
            canvas.fillEllipse(in: Rect(x: w * 0.11, y: y + h * 0.018, width: h * 0.064, height: h * 0.064), color: .white)
            let item = "Item \(row + 1)", left = w * 0.11 + h * 0.09
            canvas.drawText(item, in: Rect(x: left, y: y + h * 0.02, width: w * 0.9 - left, height: h * 0.07),
                font: fitted(item, "DejaVu Sans", size: h * 0.045, width: w * 0.88 - left, on: canvas), color: .white, alignment: .left)
        }
        return canvas.makeBitmap()
    }

    /// `family` at `size` points, smaller where the text would not fit `width` on one line: a tall
    /// narrow card (a phone in portrait) would otherwise break its title mid-word.
    static func fitted(_ text: String, _ family: String, size: Double, width: Double, on canvas: Canvas) -> String {
        let natural = canvas.measureText(text, font: "\(family) \(max(1, Int(size)))").width
        let fits = natural <= width ? size : size * width / natural
        return "\(family) \(max(1, Int(fits)))"
    }

    /// The back of the card: a darker gradient with a label, plainly not the front.
    static func cardBack(size: Size, scale: Double) -> Bitmap {
        let canvas = Canvas(size: size, scale: scale)
        let w = size.width, h = size.height
        canvas.fillLinearGradient(Rect(x: 0, y: 0, width: w, height: h),
            top: Color(r255: 88, g: 86, b: 214), bottom: Color(r255: 0, g: 122, b: 255))
        for row in 0..<6 {
            for column in 0..<4 {
                let d = w * 0.1
                canvas.fillEllipse(in: Rect(x: w * (0.14 + Double(column) * 0.2), y: h * (0.45 + Double(row) * 0.08), width: d * 0.4, height: d * 0.4),
                    color: Color(white: 1, alpha: 0.3))
            }
        }
        canvas.drawText("Back", in: Rect(x: 0, y: h * 0.12, width: w, height: h * 0.2),
            font: "DejaVu Sans Bold \(Int(h * 0.12))", color: .white, alignment: .center)
        return canvas.makeBitmap()
    }

    /// Diagonal stripes with a label: shows clipping and rotation plainly.
    static func stripes(size: Size, scale: Double, label: String) -> Bitmap {
        let canvas = Canvas(size: size, scale: scale)
        canvas.fill(Rect(origin: .zero, size: size), color: Color(r255: 52, g: 199, b: 89))
        let band = max(8, size.width / 12)
        var x = -size.height
        while x < size.width {
            for i in 0..<Int(size.height / 4) + 1 {
                let y = Double(i) * 4
                canvas.fill(Rect(x: x + y, y: y, width: band / 2, height: 4), color: Color(r255: 0, g: 122, b: 255))
            }
            x += band
        }
        canvas.drawText(label, in: Rect(x: 0, y: size.height * 0.4, width: size.width, height: size.height * 0.2),
            font: "DejaVu Sans Bold \(Int(size.height * 0.12))", color: .white, alignment: .center)
        return canvas.makeBitmap()
    }

    /// A full-screen picture: a gradient under a grid of numbered cells, so that every strip or
    /// tile shows different content (the showcases' default picture, and the bench's), for a
    /// frame of `size` points at `scale` pixels a point.
    package static func numberedGrid(size: Size, scale: Double) -> Bitmap {
        numberedGrid(pixelWidth: max(1, Int(size.width * scale)), pixelHeight: max(1, Int(size.height * scale)))
    }

    /// The numbered grid at `pixelWidth`×`pixelHeight` pixels.
    package static func numberedGrid(pixelWidth: Int, pixelHeight: Int) -> Bitmap {
        let size = Size(width: Double(pixelWidth), height: Double(pixelHeight))
        let canvas = Canvas(size: size)
        canvas.fillLinearGradient(Rect(origin: .zero, size: size),
            top: Color(r255: 30, g: 60, b: 140), bottom: Color(r255: 200, g: 80, b: 60))
        let columns = 16, rows = 9
        let cw = size.width / Double(columns), ch = size.height / Double(rows)
        for r in 0..<rows {
            for c in 0..<columns where (r + c) % 2 == 0 {
                canvas.fill(Rect(x: Double(c) * cw, y: Double(r) * ch, width: cw, height: ch), color: Color(white: 1, alpha: 0.12))
            }
            for c in 0..<columns {
                canvas.drawText("\(r * columns + c)", in: Rect(x: Double(c) * cw, y: Double(r) * ch + ch * 0.3, width: cw, height: ch * 0.4),
                    font: "DejaVu Sans Bold \(Int(ch * 0.25))", color: .white, alignment: .center)
            }
        }
        return canvas.makeBitmap()
    }
}
