import CreaseCore
import CreaseFold
import CreaseMath

/// The folding list (Opaque's re-creation of Clear): rows 60 pt tall in the heat-map colours on
/// black, that fold as fingers make and remove them (docs/effects.md §5).
///
/// The list is a column of row heights scrolled by `offset`: every row is restacked from the
/// heights at every change, so rows always meet, whatever the fingers do. Gestures change
/// heights and the offset at once (no implicit animation); on release everything settles in
/// 0.25 s, the effect itself moving the heights (so each row's fold follows its height at every
/// frame), the offset and the colours, then recolours and restyles the rows.
///
/// With reduced motion no row folds and none moves: a row a pull or a pinch makes, or a pinch
/// shuts, does not open or close. The list as the gesture would leave it fades in over the list
/// as the gesture found it, which stays whole beneath, as far as the row has opened (or shut),
/// and the settle takes the fade on to its end or back (FoldingListEffect+ReducedMotion.swift).
/// Scrolling still follows the finger, a pull's past the row too: it is the content's own
/// motion, not the effect's.
public final class FoldingListEffect {
    /// What the list is doing: the states of docs/effects.md §5.4, plus scrolling.
    public enum Phase: Equatable, Sendable {
        case idle, pullCreating, pinchCreating, pinchClosing, scrolling, settling
    }

    /// A row's full height in points.
    public static let rowHeight = 60.0
    /// Each row's m34 about its centre.
    public static let perspective = Transform3D.perspective(distance: 200)
    /// A made or pinched row that ends at least this share of a row tall stays (45 of 60 pt);
    /// less folds away.
    public static let commitShare = 0.75
    /// Seconds the rows take to settle to their heights once a gesture lets go.
    public static let settleDuration = 0.25
    /// Core Animation's default curve: what an implicit animation on a raw layer gets.
    public static let settleCurve = TimingFunction.default

    /// Add this to a hosted layer tree; it covers the screen.
    public let container: Layer
    /// Rows fade in and out instead of folding (given at `init`).
    public let reduceMotion: Bool
    public private(set) var size: Size
    public internal(set) var phase = Phase.idle
    /// The content y at the top of the screen; below 0 while pulled down past the top.
    public internal(set) var offset = 0.0
    var rows: [FoldingListRow] = []
    /// A gesture's starting point: what it moves the list from.
    var gesture = GestureStart()
    private var settle: Settle?
    /// Reduced motion's fade while a gesture makes or shuts a row.
    var crossfade: Crossfade?
    private var now = 0.0
    let contentScale: Double
    private let newItems: [String]
    private var madeCount = 0

    struct GestureStart {
        /// The row the gesture made or pinches.
        var row = 0
        var offset = 0.0
        /// A pinched row's height when the fingers went down: 0 for a new row.
        var slot = 0.0
        /// The upper and the lower finger's y when they went down, and their order in the
        /// recogniser's list.
        var upperY = 0.0, lowerY = 0.0, upperIndex = 0
    }

    private struct Settle {
        var start: Double
        var fromSlots: [Double], toSlots: [Double]
        var fromOffset: Double, toOffset: Double
        var fromColors: [Color], toColors: [Color]
    }

    /// A list of `items` in a screen of `size` points, the text drawn at `contentScale` pixels a
    /// point; new rows say `newItems` in turn.
    public init(size: Size, items: [String], newItems: [String], contentScale: Double = 2, reduceMotion: Bool = false) {
        self.size = size
        self.contentScale = contentScale
        self.reduceMotion = reduceMotion
        self.newItems = newItems.isEmpty ? [""] : newItems
        container = Layer(name: "folding-list")
        container.backgroundColor = .black
        for (i, text) in items.enumerated() {
            insert(FoldingListRow(text: text, slot: Self.rowHeight, color: FoldingListColors.heatMap(index: i, count: items.count), style: .pinch), at: i)
        }
        restyle()
        layOut()
    }

    // MARK: Reading the list

    public var rowCount: Int { rows.count }
    /// Each row's slot height, top to bottom.
    public var slots: [Double] { rows.map(\.slot) }
    /// Each row's to-do text, top to bottom.
    public var texts: [String] { rows.map(\.text) }
    /// Each row's heat-map colour, top to bottom.
    public var colors: [Color] { rows.map(\.color) }
    /// How each row's halves fold, top to bottom.
    public var styles: [HalfFoldStyle] { rows.map(\.style) }
    /// Each row's slot on screen.
    public var rowFrames: [Rect] {
        var y = -offset
        return rows.map { row in
            defer { y += max(row.slot, 0) }
            return Rect(x: 0, y: y, width: size.width, height: max(row.slot, 0))
        }
    }
    /// The content's true height: the rows' heights as they are.
    public var contentHeight: Double { rows.reduce(0) { $0 + max($1.slot, 0) } }
    /// How far the list scrolls: its content below the screen's height, none if it fits.
    func maximumOffset(contentHeight: Double) -> Double { max(0, contentHeight - size.height) }

    // MARK: Time and size

    /// Whether the rows move by themselves: a settle runs (the gestures move them otherwise).
    public var isSettling: Bool { settle != nil }

