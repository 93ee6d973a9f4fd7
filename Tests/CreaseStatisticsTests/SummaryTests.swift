import CreaseMath
import Testing

@testable import CreaseStatistics

struct SummaryTests {
    @Test func percentilesAreNearestRank() {
        let values: [Double] = [7, 1, 9, 3, 5, 2, 10, 4, 8, 6]
        // Nearest rank: the ⌈p·n⌉-th smallest.
        #expect(values.percentile(0.5) == 5 && values.percentile(0.25) == 3 && values.percentile(0.99) == 10)
        #expect(values.percentile(0) == 1 && [Double]().percentile(0.5) == 0)
    }

    @Test func outliersBeyondTheOuterFencesAreDropped() {
        // Quartiles 10 and 12: fences at 4 and 18.
        let frames: [Double] = [10, 11, 12, 10, 11, 12, 11, 10, 12, 17, 40, 3]
        #expect(frames.withoutOutliers() == [10, 11, 12, 10, 11, 12, 11, 10, 12, 17])
        #expect([1.0, 100, 1].withoutOutliers() == [1, 100, 1])  // too few to tell
    }

    @Test func theGeometricMeanCancelsOppositeChanges() {
        #expect(abs(Comparison.geometricMean([2, 0.5]) - 1) < 1e-12)
        #expect(abs(Comparison.geometricMean([1.1, 1.1, 1.1]) - 1.1) < 1e-12)
        #expect(abs(Comparison.geometricMean([1, 4]) - 2) < 1e-12)
    }

    @Test func theRepeatableRandomRepeatsAndSpreads() {
        var a = RepeatableRandom(state: 7), b = RepeatableRandom(state: 7), c = RepeatableRandom(state: 8)
        let first = (0..<5).map { _ in a.next() }
        #expect(first == (0..<5).map { _ in b.next() } && first != (0..<5).map { _ in c.next() })
        // Uniform enough for resampling: each of 10 buckets gets about a tenth of 10,000 draws.
        var buckets = [Int](repeating: 0, count: 10)
        for _ in 0..<10_000 { buckets[Int(a.next() % 10)] += 1 }
        #expect(buckets.allSatisfy { (900...1100).contains($0) })
    }
}
