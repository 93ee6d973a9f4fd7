import CreaseMath
import Foundation
import Testing

@testable import CreaseStatistics

struct MannWhitneyTests {
    @Test func matchesTheTextbookNormalApproximation() {
        // SciPy's mannwhitneyu(a, b, method="asymptotic", use_continuity=True) gives 0.0601638
        // for these (a tie across the groups at 7.7 and one inside a), and 1 for equal groups.
        let a = [1.1, 2.3, 2.3, 4.0, 5.2, 6.1, 7.7, 8.0, 9.4]
        let b = [3.3, 4.4, 5.5, 6.6, 7.7, 8.8, 9.9, 10.1, 11.5, 12.0]
        #expect(abs(MannWhitney.pValue(a, b) - 0.0601638) < 1e-6)
        #expect(abs(MannWhitney.pValue(b, a) - 0.0601638) < 1e-6)
        let same = (1...9).map(Double.init)
        #expect(MannWhitney.pValue(same, same) == 1)
    }

    @Test func falseAlarmsAtTheLevelAndShiftsFound() {
        var random = RepeatableRandom(state: 3)
        func frames(_ n: Int, scale: Double) -> [Double] {
            (0..<n).map { _ in scale * exp(0.1 * Gaussian.next(&random)) }
        }
        var alarms = 0, found = 0
        for _ in 0..<400 {
            if MannWhitney.pValue(frames(30, scale: 10), frames(30, scale: 10)) < 0.05 { alarms += 1 }
            if MannWhitney.pValue(frames(30, scale: 10), frames(30, scale: 11.5)) < 0.05 { found += 1 }
        }
        // 5 % of 400 is 20 (binomial sd 4.4); a 15 % shift against 10 % spread at 30 a side is
        // found more than 99 % of the time.
        #expect((8...32).contains(alarms), "\(alarms) false alarms")
        #expect(found >= 390, "\(found) of 400 found")
    }
}

/// Standard normal draws by Box-Muller, for simulated frame times.
enum Gaussian {
    static func next(_ random: inout RepeatableRandom) -> Double {
        let u = (Double(random.next() >> 11) + 0.5) / Double(1 << 53)
        let v = Double(random.next() >> 11) / Double(1 << 53)
        return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
}
