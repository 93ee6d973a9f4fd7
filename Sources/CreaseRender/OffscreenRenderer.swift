import CreaseCore
import CreaseCoreGraphics
import CreaseGL
import CreaseImage
import CreaseMath
import CreasePlatform
import Foundation

/// Everything a headless frame needs: an EGL context, a renderer and an offscreen target of
/// `viewport` points at `scale` pixels per point. Each call makes its context current first
/// and the context current before current again after (`LayerRenderer`), so several live side
/// by side, and beside a host's own context.
public final class OffscreenRenderer: FrameSurface {
    private let context: HeadlessContext
    public private(set) var renderer: LayerRenderer!
    public private(set) var target: RenderTarget!
    /// The frame's size in points.
    public let viewport: Size

    /// The most GPU memory one offscreen frame's buffers may take: an 8K frame with 4x
    /// multisampling fits (about 1.2 GB); a 30000x30000 one (32 GB) is refused before anything
    /// is allocated.
    public static let maxFrameBytes = 1536 << 20

    /// A headless context of `api` (nil: `HeadlessContext`'s choice) and a target of `viewport`
    /// points at `scale` pixels a point, with `samples` samples a pixel; throws where the frame
    /// is empty or too big for the GPU.
    public init(viewport: Size, scale: Double = 1, samples: Int = 1, api: GLAPI? = nil) throws {
        context = try HeadlessContext(api: api)
        renderer = try LayerRenderer(keeping: context)
        self.viewport = viewport
        let (width, height) = viewport.pixels(atScale: scale)
        guard width > 0, height > 0 else {
            throw OffscreenError("a \(viewport) frame at scale \(scale) is less than a pixel")
        }
        try renderer.gpu.checkSize(width: width, height: height)
        // Colour texture, plus depth-stencil and, multisampled, colour buffers (4 bytes a sample).
        let bytes = Double(width) * Double(height) * (samples > 1 ? 4 + 8 * Double(samples) : 8)
        guard bytes <= Double(Self.maxFrameBytes) else {
            let msaa = samples > 1 ? " with \(samples)x multisampling" : ""
            throw OffscreenError("a \(width)x\(height) frame\(msaa) needs \(Int(bytes / 1e6)) MB of GPU memory; "
                + "the most one frame may take is \(Self.maxFrameBytes >> 20) MB (a smaller size or no multisampling fits)")
        }
        target = try renderer.withContextCurrent { try RenderTarget(pixelWidth: width, pixelHeight: height, samples: samples, gpu: renderer.gpu) }
    }

    /// The same, for a viewport given as a CGSize.
    public convenience init(viewport: CGSize, scale: Double = 1, samples: Int = 1) throws {
        try self.init(viewport: Size(viewport), scale: scale, samples: samples)
    }

    /// GL objects go before the context that owns them, and in it.
    deinit {
        finishFramesInFlight()
        renderer?.letGo(&readback)
        renderer?.letGo(&fences)
        renderer?.letGo(&target)
        renderer = nil
    }

    /// Which EGL platform the headless context runs on.
    public var platform: HeadlessContext.Platform { context.platform }

    /// One of the bench's raw-GL floors for `picture`, in this context.
    package func makeRawFloor(_ kind: RawFloor.Kind = .bilinearRGBA, picture: Bitmap) throws -> RawFloor {
        try renderer.withContextCurrent { try RawFloor(kind, picture: picture, gpu: renderer.gpu, keeping: context) }
    }

    /// Keeps a resting frame loop (`RestingSurface`) on the display's cadence.
    fileprivate var pacer = FramePacer(refreshRate: DisplayRate.framesPerSecond)

    /// Whether the target holds the frame a frame loop showed last: it keeps its pixels from
    /// frame to frame, but not before the first, nor after `render` drew into it outside a loop.
    public private(set) var holdsLastFrame = false

