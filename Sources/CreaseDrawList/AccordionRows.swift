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
    public func row(atScreenY y: Double) -> AccordionPass.Row? { folds ? nearest(atScreenY: y) : nil }

    /// Whether any strip shows: some strips, not turned edge-on.
    private var folds: Bool { strips > 0 && pitch > 1e-9 }

    /// `row(atScreenY:)` where the fold shows.
    @inline(__always) private func nearest(atScreenY y: Double) -> AccordionPass.Row? {
        let p = y - centerY
        // w lies in [1, 1 + ratio]: the fold rows this screen row can show.
        let near = centerY + p, far = centerY + p * (1 + ratio)
        let from = (min(near, far) - top) / pitch, to = (max(near, far) - top) / pitch
        // The strips from ⌊from⌋ to ⌊to⌋; truncation is the floor of what is not negative, and
        // no call to floor (a row's cost over again).
        guard to >= 0 else { return nil }
        let firstStrip = from < 0 ? 0 : Int(from), lastStrip = min(strips - 1, Int(to))
        guard firstStrip <= lastStrip else { return nil }
        var best: AccordionPass.Row?
        var bestZ = -Double.infinity
        for i in firstStrip...lastStrip {
            let even = i % 2 == 0
            let hinge = top + Double(i) * pitch - centerY
            let below = even ? pitch - p * ratio : pitch + p * ratio
            let t = even ? (p - hinge) / below : (p * (1 + ratio) - hinge) / below
            let z = -depth * (even ? t : 1 - t)
            // Where strips overlap on screen, the nearer wins.
            guard t >= 0, t <= 1, z > bestZ else { continue }
            // t = (a·p − b)/(c + e·p) has the derivative (a·c + b·e)/(c + e·p)².
            let rate = (even ? pitch - hinge * ratio : (1 + ratio) * pitch + hinge * ratio) / (below * below)
            bestZ = z
            best = AccordionPass.Row(stripRow: Double(i) + t, w: 1 - z / eyeDistance, rate: rate, turn: even ? ratio : -ratio)
        }
        return best
    }

    /// Writes what framebuffer rows `pixelRows` show into `table`, four floats a row from its
    /// start: i + t (−1 where no strip reaches), w, rate, turn. A row's centre is at
    /// (row + 0.5)·`pointsPerRow` on screen, counted from the bottom of `flippedHeight` rows
    /// where given (a window's framebuffer). Gives the largest w and |rate| over the rows: how
    /// much the picture is squeezed at most. One loop here, where the rows' lookups inline.
    public func fill(_ table: UnsafeMutableBufferPointer<Float>, pixelRows: Range<Int>, pointsPerRow: Double, flippedHeight: Int?)
        -> (w: Double, rate: Double)
    {
        precondition(table.count >= 4 * pixelRows.count, "a table of \(table.count) floats for \(pixelRows.count) rows")
        var most = (w: 0.0, rate: 0.0)
        var k = 0
        let folds = folds, flipped = flippedHeight.map(Double.init)
        for r in pixelRows {
            let centre = Double(r) + 0.5
            let y = if let flipped { (flipped - centre) * pointsPerRow } else { centre * pointsPerRow }
            if folds, let row = nearest(atScreenY: y) {
                (table[k], table[k + 1], table[k + 2], table[k + 3]) = (Float(row.stripRow), Float(row.w), Float(row.rate), Float(row.turn))
                most = (max(most.w, row.w), max(most.rate, abs(row.rate)))
            } else {
                (table[k], table[k + 1], table[k + 2], table[k + 3]) = (-1, 1, 0, 0)
            }
            k += 4
        }
        return most
    }
}
