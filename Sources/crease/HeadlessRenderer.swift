import CreaseCore
import CreaseGL
import CreaseMath
import CreasePlatform

/// A headless GL context with a renderer and an offscreen target of a given size.
final class HeadlessRenderer {
    private let context: HeadlessContext
    private(set) var renderer: Renderer!
    private(set) var target: RenderTarget!
    let viewport: Size

    init(size: PixelSize, scale: Double, samples: Int) throws {
        context = try HeadlessContext()
        renderer = try Renderer()
        viewport = size.size
        let pw = Int((Double(size.width) * scale).rounded()), ph = Int((Double(size.height) * scale).rounded())
        target = try RenderTarget(pixelWidth: pw, pixelHeight: ph, samples: samples, gpu: renderer.gpu)
    }

    /// GL objects go before the context that owns them.
    deinit {
        target = nil
        renderer = nil
    }
}
