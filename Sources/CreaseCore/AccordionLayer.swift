import CreaseMath

/// A layer whose contents are drawn folded as an accordion of equal horizontal strips, in one
/// pass whose cost does not grow with the strip count (not a CALayer kind): strip i turns about
/// its top hinge by −θ (even) or +θ (odd), chained and centred on the bounds, under a
/// perspective of m34 = −1/`eyeDistance` about the layer's centre, each strip's colour times
/// 1 − k·sin θ (k = `shade.away` for −θ, `shade.toward` for +θ).
///
/// It must be upright on screen (no rotation or perspective of its own); its sublayers draw as
/// usual.
public final class AccordionLayer: Layer {
    public var strips = 16
    /// Radians.
    public var theta = 0.0
    public var eyeDistance = 1000.0
    public var shade: (away: Double, toward: Double) = (0.25, 0.6)
}
