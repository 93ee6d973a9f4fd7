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

    init(offscreen: OffscreenRenderer, picture: Bitmap, frames: Int, warmup: Int, progress: ProgressLine, pairsFloor: Bool = true,
         trace: BenchTrace? = nil) throws {
        self.offscreen = offscreen
        floor = try offscreen.makeRawFloor(picture: picture)
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
        trace?.scenario(name, from: start, to: FrameDriver.now)
        return BenchmarkResult(.floor, layers: 1, frames: timed)
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

    /// Frame k of a row, by `draw` (on this target or another), alternating with the floor's frames.
    func measure(_ scenario: BenchScenario, layers: Int, draw: (Int) throws -> FrameDriver.Frame) throws -> BenchmarkResult {
        var timed: [FrameDriver.Frame] = [], floorMs: [Double] = []
        let name = scenario.name
        let start = FrameDriver.now
        defer {
            finishRow()
            trace?.scenario(name, from: start, to: FrameDriver.now)
        }
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
        var result = BenchmarkResult(scenario, layers: layers, frames: timed)
        result.pairedFloorMs = pairsFloor ? floorMs : nil
        return result
    }
}

/// The floor is one draw, straight into the offscreen target.
extension RawFloor: DirectFrame {
    package var drawCalls: Int { 1 }
}
