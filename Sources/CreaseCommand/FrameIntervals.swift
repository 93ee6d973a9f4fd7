import CreaseFiles
import CreaseMath
import CreaseRender
import CreaseStatistics
import Foundation

/// How smoothly a window showed its frames and how little it drew, for `crease demo --stats`:
/// from the times frames were presented while the scene moved, the vsync intervals (60 Hz) in
/// which no new frame came, the p50 and p99 interval and the longest stall (a rest between
/// motions is no stall); from the frame loop, the frames drawn (whole or in part), those found
/// unchanged, the refreshes passed without a new frame, the mean share of the frame drawn and
/// the process's CPU a second.
struct FrameIntervals {
    let scene: String
    /// Between every two frames shown while the scene moved.
    private var intervals: [Double] = []
    private var lastShown: Double?
    /// Every frame composed, in order.
    private var frames: [Record] = []

    /// A frame composed: its number, the scene's time, how much was drawn, and whether input
    /// came since the frame before (so the loop woke for it).
    struct Record: Encodable {
        let index: Int
        let time: Double
        /// "whole", "part" or "none".
        let drawn: String
        let share: Double
        let input: Bool
    }

    init(scene: String) { self.scene = scene }

    /// `frame` was composed at scene time `time`, `continuing` the motion of the frame before or
    /// after a rest, with `input` since the frame before.
    mutating func record(_ frame: FrameDriver.Frame, time: Double, continuing: Bool, input: Bool) {
        let drawn = switch frame.drawing {
        case .whole: "whole"
        case .part: "part"
        case .none: "none"
        }
        frames.append(Record(index: frame.index, time: time, drawn: drawn, share: frame.drawnShare, input: input))
        if !continuing { lastShown = nil }
        guard frame.drawing != .none else { return }
        if let lastShown { intervals.append(frame.shownAt - lastShown) }
        lastShown = frame.shownAt
    }

    var smoothness: FrameSmoothness { FrameSmoothness(intervals: intervals, vsyncInterval: DisplayRate.frameDuration) }

    func summary(_ frames: FrameLoopStatistics) -> String {
        let s = smoothness
        return String(format: "%@: %d frame intervals at %.0f Hz: %.1f %% of vsync intervals missed (%d), p50 %.2f ms, p99 %.2f ms, longest stall %.2f ms\n",
            scene, s.intervals.count, DisplayRate.framesPerSecond, s.droppedPercent, s.droppedFrames, s.p50 * 1000, s.p99 * 1000, s.longestStall * 1000)
            + String(format: "%d refreshes in %.1f s: %d frames drawn (%d whole, %d in part, %.1f %% of the frame on average), %d unchanged, %d refreshes without a new frame; CPU %.3f s a second",
                frames.refreshes, frames.seconds, frames.framesDrawn, frames.framesWhole, frames.framesInPart, frames.meanShareDrawn * 100,
                frames.framesUnchanged, frames.refreshesSkipped, frames.cpuPerSecond)
    }

    /// What `--json` writes.
    struct Report: Encodable {
        let scene: String
        let vsyncMs: Double
        let droppedFrames: Int
        /// Of the vsync intervals the motion spanned, those without a new frame.
        let droppedPercent: Double
        let p50Ms: Double
        let p99Ms: Double
        let longestStallMs: Double
        /// Between every two frames shown while the scene moved, in order.
        let intervalsMs: [Double]
        let refreshes: Int
        let framesDrawn: Int
        let framesWhole: Int
        let framesInPart: Int
        let framesUnchanged: Int
        let refreshesWithoutNewFrame: Int
        /// Of the frames drawn, the mean share of the frame's area drawn (0 to 1).
        let meanShareDrawn: Double
        let seconds: Double
        let cpuSecondsPerSecond: Double
        /// Every frame composed, in order.
        let frames: [Record]
    }

    func report(_ frames: FrameLoopStatistics) -> Report {
        let s = smoothness
        return Report(scene: scene, vsyncMs: s.vsyncInterval * 1000, droppedFrames: s.droppedFrames, droppedPercent: s.droppedPercent,
            p50Ms: s.p50 * 1000, p99Ms: s.p99 * 1000, longestStallMs: s.longestStall * 1000, intervalsMs: s.intervals.map { $0 * 1000 },
            refreshes: frames.refreshes, framesDrawn: frames.framesDrawn, framesWhole: frames.framesWhole, framesInPart: frames.framesInPart,
            framesUnchanged: frames.framesUnchanged, refreshesWithoutNewFrame: frames.refreshesSkipped, meanShareDrawn: frames.meanShareDrawn,
            seconds: frames.seconds, cpuSecondsPerSecond: frames.cpuPerSecond, frames: self.frames)
    }

    func write(_ frames: FrameLoopStatistics, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        do { try StagedFile.write(Array(try encoder.encode(report(frames))), to: path) } catch { throw CommandError(error) }
    }
}
