import CreaseGL
import CreaseRender
import CreaseStatistics
import Foundation

/// One scenario's timings.
struct BenchmarkResult {
    let scenario: BenchScenario
    let layers: Int
    private(set) var frameMs: [Double]
    private(set) var drawListMs: [Double]
    /// The part of `drawListMs` that is the scene's own update, the app's code (tiles-4096 sets
    /// 4,096 transforms): the rest is Crease's. None for the rows timed on the CPU alone.
    private(set) var updateMs: [Double]?
    private(set) var gpuMs: [Double]?
    /// The drawing thread's CPU time a frame, waits excluded; none for the rows timed on the
    /// CPU alone (their frame time is all CPU).
    private(set) var cpuMs: [Double]?
    /// The counts of a frame with the median number of draws (a transition's frames differ);
    /// none for the rows that draw nothing.
    let stats: FrameStats?
    /// Floor frames timed alternately with this scenario's; none for the floor itself.
    var pairedFloorMs: [Double]? = nil
    /// An export row's CPU seconds a frame: every thread's of the process, and ffmpeg's.
    private(set) var cpuSecondsPerFrame: Double?
    /// An export row's peak resident memory, in MiB: the process's most over the row.
    private(set) var peakResidentMb: Double?
    /// The idle row's frame loop: what it did over its refreshes.
    private(set) var idle: Idle?
    /// The GPU's work a frame, by pipeline statistics; none where the driver counts nothing,
    /// --no-counts was given, or the row draws in a loop of its own (export, idle, ramp).
    var pipeline: Pipeline?

    /// A timed frame's pipeline work, the mean of the row's (`PipelineCounter`): exact, so it
    /// repeats from run to run and shows overdraw on any driver.
    struct Pipeline: Codable, Equatable {
        let vertices: Double
        let primitives: Double
        let fragments: Double
        /// Fragments shaded a pixel of the frame: 1 where every pixel is shaded once.
        let fragmentsPerPixel: Double

        init(_ counts: PipelineCounts, frames: Int, pixels: Int) {
            let n = Double(max(frames, 1))
            vertices = Double(counts.vertices) / n
            primitives = Double(counts.primitives) / n
            fragments = Double(counts.fragments) / n
            fragmentsPerPixel = fragments / Double(max(pixels, 1))
        }
    }

    /// What a frame loop at rest did (`IdleBenchmark`).
    struct Idle: Codable {
        /// Refreshes of the display passed, of real time.
        let refreshes: Int
        /// Frames drawn in them: the first, then none while the scene rests.
        let framesDrawn: Int
        /// Seconds the loop ran.
        let seconds: Double
        /// CPU milliseconds a second after the first frame, every thread of the process.
        let cpuMsPerSecond: Double
    }

    init(_ scenario: BenchScenario, layers: Int, frames: [FrameDriver.Frame]) {
        self.scenario = scenario
        self.layers = layers
        frameMs = frames.map(\.totalMs)
        drawListMs = frames.map(\.buildMs)
        updateMs = frames.map(\.phases.updateMs)
        let gpu = frames.compactMap(\.gpuMs)
        gpuMs = gpu.count == frames.count ? gpu : nil
        cpuMs = frames.map(\.cpuMs)
        let byDraws = frames.map(\.stats).sorted { $0.drawCalls < $1.drawCalls }
        stats = byDraws.isEmpty ? FrameStats() : byDraws[(byDraws.count - 1) / 2]
    }

    /// An export row (`ExportBenchmark`): `frames` as drawn, each timed by `paceMs`, from the
    /// hand-over of the frame before to its own, and what the whole run used.
    init(_ scenario: BenchScenario, layers: Int, frames: [FrameDriver.Frame], paceMs: [Double], cpuSecondsPerFrame: Double,
         peakResidentMb: Double?) {
        self.init(scenario, layers: layers, frames: frames)
        frameMs = paceMs
        self.cpuSecondsPerFrame = cpuSecondsPerFrame
        self.peakResidentMb = peakResidentMb
    }

