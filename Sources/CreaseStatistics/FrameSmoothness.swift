/// How evenly frames reached the screen, from the times they were presented: the vsync
/// intervals missed, the typical and worst intervals, the longest stall.
public struct FrameSmoothness: Equatable, Sendable {
    /// Seconds between consecutive presentations.
    public let intervals: [Double]
    public let vsyncInterval: Double

    public init(presentTimes: [Double], vsyncInterval: Double) {
        self.init(intervals: zip(presentTimes.dropFirst(), presentTimes).map { $0 - $1 }, vsyncInterval: vsyncInterval)
    }

    /// The smoothness of these intervals between presentations (runs of frames apart, say).
    public init(intervals: [Double], vsyncInterval: Double) {
        self.intervals = intervals
        self.vsyncInterval = vsyncInterval
    }

    /// The vsync intervals each presentation interval spanned: 1 for a frame on time, 3 for a
    /// frame that came two refreshes late (at least 1, so an early frame counts as on time).
    private var spans: [Int] { intervals.map { max(1, Int(($0 / vsyncInterval).rounded())) } }

    /// Of all the vsync intervals the run spanned, the percentage in which no new frame came.
    public var droppedPercent: Double {
        let spanned = spans.reduce(0, +)
        guard spanned > 0 else { return 0 }
        return Double(spanned - intervals.count) / Double(spanned) * 100
    }

    /// Vsync intervals without a new frame.
    public var droppedFrames: Int { spans.reduce(0) { $0 + $1 - 1 } }

    public var p50: Double { intervals.percentile(0.5) }
    public var p99: Double { intervals.percentile(0.99) }
    /// The longest time without a new frame.
    public var longestStall: Double { intervals.max() ?? 0 }
}
