import CreaseCore
import CreaseGL
import CreaseMath
import CreasePlatform

/// Everything a headless frame needs: an EGL context, a renderer and an offscreen target of
/// `viewport` points at `scale` pixels per point.
public final class OffscreenRenderer: FrameSurface {
    private let context: HeadlessContext
    public private(set) var renderer: LayerRenderer!
    public private(set) var target: RenderTarget!
    public let viewport: Size

    public init(viewport: Size, scale: Double = 1, samples: Int = 4) throws {
        context = try HeadlessContext()
        renderer = try LayerRenderer()
        self.viewport = viewport
        target = try RenderTarget(
            pixelWidth: Int((viewport.width * scale).rounded()), pixelHeight: Int((viewport.height * scale).rounded()),
            samples: samples, gpu: renderer.gpu)
    }

    /// GL objects go before the context that owns them.
    deinit {
        target = nil
        renderer = nil
    }

    public var platform: HeadlessContext.Platform { context.platform }

    /// Renders `root` as presented at `time` and reads the frame back.
    public func render(_ root: Layer, time: Double = 0, clearColor: Color = .black) throws -> Bitmap {
        try renderer.render(root, viewport: viewport, time: time, into: target.framebuffer, clearColor: clearColor)
        return try target.readBitmap()
    }

    public var framebuffer: Framebuffer { target.framebuffer }

    /// Offscreen, a frame is shown once the GPU has finished it: how a frame is timed honestly
    /// on drivers that defer work (llvmpipe rasterises at flush time).
    public func present() -> Double {
        GPUSync.finish()
        return FrameDriver.now
    }
}
