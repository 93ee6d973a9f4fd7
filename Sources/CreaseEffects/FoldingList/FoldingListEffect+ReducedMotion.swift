import CreaseCore
import CreaseMath

/// Reduced motion's fade: while a gesture makes a row or shuts one, and while its settle runs,
/// the rows stay where the gesture found them and fade out as a copy of the list as the gesture
/// would leave it (the row made or gone, the colours recounted) fades in over them, by the share
/// of the way the row's height has gone from its start to that end.
extension FoldingListEffect {
    struct Crossfade {
        /// The row the gesture makes or shuts, its height when the gesture began and the height
        /// the gesture would leave it.
        let row: Int
        let from: Double
        let to: Double
        /// Where the list was scrolled when the gesture began.
        let offset: Double
        /// The list as the gesture would leave it.
        let after: Layer

        /// How far the fade has gone when the row is `slot` tall: 0 to 1.
        func progress(slot: Double) -> Double {
            min(max((slot - from) / (to - from), 0), 1)
        }
    }

    /// Starts the fade for the gesture's row: a new row (made 0 tall) opening, or one shutting.
    func beginCrossfade() {
        let index = gesture.row
        let to = phase == .pinchClosing ? 0 : Self.rowHeight
        let after = Layer(name: "list-after")
        crossfade = Crossfade(row: index, from: gesture.slot, to: to, offset: gesture.offset, after: after)
        container.withoutActions { container.addSublayer(after) }
        layOutAfter()
    }

    /// The copy of the list as the gesture would leave it, for the screen as it is: every row
    /// full height but the gesture's at its end, in the heat map of the rows that stay, scrolled
    /// to where the gesture found it (within the content then).
    func layOutAfter() {
        guard let crossfade else { return }
        let staying = rows.indices.filter { $0 != crossfade.row || crossfade.to > 0 }
        let copies = staying.enumerated().map { rank, i in
            rows[i].drawText(width: size.width, scale: contentScale)
            let copy = FoldingListRow(text: rows[i].text, slot: Self.rowHeight, color: FoldingListColors.heatMap(index: rank, count: staying.count),
                style: .pinch)
            copy.shareText(of: rows[i])
            return copy
        }
        let contentHeight = Double(copies.count) * Self.rowHeight
        let offset = min(max(crossfade.offset, 0), maximumOffset(contentHeight: contentHeight))
        container.withoutActions {
            crossfade.after.frame = Rect(origin: .zero, size: size)
            crossfade.after.setSublayers(copies.map(\.layer))
            stack(copies, slots: copies.map(\.slot), offset: offset)
        }
    }

    /// The rows as the gesture found them (a row it makes not yet there), fading out as far as
    /// the gesture's row has gone, and the copy fading in as far.
    func showCrossfade(_ crossfade: Crossfade) {
        var before = rows, slots = self.slots
        let made = rows[crossfade.row]
        if crossfade.from == 0 {
            // Made by the gesture: not in the list it found. Out of sight, it is posed flat (its
            // picture is the copy's), never folded.
            before.remove(at: crossfade.row)
            slots.remove(at: crossfade.row)
            made.layOut(y: 0, width: size.width, height: Self.rowHeight)
            made.layer.isHidden = true
        } else {
            slots[crossfade.row] = crossfade.from
        }
        stack(before, slots: slots, offset: crossfade.offset)
        let shown = crossfade.progress(slot: made.slot)
        for row in rows { row.layer.opacity = 1 - shown }
        crossfade.after.opacity = shown
    }

    /// The settle has ended: the rows are the list again, as the copy showed it.
    func endCrossfade() {
        guard let crossfade else { return }
        self.crossfade = nil
        container.withoutActions {
            crossfade.after.removeFromSuperlayer()
            for row in rows { row.layer.opacity = 1 }
        }
    }
}
