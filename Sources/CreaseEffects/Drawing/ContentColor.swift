import CreaseMath

/// Colour arithmetic the artwork needs and `Color` does not offer.
enum ContentColor {
    /// The straight-alpha mix of two colours: `a` at 0, `b` at 1.
    static func mix(_ a: Color, _ b: Color, _ t: Double) -> Color {
        Color(red: a.red + (b.red - a.red) * t,
              green: a.green + (b.green - a.green) * t,
              blue: a.blue + (b.blue - a.blue) * t,
              alpha: a.alpha + (b.alpha - a.alpha) * t)
    }

    /// A colour from hue (0..<1), saturation and brightness, as HSB pickers give them.
    static func hue(_ hue: Double, saturation: Double, brightness: Double) -> Color {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = brightness * (1 - saturation)
        let q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f))
        let v = brightness
        switch sector {
        case 0: return Color(red: v, green: t, blue: p)
        case 1: return Color(red: q, green: v, blue: p)
        case 2: return Color(red: p, green: v, blue: t)
        case 3: return Color(red: p, green: q, blue: v)
        case 4: return Color(red: t, green: p, blue: v)
        default: return Color(red: v, green: p, blue: q)
        }
    }

    /// The colour of a vertical gradient over `rect` at height `y`, for shapes that must match it.
    static func gradient(top: Color, bottom: Color, in rect: Rect, at y: Double) -> Color {
        guard rect.height > 0 else { return top }
        return mix(top, bottom, min(max((y - rect.minY) / rect.height, 0), 1))
    }
}
