extension [Double] {
    /// The nearest-rank percentile `p` (0 to 1) of the values; 0 when there are none.
    func percentile(_ p: Double) -> Double {
        guard !isEmpty else { return 0 }
        let sorted = sorted()
        let rank = Int((p * Double(sorted.count)).rounded(.up))
        return sorted[Swift.max(0, Swift.min(sorted.count - 1, rank - 1))]
    }
}
