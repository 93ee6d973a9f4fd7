import CreaseCore
import CreaseGL
import CreaseRender
import CreaseScenes
import Foundation

/// Runs scenes through the frame driver offscreen and times them: each frame is finished on the
/// GPU before its time is taken, since llvmpipe and real GPUs both defer work.
struct Benchmark {
    let offscreen: OffscreenRenderer
    let driver: FrameDriver
    let frames: Int
    let warmup: Int

    init(offscreen: OffscreenRenderer, frames: Int, warmup: Int) {
        self.offscreen = offscreen
        driver = FrameDriver(renderer: offscreen.renderer)
        offscreen.renderer.timesGPU = true
        self.frames = frames
        self.warmup = warmup
    }

    /// One picture for every scenario, so they differ only in geometry.
    static func sharedImage(size: PixelSize) -> Bitmap {
        Artwork.benchmarkImage(pixelWidth: size.width, pixelHeight: size.height)
    }

    /// Frame k of `scene` at k/60 s.
    func measure(name: String, layers: Int, scene: any Scene) throws -> BenchmarkResult {
        var timed: [FrameDriver.Frame] = []
        try driver.run(on: offscreen, clock: FixedStepClock(framesPerSecond: 60),
            next: { k, now in k < warmup + frames ? .init(scene, at: now) : nil },
            shown: { if $0.index >= warmup { timed.append($0) } })
        return BenchmarkResult(name: name, layers: layers, frames: timed)
    }

    /// Frames of `scene` alternating with frames of `floor`, so that both see the same machine
    /// (shared machines drift during a run): the row's ratio is to those floor frames. Frame k
    /// of the scene is at k/60 s.
    func measurePaired(name: String, layers: Int, scene: any Scene, floor: any Scene) throws -> BenchmarkResult {
        var timed: [FrameDriver.Frame] = [], floorTimed: [FrameDriver.Frame] = []
        try driver.run(on: offscreen, clock: FixedStepClock(framesPerSecond: 60),
            next: { i, _ in
                let k = i / 2
                guard k < warmup + frames else { return nil }
                return .init(i % 2 == 0 ? floor : scene, at: Double(k) / 60)
            },
            shown: { frame in
                guard frame.index / 2 >= warmup else { return }
                if frame.index % 2 == 0 { floorTimed.append(frame) } else { timed.append(frame) }
            })
        var result = BenchmarkResult(name: name, layers: layers, frames: timed)
        result.pairedFloorMs = floorTimed.map(\.totalMs)
        return result
    }
}
