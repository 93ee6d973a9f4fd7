import CreaseCore
import CreaseDraw
import CreaseImage
import CreaseMath

/// The launch art for the open-doors effect: a pair of brushed-metal doors lettered
/// "OPEN DOORS" across the seam, and the colourful app they open onto.
public enum DoorArt {
    /// The lettering's colour: dark enough to read on the metal, and for tests to find.
    static let letteringColor = Color(r255: 40, g: 44, b: 52)

    /// The two doors for a screen of `size` points at `scale`: the left one covers the left half
    /// and the right one the rest, so their pixel widths add up to the screen's (a pixel each at
    /// least, on a screen narrower than two).
    ///
    /// The pair is drawn as one picture and then cut at the seam, so the lettering runs across
    /// it unbroken when the doors are shut. Portrait screens stack the words, landscape ones
    /// keep them on one line.
    public static func doors(size: Size, scale: Double) -> (left: Bitmap, right: Bitmap) {
        let canvas = Canvas(size: Size(width: max(size.width, 2 / scale), height: size.height), scale: scale)
        let w = size.width
        let h = size.height
        let portrait = h >= w
        let unit = min(w, h) / 375
        // The seam on a pixel boundary, where the picture is cut, so neither door has a
        // half-covered column along it.
        let seam = Double(canvas.pixelWidth / 2) / canvas.scale
        let left = Rect(x: 0, y: 0, width: seam, height: h)
        let right = Rect(x: seam, y: 0, width: Double(canvas.pixelWidth) / canvas.scale - seam, height: h)

        for (door, pattern) in [(left, UInt64(0xD001)), (right, UInt64(0xD002))] {
            drawPanel(door, unit: unit, pattern: pattern, portrait: portrait, on: canvas)
        }
        // Handles near the seam, one on each door, below the lettering and clear of the panels.
        let handleHeight = (portrait ? 0.1 * h : 0.16 * h)
        let handleY = (portrait ? 0.6 * h : 0.68 * h) - handleHeight / 2
        let handleWidth = 7 * unit
        let inset = 5 * unit
        drawHandle(Rect(x: seam - inset - handleWidth, y: handleY, width: handleWidth, height: handleHeight), unit: unit, on: canvas)
        drawHandle(Rect(x: seam + inset, y: handleY, width: handleWidth, height: handleHeight), unit: unit, on: canvas)

        drawLettering(size: size, portrait: portrait, unit: unit, on: canvas)

        let bitmap = canvas.makeBitmap()
        let leftWidth = canvas.pixelWidth / 2
        return (ContentCrop.crop(bitmap, x: 0, y: 0, width: leftWidth, height: bitmap.height),
                ContentCrop.crop(bitmap, x: leftWidth, y: 0, width: bitmap.width - leftWidth, height: bitmap.height))
    }

