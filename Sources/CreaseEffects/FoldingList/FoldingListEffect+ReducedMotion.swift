import CreaseCore
import CreaseMath

/// Reduced motion's fade: while a gesture makes a row or shuts one, and while its settle runs,
/// the rows stay where the gesture found them, whole, and a copy of the list as the gesture would
/// leave it (the row made or gone, the colours recounted) fades in over them, by the share of the
/// way the row's height has gone from its start to that end: what the two have in common keeps
/// its colour throughout. A pull past the row's height scrolls both, as it scrolls the list.
extension FoldingListEffect {
    struct Crossfade {
        /// The row the gesture makes or shuts, its height when the gesture began and the height
        /// the gesture would leave it.
        let row: Int
        let from: Double
        let to: Double
        /// Where the list was scrolled when the gesture began.
        let offset: Double
        /// The list as the gesture would leave it, on the list's background, and its rows.
        let after: Layer
        var copies: [FoldingListRow] = []

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
        after.backgroundColor = container.backgroundColor
        crossfade = Crossfade(row: index, from: gesture.slot, to: to, offset: gesture.offset, after: after)
        container.withoutActions { container.addSublayer(after) }
        layOutAfter()
    }

    /// The copy of the list as the gesture would leave it, for the screen as it is: every row
    /// full height but the gesture's at its end, in the heat map of the rows that stay.
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
        self.crossfade?.copies = copies
        container.withoutActions {
            crossfade.after.frame = Rect(origin: .zero, size: size)
            crossfade.after.setSublayers(copies.map(\.layer))
        }
    }

    /// The rows as the gesture found them (a row it makes not yet there), and the copy over
    /// them, faded in as far as the gesture's row has gone and scrolled to where the gesture
    /// found the list (within the copy's content), both as far on as the list has scrolled since.
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
        stack(before, slots: slots, offset: offset)
        let contentHeight = Double(crossfade.copies.count) * Self.rowHeight
        let copyOffset = min(max(crossfade.offset, 0), maximumOffset(contentHeight: contentHeight)) + offset - crossfade.offset
        stack(crossfade.copies, slots: crossfade.copies.map(\.slot), offset: copyOffset)
        let shown = crossfade.progress(slot: made.slot)
        crossfade.after.opacity = shown
        // Covered whole once the copy is, they are not drawn then.
        for row in rows { row.layer.opacity = shown < 1 ? 1 : 0 }
    }

    /// The settle has ended. Where it took the fade all the way in, the copy is the list now:
    /// its rows take the list's, already where they go, so that none moves; else the rows as the
    /// gesture found them are the list again.
    func endCrossfade(fadedIn: Bool) {
        guard let crossfade else { return }
        self.crossfade = nil
        container.withoutActions {
            crossfade.after.removeFromSuperlayer()
            if fadedIn {
                for row in rows { row.layer.removeFromSuperlayer() }
                rows = crossfade.copies
                for (i, row) in rows.enumerated() { container.insertSublayer(row.layer, at: i) }
            }
            for row in rows { row.layer.opacity = 1 }
        }
    }
}
