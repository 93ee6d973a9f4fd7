import Foundation
import CreaseDraw
import CreaseMath

/// The white mark on an app icon: a letter or symbol from DejaVu Sans, or a simple drawn shape.
enum ContentGlyph: Sendable {
    /// Text drawn bold and centred: a letter, digits, or a DejaVu symbol such as "✉".
    case symbol(String)
    case bubble
    case flower
    case camera
    case clock
    case pin
    case compass
    case bars
    case wave
    case keypad
    case person
    case play
    case cards
    case target
    case list
    case folder
    case calendar

    /// Draws the glyph over the icon square `icon`. `background` gives the icon's own colour at a
    /// height, for cut-outs (rings, lenses) that must look like holes in the white.
    func draw(in icon: Rect, background: (Double) -> Color, on canvas: Canvas) {
        let s = icon.width
        // Positions as fractions of the icon, so one description serves every size.
        func p(_ x: Double, _ y: Double) -> Point { Point(x: icon.minX + x * s, y: icon.minY + y * s) }
        func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
            Rect(x: icon.minX + x * s, y: icon.minY + y * s, width: w * s, height: h * s)
        }
        func disc(_ cx: Double, _ cy: Double, _ d: Double, _ color: Color) {
            canvas.fillEllipse(in: r(cx - d / 2, cy - d / 2, d, d), color: color)
        }
        func hole(_ cx: Double, _ cy: Double, _ d: Double) {
            disc(cx, cy, d, background(icon.minY + cy * s))
        }
        let white = Color.white
        let dark = Color(white: 0.12)

