import CreaseCore
import CreaseDraw
import CreaseImage
import CreaseMath
import CreaseScene

/// A card-based app screen for the pan-fold effect: a navigation bar over a column of white
/// cards, each with a picture, a title and a grey summary.
///
/// Left and right halves differ on purpose (titles and text on the left, times and suns on
/// the right, buttons at either end of the bar) so the fold's two halves are told apart.
public enum CardsAppArt {
    /// Draws the screen for `size` points at `scale` pixels per point, cards down to the bottom.
    public static func draw(size: Size, scale: Double) -> Bitmap {
        let canvas = Canvas(size: size, scale: scale)
        let width = size.width
        let unit = min(width / 375, size.height / 560)
        canvas.fill(Rect(origin: .zero, size: size), color: Color(r255: 242, g: 242, b: 247))

        let barBottom = drawNavigationBar(width: width, unit: unit, on: canvas)
        let margin = 16 * unit
        let cardWidth = width - 2 * margin
        var y = barBottom + 14 * unit
        var index = 0
        // Cards until the screen is full; the last one runs off the bottom as in a scroll view.
        while y < size.height {
            let story = stories[index % stories.count]
            y = drawCard(story, index: index, at: Point(x: margin, y: y), width: cardWidth, unit: unit, on: canvas)
                + 14 * unit
            index += 1
        }
        return canvas.makeBitmap()
    }

    // MARK: Parts

    private struct Story {
        let title: String
        let time: String
        let summary: String
        let sky: (Color, Color)
        let scene: Scene
    }

    private enum Scene { case mountains, sea, city }

    private static let blue = Color(r255: 0, g: 122, b: 255)

    private static let stories: [Story] = [
        Story(title: "Over the Pass", time: "2h ago",
              summary: "Three days on foot across the high ridge, with snow at the top and wild thyme in the valley below. What we packed, and what we wished we had.",
              sky: (Color(r255: 255, g: 160, b: 90), Color(r255: 255, g: 94, b: 120)), scene: .mountains),
        Story(title: "Tide Tables", time: "Yesterday",
              summary: "The sea comes in twice a day, but never at the same time. A short guide to reading the tables before you walk out across the sands.",
              sky: (Color(r255: 90, g: 200, b: 250), Color(r255: 0, g: 110, b: 200)), scene: .sea),
        Story(title: "Night Lines", time: "Mon",
              summary: "The last trains leave just after midnight. We rode every line to the end and back to find out who keeps the city running while it sleeps.",
              sky: (Color(r255: 60, g: 50, b: 140), Color(r255: 150, g: 70, b: 170)), scene: .city),
        Story(title: "Orchard Notes", time: "Sun",
              summary: "Apples, pears and one stubborn quince: a year of pruning, grafting and waiting, and the jam recipe that made it all worth it.",
              sky: (Color(r255: 150, g: 225, b: 120), Color(r255: 40, g: 170, b: 100)), scene: .mountains),
    ]

