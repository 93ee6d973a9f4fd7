extension [Double] {
    /// The nearest-rank percentile `p` (0 to 1) of the values; 0 when there are none.
    public func percentile(_ p: Double) -> Double {
        guard !isEmpty else { return 0 }
        return sorted().nearestRank(p)
    }

    /// The nearest-rank percentile of values already sorted ascending, without sorting again.
    func nearestRank(_ p: Double) -> Double {
        let rank = Int((p * Double(count)).rounded(.up))
        return self[Swift.max(0, Swift.min(count - 1, rank - 1))]
    }
}
