/// A straight-alpha RGBA colour with components in 0...1 (sRGB, as UIColor's).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red component, 0...1, not multiplied by alpha.
    public var red: Double
    /// The green component, 0...1, not multiplied by alpha.
    public var green: Double
    /// The blue component, 0...1, not multiplied by alpha.
    public var blue: Double
    /// Opacity, 0 transparent to 1 opaque.
    public var alpha: Double

    /// A colour from 0...1 components (straight, not premultiplied), opaque by default.
    @inlinable public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 0...255 components, as design tools give them.
    public init(r255 r: Double, g: Double, b: Double, alpha: Double = 1) {
        self.init(red: r / 255, green: g / 255, blue: b / 255, alpha: alpha)
    }

    /// A grey with all three components at `white` (0 black, 1 white).
    @inlinable public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Transparent black: all components 0.
    @inlinable public static var clear: Color { Color(white: 0, alpha: 0) }
    /// Opaque black.
    @inlinable public static var black: Color { Color(white: 0) }
    /// Opaque white.
    @inlinable public static var white: Color { Color(white: 1) }

    /// The same colour at opacity `alpha` (replacing, not multiplying, the old one).
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour a `fraction` of the way from `a` to `b`, each straight component mixed linearly
    /// (as animations and gradients mix them).
    public static func interpolate(from a: Color, to b: Color, fraction t: Double) -> Color {
        Color(red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
            blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
    }

    /// Components multiplied by alpha, the form blending works in.
    public var premultiplied: (Double, Double, Double, Double) {
        (red * alpha, green * alpha, blue * alpha, alpha)
    }

    public var description: String {
        "rgba(\(formatted(red)), \(formatted(green)), \(formatted(blue)), \(formatted(alpha)))"
    }
}