    /// Status bar and navigation bar; returns the bar's bottom edge.
    private static func drawNavigationBar(width: Double, unit: Double, on canvas: Canvas) -> Double {
        let status = 20 * unit
        let bar = 44 * unit
        canvas.fill(Rect(x: 0, y: 0, width: width, height: status + bar), color: Color(white: 0.98))
        let small = ContentText.font(ContentText.bold, 12 * unit)
        canvas.drawText("9:41", at: Point(x: width / 2, y: 3 * unit), font: small, color: .black, alignment: .center)
        let battery = Rect(x: width - 34 * unit, y: 5 * unit, width: 22 * unit, height: 10.5 * unit)
        canvas.strokeRoundedRect(battery, radius: 3 * unit, lineWidth: unit, color: Color(white: 0, alpha: 0.4))
        canvas.fillRoundedRect(Rect(x: battery.minX + 2 * unit, y: battery.minY + 2 * unit, width: (battery.width - 4 * unit) * 0.8,
                                    height: battery.height - 4 * unit), radius: 1.5 * unit, color: .black)
        canvas.fillRoundedRect(Rect(x: battery.maxX + 0.8 * unit, y: battery.midY - 2 * unit, width: 1.6 * unit, height: 4 * unit),
                               radius: 0.8 * unit, color: Color(white: 0, alpha: 0.4))

        let titleFont = ContentText.font(ContentText.bold, 17 * unit)
        let titleHeight = canvas.measureText("Cards", font: titleFont).height
        canvas.drawText("Cards", at: Point(x: width / 2, y: status + (bar - titleHeight) / 2), font: titleFont,
                        color: .black, alignment: .center)
        let buttonFont = ContentText.font(ContentText.regular, 17 * unit)
        canvas.drawText("Edit", at: Point(x: 16 * unit, y: status + (bar - titleHeight) / 2), font: buttonFont, color: blue)
        // A plus, drawn so it does not depend on the font's glyph.
        let plus = Point(x: width - 26 * unit, y: status + bar / 2)
        canvas.fillRoundedRect(Rect(x: plus.x - 9 * unit, y: plus.y - unit, width: 18 * unit, height: 2 * unit),
                               radius: unit, color: blue)
        canvas.fillRoundedRect(Rect(x: plus.x - unit, y: plus.y - 9 * unit, width: 2 * unit, height: 18 * unit),
                               radius: unit, color: blue)
        // The hairline under the bar.
        canvas.fill(Rect(x: 0, y: status + bar - 0.5, width: width, height: 0.5), color: Color(r255: 200, g: 199, b: 204))
        return status + bar
    }

    /// One card with its top-left corner at `origin`; returns its bottom edge.
    private static func drawCard(_ story: Story, index: Int, at origin: Point, width: Double, unit: Double,
                                 on canvas: Canvas) -> Double {
        let pad = 14 * unit
        let titleFont = ContentText.font(ContentText.bold, 17 * unit)
        let bodyFont = ContentText.font(ContentText.regular, 14 * unit)
        let timeFont = ContentText.font(ContentText.regular, 12 * unit)
        let band = min(width * 0.42, 150 * unit)
        let textWidth = width - 2 * pad
        let lines = ContentText.lines(story.summary, font: bodyFont, width: textWidth, maxLines: 2, on: canvas)
        let titleHeight = canvas.measureText(story.title, font: titleFont).height
        let lineHeight = canvas.measureText("Ag", font: bodyFont).height
        let height = band + pad + titleHeight + 4 * unit + 2 * lineHeight + pad
        let card = Rect(x: origin.x, y: origin.y, width: width, height: height)
        let radius = 10 * unit

        // A soft shadow under the card, then the card.
        canvas.fillRoundedRect(Rect(x: card.minX, y: card.minY + unit, width: card.width, height: card.height + unit),
                               radius: radius, color: Color(white: 0, alpha: 0.06))
        canvas.fillRoundedRect(card, radius: radius, color: .white)
        let bandRect = Rect(x: card.minX, y: card.minY, width: width, height: band)
        ContentTile.draw(bandRect, clippedTo: card, radius: radius, on: canvas) { tile, area in
            drawScene(story, in: area, unit: unit, on: tile)
        }

        // Title on the left, time on the right, summary below.
        let titleY = card.minY + band + pad
        let timeWidth = canvas.measureText(story.time, font: timeFont).width
        let shownTitle = ContentText.fitted(story.title, font: titleFont, width: textWidth - timeWidth - 8 * unit, on: canvas)
        canvas.drawText(shownTitle, at: Point(x: card.minX + pad, y: titleY), font: titleFont, color: Color(white: 0.08))
        canvas.drawText(story.time, at: Point(x: card.maxX - pad, y: titleY + 3 * unit), font: timeFont,
                        color: Color(white: 0.55), alignment: .right)
        for (i, line) in lines.enumerated() {
            canvas.drawText(line, at: Point(x: card.minX + pad, y: titleY + titleHeight + 4 * unit + Double(i) * lineHeight),
                            font: bodyFont, color: Color(white: 0.5))
        }
        return card.maxY
    }

