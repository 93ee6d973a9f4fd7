/// Percentile bootstrap intervals: the statistic recomputed on samples drawn with replacement
/// from the measured ones, and the middle 95 % of what comes out. It assumes nothing of the
/// frame times' distribution, which is skewed and has a long tail.
public enum Bootstrap {
    /// Resamples per interval: enough for a stable 2.5th and 97.5th percentile.
    public static let resamples = 2000

    /// The interval of `statistic` over resamples of `groups`, each resampled on its own
    /// (statistic gets one resample of every group, sorted ascending).
    public static func interval(
        of groups: [[Double]], confidence: Double = 0.95, resamples: Int = resamples, seed: UInt64 = 1,
        statistic: ([[Double]]) -> Double
    ) -> Interval {
        var random = SeededGenerator(seed: seed)
        var outcomes: [Double] = []
        outcomes.reserveCapacity(resamples)
        var drawn = groups.map { [Double](repeating: 0, count: $0.count) }
        for _ in 0..<resamples {
            for (g, group) in groups.enumerated() {
                for i in group.indices { drawn[g][i] = group[Int(random.next() % UInt64(group.count))] }
                drawn[g].sort()
            }
            outcomes.append(statistic(drawn))
        }
        outcomes.sort()
        let tail = (1 - confidence) / 2
        return Interval(low: outcomes.nearestRank(tail), high: outcomes.nearestRank(1 - tail))
    }

    /// The interval of new's median over base's, each side resampled on its own.
    public static func ratioOfMedians(base: [Double], new: [Double], confidence: Double = 0.95, seed: UInt64 = 1) -> Interval {
        interval(of: [base, new], confidence: confidence, seed: seed) { $0[1].nearestRank(0.5) / $0[0].nearestRank(0.5) }
    }
}
