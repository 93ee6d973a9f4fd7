import Foundation
import CreaseCore
import CreaseMath

/// An accordion of equal strips as the dedicated fold pass draws it: the fold's parameters, not
/// its strips, so the cost does not grow with the strip count.
///
/// Strip i turns about its top hinge by −θ (even) or +θ (odd), each starting where the last
/// ends, the whole centred on the source; perspective m34 = −1/`eyeDistance` about `center`;
/// strips lit by `shade`.
public struct AccordionPass {
    public var source: Rect
    public var contents: LayerContents
    public var strips: Int
    /// Radians.
    public var theta: Double
    public var eyeDistance: Double = 1000
    public var center: Point
    public var shade: TurnShade = .benchmark

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
