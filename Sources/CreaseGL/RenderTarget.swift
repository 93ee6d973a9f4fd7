import CreaseImage

/// An offscreen target: a (multisampled) framebuffer with depth and stencil, resolved into a
/// single-sampled texture that can be read back or drawn as layer contents.
public final class RenderTarget {
    public let pixelWidth: Int
    public let pixelHeight: Int
    public let samples: Int
    /// The single-sampled colour texture that holds the finished picture.
    let texture: TextureObject
    private let device: any GLDevice
    private let resolveFramebuffer: FramebufferObject
    /// Where drawing goes: a multisampled framebuffer, or the resolve one itself without multisampling.
    private let drawFramebuffer: FramebufferObject
    /// Held for the framebuffers' life: their multisampled colour, depth and stencil.
    private let renderbuffers: [RenderbufferObject]

    /// `samples` ≤ 1 draws straight into the texture; more draws into a multisampled buffer.
    /// Made in the current context.
    public convenience init(pixelWidth: Int, pixelHeight: Int, samples: Int, gpu: GPUInfo) throws {
        try self.init(pixelWidth: pixelWidth, pixelHeight: pixelHeight, samples: samples, gpu: gpu, device: ContextDevice())
    }

    /// Without `depthStencil` a single-sampled target has a colour texture alone: llvmpipe draws
    /// upright 2D into such a target by a much cheaper path, and a surface with no clip shapes
    /// and no 3D context needs neither buffer.
    init(pixelWidth: Int, pixelHeight: Int, samples: Int, gpu: GPUInfo, device: any GLDevice, depthStencil: Bool = true) throws {
        guard pixelWidth > 0, pixelHeight > 0 else {
            throw GLError.unsupported("a render target needs a positive size, not \(pixelWidth)x\(pixelHeight)")
        }
        try gpu.checkSize(width: pixelWidth, height: pixelHeight)
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.device = device
        let sampleCount = samples <= 1 ? 0 : min(samples, gpu.maxSamples)
        self.samples = sampleCount

        texture = TextureObject(pixelWidth: pixelWidth, pixelHeight: pixelHeight, pixels: nil, device: device)
        resolveFramebuffer = FramebufferObject(device: device)
        device.perform(.bindFramebuffer(resolveFramebuffer.id, .drawAndRead))
        device.perform(.attachTexture(texture.id))

        func attach(_ format: RenderbufferFormat) -> RenderbufferObject {
            let buffer = RenderbufferObject(device: device)
            device.perform(.attachRenderbuffer(buffer.id, format, samples: sampleCount, width: pixelWidth, height: pixelHeight))
            return buffer
        }
        if sampleCount == 0 {
            drawFramebuffer = resolveFramebuffer
            renderbuffers = depthStencil ? [attach(.depth24Stencil8)] : []
        } else {
            drawFramebuffer = FramebufferObject(device: device)
            device.perform(.bindFramebuffer(drawFramebuffer.id, .drawAndRead))
            renderbuffers = [attach(.rgba8), attach(.depth24Stencil8)]
        }
        for framebuffer in drawFramebuffer === resolveFramebuffer ? [resolveFramebuffer] : [drawFramebuffer, resolveFramebuffer] {
            device.perform(.bindFramebuffer(framebuffer.id, .drawAndRead))
            if let status = device.incompleteFramebufferStatus() { throw GLError.framebufferIncomplete(status: status) }
        }
        device.perform(.bindFramebuffer(0, .drawAndRead))
        try GLCheck.after("creating a \(pixelWidth)x\(pixelHeight) render target", on: device)
    }

    /// The framebuffer to draw into.
    public var framebuffer: Framebuffer { framebuffer(topRowFirst: true) }

    /// The framebuffer to draw into, the picture's top row first in memory or, for a picture to
    /// be copied into a framebuffer that keeps GL's order, last.
    func framebuffer(topRowFirst: Bool) -> Framebuffer {
        Framebuffer(object: drawFramebuffer, device: device, pixelWidth: pixelWidth, pixelHeight: pixelHeight, topRowFirst: topRowFirst,
            samples: samples)
    }

    /// Copies the multisampled picture into the texture; a no-op without multisampling.
    public func resolve() {
        guard drawFramebuffer !== resolveFramebuffer else { return }
        device.perform(.bindFramebuffer(drawFramebuffer.id, .read))
        device.perform(.bindFramebuffer(resolveFramebuffer.id, .draw))
        device.perform(.blit(width: pixelWidth, height: pixelHeight))
        device.perform(.bindFramebuffer(0, .drawAndRead))
    }

    /// Resolves and reads the picture back, top row first.
    public func readBitmap() throws -> Bitmap {
        resolve()
        let resolved = Framebuffer(object: resolveFramebuffer, device: device, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
            topRowFirst: true, samples: 1)
        return try resolved.readBitmap()
    }
}
