import Foundation

/// One scenario's samples from a bench run: its frame times, and the floor frames drawn
/// alternately with them (none for rows that draw nothing).
public struct ScenarioSamples: Sendable {
    public let name: String
    public let frameMs: [Double]
    public let floorMs: [Double]?

    public init(name: String, frameMs: [Double], floorMs: [Double]?) {
        self.name = name
        self.frameMs = frameMs
        self.floorMs = floorMs
    }

    /// Why these samples cannot be compared, or nil: a median of no frames, a ratio to a floor
    /// frame of 0 ms or a negative time means nothing, and a frame needs its own floor frame.
    public var problem: String? {
        guard !frameMs.isEmpty else { return "has no frames" }
        if let bad = Self.firstImpossible(frameMs) { return "has frame \(bad)" }
        guard let floorMs else { return nil }
        guard floorMs.count == frameMs.count else {
            return "has \(floorMs.count) floor frames for \(frameMs.count) frames: each frame needs the floor frame drawn beside it"
        }
        return Self.firstImpossible(floorMs).map { "has floor frame \($0)" }
    }

    /// The first time that is not a number above 0, as "N at T ms: ..." (N from 1).
    private static func firstImpossible(_ times: [Double]) -> String? {
        guard let index = times.firstIndex(where: { !($0 > 0 && $0.isFinite) }) else { return nil }
        return String(format: "%d at %g ms: every time must be a number above 0", index + 1, times[index])
    }

    /// Each frame over the floor frame drawn beside it when there are floor frames (the
    /// machine's speed at that moment cancels), else the times themselves.
    var compared: [Double] {
        guard let floorMs else { return frameMs }
        return zip(frameMs, floorMs).map { $0 / $1 }
    }
}

/// Two bench runs compared scenario by scenario, for `crease bench --compare`.
///
/// A row with floor frames is compared by its frames over their floors, so that a machine that
/// is uniformly slower in one run does not count. Where the floor itself moved by more than
/// `machineTolerance` between the runs, the machine was in another state (other jobs on its
/// cores), and a renderer's work and the floor's do not slow alike then: the row is not judged.
public struct RunComparison: Sendable {
    /// How far a row's floor may move between the runs and the row still be judged.
    public static let machineTolerance = 0.05

    public struct Row: Sendable {
        public let name: String
        /// The p50 compared in each run: over the floor (`byFloor`), or in ms.
        public let base: Double, new: Double
        public let byFloor: Bool
        public let comparison: Comparison
        /// How much the row's own floor frames moved between the runs (p50, +0.2 for 20 %).
        public let floorChange: Double?

        /// Whether the machine stayed alike enough for the row to be judged.
        public var judged: Bool { floorChange.map { abs($0) <= RunComparison.machineTolerance } ?? true }
        public var slower: Bool { judged && comparison.verdict == .slower }
    }

    public let rows: [Row]
    public let onlyInBase: [String]
    public let onlyInNew: [String]

    /// `threshold` as a fraction; `paired` when both runs drew the same frames in order. Every
    /// row's samples must be without a `problem`, and each name given once a run.
    public init(base: [ScenarioSamples], new: [ScenarioSamples], threshold: Double, paired: Bool) {
        rows = base.compactMap { b in
            guard let n = new.first(where: { $0.name == b.name }) else { return nil }
            let byFloor = b.floorMs != nil && n.floorMs != nil
            let (baseValues, newValues) = byFloor ? (b.compared, n.compared) : (b.frameMs, n.frameMs)
            let floorChange = byFloor ? n.floorMs!.percentile(0.5) / b.floorMs!.percentile(0.5) - 1 : nil
            return Row(name: b.name, base: baseValues.percentile(0.5), new: newValues.percentile(0.5), byFloor: byFloor,
                comparison: Comparison(base: baseValues, new: newValues, threshold: threshold, paired: paired), floorChange: floorChange)
        }
        onlyInBase = base.map(\.name).filter { name in !new.contains { $0.name == name } }
        onlyInNew = new.map(\.name).filter { name in !base.contains { $0.name == name } }
    }

    /// The rows judged slower beyond the threshold: what makes `--compare` exit 1.
    public var slower: [Row] { rows.filter(\.slower) }

    /// The typical change over the judged rows (new over base, minus 1).
    public var geometricMeanChange: Double? {
        let judged = rows.filter { $0.judged && $0.comparison.verdict != .tooFewSamples }
        guard !judged.isEmpty else { return nil }
        return Comparison.geometricMean(judged.map { 1 + $0.comparison.change }) - 1
    }
}