        switch self {
        case .symbol(let text):
            // Symbols are drawn smaller than capitals within the em, so they get a larger size.
            let isSymbol = text.unicodeScalars.count == 1 && !text.unicodeScalars.allSatisfy(\.isASCII)
            let base = text.count > 1 ? 0.4 : isSymbol ? 0.68 : 0.54
            var size = s * base
            let width = canvas.measureText(text, font: ContentText.font(ContentText.bold, size)).width
            // Long strings shrink to stay inside the icon.
            if width > s * 0.74 { size *= s * 0.74 / width }
            let font = ContentText.font(ContentText.bold, size)
            let height = canvas.measureText(text, font: font).height
            canvas.drawText(text, at: Point(x: icon.midX, y: icon.midY - height / 2), font: font,
                            color: white, alignment: .center)
        case .bubble:
            canvas.fillEllipse(in: r(0.17, 0.2, 0.66, 0.52), color: white)
            ContentShapes.fillPolygon([p(0.3, 0.6), p(0.44, 0.68), p(0.22, 0.8)], color: white, on: canvas)
        case .flower:
            let petals: [Color] = [
                Color(r255: 255, g: 59, b: 48), Color(r255: 255, g: 149, b: 0), Color(r255: 255, g: 204, b: 0),
                Color(r255: 52, g: 199, b: 89), Color(r255: 90, g: 200, b: 250), Color(r255: 0, g: 122, b: 255),
                Color(r255: 88, g: 86, b: 214), Color(r255: 255, g: 45, b: 85),
            ]
            for (i, color) in petals.enumerated() {
                let angle = Double(i) / Double(petals.count) * 2 * Double.pi
                disc(0.5 + 0.16 * cos(angle), 0.5 + 0.16 * sin(angle), 0.26, color.withAlpha(0.75))
            }
        case .camera:
            canvas.fillRoundedRect(r(0.36, 0.26, 0.28, 0.12), radius: s * 0.03, color: white)
            canvas.fillRoundedRect(r(0.16, 0.32, 0.68, 0.44), radius: s * 0.08, color: white)
            disc(0.5, 0.54, 0.3, dark)
            disc(0.5, 0.54, 0.18, Color(r255: 60, g: 70, b: 90))
            disc(0.46, 0.5, 0.05, Color(white: 1, alpha: 0.8))
        case .clock:
            disc(0.5, 0.5, 0.72, white)
            for i in 0..<12 {
                let angle = Double(i) / 12 * 2 * Double.pi
                let d = i % 3 == 0 ? 0.05 : 0.03
                disc(0.5 + 0.29 * cos(angle), 0.5 + 0.29 * sin(angle), d, dark)
            }
            canvas.fillRoundedRect(r(0.485, 0.26, 0.03, 0.25), radius: s * 0.015, color: dark)
            canvas.fillRoundedRect(r(0.49, 0.485, 0.2, 0.03), radius: s * 0.015, color: dark)
            disc(0.5, 0.5, 0.06, Color(r255: 255, g: 149, b: 0))
        case .pin:
            disc(0.5, 0.4, 0.4, white)
            ContentShapes.fillPolygon([p(0.33, 0.48), p(0.67, 0.48), p(0.5, 0.82)], color: white, on: canvas)
            hole(0.5, 0.4, 0.16)
        case .compass:
            disc(0.5, 0.5, 0.72, white)
            hole(0.5, 0.5, 0.62)
            // A needle at 45°: red half towards the top right, white half opposite.
            let c = p(0.5, 0.5)
            let u = Point(x: 0.2 * s, y: -0.2 * s)
            let v = Point(x: 0.045 * s, y: 0.045 * s)
            let side1 = Point(x: c.x + v.x, y: c.y + v.y)
            let side2 = Point(x: c.x - v.x, y: c.y - v.y)
            ContentShapes.fillPolygon([Point(x: c.x + u.x, y: c.y + u.y), side1, side2],
                                      color: Color(r255: 255, g: 59, b: 48), on: canvas)
            ContentShapes.fillPolygon([Point(x: c.x - u.x, y: c.y - u.y), side1, side2], color: white, on: canvas)
        case .bars:
            for (i, height) in [0.22, 0.36, 0.28, 0.5].enumerated() {
                canvas.fillRoundedRect(r(0.2 + Double(i) * 0.16, 0.76 - height, 0.11, height), radius: s * 0.02, color: white)
            }
        case .wave:
            let heights = [0.1, 0.22, 0.38, 0.52, 0.3, 0.44, 0.2, 0.3, 0.12]
            for (i, height) in heights.enumerated() {
                canvas.fillRoundedRect(r(0.17 + Double(i) * 0.075, 0.5 - height / 2, 0.045, height),
                                       radius: s * 0.0225, color: white)
            }
        case .keypad:
            for row in 0..<4 {
                for column in 0..<3 {
                    let accent = row == 3 && column == 2
                    disc(0.3 + Double(column) * 0.2, 0.2 + Double(row) * 0.2, 0.15,
                         accent ? Color(r255: 255, g: 204, b: 0) : Color(white: 1, alpha: row == 0 ? 0.7 : 1))
                }
            }
        case .person:
            disc(0.5, 0.37, 0.26, white)
            canvas.fillRoundedRect(r(0.26, 0.56, 0.48, 0.24), radius: s * 0.12, color: white)
        case .play:
            ContentShapes.fillPolygon([p(0.38, 0.27), p(0.75, 0.5), p(0.38, 0.73)], color: white, on: canvas)
        case .cards:
            let colors = [Color(r255: 255, g: 204, b: 0), Color(r255: 52, g: 199, b: 89), Color(r255: 0, g: 122, b: 255)]
            for (i, color) in colors.enumerated() {
                canvas.fillRoundedRect(r(0.18, 0.22 + Double(i) * 0.1, 0.64, 0.3), radius: s * 0.05, color: color)
            }
            canvas.fillRoundedRect(r(0.18, 0.52, 0.64, 0.26), radius: s * 0.05, color: white)
        case .target:
            disc(0.5, 0.5, 0.66, white)
            hole(0.5, 0.5, 0.5)
            disc(0.5, 0.5, 0.34, white)
            hole(0.5, 0.5, 0.18)
        case .list:
            for row in 0..<3 {
                let y = 0.3 + Double(row) * 0.2
                disc(0.27, y, 0.1, white)
                canvas.fillRoundedRect(r(0.38, y - 0.025, 0.4, 0.05), radius: s * 0.025, color: Color(white: 1, alpha: 0.85))
            }
        case .folder:
            canvas.fillRoundedRect(r(0.18, 0.28, 0.28, 0.14), radius: s * 0.04, color: Color(white: 1, alpha: 0.8))
            canvas.fillRoundedRect(r(0.18, 0.34, 0.64, 0.4), radius: s * 0.06, color: white)
        case .calendar:
            let small = ContentText.font(ContentText.bold, s * 0.13)
            canvas.drawText("MONDAY", at: p(0.5, 0.14), font: small, color: Color(white: 1, alpha: 0.9), alignment: .center)
            let big = ContentText.font(ContentText.regular, s * 0.46)
            canvas.drawText("17", at: p(0.5, 0.28), font: big, color: white, alignment: .center)
        }
    }
}
