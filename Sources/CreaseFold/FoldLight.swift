import CreaseMath

/// How a fold's strips are lit.
public enum FoldLight: Hashable, Sendable {
    /// A multiplier from each strip's turn alone (the fold pass draws it).
    case turn(TurnShade)
    /// Lit from each strip's normal, with darker valleys and brighter ridges.
    case lit(FoldLighting)
    /// Untouched colours.
    case flat

    /// A fold's default light: the standard turn shade.
    public static let standard = FoldLight.turn(.standard)

    /// The strip's shading under this light.
    public func shading(for strip: FoldStrip, axis: FoldAxis) -> Shading {
        switch self {
        case .turn(let shade): return Shading(multiplier: shade.multiplier(angle: strip.angle), axis: axis.shadingAxis)
        case .lit(let lighting): return lighting.shading(for: strip, axis: axis)
        case .flat: return Shading(axis: axis.shadingAxis)
        }
    }

    /// The light as a turn shade, where it is one: what the fold pass can draw.
    public var turnShade: TurnShade? {
        switch self {
        case .turn(let shade): return shade
        case .flat: return TurnShade.none
        case .lit: return nil
        }
    }
}
