import CreaseMath
import Glibc

/// Where a folded whole sits along the fold direction.
public enum FoldAnchor: Hashable, Sendable, CaseIterable {
    /// The middle of the folded extent at the middle of the source rect.
    case center
    /// Pinned at the leading edge (top or left): the fold gathers towards it.
    case leading
    /// Pinned at the trailing edge (bottom or right): the mirror image of `leading`.
    case trailing
}

/// The angles of a `halfFold`'s two halves, after Clear's MHFoldingLayer (θ = acos(h / 2l)).
public enum HalfFoldStyle: Hashable, Sendable, CaseIterable {
    /// Top +θ, bottom +θ: one plane hinged at the bottom edge, leaning back.
    case foldBack
    /// Top −θ, bottom +θ: outer edges in place, the crease pushed back (a valley).
    case pinch
    /// Top −θ, bottom −θ: one plane hinged at the top edge, leaning back.
    case foldUp

    /// The turns of the top and bottom halves about x for a fold of `theta`.
    public func angles(theta: Double) -> (top: Double, bottom: Double) {
        switch self {
        case .foldBack: (theta, theta)
        case .pinch: (-theta, theta)
        case .foldUp: (-theta, -theta)
        }
    }
}

/// The shape of a fold: how a picture folds into strips as its amount goes from 0 (flat) to 1
/// (fully folded). Every style runs on one shared core (`FoldChain`): strips laid end to end in
/// 3D, each turned about its leading hinge. How far a style turns at an amount is
/// `angle(amount:)`, the one rule.
public enum FoldStyle: Hashable, Sendable {
    /// A zig-zag as a map folds, kept at `anchor` (the centre, or the leading or trailing edge):
    /// strip i turns about its leading hinge by −θ for even i and +θ for odd i (−θ takes its
    /// trailing edge away from the viewer). The folded length is Σ lᵢ·cos θ. With `.trailing`
    /// the parity counts from the trailing end, so that the strip at the anchor again folds away:
    /// an exact mirror of `.leading`.
    case accordion(FoldAnchor)
    /// PaperFold: the accordion folding away towards its anchored side, its amount held to 0…1
    /// (a sheet folds no further than shut).
    case paperFold(FoldAnchor)
    /// MPFoldTransition: the source's two halves fold at the middle crease (any layout is
    /// ignored). Positive angles push the crease away (a valley), negative bring it forward
    /// (a ridge); the outer edges stay at z = 0 and move inward.
    case oneCrease
    /// Flipboard: the source is a double page whose trailing half (bottom or right) turns toward
    /// the viewer about the centre line over the static leading half (any layout is ignored). At
    /// 180° it lies on the leading half, back face showing.
    case pageFlip
    /// Clear's to-do row: a row of length 2l (the source's length along the fold) as two halves
    /// of length l about the row's centre, turned by θ in `HalfFoldStyle`'s way and pushed back by
    /// z = l·sin θ, so that the row shows 2l·cos θ tall; each half is R(±θ)·T(0, 0, −z) about the
    /// crease (docs/effects.md §5.2). No perspective: the caller applies the row's m34 about its
    /// centre.
    case halfFold(HalfFoldStyle)

    /// The turn at amount 1: a page flip lays its page over (180°), every other style folds shut
    /// (90°).
    public var fullTurn: Double { self == .pageFlip ? .pi : .pi / 2 }

    /// How far the style turns at `amount`, in radians: amount·`fullTurn` (accordion θ, the
    /// crease's and the page's angle, the half fold's θ). Not clamped, so that a spring's
    /// overshoot folds past 1, except a paper fold's, held to 0…1.
    public func angle(amount: Double) -> Double {
        if case .paperFold = self { return min(max(amount, 0), 1) * fullTurn }
        return amount * fullTurn
    }

    /// The amount at which the style turns by `angle` radians: the inverse of `angle(amount:)`.
    public func amount(angle: Double) -> Double { angle / fullTurn }

