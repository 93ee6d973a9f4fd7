import CreaseCore
import CreaseImage
import CreaseRender
import CreaseScene

/// A run of frames exported: each drawn offscreen, read back and handed to a sink, which encodes
/// and writes it meanwhile, then the whole put in place. `render` runs it, and so do the bench's
/// export rows, which time it.
///
/// Frames are fenced rather than finished, and read back through pixel buffers, `framesInFlight`
/// of them under way: the GPU draws frame k while the CPU builds k + 1 and takes frame k − 2's
/// pixels. They reach the sink in order, the same bytes as a frame read back at once. Each frame
/// is drawn only where it changed (`FrameDriver.drawsOnlyChanges`); one that changed nothing is
/// neither drawn, read back nor encoded, and the sink writes the frame before it again.
struct FrameExport {
    let offscreen: OffscreenRenderer
    let scene: any Scene
    let count: Int
    let framesPerSecond: Double

    /// Frames drawn and not yet handed on, at most: two keep the GPU busy without holding more.
    static let framesInFlight = 2

    /// Frames 0 to `count` - 1 at `framesPerSecond` into `sink`, committed at the end; `handedOn`
    /// hears of each once the sink has it. A signal stops the run before the next frame.
    func run(into sink: any FrameSink, handedOn: (FrameDriver.Frame) -> Void = { _ in }) throws {
        let driver = FrameDriver(renderer: offscreen.renderer)
        offscreen.framesInFlight = Self.framesInFlight
        defer { offscreen.framesInFlight = nil }
        // Frames shown and not yet handed on, oldest first: read back under way, or unchanged
        // (handed on as the one before them again, once that one is).
        var underWay: [FrameDriver.Frame] = []
        func handOnRepeats() throws {
            while let frame = underWay.first, frame.drawing == .none {
                underWay.removeFirst()
                try sink.repeatLast(index: frame.index)
                handedOn(frame)
            }
        }
        func handOn(_ pixels: Bitmap) throws {
            let frame = underWay.removeFirst()
            try sink.write(pixels, index: frame.index)
            if frame.index == 0 { try sink.checkRoom(forFrames: count) }
            handedOn(frame)
            try handOnRepeats()
        }
        try driver.run(on: offscreen, clock: FixedStepClock(framesPerSecond: framesPerSecond),
            next: { k, now in
                try Interruption.check()
                return k < count ? .init(scene, at: now) : nil
            },
            shown: { frame in
                underWay.append(frame)
                if frame.drawing == .none {
                    try handOnRepeats()
                } else if let oldest = try offscreen.startReadback(depth: Self.framesInFlight) {
                    try handOn(oldest)
                }
            })
        for pixels in try offscreen.finishReadbacks() { try handOn(pixels) }
        try sink.commit()
    }
}
