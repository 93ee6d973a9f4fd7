extension [Double] {
    /// The values inside Tukey's outer fences (3 interquartile ranges beyond the quartiles): a
    /// frame stalled by another process is dropped, a merely slow one is kept.
    public func withoutOutliers() -> [Double] {
        guard count >= 4 else { return self }
        let sorted = sorted()
        let q1 = sorted.nearestRank(0.25), q3 = sorted.nearestRank(0.75)
        let reach = 3 * (q3 - q1)
        return filter { $0 >= q1 - reach && $0 <= q3 + reach }
    }
}
