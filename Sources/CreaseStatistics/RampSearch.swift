/// The most layers a frame can hold within a time budget, found as MotionMark finds its score:
/// double the layer count until the frame time's median passes the budget, then bisect between
/// the last count within it and the first beyond. Every count is decided on at least
/// `minimumFrames` frames with outliers dropped; the answer is where the medians cross the budget,
/// interpolated between the counts either side, with a bootstrap interval over the frames.
public struct RampSearch {
    public static let minimumFrames = 9

    public let targetMs: Double
    public let layers: ClosedRange<Int>
    /// Bisection stops once the counts either side of the budget are this close, relative to
    /// the lower one (and always at adjacent counts).
    public var precision = 0.02

    public init(targetMs: Double, layers: ClosedRange<Int>) {
        self.targetMs = targetMs
        self.layers = layers
    }

    /// One layer count's frames, outliers dropped.
    public struct Step: Sendable {
        public let layers: Int
        public let frameMs: [Double]
        public var p50: Double { frameMs.percentile(0.5) }
    }

    public struct Result: Sendable {
        /// Every count measured, in the order measured.
        public let steps: [Step]
        /// Where the medians cross the budget, rounded down; the top of the range when even that
        /// stays within it, 0 when even the bottom does not.
        public let layersAtTarget: Int
        /// 95 %, from resampling every step's frames.
        public let interval: Interval
        /// Whether the top of the range stayed within the budget: the true count may be higher.
        public var reachedTop: Bool
    }

    /// Runs the search; `measure` draws frames of a layer count and gives their times in ms,
    /// and `decided` hears of each count once it has enough frames.
    public func run(measure: (Int) throws -> [Double], decided: (Step) -> Void = { _ in }) rethrows -> Result {
        var steps: [Step] = []
        func withinBudget(_ n: Int) throws -> Bool {
            if let step = steps.first(where: { $0.layers == n }) { return step.p50 <= targetMs }
            var frames: [Double] = []
            while frames.count < Self.minimumFrames { frames = (frames + (try measure(n))).withoutOutliers() }
            steps.append(Step(layers: n, frameMs: frames))
            decided(steps.last!)
            return steps.last!.p50 <= targetMs
        }
        var within: Int?, beyond: Int?
        var n = layers.lowerBound
        while beyond == nil {
            guard try withinBudget(n) else {
                beyond = n
                break
            }
            within = n
            if n == layers.upperBound { break }
            n = min(n * 2, layers.upperBound)
        }
        if var low = within, var high = beyond {
            while high - low > max(1, Int(Double(low) * precision)) {
                let middle = (low + high) / 2
                if try withinBudget(middle) { low = middle } else { high = middle }
            }
        }
        let ordered = steps.sorted { $0.layers < $1.layers }
        let counts = ordered.map(\.layers)
        let estimate = Self.crossing(counts: counts, p50s: ordered.map(\.p50), targetMs: targetMs)
        let interval = Bootstrap.interval(ofMediansOf: ordered.map(\.frameMs)) { p50s in
            Self.crossing(counts: counts, p50s: p50s, targetMs: targetMs)
        }
        return Result(steps: steps, layersAtTarget: Int(estimate), interval: Interval(low: interval.low.rounded(.down), high: interval.high.rounded(.down)),
            reachedTop: within == layers.upperBound)
    }

    /// Where frame medians (`p50s`, at ascending `counts`) first pass `targetMs`, linearly
    /// between the counts either side; the last count when none does, 0 when the first does.
    public static func crossing(counts: [Int], p50s: [Double], targetMs: Double) -> Double {
        guard let beyond = p50s.firstIndex(where: { $0 > targetMs }) else { return Double(counts.last ?? 0) }
        guard beyond > 0 else { return 0 }
        let (n0, n1) = (Double(counts[beyond - 1]), Double(counts[beyond]))
        let (t0, t1) = (p50s[beyond - 1], p50s[beyond])
        return n0 + (targetMs - t0) / (t1 - t0) * (n1 - n0)
    }
}
