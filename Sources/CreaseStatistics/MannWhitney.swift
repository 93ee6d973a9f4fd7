import Foundation

/// The Mann-Whitney U test (Wilcoxon rank-sum): whether one group's values tend to lie above the
/// other's, from their ranks alone, so a few stalled frames cannot sway it.
public enum MannWhitney {
    /// The two-sided p-value by the normal approximation, with midranks for ties, the tie
    /// correction of the variance and a continuity correction (fine from about 9 a side).
    public static func pValue(_ a: [Double], _ b: [Double]) -> Double {
        let n1 = Double(a.count), n2 = Double(b.count), n = n1 + n2
        guard n1 > 0, n2 > 0 else { return 1 }
        let pooled = (a.map { ($0, true) } + b.map { ($0, false) }).sorted { $0.0 < $1.0 }
        var rankSumA = 0.0, ties = 0.0
        var i = 0
        while i < pooled.count {
            var j = i
            while j + 1 < pooled.count && pooled[j + 1].0 == pooled[i].0 { j += 1 }
            let midrank = Double(i + j) / 2 + 1
            let tied = Double(j - i + 1)
            ties += tied * tied * tied - tied
            for k in i...j where pooled[k].1 { rankSumA += midrank }
            i = j + 1
        }
        let u = rankSumA - n1 * (n1 + 1) / 2
        let variance = n1 * n2 / 12 * ((n + 1) - ties / (n * (n - 1)))
        guard variance > 0 else { return 1 }
        let z = max(0, abs(u - n1 * n2 / 2) - 0.5) / variance.squareRoot()
        return erfc(z / 2.0.squareRoot())
    }
}