    /// Whether the style always folds two halves, whatever the layout.
    public var foldsHalves: Bool {
        switch self {
        case .accordion, .paperFold: false
        case .oneCrease, .pageFlip, .halfFold: true
        }
    }

    /// The strips of this fold of `source` at `amount` (in its own coordinates, z toward the
    /// viewer).
    public func strips(amount: Double, source: Rect, layout: StripLayout, axis: FoldAxis) -> [FoldStrip] {
        var out: [FoldStrip] = []
        strips(amount: amount, source: source, layout: layout, axis: axis, into: &out)
        return out
    }

    /// Writes the strips into `out`, replacing its contents and reusing its storage: pass the
    /// same array every frame and nothing is allocated once it is large enough.
    public func strips(amount: Double, source: Rect, layout: StripLayout, axis: FoldAxis, into out: inout [FoldStrip]) {
        strips(angle: angle(amount: amount), source: source, layout: layout, axis: axis, into: &out)
    }

    /// The strips turned by `angle` radians (the style's angle, as `angle(amount:)` gives it).
    func strips(angle: Double, source: Rect, layout: StripLayout, axis: FoldAxis, into out: inout [FoldStrip]) {
        chain(angle: angle, source: source, layout: layout, axis: axis)
            .write(source: source, layout: layout, axis: axis, into: &out)
    }

    /// The span the folded strips cover along the fold direction in fold space (y for
    /// horizontal, x for vertical), without building them.
    public func foldedExtent(amount: Double, source: Rect, layout: StripLayout, axis: FoldAxis) -> ClosedRange<Double> {
        chain(angle: angle(amount: amount), source: source, layout: layout, axis: axis)
            .extent(source: source, layout: layout, axis: axis)
    }

    /// θ and the depth z = l·sin θ of a half fold showing a row of halves `halfLength` long at
    /// `height` (θ = acos(height / 2l), height clamped to 0…2l).
    public static func halfFoldAngle(height: Double, halfLength l: Double) -> (theta: Double, depth: Double) {
        let ratio = l > 0 ? min(max(height / 2 / l, 0), 1) : 1
        let theta = acos(ratio)
        return (theta, halfFoldDepth(theta: theta, halfLength: l))
    }

    /// How far a half fold's crease sinks behind its outer edges at θ: l·sin θ.
    static func halfFoldDepth(theta: Double, halfLength l: Double) -> Double { l * sin(theta) }

    /// Each style as a chain turned by `angle`: how many strips, how long, their turns, and
    /// where they sit.
    func chain(angle: Double, source: Rect, layout: StripLayout, axis: FoldAxis) -> FoldChain {
        switch self {
        case .accordion(let anchor), .paperFold(let anchor):
            let mirrored = anchor == .trailing
            let pin: FoldChain.Pin = anchor == .center ? .center : mirrored ? .trailing : .leading
            return FoldChain(
                count: layout.count, uniformLength: nil,
                angles: .alternating(first: mirrored ? angle : -angle, fromTrailing: mirrored), pin: pin)
        case .oneCrease:
            let half = axis.length(source) / 2
            return FoldChain(count: 2, uniformLength: half, angles: .pair(-angle, angle), pin: .center)
        case .pageFlip:
            let half = axis.length(source) / 2
            return FoldChain(count: 2, uniformLength: half, angles: .pair(0, angle), pin: .leading)
        case .halfFold(let style):
            let l = axis.length(source) / 2
            let (top, bottom) = style.angles(theta: angle)
            // The crease (hinge 1) sits at the row's centre, pushed back by the depth.
            let centre = axis.minU(source) + l, depth = Self.halfFoldDepth(theta: angle, halfLength: l)
            return FoldChain(count: 2, uniformLength: l, angles: .pair(top, bottom), pin: .hinge(1, u: centre, z: -depth))
        }
    }
}