    /// Renders `root` as presented at `time` and reads the frame back.
    public func render(_ root: Layer, time: Double = 0, clearColor: Color = .black) throws -> Bitmap {
        holdsLastFrame = false
        return try renderer.withContextCurrent {
            try renderer.render(root, viewport: viewport, time: time, into: target.framebuffer, clearColor: clearColor)
            return try target.readBitmap()
        }
    }

    /// The offscreen target's framebuffer.
    public var framebuffer: Framebuffer { target.framebuffer }

    /// The target's pixels, top row first, read in this renderer's context: read in another
    /// context current on the thread, the target's framebuffer name is that context's own, and
    /// another picture (or none) comes back.
    public func readFrame() throws -> Bitmap {
        try renderer.withContextCurrent { try target.readBitmap() }
    }

    /// Frames read back through pixel buffers, made by the first `startReadback`.
    private var readback: PixelReadback?

    /// Starts reading back the frame just drawn, `depth` frames at most under way
    /// (`PixelReadback`): hands back the oldest of them once that many are, else nil. Frames come
    /// back in the order drawn, the same bytes as `readFrame()`.
    package func startReadback(depth: Int) throws -> Bitmap? {
        try renderer.withContextCurrent {
            if readback == nil { readback = PixelReadback(target: target, depth: depth) }
            return try readback!.start()
        }
    }

    /// The frames still under way, oldest first.
    package func finishReadbacks() throws -> [Bitmap] {
        try renderer.withContextCurrent {
            var frames: [Bitmap] = []
            while let frame = try readback?.takeOldest() { frames.append(frame) }
            return frames
        }
    }

    /// Frames let run ahead of the GPU (`FrameFences`), or nil: every frame finished.
    private var fences: FrameFences?

    /// How many frames may be in flight, the one being built included (1...): each frame is
    /// fenced, not finished, and `present` waits only for the frame that many back. Nil (the
    /// default) finishes every frame. Changing it waits for the frames in flight.
    public var framesInFlight: Int? {
        get { fences?.limit }
        set {
            finishFramesInFlight()
            fences = newValue.map(FrameFences.init(limit:))
        }
    }

    /// Waits until the GPU has finished every frame in flight.
    public func finishFramesInFlight() {
        _ = try? renderer.withContextCurrent { fences?.drain() }
    }

    /// Offscreen, a frame is shown once the GPU has finished it: how a frame is timed honestly
    /// on drivers that defer work (llvmpipe rasterises at flush time). With frames in flight,
    /// once the frame `framesInFlight` back is finished.
    public func present() -> Double {
        _ = try? renderer.withContextCurrent {
            if let fences { fences.frameSubmitted() } else { GPUSync.finish() }
        }
        holdsLastFrame = true
        return FrameDriver.now
    }
}

/// Offscreen, a frame loop rests as in a window with no one at it: no input comes, so a rest
/// lasts until the scene's next change (or a refresh, where it has none: a loop given no limit
/// then looks again at every refresh rather than sleep for ever), and no one exposes it.
extension OffscreenRenderer: RestingSurface {
    public var events: [InputEvent] { [] }

    public func waitForEvents(timeout: Double?) {
        let seconds = timeout ?? refreshInterval
        if seconds > 0 { Thread.sleep(forTimeInterval: seconds) }
    }

    public var isClosing: Bool { false }
    public var isHidden: Bool { false }
    public func takeRedrawRequest() -> Bool { false }

    /// The rest of the refresh after `time`, slept.
    public func waitForRefresh(after time: Double) -> Double {
        let wait = pacer.delay(afterSwapEndingAt: time)
        if wait > 0 { Thread.sleep(forTimeInterval: wait) }
        return wait
    }

    public var refreshInterval: Double { DisplayRate.frameDuration }
}

/// Why an offscreen frame cannot be made, in one line.
public struct OffscreenError: Error, CustomStringConvertible {
    /// What went wrong, in one line.
    public let description: String

    init(_ description: String) { self.description = description }
}
