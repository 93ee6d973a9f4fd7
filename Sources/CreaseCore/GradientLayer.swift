import CreaseMath

/// A layer that fills its bounds with a colour gradient over its background (CAGradientLayer):
/// along a line (axial), out from a point (radial) or around one (conic). Its corners round and
/// its border draws as any layer's; its colours, locations and points animate.
public final class GradientLayer: Layer {
    /// How the gradient's colours are laid out between `startPoint` and `endPoint`.
    public enum Kind: String, Sendable, CaseIterable {
        /// Along the line from the start point to the end point, constant across it.
        case axial
        /// In ellipses about the start point, reaching the last colour where the end point's
        /// offset reaches (its x and y the ellipse's radii).
        case radial
        /// Around the start point, clockwise from the direction of the end point.
        case conic
    }

    /// How the colours are laid out (CAGradientLayer's `type`); axial by default.
    public var type = Kind.axial { didSet { noteChange() } }
    /// The colours, in order. With none the layer shows only its background; one fills it.
    public var colors: [Color] { get { model.gradientColors } set { set(\.gradientColors, newValue) } }
    /// Where each colour stands, 0 at the start to 1 at the end, rising; empty (the default)
    /// spreads the colours evenly. Locations that do not match the colours in number are
    /// ignored, as Core Animation ignores them.
    public var locations: [Double] { get { model.gradientLocations } set { set(\.gradientLocations, newValue) } }
    /// In unit coordinates of the bounds: (0.5, 0) and (0.5, 1) by default, top to bottom.
    public var startPoint: Point { get { model.gradientStart } set { set(\.gradientStart, newValue) } }
    /// Where the last colour is reached, in unit coordinates of the bounds.
    public var endPoint: Point { get { model.gradientEnd } set { set(\.gradientEnd, newValue) } }
}

extension LayerState {
    /// The gradient's stops: each colour with its location, locations clamped to 0…1 and made
    /// non-decreasing; evenly spread where the locations do not match the colours.
    public var gradientStops: [(location: Double, color: Color)] {
        let colors = gradientColors
        guard !colors.isEmpty else { return [] }
        guard gradientLocations.count == colors.count else {
            return colors.enumerated().map { (colors.count == 1 ? 0 : Double($0.offset) / Double(colors.count - 1), $0.element) }
        }
        var last = 0.0
        return zip(gradientLocations, colors).map { location, color in
            let clamped = location.isNaN ? last : min(max(location, last), 1)
            last = clamped
            return (clamped, color)
        }
    }
}
