import Glibc

/// What an accordion shows on each screen row (`AccordionPass.row(atScreenY:)`), with the
/// fold's constants worked out once: the fold pass asks for every framebuffer row of every
/// frame, where the sine, cosine and strip pitch of each ask cost more than the row itself.
public struct AccordionRows {
    private let strips: Int
    private let top: Double
    private let centerY: Double
    private let eyeDistance: Double
    /// Screen height of one strip laid flat and turned: s·cos θ.
    private let pitch: Double
    /// How far one strip reaches into the screen: s·sin θ.
    private let depth: Double
    /// depth / eyeDistance: how much w grows across one strip.
    private let ratio: Double

    public init(_ pass: AccordionPass) {
        let s = pass.source.height / Double(max(pass.strips, 1))
        strips = pass.strips
        top = pass.top
        centerY = pass.center.y
        eyeDistance = pass.eyeDistance
        pitch = s * cos(pass.theta)
        depth = s * sin(pass.theta)
        ratio = depth / pass.eyeDistance
    }

    /// The nearest strip at screen row `y` (points), or nil where no strip reaches.
    ///
    /// Strip i (each s long) runs y = top + (i + t)·pitch, z = −depth·t (even) or −depth·(1 − t)
    /// (odd), t in 0…1; on screen y − cy = (y_fold − cy)/w with w = 1 − z/d, which is linear in
    /// t on one strip.
    public func row(atScreenY y: Double) -> AccordionPass.Row? { folds ? nearest(at: y - centerY).map(row) : nil }

    /// Whether any strip shows: some strips, not turned edge-on.
    private var folds: Bool { strips > 0 && pitch > 1e-9 }

    /// The nearest strip at screen offset `p` from the centre, where the fold shows: the strips
    /// that the row's fold-space span reaches, the nearest kept.
    @inline(__always) private func nearest(at p: Double) -> Meeting? {
        // w lies in [1, 1 + ratio]: the fold rows this screen row can show.
        let near = centerY + p, far = centerY + p * (1 + ratio)
        let from = (min(near, far) - top) / pitch, to = (max(near, far) - top) / pitch
        // The strips from ⌊from⌋ to ⌊to⌋; truncation is the floor of what is not negative, and
        // no call to floor (a row's cost over again).
        guard to >= 0 else { return nil }
        let firstStrip = from < 0 ? 0 : Int(from), lastStrip = min(strips - 1, Int(to))
        guard firstStrip <= lastStrip else { return nil }
        var best: Meeting?
        for i in firstStrip...lastStrip {
            // Where strips overlap on screen, the nearer wins.
            if let meeting = meet(strip: i, at: p), meeting.z > best?.z ?? -.infinity { best = meeting }
        }
        return best
    }

    /// Where a screen row meets one strip.
    private struct Meeting {
        let strip: Int
        /// The place on the strip, 0…1 from its top hinge.
        let t: Double
        let z: Double
        /// d(i + t)/dp: t = (a·p − b)/(c + e·p) has the derivative (a·c + b·e)/(c + e·p)².
        let rateOver: Double, below: Double
        var rate: Double { rateOver / (below * below) }
    }

    /// Fold-space y of strip `i`'s top hinge, from the centre.
    @inline(__always) private func hinge(_ i: Int) -> Double { top + Double(i) * pitch - centerY }

    /// Where screen offset `p` (points from the centre) meets strip `i`, or nil off it.
    @inline(__always) private func meet(strip i: Int, at p: Double) -> Meeting? {
        let even = i % 2 == 0, hinge = hinge(i)
        let below = even ? pitch - p * ratio : pitch + p * ratio
        let t = even ? (p - hinge) / below : (p * (1 + ratio) - hinge) / below
        guard t >= 0, t <= 1 else { return nil }
        let rateOver = even ? pitch - hinge * ratio : (1 + ratio) * pitch + hinge * ratio
        return Meeting(strip: i, t: t, z: -depth * (even ? t : 1 - t), rateOver: rateOver, below: below)
    }

    @inline(__always) private func row(_ meeting: Meeting) -> AccordionPass.Row {
        AccordionPass.Row(stripRow: Double(meeting.strip) + meeting.t, w: 1 - meeting.z / eyeDistance, rate: meeting.rate,
            turn: meeting.strip % 2 == 0 ? ratio : -ratio)
    }