    /// The app behind the doors: a colourful gradient, a few shapes and "Welcome".
    public static func background(size: Size, scale: Double) -> Bitmap {
        let canvas = Canvas(size: size, scale: scale)
        let w = size.width
        let h = size.height
        let unit = min(w, h) / 375
        canvas.fillLinearGradient(Rect(origin: .zero, size: size),
                                  top: Color(r255: 255, g: 120, b: 80), bottom: Color(r255: 110, g: 70, b: 220))
        ContentShapes.fillGlow(center: Point(x: w * 0.85, y: h * 0.12), radius: min(w, h) * 0.6,
                               color: Color(r255: 255, g: 210, b: 90, alpha: 0.7), on: canvas)
        ContentShapes.fillGlow(center: Point(x: w * 0.1, y: h * 0.9), radius: min(w, h) * 0.7,
                               color: Color(r255: 40, g: 200, b: 255, alpha: 0.5), on: canvas)
        // Bubbles and a tilted-looking stack of cards: shapes for the eye as the doors part.
        let circles: [(Double, Double, Double, Double)] = [
            (0.15, 0.18, 60, 0.18), (0.82, 0.3, 90, 0.14), (0.25, 0.72, 44, 0.2), (0.72, 0.82, 70, 0.16), (0.55, 0.1, 26, 0.25),
        ]
        for (x, y, d, alpha) in circles {
            let r = d * unit / 2
            canvas.fillEllipse(in: Rect(x: w * x - r, y: h * y - r, width: 2 * r, height: 2 * r), color: Color(white: 1, alpha: alpha))
        }
        let card = Rect(x: w / 2 - 110 * unit, y: h * 0.52, width: 220 * unit, height: 64 * unit)
        canvas.fillRoundedRect(Rect(x: card.minX + 12 * unit, y: card.minY + 10 * unit, width: card.width - 24 * unit, height: card.height),
                               radius: 14 * unit, color: Color(white: 1, alpha: 0.18))
        canvas.fillRoundedRect(card, radius: 14 * unit, color: Color(white: 1, alpha: 0.9))
        canvas.fillEllipse(in: Rect(x: card.minX + 14 * unit, y: card.minY + 14 * unit, width: 36 * unit, height: 36 * unit),
                           color: Color(r255: 255, g: 120, b: 80))
        canvas.fillRoundedRect(Rect(x: card.minX + 62 * unit, y: card.minY + 18 * unit, width: 120 * unit, height: 10 * unit),
                               radius: 5 * unit, color: Color(white: 0.25))
        canvas.fillRoundedRect(Rect(x: card.minX + 62 * unit, y: card.minY + 36 * unit, width: 84 * unit, height: 9 * unit),
                               radius: 4.5 * unit, color: Color(white: 0.65))

        let titleFont = ContentText.font(ContentText.bold, min(w * 0.14, h * 0.13))
        let titleSize = canvas.measureText("Welcome", font: titleFont)
        let titleY = h * 0.3 - titleSize.height / 2
        canvas.drawText("Welcome", at: Point(x: w / 2, y: titleY + 2 * unit), font: titleFont,
                        color: Color(white: 0, alpha: 0.18), alignment: .center)
        canvas.drawText("Welcome", at: Point(x: w / 2, y: titleY), font: titleFont, color: .white, alignment: .center)
        let subtitleFont = ContentText.font(ContentText.regular, 17 * unit)
        canvas.drawText("The doors are open.", at: Point(x: w / 2, y: titleY + titleSize.height + 4 * unit), font: subtitleFont,
                        color: Color(white: 1, alpha: 0.9), alignment: .center)

        let buttonFont = ContentText.font(ContentText.bold, 16 * unit)
        let buttonText = canvas.measureText("Get Started", font: buttonFont)
        let button = Rect(x: w / 2 - buttonText.width / 2 - 28 * unit, y: min(h * 0.8, h - 70 * unit),
                          width: buttonText.width + 56 * unit, height: buttonText.height + 22 * unit)
        canvas.fillRoundedRect(button, radius: button.height / 2, color: .white)
        canvas.drawText("Get Started", at: Point(x: w / 2, y: button.minY + 11 * unit), font: buttonFont,
                        color: Color(r255: 110, g: 70, b: 220), alignment: .center)
        return canvas.makeBitmap()
    }

    // MARK: Parts

