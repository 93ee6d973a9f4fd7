import CreaseImage
import CreaseMath
import Glibc

/// An accordion of equal strips as the dedicated fold pass draws it: the fold's parameters, not
/// its strips, so the cost does not grow with the strip count.
///
/// Strip i turns about its top hinge by −θ (even) or +θ (odd), each starting where the last
/// ends, the whole centred on the source; perspective m34 = −1/`eyeDistance` about `center`;
/// strips lit by `shade`.
public struct AccordionPass: Equatable {
    /// The flat picture's rectangle on screen, in points (upright, unrotated).
    public var source: Rect
    /// The picture folded.
    public var contents: LayerContents
    /// How many equal strips, stacked top to bottom.
    public var strips: Int
    /// Radians.
    public var theta: Double
    /// The perspective's eye distance in points: m34 = −1/eyeDistance.
    public var eyeDistance = Transform3D.standardEyeDistance
    /// The perspective's centre on screen, in points (the source's centre).
    public var center: Point
    /// How the strips darken as they turn.
    public var shade: TurnShade = .standard

    /// A fold of `source` into `strips` strips turned by `theta` radians, seen about `center`,
    /// at the standard eye distance and shade.
    public init(source: Rect, contents: LayerContents, strips: Int, theta: Double, center: Point) {
        self.source = source
        self.contents = contents
        self.strips = strips
        self.theta = theta
        self.center = center
    }

    /// Fold-space y of the folded extent's top: the extent (H·cos θ) centred on the source.
    public var top: Double { source.midY - source.height * cos(theta) / 2 }
}

extension AccordionPass {
    /// What the fold shows on one screen row. About horizontal hinges the strip a pixel shows,
    /// its depth and its turn depend on the pixel's row alone (the perspective scales x and y by
    /// the same w), so the pass works them out once a row instead of once a pixel.
    public struct Row: Equatable, Sendable {
        /// Picture rows down the source, as strip index plus the place on it (i + t).
        public var stripRow: Double
        /// The perspective's w there: screen x − centre times w is fold x − centre.
        public var w: Double
        /// d(i + t) per screen point down, for the picture's footprint under a pixel.
        public var rate: Double
        /// dw/dt on the strip: +s·sin θ/d turned by −θ (even strips), − that by +θ.
        public var turn: Double
    }

    /// The nearest strip at screen row `y` (points), or nil where no strip reaches.
    ///
    /// Strip i (each s long) runs y = top + (i + t)·pitch, z = −depth·t (even) or −depth·(1 − t)
    /// (odd), t in 0…1, with pitch = s·cos θ and depth = s·sin θ; on screen y − cy = (y_fold −
    /// cy)/w with w = 1 − z/d, which is linear in t on one strip.
    public func row(atScreenY y: Double) -> Row? {
        let s = source.height / Double(max(strips, 1))
        let pitch = s * cos(theta), depth = s * sin(theta), ratio = depth / eyeDistance
        guard strips > 0, pitch > 1e-9 else { return nil }
        let p = y - center.y
        // w lies in [1, 1 + ratio]: the fold rows this screen row can show.
        let ends = [center.y + p, center.y + p * (1 + ratio)]
        let firstStrip = max(0, Int(((ends.min()! - top) / pitch).rounded(.down)))
        let lastStrip = min(strips - 1, Int(((ends.max()! - top) / pitch).rounded(.down)))
        guard firstStrip <= lastStrip else { return nil }
        var best: (z: Double, row: Row)?
        for i in firstStrip...lastStrip {
            let even = i % 2 == 0
            let hinge = top + Double(i) * pitch - center.y
            let below = even ? pitch - p * ratio : pitch + p * ratio
            let t = even ? (p - hinge) / below : (p * (1 + ratio) - hinge) / below
            let z = -depth * (even ? t : 1 - t)
            // Where strips overlap on screen, the nearer wins.
            guard t >= 0, t <= 1, z > (best?.z ?? -.infinity) else { continue }
            // t = (a·p − b)/(c + e·p) has the derivative (a·c + b·e)/(c + e·p)².
            let rate = (even ? pitch - hinge * ratio : (1 + ratio) * pitch + hinge * ratio) / (below * below)
            best = (z, Row(stripRow: Double(i) + t, w: 1 - z / eyeDistance, rate: rate, turn: even ? ratio : -ratio))
        }
        return best?.row
    }
}
