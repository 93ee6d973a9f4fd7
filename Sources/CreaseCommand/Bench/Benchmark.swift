import CreaseCore
import CreaseGL
import CreaseImage
import CreaseMath
import CreaseRender
import CreaseScene
import CreaseShowcases
import Foundation

/// Runs scenes through the frame driver offscreen and times them: each frame is finished on the
/// GPU before its time is taken, since llvmpipe and real GPUs both defer work.
struct Benchmark {
    let offscreen: OffscreenRenderer
    let driver: FrameDriver
    /// The machine's floor: the picture as one full-screen quad in raw GL.
    let floor: RawFloor
    let frames: Int
    let warmup: Int
    /// Advanced at every frame drawn, warm-up and floor frames included.
    let progress: ProgressLine
    /// Whether a floor frame is drawn before each of a scenario's (off: the scenario's frames
    /// alone, for counting their instructions).
    let pairsFloor: Bool
    /// Hears of every frame drawn, when --trace asks.
    let trace: BenchTrace?
    /// Whether each row's pipeline work is counted, in a pass of its own, where the driver counts.
    let countsPipeline: Bool

    init(offscreen: OffscreenRenderer, picture: Bitmap, frames: Int, warmup: Int, progress: ProgressLine, pairsFloor: Bool = true,
         countsPipeline: Bool = true, trace: BenchTrace? = nil) throws {
        self.offscreen = offscreen
        floor = try offscreen.makeRawFloor(picture: picture)
        self.countsPipeline = countsPipeline
        driver = FrameDriver(renderer: offscreen.renderer)
        // The rows time whole frames: what a frame costs, not what it changed.
        driver.drawsOnlyChanges = false
        offscreen.renderer.timesGPU = true
        self.frames = frames
        self.warmup = warmup
        self.progress = progress
        self.pairsFloor = pairsFloor
        self.trace = trace
    }

    /// One picture for every scenario, so they differ only in geometry.
    static func sharedImage(size: PixelSize) -> Bitmap {
        Artwork.numberedGrid(pixelWidth: size.width, pixelHeight: size.height)
    }

    /// Layers in a tree, its root included: a row's layer count.
    static func layerCount(_ layer: Layer) -> Int { 1 + layer.sublayers.reduce(0) { $0 + layerCount($1) } }

    /// The raw-GL floor's frames.
    func measureFloor() throws -> BenchmarkResult {
        var timed: [FrameDriver.Frame] = []
        let start = FrameDriver.now
        let name = BenchScenario.floor.name
        for k in 0..<(warmup + frames) {
            let frame = try driver.draw(floor, index: k, on: offscreen)
            trace?.record(frame, of: name, floor: true, warmup: k < warmup)
            if k >= warmup { timed.append(frame) }
            progress.advance()
        }
        finishRow()
        var result = BenchmarkResult(.floor, layers: 1, frames: timed)
        result.pipeline = try countPipeline(on: offscreen) { k in try driver.draw(floor, index: k, on: offscreen) }
        trace?.scenario(name, from: start, to: FrameDriver.now, pipeline: result.pipeline)
        return result
    }

    /// A row's pipeline work a frame (`PipelineCounter`), drawn on `target`: its frames drawn
    /// again from the first, untimed, each of those that were timed counted. Apart from the
    /// timed frames, since a query changes llvmpipe's path. None where nothing counts.
    private func countPipeline(on target: OffscreenRenderer, _ draw: (Int) throws -> FrameDriver.Frame) throws -> BenchmarkResult.Pipeline? {
        let renderer: LayerRenderer = target.renderer
        guard countsPipeline, let counter = try renderer.withContextCurrent({ PipelineCounter(gpu: renderer.gpu) }) else { return nil }
        for k in 0..<warmup { _ = try draw(k) }
        try renderer.withContextCurrent {
            renderer.gl.pipelineCounter = counter
            counter.begin()
        }
        for k in warmup..<(warmup + frames) {
            _ = try draw(k)
            // The next frame's first scene starts where this one's last ended.
            try renderer.withContextCurrent { counter.restart() }
        }
        target.finishFramesInFlight()
        let total = try renderer.withContextCurrent {
            counter.end()
            renderer.gl.pipelineCounter = nil
            return counter.takeTotal()
        }
        let frame = target.target!, pixels = frame.pixelWidth * frame.pixelHeight
        return total.map { BenchmarkResult.Pipeline($0, frames: frames, pixels: pixels) }
    }

    /// With frames in flight, a row's last frames finish before the next row starts.
    private func finishRow() { offscreen.finishFramesInFlight() }

    /// Frames of `scene` alternating with frames of the raw floor, so that both see the same
    /// machine (shared machines drift during a run): every row's ratio is to its own floor
    /// frames. Frame k of the scene is at k display frames (k/60 s).
    func measure(_ scenario: BenchScenario, layers: Int, scene: any Scene) throws -> BenchmarkResult {
        try measure(scenario, layers: layers) { k in
            try driver.draw(.init(scene, at: Double(k) / DisplayRate.framesPerSecond), index: k, on: offscreen)
        }
    }

    /// Frames drawn straight into the target (another floor, a copy), alternating with the
    /// floor's as a scene's do.
    func measure(_ scenario: BenchScenario, frame: some DirectFrame) throws -> BenchmarkResult {
        try measure(scenario, layers: 1) { k in try driver.draw(frame, index: k, on: offscreen) }
    }

    /// Frame k of a row, by `draw` (on this target, or on `target`), alternating with the floor's frames.
    func measure(_ scenario: BenchScenario, layers: Int, on target: OffscreenRenderer? = nil, draw: (Int) throws -> FrameDriver.Frame)
        throws -> BenchmarkResult
    {
        var timed: [FrameDriver.Frame] = [], floorMs: [Double] = []
        let name = scenario.name
        let start = FrameDriver.now
        for k in 0..<(warmup + frames) {
            let floorFrame = pairsFloor ? try driver.draw(floor, index: k, on: offscreen) : nil
            let frame = try draw(k)
            if let trace {
                if let floorFrame { trace.record(floorFrame, of: name, floor: true, warmup: k < warmup) }
                trace.record(frame, of: name, warmup: k < warmup)
            }
            progress.advance()
            guard k >= warmup else { continue }
            if let floorFrame { floorMs.append(floorFrame.totalMs) }
            timed.append(frame)
        }
        finishRow()
        var result = BenchmarkResult(scenario, layers: layers, frames: timed)
        result.pairedFloorMs = pairsFloor ? floorMs : nil
        result.pipeline = try countPipeline(on: target ?? offscreen, draw)
        trace?.scenario(name, from: start, to: FrameDriver.now, pipeline: result.pipeline)
        return result
    }
}

/// The floor is one draw, straight into the offscreen target.
extension RawFloor: DirectFrame {
    package var drawCalls: Int { 1 }
}