    /// The idle row: the frames its loop composed, and what it did over its refreshes.
    init(_ scenario: BenchScenario, layers: Int, frames: [FrameDriver.Frame], idle: Idle) {
        self.init(scenario, layers: layers, frames: frames)
        self.idle = idle
    }

    /// A row timed on the CPU alone: `frameMs` is all its work, `drawListMs` the draw list's part.
    init(_ scenario: BenchScenario, layers: Int, frameMs: [Double], drawListMs: [Double]) {
        self.scenario = scenario
        self.layers = layers
        self.frameMs = frameMs
        self.drawListMs = drawListMs
        updateMs = nil
        gpuMs = nil
        cpuMs = nil
        stats = nil
    }

    /// More frames of the same scenario, timed the same way, after these.
    mutating func append(_ more: BenchmarkResult) {
        frameMs += more.frameMs
        drawListMs += more.drawListMs
        updateMs = updateMs.flatMap { mine in more.updateMs.map { mine + $0 } }
        gpuMs = gpuMs.flatMap { mine in more.gpuMs.map { mine + $0 } }
        cpuMs = cpuMs.flatMap { mine in more.cpuMs.map { mine + $0 } }
        pairedFloorMs = pairedFloorMs.flatMap { mine in more.pairedFloorMs.map { mine + $0 } }
    }

    /// What the table, the report and the trace call the row.
    var name: String { scenario.name }

    /// p50 over the p50 of the floor frames paired with this row's; none for the floor.
    var ratioToFloor: Double? { pairedFloorMs.map { p50 / $0.percentile(0.5) } }

    var p50: Double { frameMs.percentile(0.50) }
    var p95: Double { frameMs.percentile(0.95) }
    var p99: Double { frameMs.percentile(0.99) }
    var drawListP50: Double { drawListMs.percentile(0.50) }
    var updateP50: Double? { updateMs.map { $0.percentile(0.50) } }
    var gpuP50: Double? { gpuMs.map { $0.percentile(0.50) } }
    var cpuP50: Double? { cpuMs.map { $0.percentile(0.50) } }
    /// Frames a second at the mean frame time: with frames in flight, the rate a window with
    /// vsync off would run at.
    var framesPerSecond: Double { frameMs.isEmpty ? 0 : 1000 * Double(frameMs.count) / frameMs.reduce(0, +) }

    static func table(_ results: [BenchmarkResult]) -> String {
        var lines = ["scenario              layers   p50 ms   p95 ms   p99 ms   list ms    app ms  us/layer    cpu ms    gpu ms      fps  draws  frags/px  x floor"]
        for r in results {
            let cpu = r.cpuP50.map { String(format: "%9.2f ", $0) } ?? "        - "
            let gpu = r.gpuP50.map { String(format: "%9.2f", $0) } ?? "      n/a"
            let fps = String(format: " %8.1f", r.framesPerSecond)
            let name = r.name.padding(toLength: 21, withPad: " ", startingAt: 0)
            let app = r.updateP50.map { String(format: " %9.3f", $0) } ?? "         -"
            let times = String(format: " %6d %8.2f %8.2f %8.2f %9.3f", r.layers, r.p50, r.p95, r.p99, r.drawListP50) + app
                + String(format: " %9.2f ", r.drawListP50 * 1000 / Double(r.layers))
            let ratio = r.ratioToFloor.map { String(format: "%8.2f", $0) } ?? "       -"
            let draws = r.stats.map { String(format: " %6d ", $0.drawCalls) } ?? "      - "
            let fragments = r.pipeline.map { String(format: "%9.2f ", $0.fragmentsPerPixel) } ?? "        - "
            lines.append(name + times + cpu + gpu + fps + draws + fragments + ratio)
        }
        return lines.joined(separator: "\n")
    }
}
