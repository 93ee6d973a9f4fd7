import CreaseCore
import CreaseRender
import CreaseScene

/// A run of frames exported: each drawn offscreen, read back and handed to a sink, which encodes
/// and writes it meanwhile, then the whole put in place. `render` runs it, and so do the bench's
/// export rows, which time it.
struct FrameExport {
    let offscreen: OffscreenRenderer
    let scene: any Scene
    let count: Int
    let framesPerSecond: Double

    /// Frames 0 to `count` - 1 at `framesPerSecond` into `sink`, committed at the end; `handedOn`
    /// hears of each once the sink has it. A signal stops the run before the next frame.
    func run(into sink: any FrameSink, handedOn: (FrameDriver.Frame) -> Void = { _ in }) throws {
        let driver = FrameDriver(renderer: offscreen.renderer)
        try driver.run(on: offscreen, clock: FixedStepClock(framesPerSecond: framesPerSecond),
            next: { k, now in
                try Interruption.check()
                return k < count ? .init(scene, at: now) : nil
            },
            shown: { frame in
                try sink.write(try offscreen.target.readBitmap(), index: frame.index)
                if frame.index == 0 { try sink.checkRoom(forFrames: count) }
                handedOn(frame)
            })
        try sink.commit()
    }
}