    /// Writes what framebuffer rows `pixelRows` show into `table`, four floats a row from its
    /// start: i + t (−1 where no strip reaches), w, rate, turn. A row's centre is at
    /// (row + 0.5)·`pointsPerRow` on screen, counted from the bottom of `flippedHeight` rows
    /// where given (a window's framebuffer). `nearest` (two doubles a row, kept by the caller so
    /// that no frame allocates) holds the nearest strip's depth and rate so far. Gives the
    /// largest w and |rate| over the rows: how much the picture is squeezed at most.
    ///
    /// The same rows as `row(atScreenY:)` gives. Where strips are no more than rows they are
    /// found the other way round: each strip visits the rows between its ends on screen, where a
    /// row searching for its strips works out its span in fold space and tries two or three
    /// (half of the pass's CPU time at 256 strips).
    public func fill(_ table: UnsafeMutableBufferPointer<Float>, nearest: UnsafeMutableBufferPointer<Double>, pixelRows: Range<Int>,
        pointsPerRow: Double, flippedHeight: Int?) -> (w: Double, rate: Double)
    {
        precondition(table.count >= 4 * pixelRows.count && nearest.count >= 2 * pixelRows.count,
            "a table of \(table.count) floats and \(nearest.count) doubles for \(pixelRows.count) rows")
        // A row no strip reaches shows nothing.
        @inline(__always) func clear(_ k: Int) {
            (table[4 * k], table[4 * k + 1], table[4 * k + 2], table[4 * k + 3]) = (-1, 1, 0, 0)
            nearest[2 * k] = -.infinity
        }
        guard folds else {
            for k in 0..<pixelRows.count { clear(k) }
            return (0, 0)
        }
        let flipped = flippedHeight.map(Double.init), first = pixelRows.lowerBound
        // A framebuffer row's screen offset from the centre (rows counted from 0 at `first`).
        @inline(__always) func offset(_ k: Int) -> Double {
            let centre = Double(first + k) + 0.5
            let y = if let flipped { (flipped - centre) * pointsPerRow } else { centre * pointsPerRow }
            return y - centerY
        }
        @inline(__always) func keep(_ meeting: Meeting, at k: Int) {
            let row = row(meeting)
            (nearest[2 * k], nearest[2 * k + 1]) = (meeting.z, row.rate)
            (table[4 * k], table[4 * k + 1], table[4 * k + 2], table[4 * k + 3]) = (Float(row.stripRow), Float(row.w), Float(row.rate), Float(row.turn))
        }
        // How much the picture is squeezed at most, over the rows' final strips.
        var most = (w: 0.0, rate: 0.0)
        @inline(__always) func widenMost(by k: Int) {
            most = (max(most.w, 1 - nearest[2 * k] / eyeDistance), max(most.rate, abs(nearest[2 * k + 1])))
        }
        // More strips than rows: each row searches the few strips its span reaches.
        if strips > pixelRows.count {
            for k in 0..<pixelRows.count {
                if let meeting = self.nearest(at: offset(k)) {
                    keep(meeting, at: k)
                    widenMost(by: k)
                } else {
                    clear(k)
                }
            }
            return most
        }
        // Else each strip visits the rows between its ends.
        for k in 0..<pixelRows.count { clear(k) }
        // A screen offset's row index (fractional), the inverse of `offset`.
        let rowsPerPoint = 1 / pointsPerRow, last = Double(pixelRows.count - 1)
        func rowIndex(_ p: Double) -> Double {
            let rows = (centerY + p) * rowsPerPoint
            let row = if let flipped { flipped - rows } else { rows }
            return row - 0.5 - Double(first)
        }
        // Each strip ends where the next begins: strip 0's top hinge, then each strip's far end.
        var end = rowIndex(hinge(0))
        for i in 0..<strips {
            let even = i % 2 == 0, hinge = hinge(i)
            let next = rowIndex(even ? (hinge + pitch) / (1 + ratio) : hinge + pitch)
            // The rows between the strip's ends on screen, widened by a hair for rounding,
            // are those it may show; clamped to the table, the truncations are floors.
            let low = min(max(min(end, next) - 1e-6, 0), last + 1), high = min(max(end, next) + 1e-6, last)
            end = next
            let from = Double(Int(low)) < low ? Int(low) + 1 : Int(low)
            guard high >= 0, from <= Int(high) else { continue }
            for k in from...Int(high) {
                // Where strips overlap on screen, the nearer wins.
                if let meeting = meet(strip: i, at: offset(k)), meeting.z > nearest[2 * k] { keep(meeting, at: k) }
            }
        }
        for k in 0..<pixelRows.count where nearest[2 * k] > -.infinity { widenMost(by: k) }
        return most
    }
}
