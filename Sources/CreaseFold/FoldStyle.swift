import CreaseMath
import Foundation

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

/// A way of folding a picture into strips. Every style runs on one shared core (`FoldChain`):
/// strips laid end to end in 3D, each turned about its leading hinge.
public enum FoldStyle: Hashable, Sendable {
    /// A zig-zag as a map folds: strip i turns about its leading hinge by −θ for even i and +θ for
    /// odd i (−θ takes its trailing edge away from the viewer). The folded length is
    /// Σ lᵢ·cos θ. With `.trailing` the parity counts from the trailing end, so that the strip at
    /// the anchor again folds away: an exact mirror of `.leading`.
    case accordion(theta: Double, anchor: FoldAnchor)
    /// PaperFold: the panel folds away towards its anchored side; `amount` 0 is flat, 1 fully
    /// folded (θ = amount·90°, amount clamped to 0…1).
    case paperFold(amount: Double, from: FoldAnchor)
    /// MPFoldTransition: the source's two halves fold at the middle crease (any layout is
    /// ignored). Positive angles push the crease away (a valley), negative bring it forward
    /// (a ridge); the outer edges stay at z = 0 and move inward.
    case oneCrease(angle: Double)
    /// Flipboard: the source is a double page whose trailing half (bottom or right) turns toward
    /// the viewer about the centre line by `angle` (0…π) over the static leading half. At π it
    /// lies on the leading half, back face showing.
    case pageFlip(angle: Double)
    /// Clear's to-do row: a row of length 2l (the source's length along the fold) shown at
    /// `height` ≤ 2l as two halves of length l about the row's centre, with θ = acos(height / 2l)
    /// and depth z = l·sin θ; each half is R(±θ)·T(0, 0, −z) about the crease (docs/effects.md §5.2).
    /// No perspective: the caller applies the row's m34 about its centre.
    case halfFold(height: Double, style: HalfFoldStyle)

    /// The strips of this fold of `source` (in its own coordinates, z toward the viewer).
    public func strips(source: Rect, layout: StripLayout, axis: FoldAxis) -> [FoldStrip] {
        var out: [FoldStrip] = []
        strips(source: source, layout: layout, axis: axis, into: &out)
        return out
    }

    /// Writes the strips into `out`, replacing its contents and reusing its storage: pass the
    /// same array every frame and nothing is allocated once it is large enough.
    public func strips(source: Rect, layout: StripLayout, axis: FoldAxis, into out: inout [FoldStrip]) {
        chain(source: source, layout: layout, axis: axis)
            .write(source: source, layout: layout, axis: axis, into: &out)
    }

    /// The span the folded strips cover along the fold direction in fold space (y for
    /// horizontal, x for vertical), without building them.
    public func foldedExtent(source: Rect, layout: StripLayout, axis: FoldAxis) -> ClosedRange<Double> {
        chain(source: source, layout: layout, axis: axis).extent(source: source, layout: layout, axis: axis)
    }

    /// θ and the depth z = l·sin θ of a half fold showing a row of halves `halfLength` long at
    /// `height` (θ = acos(height / 2l), height clamped to 0…2l).
    public static func halfFoldAngle(height: Double, halfLength l: Double) -> (theta: Double, depth: Double) {
        let ratio = l > 0 ? min(max(height / 2 / l, 0), 1) : 1
        let theta = acos(ratio)
        return (theta, l * sin(theta))
    }

    /// Each style as a chain: how many strips, how long, their turns, and where they sit.
    func chain(source: Rect, layout: StripLayout, axis: FoldAxis) -> FoldChain {
        switch self {
        case .accordion(let theta, let anchor):
            let mirrored = anchor == .trailing
            let pin: FoldChain.Pin = anchor == .center ? .center : mirrored ? .trailing : .leading
            return FoldChain(
                count: layout.count, uniformLength: nil,
                angles: .alternating(first: mirrored ? theta : -theta, fromTrailing: mirrored), pin: pin)
        case .paperFold(let amount, let anchor):
            let theta = min(max(amount, 0), 1) * .pi / 2
            return FoldStyle.accordion(theta: theta, anchor: anchor).chain(source: source, layout: layout, axis: axis)
        case .oneCrease(let angle):
            let half = axis.length(source) / 2
            return FoldChain(count: 2, uniformLength: half, angles: .pair(-angle, angle), pin: .center)
        case .pageFlip(let angle):
            let half = axis.length(source) / 2
            return FoldChain(count: 2, uniformLength: half, angles: .pair(0, angle), pin: .leading)
        case .halfFold(let height, let style):
            let l = axis.length(source) / 2
            let (theta, depth) = Self.halfFoldAngle(height: height, halfLength: l)
            let (top, bottom) = style.angles(theta: theta)
            let angles = FoldChain.Angles.pair(top, bottom)
            // The crease (hinge 1) sits at the row's centre, pushed back by the depth.
            let centre = axis.minU(source) + l
            return FoldChain(count: 2, uniformLength: l, angles: angles, pin: .hinge(1, u: centre, z: -depth))
        }
    }
}
