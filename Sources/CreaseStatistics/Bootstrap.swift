import CreaseMath
import Foundation

/// Percentile bootstrap intervals of statistics of medians: the statistic recomputed on the
/// medians of samples drawn with replacement from the measured ones, and the middle 95 % of what
/// comes out. It assumes nothing of the frame times' distribution, which is skewed and has a
/// long tail.
public enum Bootstrap {
    /// Resamples per interval: enough for a stable 2.5th and 97.5th percentile.
    public static let resamples = 2000

    /// The interval of `statistic` of the medians of resamples of `groups`, each group resampled
    /// on its own (`statistic` gets one resampled median a group, in order).
    public static func interval(
        ofMediansOf groups: [[Double]], confidence: Double = 0.95, resamples: Int = resamples, start: UInt64 = 1,
        statistic: ([Double]) -> Double
    ) -> Interval {
        var random = RepeatableRandom(state: start)
        let medians = groups.map(ResampledMedian.init)
        var drawn = [Double](repeating: 0, count: groups.count)
        var outcomes: [Double] = []
        outcomes.reserveCapacity(resamples)
        for _ in 0..<resamples {
            for g in medians.indices { drawn[g] = medians[g].draw(&random) }
            outcomes.append(statistic(drawn))
        }
        outcomes.sort()
        let tail = (1 - confidence) / 2
        return Interval(low: outcomes.nearestRank(tail), high: outcomes.nearestRank(1 - tail))
    }

    /// The interval of new's median over base's, each side resampled on its own.
    public static func ratioOfMedians(base: [Double], new: [Double], confidence: Double = 0.95, start: UInt64 = 1) -> Interval {
        interval(ofMediansOf: [base, new], confidence: confidence, start: start) { $0[1] / $0[0] }
    }
}

/// The median of a resample of some values, drawn without resampling them: the nearest-rank
/// median of n draws from n sorted values is the j-th smallest or less exactly when at least
/// rank of the draws fall at or below j, a binomial tail, so one uniform number and a search of
/// those tails give it (the same distribution as sorting a resample, at a fraction of the cost).
struct ResampledMedian {
    let sorted: [Double]
    /// Entry j: the chance that the median is `sorted[j]` or less.
    let cumulative: [Double]

    init(_ values: [Double]) {
        sorted = values.sorted()
        let n = values.count
        let rank = max(1, Int((0.5 * Double(n)).rounded(.up)))
        var logFactorials: [Double] = [0]
        for k in stride(from: 1, through: n, by: 1) { logFactorials.append(logFactorials[k - 1] + log(Double(k))) }
        cumulative = (0..<n).map { j in
            let p = Double(j + 1) / Double(n)
            guard p < 1 else { return 1 }
            var tail = 0.0
            for k in rank...n {
                let logChoose = logFactorials[n] - logFactorials[k] - logFactorials[n - k]
                tail += exp(logChoose + Double(k) * log(p) + Double(n - k) * log(1 - p))
            }
            return tail
        }
    }

    func draw(_ random: inout RepeatableRandom) -> Double {
        let u = random.unit()
        var low = 0, high = sorted.count - 1
        while low < high {
            let middle = (low + high) / 2
            if cumulative[middle] > u { high = middle } else { low = middle + 1 }
        }
        return sorted[low]
    }
}
