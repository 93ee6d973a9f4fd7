import CreaseGL
import CreaseMath
import CreaseRegistry
import CreaseRender
import CreaseScene
import Foundation

/// The export rows: `render --effect pan-fold --out` at the bench's size and frame count, the
/// whole pipeline (draw, read back, encode, write, put in place) into a temporary folder that is
/// removed after. Each frame is timed from the hand-over of the one before to its own, the last
/// until the output is in place, so the frames' times add up to the run's; no warm-up, no floor.
struct ExportBenchmark {
    /// What a row exports to.
    enum Output: String, CaseIterable {
        /// A folder of numbered PNGs, at the fast compression `render` uses by default.
        case png
        /// An H.264 video through ffmpeg, at `render`'s default preset.
        case mp4
    }

    /// The scene exported: the transition whose timing the README's export figures give.
    static let sceneName = "pan-fold"

    let size: PixelSize
    let samples: Int
    /// The API of the bench's context, which the export's own context speaks too.
    let api: GLAPI
    let frames: Int
    /// Advanced at every frame handed on.
    let progress: ProgressLine

    /// The row's frames, with the CPU time a frame of every thread (and ffmpeg's) and the
    /// process's peak resident memory over the row. Throws a `BenchReport.Skip` where the
    /// output cannot be made here (no ffmpeg).
    func measure(_ output: Output) throws -> BenchmarkResult {
        let scenario = BenchScenario.export(output)
        if output == .mp4 {
            do { _ = try VideoWriter.ffmpeg(writing: "\(scenario.name).mp4") } catch {
                throw BenchReport.Skip(scenario: scenario.name, reason: "\(error)")
            }
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("crease-\(scenario.name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: scratch) }
        ResidentMemory.resetPeak()
        let offscreen = try OffscreenRenderer(viewport: size.size, samples: samples, api: api)
        var setup = SceneSetup()
        setup.fitContent(to: size.size, maxPixels: offscreen.renderer.gpu.maxTextureSize)
        let scene = try SceneRegistry.make(Self.sceneName, size: size.size, setup: setup)
        let fps = DisplayRate.framesPerSecond
        let sink: any FrameSink = switch output {
        case .png: try FrameFolder(scratch.appendingPathComponent("frames").path)
        case .mp4:
            try VideoEncoder(path: scratch.appendingPathComponent("export.mp4").path, format: .mp4, width: size.width, height: size.height,
                fps: fps, preset: VideoFormat.defaultPreset)
        }
        defer { sink.discard() }
        var drawn: [FrameDriver.Frame] = [], handedOnAt: [Double] = []
        let cpuAtStart = ProcessCPU.seconds, start = FrameDriver.now
        try FrameExport(offscreen: offscreen, scene: scene, count: frames, framesPerSecond: fps).run(into: sink) { frame in
            drawn.append(frame)
            handedOnAt.append(FrameDriver.now)
            progress.advance()
        }
        let end = FrameDriver.now
        let cpuSeconds = ProcessCPU.seconds - cpuAtStart
        let ends = Array(handedOnAt.dropLast()) + [end]
        let paceMs = zip(ends, [start] + ends.dropLast()).map { ($0 - $1) * 1000 }
        return BenchmarkResult(scenario, layers: Benchmark.layerCount(scene.root), frames: drawn, paceMs: paceMs,
            cpuSecondsPerFrame: cpuSeconds / Double(frames), peakResidentMb: ResidentMemory.peakMegabytes)
    }
}
