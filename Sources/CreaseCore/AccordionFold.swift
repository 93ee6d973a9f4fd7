import CreaseMath

/// A layer's contents folded as an accordion of equal horizontal strips (Crease's addition to
/// CALayer, set as `Layer.accordion`): strip i turns about its top hinge by −θ (even) or +θ
/// (odd), chained and centred on the bounds, under a perspective of m34 = −1/`eyeDistance`
/// about the bounds' centre, each strip lit by `shade`.
///
/// The compositor draws it through the renderer's dedicated fold pass (one draw whatever the
/// strip count) where that is faster and the layer stands upright, and as a quad per strip
/// otherwise: it is never drawn flat.
public struct AccordionFold: Hashable, Sendable {
    public var strips: Int
    /// Radians.
    public var theta: Double
    public var eyeDistance: Double
    public var shade: TurnShade

    public init(strips: Int, theta: Double, eyeDistance: Double = 1000, shade: TurnShade = .benchmark) {
        self.strips = strips
        self.theta = theta
        self.eyeDistance = eyeDistance
        self.shade = shade
    }
}
