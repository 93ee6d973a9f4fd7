import CPangoCairo

/// Where lines of text sit horizontally: against the left edge, centred, or against the right edge.
public enum TextAlignment: Sendable, Hashable {
    case left
    case center
    case right

    var pango: PangoAlignment {
        switch self {
        case .left: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
    }
}
