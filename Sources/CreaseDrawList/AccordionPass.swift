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

        @usableFromInline init(stripRow: Double, w: Double, rate: Double, turn: Double) {
            (self.stripRow, self.w, self.rate, self.turn) = (stripRow, w, rate, turn)
        }
    }

    /// The nearest strip at screen row `y` (points), or nil where no strip reaches
    /// (`AccordionRows`, which asks for many rows at the cost of one).
    public func row(atScreenY y: Double) -> Row? { AccordionRows(self).row(atScreenY: y) }
}
