import CreaseMath

/// Where the flipping notch's parts go on a screen (docs/effects.md §4.1, §4.2): the iPhone X's
/// 375 × 812 numbers, kept at any size. The notch stays centred at the top, the cards take the
/// width less 16-point margins (up to 600 points, centred beyond that) and keep 177 points of
/// height, and the dropped card keeps a cell's aspect at the notch's width.
public struct FlippingNotchLayout: Sendable, Equatable {
    /// The notch's width in points, at most (narrower cells narrow it).
    public static let notchWidth = 209.0
    /// The notch view is taller than it ever shows: its top stays off screen.
    public static let notchHeight = 200.0
    /// The notch's bottom edge at rest, behind the hardware notch.
    public static let notchRest = 26.0
    /// How far the list can be pulled down, and the notch with it.
    public static let maxPull = 86.0
    /// The notch's corner radius, in points.
    public static let notchRadius = 20.0
    /// A card's corner radius in the list, in points: the dropped card rounds to it.
    public static let cellRadius = 10.0
    /// The dropped card's top.
    public static let dropTop = 40.0
    /// The list's top: the safe area's 44 plus 24.
    public static let listTop = 68.0
    /// Under the list: the safe area's 34 plus 8.
    public static let listBottomInset = 42.0
    /// A card's height in points, at any width.
    public static let cellHeight = 177.0
    /// The gap between cards, in points.
    public static let lineSpacing = 10.0
    /// The space each side of the cards, in points.
    public static let margin = 16.0
    /// The widest a card gets; wider screens centre it.
    public static let maxCellWidth = 600.0
    /// Seconds the card takes to drop from the notch.
    public static let dropDuration = 0.3
    /// Seconds the card's flip into the list takes, after the drop.
    public static let flipDuration = 0.6

    /// The screen's size, in points.
    public let size: Size

    /// The layout for a screen of `size` points.
    public init(size: Size) { self.size = size }

    /// A card's width: the screen's less the margins, at most `maxCellWidth`.
    public var cellWidth: Double { max(0, min(size.width - 2 * Self.margin, Self.maxCellWidth)) }
    /// A card's left edge, centring it on the screen.
    public var cellX: Double { (size.width - cellWidth) / 2 }
    /// The notch's width on this screen: `notchWidth`, or a card's width if narrower.
    public var notchWidth: Double { min(Self.notchWidth, cellWidth) }
    /// From one cell's top to the next: the height and the line spacing.
    public var rowPitch: Double { Self.cellHeight + Self.lineSpacing }

    /// The list (a scroll view) on screen.
    public var listFrame: Rect {
        Rect(x: 0, y: Self.listTop, width: size.width, height: max(0, size.height - Self.listTop - Self.listBottomInset))
    }

    /// Cell `index` in the list's content.
    public func cellFrame(_ index: Int) -> Rect {
        Rect(x: cellX, y: Double(index) * rowPitch, width: cellWidth, height: Self.cellHeight)
    }

    /// The content's height for `count` cells.
    public func contentHeight(count: Int) -> Double {
        count > 0 ? Double(count) * rowPitch - Self.lineSpacing : 0
    }

    /// How far the list can be pulled, and the notch with it: `maxPull`, or on a screen too short
    /// for that, down to the screen's bottom edge.
    public var pullLimit: Double { min(Self.maxPull, max(0, size.height - Self.notchRest)) }

    /// Whether the list is too short for its rubber band ever to show the pull limit (a screen
    /// under 196 points): the pull then follows the finger one to one.
    public var pullsOneToOne: Bool { listFrame.height <= pullLimit }

    /// The notch with its bottom edge `pull` points below rest.
    public func notchFrame(pull: Double) -> Rect {
        Rect(x: (size.width - notchWidth) / 2, y: Self.notchRest + pull - Self.notchHeight, width: notchWidth, height: Self.notchHeight)
    }

    /// The card at the end of the drop: the notch's width, a cell's aspect, its top at 40.
    public var dropFrame: Rect {
        let height = cellWidth > 0 ? Self.cellHeight * notchWidth / cellWidth : 0
        return Rect(x: (size.width - notchWidth) / 2, y: Self.dropTop, width: notchWidth, height: height)
    }

    /// Where the card lands: the first cell's place on screen.
    public var landedFrame: Rect {
        Rect(x: cellX, y: Self.listTop, width: cellWidth, height: Self.cellHeight)
    }

    /// The list's push down at the end of the drop: half a row ((177 + 10) / 2), as in the
    /// original, or further where the dropped card would come closer to the first cell than the
    /// line spacing. A narrow screen's card is taller (177·209 / cellWidth): on 320 wide half a
    /// row would put the cell's top under it.
    public var listShiftAfterDrop: Double { max(rowPitch / 2, dropFrame.maxY + Self.lineSpacing - Self.listTop) }
    /// The list's push down at the end of the flip: a whole row.
    public var listShiftAfterFlip: Double { rowPitch }
}
