import CreaseCore
import CreaseGL
import CreaseMath

/// Everything a headless frame needs: an EGL context, a renderer and an offscreen target of
/// `viewport` points at `scale` pixels per point.
public final class OffscreenRenderer {
    private let context: HeadlessContext
    public private(set) var renderer: Renderer!
    public private(set) var target: RenderTarget!
    public let viewport: Size

    public init(viewport: Size, scale: Double = 1, samples: Int = 4) throws {
        context = try HeadlessContext()
        renderer = try Renderer()
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
}
