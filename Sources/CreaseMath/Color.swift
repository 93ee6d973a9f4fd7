/// A straight-alpha RGBA colour with components in 0...1 (sRGB, as UIColor's).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from 0...255 components, as design tools give them.
    public init(r255 r: Double, g: Double, b: Double, alpha: Double = 1) {
        self.init(red: r / 255, green: g / 255, blue: b / 255, alpha: alpha)
    }

    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)

    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Components multiplied by alpha, the form blending works in.
    public var premultiplied: (Double, Double, Double, Double) {
        (red * alpha, green * alpha, blue * alpha, alpha)
    }

    public var description: String {
        "rgba(\(formatted(red)), \(formatted(green)), \(formatted(blue)), \(formatted(alpha)))"
    }
}
