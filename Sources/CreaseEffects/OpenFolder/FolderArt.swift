import CreaseCore
import CreaseDraw
import CreaseImage
import CreaseMath

/// The inside of an opened springboard folder, as the open-folder effect reveals it: dark linen,
/// the folder's title, and its apps drawn as on the home screen.
public enum FolderArt {
    /// The linen's colour; the arrow is filled with it so it reads as part of the folder.
    public static let backgroundColor = Color(r255: 56, g: 59, b: 66)

    /// Draws the folder's body, `width` × `height` points at `scale`, titled `title`, holding
    /// `apps` (names; known ones get their home-screen icons, others one made from the name).
    public static func draw(width: Double, height: Double, title: String, apps: [String], scale: Double) -> Bitmap {
        let canvas = Canvas(size: Size(width: width, height: height), scale: scale)
        let layout = Layout(width: width, height: height, count: apps.count)
        let unit = layout.unit
        // The linen fills every pixel, the last row and column too where the size is fractional:
        // the body meets the arrow above and the screen below, and a half-covered edge row,
        // stretched over the layer, would show as a translucent line there.
        let filled = canvas.size
        ContentTexture.linen(on: canvas, in: Rect(origin: .zero, size: filled), base: backgroundColor, pattern: 0xF01D)
        // Shadows at both edges: the folder sits sunk below the screen it opened out of.
        let shade = min(10 * unit, height / 4)
        canvas.fillLinearGradient(Rect(x: 0, y: 0, width: filled.width, height: shade),
                                  top: Color(white: 0, alpha: 0.55), bottom: Color(white: 0, alpha: 0))
        canvas.fillLinearGradient(Rect(x: 0, y: filled.height - shade, width: filled.width, height: shade),
                                  top: Color(white: 0, alpha: 0), bottom: Color(white: 0, alpha: 0.45))

        let titleFont = ContentText.font(ContentText.bold, 17 * unit)
        let titleLeft = layout.xs.first ?? 12 * unit
        let shownTitle = ContentText.fitted(title, font: titleFont, width: width - 2 * titleLeft, on: canvas)
        let titleTop = Layout.titleTop * unit
        canvas.drawText(shownTitle, at: Point(x: titleLeft, y: titleTop + unit), font: titleFont,
                        color: Color(white: 0, alpha: 0.6))
        canvas.drawText(shownTitle, at: Point(x: titleLeft, y: titleTop), font: titleFont, color: .white)

        for (index, name) in apps.enumerated() {
            let frame = layout.frame(at: index)
            ContentIcon.drawApp(ContentApp.named(name), in: frame, on: canvas)
            ContentIcon.drawLabel(name, under: frame, gap: HomeScreenLayout.labelGap * unit,
                                  width: layout.labelWidth, fontSize: 11 * unit, on: canvas)
        }
        return canvas.makeBitmap()
    }

    /// The tip that points from the folder up at the tapped icon: a triangle in the folder's
    /// colour, its point at the top centre and its base along the bottom, transparent around.
    /// The base runs along the bitmap's last pixel row, wholly covered at any size: it meets
    /// the folder's body, and a partly covered row there would show as a line between them.
    public static func arrow(width: Double, height: Double, scale: Double) -> Bitmap {
        let canvas = Canvas(size: Size(width: width, height: height), scale: scale)
        // The canvas rounds a fractional size up to whole pixels; the layer stretches all of them.
        let filled = canvas.size
        ContentShapes.fillPolygon([Point(x: filled.width / 2, y: 0), Point(x: filled.width, y: filled.height), Point(x: 0, y: filled.height)],
                                  color: backgroundColor, on: canvas)
        return canvas.makeBitmap()
    }

    /// Where the folder's icons go: the home screen's grid (four across on a phone), shrunk if
    /// the rows would not fit the height.
    struct Layout {
        static let titleTop = 12.0
        /// Title, its line and the space under it, at unit 1.
        static let header = titleTop + 22 + 10
        static let bottom = 8.0

        let unit: Double
        let xs: [Double]
        let labelWidth: Double
        let top: Double
        let pitch: Double

        init(width: Double, height: Double, count: Int) {
            let columns = width < 600 ? 4 : min(8, max(6, Int(width / 160)))
            let rows = max(1, (count + columns - 1) / columns)
            let widthUnit = width / (Double(columns) * HomeScreenLayout.columnWidth)
            let heightUnit = height / (Self.header + Double(rows) * HomeScreenLayout.row + Self.bottom)
            unit = max(min(widthUnit, heightUnit), 0.01)
            let side = HomeScreenLayout.iconSide * unit
            let (positions, gap) = ContentIcon.columnPositions(columns: columns, side: side, width: width)
            xs = positions
            labelWidth = min(side + gap * 0.85, side * 1.6)
            top = Self.header * unit
            pitch = HomeScreenLayout.row * unit
        }

        func frame(at index: Int) -> Rect {
            let side = HomeScreenLayout.iconSide * unit
            return Rect(x: xs[index % xs.count], y: top + Double(index / xs.count) * pitch, width: side, height: side)
        }
    }
}