    /// One door: metal gradient, brushed streaks, two recessed panels, rivets and bevelled edges.
    private static func drawPanel(_ door: Rect, unit: Double, pattern: UInt64, portrait: Bool, on canvas: Canvas) {
        canvas.fillLinearGradient(door, top: Color(white: 0.9), bottom: Color(white: 0.74))
        // A band of light across the middle, as a lamp overhead would leave on brushed steel.
        let band = Rect(x: door.minX, y: door.minY + door.height * 0.35, width: door.width, height: door.height * 0.15)
        canvas.fillLinearGradient(band, top: Color(white: 1, alpha: 0), bottom: Color(white: 1, alpha: 0.25))
        canvas.fillLinearGradient(Rect(x: band.minX, y: band.maxY, width: band.width, height: band.height),
                                  top: Color(white: 1, alpha: 0.25), bottom: Color(white: 1, alpha: 0))
        ContentTexture.brushed(on: canvas, in: door, pattern: pattern)

        // Recessed panels: a dark line above and left, a light one below and right.
        let margin = 18 * unit
        let split = portrait ? 0.5 : 0.56
        let panels = [
            Rect(x: door.minX + margin, y: door.minY + margin, width: door.width - 2 * margin,
                 height: door.height * split - margin * 1.5),
            Rect(x: door.minX + margin, y: door.minY + door.height * split + margin / 2, width: door.width - 2 * margin,
                 height: door.height * (1 - split) - margin * 1.5),
        ]
        for panel in panels where panel.width > 0 && panel.height > 0 {
            canvas.strokeRoundedRect(Rect(x: panel.minX + unit, y: panel.minY + unit, width: panel.width, height: panel.height),
                                     radius: 6 * unit, lineWidth: 1.2 * unit, color: Color(white: 1, alpha: 0.7))
            canvas.strokeRoundedRect(panel, radius: 6 * unit, lineWidth: 1.2 * unit, color: Color(white: 0, alpha: 0.18))
        }
        for corner in [Point(x: door.minX + margin / 2, y: door.minY + margin / 2), Point(x: door.maxX - margin / 2, y: door.minY + margin / 2),
                       Point(x: door.minX + margin / 2, y: door.maxY - margin / 2), Point(x: door.maxX - margin / 2, y: door.maxY - margin / 2)] {
            let d = 5 * unit
            canvas.fillEllipse(in: Rect(x: corner.x - d / 2, y: corner.y - d / 2 + 0.6 * unit, width: d, height: d), color: Color(white: 1, alpha: 0.8))
            canvas.fillEllipse(in: Rect(x: corner.x - d / 2, y: corner.y - d / 2, width: d, height: d), color: Color(white: 0.6))
        }

        // Bevel: light along the top and left edges, shade along the bottom and right.
        let line = max(unit, 1 / canvas.scale)
        canvas.fill(Rect(x: door.minX, y: door.minY, width: door.width, height: line), color: Color(white: 1, alpha: 0.85))
        canvas.fill(Rect(x: door.minX, y: door.minY, width: line, height: door.height), color: Color(white: 1, alpha: 0.85))
        canvas.fill(Rect(x: door.minX, y: door.maxY - line, width: door.width, height: line), color: Color(white: 0, alpha: 0.25))
        canvas.fill(Rect(x: door.maxX - line, y: door.minY, width: line, height: door.height), color: Color(white: 0, alpha: 0.25))
    }

    /// A bar handle: a rounded rod with a highlight and a shadow under it.
    private static func drawHandle(_ rect: Rect, unit: Double, on canvas: Canvas) {
        let radius = rect.width / 2
        canvas.fillRoundedRect(Rect(x: rect.minX + 1.5 * unit, y: rect.minY + 2.5 * unit, width: rect.width, height: rect.height),
                               radius: radius, color: Color(white: 0, alpha: 0.18))
        ContentTile.draw(rect, clippedTo: rect, radius: radius, on: canvas) { tile, area in
            tile.fillLinearGradient(area, top: Color(white: 0.78), bottom: Color(white: 0.5))
            tile.fill(Rect(x: area.minX + area.width * 0.25, y: area.minY, width: area.width * 0.2, height: area.height),
                      color: Color(white: 1, alpha: 0.5))
        }
    }

    /// "OPEN DOORS" centred across the seam, stamped into the metal: a light edge under dark
    /// letters. On one line the seam runs through the "D"; stacked, through the middle "O".
    private static func drawLettering(size: Size, portrait: Bool, unit: Double, on canvas: Canvas) {
        let w = size.width
        let h = size.height
        let lines = portrait ? ["OPEN", "DOORS"] : ["OPEN DOORS"]
        let reference = ContentText.font(ContentText.bold, 100)
        let widest = lines.map { canvas.measureText($0, font: reference).width }.max() ?? 1
        let lineHeight100 = canvas.measureText(lines[0], font: reference).height
        // As large as fits 84% of the width, and a share of the height.
        let fontSize = min(100 * w * 0.84 / widest, 100 * h * (portrait ? 0.14 : 0.24) / lineHeight100)
        let font = ContentText.font(ContentText.bold, fontSize)
        let lineHeight = canvas.measureText(lines[0], font: font).height * 0.92
        let center = portrait ? 0.28 * h : 0.3 * h
        let top = center - lineHeight * Double(lines.count) / 2
        for (i, line) in lines.enumerated() {
            let y = top + Double(i) * lineHeight
            canvas.drawText(line, at: Point(x: w / 2, y: y + 1.5 * unit), font: font, color: Color(white: 1, alpha: 0.7),
                            alignment: .center)
            canvas.drawText(line, at: Point(x: w / 2, y: y), font: font, color: letteringColor, alignment: .center)
        }
    }
}
