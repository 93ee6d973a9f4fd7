import CreaseMath

/// Where everything on the home screen goes, for a screen of any size.
///
/// Every length is a multiple of `unit`, the icon side over 60: a 320-point-wide portrait
/// screen gets 60-point icons (a little less when short), and other screens scale from that,
/// shrinking to fit when the height is the limit.
struct HomeScreenLayout {
    // Heights at unit 1, top to bottom.
    static let statusBar = 20.0
    static let gridTopPadding = 5.0
    static let iconSide = 60.0
    static let labelGap = 4.0
    static let labelHeight = 14.0
    /// One row: icon, gap, label and some air before the next row's icons.
    static let row = iconSide + labelGap + labelHeight + 5
    static let pageDots = 11.0
    static let pageDot = 6.0
    static let dockPadding = 8.0
    static let bottomMargin = 5.0
    static let fixedHeight = statusBar + gridTopPadding + pageDots + (iconSide + 2 * dockPadding) + bottomMargin
    /// A column's share of the width at unit 1: the icon and a third of it again for the gaps.
    static let columnWidth = iconSide * 4 / 3

    let size: Size
    let columns: Int
    let rows: Int
    let unit: Double
    let gridFrames: [Rect]
    let labelWidth: Double
    let dockFrame: Rect
    let dockIconFrames: [Rect]
    let pageDotsCenterY: Double

    var side: Double { Self.iconSide * unit }
    /// The top of the page dots: what lies under the last row.
    var pageDotsTop: Double { pageDotsCenterY - Self.pageDot * unit / 2 }

    init(size: Size) {
        self.size = size
        let width = size.width
        let height = size.height
        let portrait = height >= width
        let aspect = max(width, height) / max(min(width, height), 1)
        columns = portrait ? 4 : (aspect < 1.5 ? 6 : aspect < 1.7 ? 7 : 8)
        let widthUnit = width / (Double(columns) * Self.columnWidth)
        func heightUnit(_ rows: Int) -> Double { height / (Self.fixedHeight + Double(rows) * Self.row) }
        // A tall phone has room for a sixth row at full icon size; a landscape screen takes four.
        rows = portrait ? (heightUnit(6) >= widthUnit ? 6 : 5) : 4
        let unit = min(widthUnit, heightUnit(rows))
        self.unit = unit
        let side = Self.iconSide * unit

        let (xs, gap) = ContentIcon.columnPositions(columns: columns, side: side, width: width)
        labelWidth = min(side + gap * 0.85, side * 1.6)

        // The dock: a floating rounded bar at the bottom; four icons spaced like the grid's on
        // a phone, and gathered in the middle on a wide screen.
        let dockHeight = side + 2 * Self.dockPadding * unit
        let dockY = height - Self.bottomMargin * unit - dockHeight
        let dockWidth = portrait ? width - 2 * max(gap * 0.5, 4 * unit) : min(width - 2 * gap, 4 * side + 5 * side * 0.5)
        dockFrame = Rect(x: (width - dockWidth) / 2, y: dockY, width: dockWidth, height: dockHeight)
        let dockXs = portrait ? xs : ContentIcon.columnPositions(columns: 4, side: side, width: dockWidth, left: dockFrame.minX).xs
        dockIconFrames = dockXs.map { Rect(x: $0, y: dockY + Self.dockPadding * unit, width: side, height: side) }
        pageDotsCenterY = dockY - Self.pageDots * unit / 2

        // Rows share the height between the status bar and the page dots; extra height goes
        // evenly between them, as on taller phones.
        let gridTop = (Self.statusBar + Self.gridTopPadding) * unit
        let gridBottom = dockY - Self.pageDots * unit
        let pitch = (gridBottom - gridTop) / Double(rows)
        let block = (Self.iconSide + Self.labelGap + Self.labelHeight) * unit
        var frames: [Rect] = []
        for row in 0..<rows {
            let y = gridTop + Double(row) * pitch + max(pitch - block, 0) / 2
            for x in xs {
                frames.append(Rect(x: x, y: y, width: side, height: side))
            }
        }
        gridFrames = frames
    }
}
