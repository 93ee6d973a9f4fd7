import CreaseMath

/// The gestures of docs/effects.md §5.4, with the rows following the fingers rather than the
/// pinch scale (§5.6): each finger keeps the content it touched under it.
extension FoldingListEffect {
    // MARK: Pull to create, and scrolling

    /// A one-finger pan began, `translation` from where it went down. Pulling down with the list
    /// at its top makes a row at the top; anything else scrolls.
    public func panBegan(translation: Point) {
        interruptSettle()
        guard phase == .idle else { return }
        gesture = GestureStart(row: 0, offset: offset)
        if offset <= 0 && translation.y > 0 {
            makeRow(at: 0, color: FoldingListColors.heatMap(index: 0, count: rowCount + 1), style: .foldBack)
            phase = .pullCreating
            if reduceMotion { beginCrossfade() }
        } else {
            phase = .scrolling
        }
        panChanged(translation: translation)
    }

    /// The pan moved: a pulled row unfolds 1:1 with the finger up to its full height, and past
    /// that the list follows the finger down; a scroll follows the finger.
    public func panChanged(translation: Point) {
        switch phase {
        case .pullCreating:
            rows[0].slot = min(max(translation.y, 0), Self.rowHeight)
            offset = Self.bounded(gesture.offset - max(0, translation.y - Self.rowHeight))
        case .scrolling:
            offset = Self.bounded(gesture.offset - translation.y)
        default: return
        }
        layOut()
    }

    /// The pan ended or was cancelled: a pulled row at least 45 pt tall stays, else it folds away;
    /// the list settles back within its content.
    public func panEnded() {
        switch phase {
        case .pullCreating: settleGesture(row: 0)
        case .scrolling: settleGesture(row: nil)
        default: break
        }
    }

    // MARK: Pinches

    /// A pinch began with its fingers' midpoint at `center`, the fingers `initial` where they went
    /// down and at `current` now (in one order), at `scale`. On a row: closing (scale < 1) pinches
    /// that row; opening makes a row below it if the midpoint is at or below its centre, else
    /// above. Off every row the pinch is ignored.
    public func pinchBegan(center: Point, initial: [Point], current: [Point], scale: Double) {
        guard phase == .idle || phase == .settling, initial.count == 2, current.count == 2,
            rowIndex(atContentY: center.y + offset) != nil
        else { return }
        interruptSettle()
        // Asked again: a fade that ends at once (reduced motion) may have changed the rows.
        guard let touched = rowIndex(atContentY: center.y + offset) else { return }
        let upper = initial[0].y <= initial[1].y ? 0 : 1
        gesture = GestureStart(offset: offset, upperY: initial[upper].y, lowerY: initial[1 - upper].y, upperIndex: upper)
        if scale < 1 {
            gesture.row = touched
            gesture.slot = rows[touched].slot
            phase = .pinchClosing
        } else {
            let below = center.y + offset >= top(ofRow: touched) + rows[touched].slot / 2
            let index = below ? touched + 1 : touched
            // Until the end recolours it, the new row takes the colour of the row it follows.
            let color = rows[below ? touched : max(touched - 1, 0)].color
            makeRow(at: index, color: color, style: index == rowCount ? .foldUp : .pinch)
            gesture.row = index
            gesture.slot = 0
            phase = .pinchCreating
        }
        if reduceMotion { beginCrossfade() }
        pinchChanged(current: current)
    }

    /// The fingers moved: the content above the pinched row stays under the upper finger and the
    /// content below under the lower one, so the row is as tall as they have opened (or closed)
    /// it, past a full row too.
    public func pinchChanged(current: [Point]) {
        guard phase == .pinchCreating || phase == .pinchClosing, current.count == 2 else { return }
        let upperY = current[gesture.upperIndex].y, lowerY = current[1 - gesture.upperIndex].y
        rows[gesture.row].slot = max(0, Self.bounded(gesture.slot + (lowerY - upperY) - (gesture.lowerY - gesture.upperY)))
        // With reduced motion the row pushes nothing, so nothing needs keeping under the upper finger.
        if !reduceMotion { offset = Self.bounded(gesture.offset - (upperY - gesture.upperY)) }
        layOut()
    }

    /// The most points fingers may move the list or stretch a row: a gesture file may hold any
    /// finite place, and differences of such overflow to infinity (then NaN in the layout).
    static let reach = 1e7

    static func bounded(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, -reach), reach)
    }

    /// The pinch ended: a finger lifted (or the system took one: the original's recogniser reset
    /// on a lifted finger, which counts as cancelled). The row stays if at least 45 pt tall,
    /// else it folds away (a pinched-shut row is deleted); the finger still down does nothing.
    /// The list goes back to where it was scrolled: a pinch changes rows, it does not scroll.
    public func pinchEnded() {
        guard phase == .pinchCreating || phase == .pinchClosing else { return }
        settleGesture(row: gesture.row, offsetTarget: gesture.offset)
    }
}
