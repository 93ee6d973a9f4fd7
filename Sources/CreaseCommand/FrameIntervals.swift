import CreaseFiles
import CreaseMath
import CreaseStatistics
import Foundation

/// How smoothly a window showed its frames, from the times they were presented, for
/// `crease demo --stats`: the vsync intervals (60 Hz) in which no new frame came, the p50 and p99
/// interval, the longest stall.
struct FrameIntervals {
    let scene: String
    private var presentTimes: [Double] = []

    init(scene: String) { self.scene = scene }

    mutating func shown(at time: Double) { presentTimes.append(time) }

    var smoothness: FrameSmoothness { FrameSmoothness(presentTimes: presentTimes, vsyncInterval: DisplayRate.frameDuration) }

    var summary: String {
        let s = smoothness
        return String(format: "%@: %d frame intervals at %.0f Hz: %.1f %% of vsync intervals missed (%d), p50 %.2f ms, p99 %.2f ms, longest stall %.2f ms",
            scene, s.intervals.count, DisplayRate.framesPerSecond, s.droppedPercent, s.droppedFrames, s.p50 * 1000, s.p99 * 1000, s.longestStall * 1000)
    }

    /// What `--json` writes.
    struct Report: Encodable {
        let scene: String
        let vsyncMs: Double
        let droppedFrames: Int
        /// Of the vsync intervals the run spanned, those without a new frame.
        let droppedPercent: Double
        let p50Ms: Double
        let p99Ms: Double
        let longestStallMs: Double
        /// Between every two frames shown, in order.
        let intervalsMs: [Double]
    }

    var report: Report {
        let s = smoothness
        return Report(scene: scene, vsyncMs: s.vsyncInterval * 1000, droppedFrames: s.droppedFrames, droppedPercent: s.droppedPercent,
            p50Ms: s.p50 * 1000, p99Ms: s.p99 * 1000, longestStallMs: s.longestStall * 1000, intervalsMs: s.intervals.map { $0 * 1000 })
    }

    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        do { try StagedFile.write(Array(try encoder.encode(report)), to: path) } catch { throw CommandError(error) }
    }
}