    /// Moves a settle on to `time` (host time) and lays the rows out there.
    public func update(time: Double) {
        now = time
        guard let settle else { return }
        let linear = min(1, max(0, (time - settle.start) / Self.settleDuration))
        let p = Self.settleCurve.progress(at: linear)
        for (i, row) in rows.enumerated() {
            row.slot = settle.fromSlots[i] + (settle.toSlots[i] - settle.fromSlots[i]) * p
            row.color = Color.interpolate(from: settle.fromColors[i], to: settle.toColors[i], fraction: p)
        }
        offset = settle.fromOffset + (settle.toOffset - settle.fromOffset) * p
        if linear >= 1 { finishSettle() } else { layOut() }
    }

    /// The screen changed size: the rows take the new width (their text drawn again for it).
    public func resize(to newSize: Size) {
        size = newSize
        if phase == .idle { offset = min(max(offset, 0), maximumOffset(contentHeight: contentHeight)) }
        layOutAfter()
        layOut()
    }

    // MARK: Changing the list (for the gestures)

    /// A new row at `index`, folded flat to nothing, saying the next new item.
    func makeRow(at index: Int, color: Color, style: HalfFoldStyle) {
        let text = newItems[madeCount % newItems.count]
        madeCount += 1
        insert(FoldingListRow(text: text, slot: 0, color: color, style: style), at: index)
    }

    private func insert(_ row: FoldingListRow, at index: Int) {
        rows.insert(row, at: index)
        container.withoutActions { container.insertSublayer(row.layer, at: index) }
    }

    /// The index of the first row whose slot holds content y `y`, if any.
    func rowIndex(atContentY y: Double) -> Int? {
        var top = 0.0
        for (i, row) in rows.enumerated() {
            if y >= top && y < top + row.slot { return i }
            top += max(row.slot, 0)
        }
        return nil
    }

    /// The content y of row `index`'s top.
    func top(ofRow index: Int) -> Double { rows[..<index].reduce(0) { $0 + max($1.slot, 0) } }

    /// Starts the settle from where everything is: the gesture's row to full height if it is
    /// at least `commitShare` of it, else to nothing (and out of the list); the offset back
    /// within the content, to `offsetTarget` (where the list was, after a pinch) or from where it
    /// is; the colours to the heat map of the rows that stay.
    func settleGesture(row index: Int?, offsetTarget: Double? = nil) {
        var targets = rows.map { $0.leaving ? 0 : Self.rowHeight }
        if let index, rows[index].slot < Self.commitShare * Self.rowHeight { targets[index] = 0 }
        let staying = targets.filter { $0 > 0 }.count
        var rank = 0
        let colors = zip(rows, targets).map { row, target -> Color in
            guard target > 0 else { return row.color }
            defer { rank += 1 }
            return FoldingListColors.heatMap(index: rank, count: staying)
        }
        let toOffset = min(max(offsetTarget ?? offset, 0), maximumOffset(contentHeight: targets.reduce(0, +)))
        settle = Settle(start: now, fromSlots: slots, toSlots: targets, fromOffset: offset, toOffset: toOffset,
            fromColors: self.colors, toColors: colors)
        phase = .settling
        layOut()
    }

    /// A gesture began mid-settle: everything stays where it is now, for the gesture to move from
    /// (no jump); rows that were folding away go on at the next settle.
    func interruptSettle() {
        guard let settle else { return }
        // A fade has no fold to go on from: it ends where it was going.
        if crossfade != nil { return finishSettle() }
        self.settle = nil
        for (i, row) in rows.enumerated() where settle.toSlots[i] == 0 { row.leaving = true }
        phase = .idle
    }

    /// Ends a settle at its end values.
    private func finishSettle() {
        guard let settle else { return }
        self.settle = nil
        let fadedIn = crossfade.map { $0.progress(slot: settle.toSlots[$0.row]) >= 1 } ?? false
        for (i, row) in rows.enumerated() {
            row.slot = settle.toSlots[i]
            row.color = settle.toColors[i]
        }
        offset = settle.toOffset
        // Folded away rows leave the tree once their height has reached nothing.
        for i in rows.indices.reversed() where settle.toSlots[i] == 0 {
            let row = rows.remove(at: i)
            container.withoutActions { row.layer.removeFromSuperlayer() }
        }
        endCrossfade(fadedIn: fadedIn)
        restyle()
        phase = .idle
        layOut()
    }

    /// At rest the first row folds back, the last folds up and the others pinch.
    private func restyle() {
        for (i, row) in rows.enumerated() {
            row.style = i == 0 ? .foldBack : i == rows.count - 1 ? .foldUp : .pinch
        }
    }

    /// Restacks every row from the heights, each posed for its own, without implicit animation:
    /// the effect moves them itself.
    func layOut() {
        container.withoutActions {
            container.frame = Rect(origin: .zero, size: size)
            if let crossfade {
                showCrossfade(crossfade)
            } else {
                stack(rows, slots: slots, offset: offset)
            }
        }
    }

    /// Lays `rows` out one under the other in slots `slots` tall, scrolled by `offset`.
    func stack(_ rows: [FoldingListRow], slots: [Double], offset: Double) {
        var y = -offset
        for (row, slot) in zip(rows, slots) {
            row.drawText(width: size.width, scale: contentScale)
            row.layOut(y: y, width: size.width, height: slot)
            // Rows off screen are not drawn.
            row.layer.isHidden = y >= size.height || y + slot <= 0
            y += max(slot, 0)
        }
    }
}