    /// The card's picture: a sky, a sun at the right, and a landscape weighted to the left.
    private static func drawScene(_ story: Story, in area: Rect, unit: Double, on canvas: Canvas) {
        canvas.fillLinearGradient(area, top: story.sky.0, bottom: story.sky.1)
        let h = area.height
        let w = area.width
        let sun = min(h * 0.36, w * 0.2)
        canvas.fillEllipse(in: Rect(x: area.maxX - w * 0.2 - sun / 2, y: area.minY + h * 0.16, width: sun, height: sun),
                           color: Color(r255: 255, g: 240, b: 180, alpha: 0.95))
        let front = Color(white: 1, alpha: 0.35)
        let back = Color(white: 1, alpha: 0.2)
        switch story.scene {
        case .mountains:
            ContentShapes.fillPolygon([Point(x: area.minX - w * 0.1, y: area.maxY), Point(x: area.minX + w * 0.22, y: area.minY + h * 0.22),
                                       Point(x: area.minX + w * 0.55, y: area.maxY)], color: back, on: canvas)
            ContentShapes.fillPolygon([Point(x: area.minX + w * 0.15, y: area.maxY), Point(x: area.minX + w * 0.42, y: area.minY + h * 0.4),
                                       Point(x: area.minX + w * 0.75, y: area.maxY)], color: front, on: canvas)
        case .sea:
            for i in 0..<4 {
                let y = area.minY + h * (0.55 + Double(i) * 0.12)
                canvas.fillRoundedRect(Rect(x: area.minX + w * (0.04 + Double(i) * 0.06), y: y, width: w * (0.55 - Double(i) * 0.08),
                                            height: h * 0.05), radius: h * 0.025, color: front)
            }
            ContentShapes.fillPolygon([Point(x: area.minX + w * 0.3, y: area.minY + h * 0.2), Point(x: area.minX + w * 0.3, y: area.minY + h * 0.48),
                                       Point(x: area.minX + w * 0.12, y: area.minY + h * 0.48)], color: .white, on: canvas)
            canvas.fill(Rect(x: area.minX + w * 0.1, y: area.minY + h * 0.5, width: w * 0.26, height: h * 0.04), color: .white)
        case .city:
            let heights = [0.5, 0.75, 0.4, 0.62, 0.85, 0.45, 0.3]
            for (i, fraction) in heights.enumerated() {
                let x = area.minX + w * (0.03 + Double(i) * 0.085)
                let top = area.maxY - h * fraction
                canvas.fill(Rect(x: x, y: top, width: w * 0.07, height: h * fraction), color: i % 2 == 0 ? front : back)
                // Lit windows.
                var wy = top + h * 0.06
                while wy < area.maxY - h * 0.08 {
                    canvas.fill(Rect(x: x + w * 0.015, y: wy, width: w * 0.012, height: h * 0.03),
                                color: Color(r255: 255, g: 220, b: 120, alpha: 0.8))
                    canvas.fill(Rect(x: x + w * 0.043, y: wy, width: w * 0.012, height: h * 0.03),
                                color: Color(r255: 255, g: 220, b: 120, alpha: 0.6))
                    wy += h * 0.09
                }
            }
        }
        // A caption chip at the bottom left of the picture.
        let chipFont = ContentText.font(ContentText.bold, 11 * unit)
        let label = story.scene == .mountains ? "OUTDOORS" : story.scene == .sea ? "COAST" : "CITY"
        let size = canvas.measureText(label, font: chipFont)
        let chip = Rect(x: area.minX + 10 * unit, y: area.maxY - size.height - 14 * unit,
                        width: size.width + 12 * unit, height: size.height + 4 * unit)
        canvas.fillRoundedRect(chip, radius: chip.height / 2, color: Color(white: 0, alpha: 0.35))
        canvas.drawText(label, at: Point(x: chip.minX + 6 * unit, y: chip.minY + 2 * unit), font: chipFont, color: .white)
    }
}
