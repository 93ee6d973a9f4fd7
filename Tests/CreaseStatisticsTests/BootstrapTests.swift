import CreaseMath
import Foundation
import Testing

@testable import CreaseStatistics

struct BootstrapTests {
    /// Lognormal frame times around `median` ms, 10 % spread.
    static func frames(_ n: Int, median: Double, _ random: inout RepeatableRandom) -> [Double] {
        (0..<n).map { _ in median * exp(0.1 * Gaussian.next(&random)) }
    }

    @Test func theIntervalHoldsTheTrueRatioAboutNinetyFivePercentOfTheTime() {
        var random = RepeatableRandom(state: 11)
        var held = 0
        for trial in 0..<200 {
            let base = Self.frames(25, median: 10, &random), new = Self.frames(25, median: 10.5, &random)
            let interval = Bootstrap.interval(ofMediansOf: [base, new], resamples: 400, start: UInt64(trial)) { $0[1] / $0[0] }
            if interval.contains(1.05) { held += 1 }
        }
        // A percentile interval of a median at 25 a side covers a little under its 95 %;
        // binomial sd at 200 trials is 3.
        #expect((176...197).contains(held), "held \(held) of 200")
    }

    /// The median drawn from binomial tails is distributed as the median of a sorted resample.
    @Test func aResampledMedianIsDrawnAsSortingAResampleWouldGiveIt() {
        var random = RepeatableRandom(state: 17)
        let values = Self.frames(15, median: 5, &random)
        let sorted = values.sorted()
        let median = ResampledMedian(values)
        var byTails = [Int](repeating: 0, count: 15), bySorting = [Int](repeating: 0, count: 15)
        for _ in 0..<20_000 {
            byTails[sorted.firstIndex(of: median.draw(&random))!] += 1
            let resample = (0..<15).map { _ in values[Int(random.next() % 15)] }.sorted()
            bySorting[sorted.firstIndex(of: resample.nearestRank(0.5))!] += 1
        }
        // Each order statistic's share within 1.5 points of a percent of the other way's.
        #expect(zip(byTails, bySorting).allSatisfy { abs($0 - $1) < 300 }, "\(byTails) against \(bySorting)")
        #expect(median.cumulative.last == 1 && zip(median.cumulative, median.cumulative.dropFirst()).allSatisfy { $0 <= $1 })
    }

    @Test func sameSamplesSameInterval() {
        var random = RepeatableRandom(state: 5)
        let base = Self.frames(20, median: 4, &random), new = Self.frames(20, median: 4, &random)
        #expect(Bootstrap.ratioOfMedians(base: base, new: new) == Bootstrap.ratioOfMedians(base: base, new: new))
        // Wider when asked for more confidence.
        let ninety = Bootstrap.ratioOfMedians(base: base, new: new, confidence: 0.9)
        let ninetyNine = Bootstrap.ratioOfMedians(base: base, new: new, confidence: 0.99)
        #expect(ninetyNine.low < ninety.low && ninetyNine.high > ninety.high)
    }

    @Test func comparisonsSaySlowerFasterOrNothing() {
        var random = RepeatableRandom(state: 9)
        let base = Self.frames(60, median: 10, &random)
        let slower = Comparison(base: base, new: Self.frames(60, median: 11, &random), threshold: 0.03)
        #expect(slower.verdict == .slower && slower.interval!.contains(0.1) && abs(slower.change - 0.1) < 0.04)
        let faster = Comparison(base: base, new: Self.frames(60, median: 9, &random), threshold: 0.03)
        #expect(faster.verdict == .faster && faster.change < 0)
        let same = Comparison(base: base, new: Self.frames(60, median: 10, &random), threshold: 0.03)
        #expect(same.verdict == .notSignificant && same.interval!.contains(0))
        // A real 1 % change on very steady frames: found, but under the threshold.
        let steady = (0..<60).map { 10 + Double($0 % 7) * 0.001 }
        let small = Comparison(base: steady, new: steady.map { $0 * 1.01 }, threshold: 0.03)
        #expect(small.verdict == .withinThreshold)
        let few = Comparison(base: Array(base.prefix(8)), new: Array(base.prefix(20)), threshold: 0.03)
        #expect(few.verdict == .tooFewSamples && few.interval == nil)
    }
}
