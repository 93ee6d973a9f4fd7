/// How the source is cut into strips: their lengths along the fold direction, in points,
/// from the leading edge (top or left) on.
///
/// Any list works and it may change from frame to frame. The lengths are taken literally: they
/// should add up to the source's length along the fold; when they do not, the strips cover the
/// first `total` points of it (texture coordinates then run short of, or past, 1).
public struct StripLayout: Hashable, Sendable {
    /// Strip lengths along the fold direction, in points; expected non-negative.
    public var lengths: [Double]

    /// The strips of these lengths, in points, from the leading edge.
    public init(lengths: [Double]) {
        self.lengths = lengths
    }

    /// `count` strips of `total / count` points each (none for a count below 1).
    public static func equal(count: Int, total: Double) -> StripLayout {
        guard count > 0 else { return StripLayout(lengths: []) }
        return StripLayout(lengths: Array(repeating: total / Double(count), count: count))
    }

    /// Strips in proportion to `weights`, scaled so that they add up to `total`.
    public static func proportional(_ weights: [Double], total: Double) -> StripLayout {
        let sum = weights.reduce(0, +)
        guard sum > 0 else { return StripLayout(lengths: weights.map { _ in 0 }) }
        return StripLayout(lengths: weights.map { $0 * total / sum })
    }

    /// How many strips.
    public var count: Int { lengths.count }

    /// The sum of the lengths: the unfolded length.
    public var total: Double { lengths.reduce(0, +) }

    /// Whether every strip is as long as the first (what the dedicated fold pass draws).
    public var hasEqualLengths: Bool { lengths.allSatisfy { $0 == lengths.first } }
}
