import CreaseImage

/// A window's picture kept from frame to frame where its back buffer does not keep it (after a
/// swap its pixels are undefined, unless the platform says how old they are): each frame is
/// drawn into the store, only where it changed when little did, and the store is copied whole
/// into the back buffer before the swap. The copy is one blit in the window's own row order
/// (GL's, bottom first), the cheapest copy there is (llvmpipe: 3.6 M instructions at 1080p).
public final class BackingStore {
    private let gpu: GPUInfo
    private let device: any GLDevice
    private var target: RenderTarget?

    /// A store for windows of the GPU `gpu`, whose context is current whenever the store is used.
    public convenience init(gpu: GPUInfo) { self.init(gpu: gpu, device: ContextDevice()) }

    init(gpu: GPUInfo, device: any GLDevice) {
        self.gpu = gpu
        self.device = device
    }

    /// The framebuffer to draw the next frame into, `pixelWidth`×`pixelHeight` with `samples`
    /// samples a pixel, and whether it is new (made now, for the first frame or a new size: its
    /// pixels are unknown, so the frame must be drawn whole).
    public func framebuffer(pixelWidth: Int, pixelHeight: Int, samples: Int) throws -> (framebuffer: Framebuffer, isNew: Bool) {
        if let target, target.pixelWidth == pixelWidth, target.pixelHeight == pixelHeight,
            target.samples == RenderTarget.samples(asked: samples, gpu: gpu)
        {
            return (target.framebuffer(topRowFirst: false), false)
        }
        target = nil
        let made = try RenderTarget(pixelWidth: max(1, pixelWidth), pixelHeight: max(1, pixelHeight), samples: samples, gpu: gpu, device: device)
        target = made
        return (made.framebuffer(topRowFirst: false), true)
    }

    /// Copies the picture into the window's back buffer (framebuffer 0), which must be the
    /// store's size.
    public func copyToWindow() throws {
        guard let target else { return }
        target.resolve()
        try target.copy(into: 0)
    }

    /// The picture kept, top row first; nil before the first frame.
    public func readBitmap() throws -> Bitmap? { try target?.readBitmap(topRowFirst: false) }
}
