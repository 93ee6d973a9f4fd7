import Foundation

/// Two runs' samples of one scenario compared: the relative change of the median with its 95 %
/// bootstrap interval, the Mann-Whitney p-value, and a verdict against a noise threshold.
public struct Comparison: Sendable {
    /// Fewer samples a side than this give no interval: the bootstrap's percentiles of the
    /// median would rest on a handful of values.
    public static let minimumSamples = 9

    public enum Verdict: String, Sendable {
        /// Slower beyond the threshold, and the interval lies above no change.
        case slower
        /// Faster beyond the threshold, and the interval lies below no change.
        case faster
        /// A real change, but smaller than the threshold.
        case withinThreshold = "within threshold"
        /// The interval holds no change: printed `~`.
        case notSignificant = "~"
        case tooFewSamples = "too few samples"
    }

    /// +0.05 is 5 % slower.
    public let change: Double
    /// Of `change`; nil with too few samples.
    public let interval: Interval?
    /// That the two groups come from one distribution; nil with too few samples.
    public let pValue: Double?
    public let verdict: Verdict
    /// Whether sample k of one run was set against sample k of the other.
    public let paired: Bool

    /// `threshold` as a fraction: 0.03 for 3 %. When the runs drew the same frames in the same
    /// order (`paired`: sample k of each is the same moment of the same scene), the change is
    /// the median over k of new[k] / base[k], which leaves out how frames differ from each other
    /// (an accordion's angle, a transition's stage); otherwise it is new's median over base's.
    public init(base: [Double], new: [Double], threshold: Double, paired: Bool = false) {
        let paired = paired && base.count == new.count
        self.paired = paired
        let ratios = paired ? zip(new, base).map { $0 / $1 } : []
        change = (paired ? ratios.percentile(0.5) : new.percentile(0.5) / base.percentile(0.5)) - 1
        guard base.count >= Self.minimumSamples, new.count >= Self.minimumSamples else {
            interval = nil
            pValue = nil
            verdict = .tooFewSamples
            return
        }
        let start = UInt64(base.count &* 31 &+ new.count)
        let ratio =
            paired
            ? Bootstrap.interval(ofMediansOf: [ratios], start: start) { $0[0] }
            : Bootstrap.ratioOfMedians(base: base, new: new, start: start)
        let interval = Interval(low: ratio.low - 1, high: ratio.high - 1)
        self.interval = interval
        pValue = MannWhitney.pValue(base, new)
        verdict =
            if interval.contains(0) { .notSignificant }
            else if abs(change) <= threshold { .withinThreshold }
            else { change > 0 ? .slower : .faster }
    }

    /// The geometric mean of ratios (new over base): the typical change over many scenarios,
    /// where a 2x and a 0.5x cancel.
    public static func geometricMean(_ ratios: [Double]) -> Double {
        guard !ratios.isEmpty else { return 1 }
        return exp(ratios.reduce(0) { $0 + log($1) } / Double(ratios.count))
    }
}
