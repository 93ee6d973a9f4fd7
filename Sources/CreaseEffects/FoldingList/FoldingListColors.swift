import CreaseFold
import CreaseMath

/// The list's colours (docs/effects.md §5.3): Clear's "Heat Map" down the rows, and the light on a
/// folding row's halves.
public enum FoldingListColors {
    /// The heat map's colour at the first row (red).
    public static let heatStart = Color(r255: 217, g: 0, b: 22)
    /// The colour the heat map heads toward down the list (amber), never quite reached.
    public static let heatEnd = Color(r255: 234, g: 175, b: 28)
    /// Lists this short share the colours of a list this long, so a few rows do not span the map.
    public static let heatCutoff = 7
    /// How much darker a fully folded half gets, by the colour it is painted with.
    public static let topDarkening = 0.35
    /// How much darker the "bottom" colour gets at a full fold.
    public static let bottomDarkening = 0.15

    /// Row `index`'s colour in a list of `count`: start·δ(n − i) + end·δ·i with δ = 1/n, n at
    /// least the cutoff, so the end colour is never quite reached.
    public static func heatMap(index: Int, count: Int) -> Color {
        let n = Double(max(count, heatCutoff)), i = Double(index)
        let a = (n - i) / n, b = i / n
        return Color(red: heatStart.red * a + heatEnd.red * b, green: heatStart.green * a + heatEnd.green * b,
            blue: heatStart.blue * a + heatEnd.blue * b)
    }

    /// How folded a row shown `height` tall is: f = 1 − h/60, 0 flat, 1 edge-on.
    public static func foldFactor(height: Double) -> Double {
        min(max(1 - height / FoldingListEffect.rowHeight, 0), 1)
    }

    /// The brightness factor of the "top" colour at fold factor `f`: 1 − 0.35f.
    public static func topShade(_ f: Double) -> Double { 1 - topDarkening * f }
    /// The brightness factor of the "bottom" colour at fold factor `f`: 1 − 0.15f.
    public static func bottomShade(_ f: Double) -> Double { 1 - bottomDarkening * f }

    /// The two halves' colours for a row of `color` folded by `f` in `style`: FoldUp paints both
    /// with the bottom colour, FoldBack both with the top one, Pinch one of each.
    public static func halves(_ color: Color, style: HalfFoldStyle, fold f: Double) -> (top: Color, bottom: Color) {
        let top = brightness(color, topShade(f)), bottom = brightness(color, bottomShade(f))
        switch style {
        case .foldBack: return (top, top)
        case .pinch: return (top, bottom)
        case .foldUp: return (bottom, bottom)
        }
    }

    /// HSB brightness scaled by `k`: hue and saturation stay, and since brightness is the largest
    /// component, that is every component scaled by `k`.
    static func brightness(_ color: Color, _ k: Double) -> Color {
        Color(red: color.red * k, green: color.green * k, blue: color.blue * k, alpha: color.alpha)
    }
}
