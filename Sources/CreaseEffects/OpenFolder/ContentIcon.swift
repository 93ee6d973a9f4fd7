import CreaseDraw
import CreaseMath

/// Drawing of app icons, folder icons and their labels, shared by the home screen and the
/// folder so that an app looks the same in both.
enum ContentIcon {
    /// Springboard's corner: about 22% of the side.
    static func cornerRadius(side: Double) -> Double { side * 0.22 }

    /// An app's icon filling the square `rect`: its gradient and glyph inside the rounded square.
    static func drawApp(_ app: ContentApp, in rect: Rect, on canvas: Canvas) {
        let radius = cornerRadius(side: rect.width)
        ContentTile.draw(rect, clippedTo: rect, radius: radius, on: canvas) { tile, icon in
            tile.fillLinearGradient(icon, top: app.top, bottom: app.bottom)
            // Below a few points a glyph is a smudge; tiny icons in folders show colour only.
            if icon.width >= 9 {
                app.glyph.draw(in: icon, background: { y in
                    ContentColor.gradient(top: app.top, bottom: app.bottom, in: icon, at: y)
                }, on: tile)
            }
            // A faint sheen on the top half, as light catches the glass.
            tile.fillLinearGradient(Rect(x: icon.minX, y: icon.minY, width: icon.width, height: icon.height / 2),
                                    top: Color(white: 1, alpha: 0.12), bottom: Color(white: 1, alpha: 0))
        }
    }

    /// A folder's icon: a translucent rounded square holding its first nine apps in a 3×3 grid.
    static func drawFolder(_ apps: [ContentApp], in rect: Rect, on canvas: Canvas) {
        let side = rect.width
        canvas.fillRoundedRect(rect, radius: cornerRadius(side: side), color: Color(white: 1, alpha: 0.3))
        canvas.strokeRoundedRect(rect, radius: cornerRadius(side: side), lineWidth: max(side / 120, 0.5),
                                 color: Color(white: 1, alpha: 0.25))
        let padding = side * 0.14
        let gap = side * 0.06
        let tiny = (side - 2 * padding - 2 * gap) / 3
        for (i, app) in apps.prefix(9).enumerated() {
            let frame = Rect(x: rect.minX + padding + Double(i % 3) * (tiny + gap),
                             y: rect.minY + padding + Double(i / 3) * (tiny + gap), width: tiny, height: tiny)
            drawApp(app, in: frame, on: canvas)
        }
    }

    /// The name under an icon: white, centred, shortened with an ellipsis to fit `width`, with a
    /// soft shadow so it reads on any wallpaper. Returns where the text and its shadow went.
    @discardableResult
    static func drawLabel(_ name: String, under icon: Rect, gap: Double, width: Double, fontSize: Double,
                          on canvas: Canvas) -> Rect {
        let font = ContentText.font(ContentText.regular, fontSize)
        let text = ContentText.fitted(name, font: font, width: width, on: canvas)
        let measured = canvas.measureText(text, font: font)
        let top = icon.maxY + gap
        let shadowOffset = fontSize / 14
        canvas.drawText(text, at: Point(x: icon.midX, y: top + shadowOffset), font: font,
                        color: Color(white: 0, alpha: 0.35), alignment: .center)
        canvas.drawText(text, at: Point(x: icon.midX, y: top), font: font, color: .white, alignment: .center)
        return Rect(x: icon.midX - measured.width / 2, y: top, width: measured.width, height: measured.height + shadowOffset)
    }

    /// Left edges of `columns` icons of `side` spread evenly across `width`, with equal gaps at
    /// both ends and between: the springboard's grid, and the folder's to match it.
    static func columnPositions(columns: Int, side: Double, width: Double, left: Double = 0) -> (xs: [Double], gap: Double) {
        let gap = (width - Double(columns) * side) / Double(columns + 1)
        return ((0..<columns).map { left + gap + Double($0) * (side + gap) }, gap)
    }
}
