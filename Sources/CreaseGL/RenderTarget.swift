import CreaseImage

/// An offscreen target: a colour texture that can be read back or drawn as layer contents,
/// drawn into directly or, multisampled, through a buffer resolved into it.
///
/// Single-sampled, the texture holds B, G, R, A bytes and a frame draws into it alone unless it
/// needs depth or stencil (a 3D rendering context, a clip shape): llvmpipe draws upright 2D by
/// a much cheaper path (its linear rasteriser) only into a BGRA colour buffer with no depth or
/// stencil attached, even with their tests off. The depth and stencil buffers are made the
/// first time a frame needs them and attached to a second framebuffer over the same texture.
public final class RenderTarget {
    public let pixelWidth: Int
    public let pixelHeight: Int
    public let samples: Int

    /// The samples a target asked for `asked` gets on `gpu`: 0 (none) for 1 or fewer, else at
    /// most the GPU's.
    static func samples(asked: Int, gpu: GPUInfo) -> Int { asked <= 1 ? 0 : min(asked, gpu.maxSamples) }
    /// The single-sampled colour texture that holds the finished picture.
    let texture: TextureObject
    private let device: any GLDevice
    /// The texture alone: what single-sampled frames without depth or stencil draw into, and
    /// what a multisampled picture is resolved into.
    private let colorFramebuffer: FramebufferObject
    /// Multisampled colour, depth and stencil, resolved into the texture; nil without multisampling.
    private let multisampled: (framebuffer: FramebufferObject, buffers: [RenderbufferObject])?
    /// The texture with depth and stencil, once a frame has needed them.
    private var withDepthStencil: (framebuffer: FramebufferObject, buffers: [RenderbufferObject])?

    /// `samples` ≤ 1 draws straight into the texture; more draws into a multisampled buffer.
    /// Made in the current context.
    public convenience init(pixelWidth: Int, pixelHeight: Int, samples: Int, gpu: GPUInfo) throws {
        try self.init(pixelWidth: pixelWidth, pixelHeight: pixelHeight, samples: samples, gpu: gpu, device: ContextDevice())
    }

    init(pixelWidth: Int, pixelHeight: Int, samples: Int, gpu: GPUInfo, device: any GLDevice) throws {
        guard pixelWidth > 0, pixelHeight > 0 else {
            throw GLError.unsupported("a render target needs a positive size, not \(pixelWidth)x\(pixelHeight)")
        }
        try gpu.checkSize(width: pixelWidth, height: pixelHeight)
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.device = device
        let sampleCount = Self.samples(asked: samples, gpu: gpu)
        self.samples = sampleCount

        texture = TextureObject(pixelWidth: pixelWidth, pixelHeight: pixelHeight, pixels: nil, anisotropy: gpu.contentsAnisotropy,
            takesResolve: sampleCount > 0, device: device)
        colorFramebuffer = try Self.framebuffer(device: device, texture: texture, renderbuffers: [], samples: 0,
            width: pixelWidth, height: pixelHeight).0
        multisampled = sampleCount > 0
            ? try Self.framebuffer(device: device, texture: nil, renderbuffers: [.rgba8, .depth24Stencil8], samples: sampleCount,
                width: pixelWidth, height: pixelHeight)
            : nil
        try GLCheck.after("creating a \(pixelWidth)x\(pixelHeight) render target", on: device)
    }

    /// A complete framebuffer with `texture` as its colour (if given) and new renderbuffers of
    /// `formats`, which it hands back too. Leaves the window's framebuffer bound.
    private static func framebuffer(
        device: any GLDevice, texture: TextureObject?, renderbuffers formats: [RenderbufferFormat], samples: Int, width: Int, height: Int
    ) throws -> (FramebufferObject, [RenderbufferObject]) {
        let framebuffer = FramebufferObject(device: device)
        device.perform(.bindFramebuffer(framebuffer.id, .drawAndRead))
        if let texture { device.perform(.attachTexture(texture.id)) }
        let buffers = formats.map { format in
            let buffer = RenderbufferObject(device: device)
            device.perform(.attachRenderbuffer(buffer.id, format, samples: samples, width: width, height: height))
            return buffer
        }
        let status = device.incompleteFramebufferStatus()
        device.perform(.bindFramebuffer(0, .drawAndRead))
        if let status { throw GLCheck.incomplete(status, width: width, height: height, on: device) }
        return (framebuffer, buffers)
    }

    /// The framebuffer to draw into.
    public var framebuffer: Framebuffer { framebuffer(topRowFirst: true) }

    /// The framebuffer to draw into, the picture's top row first in memory or, for a picture to
    /// be copied into a framebuffer that keeps GL's order, last.
    func framebuffer(topRowFirst: Bool) -> Framebuffer {
        Framebuffer(target: self, device: device, pixelWidth: pixelWidth, pixelHeight: pixelHeight, topRowFirst: topRowFirst,
            samples: samples)
    }

    /// What a frame draws into: with depth and stencil buffers or without (only single-sampled
    /// targets have the choice), made the first time they are needed.
    func drawFramebuffer(depthStencil: Bool) throws -> FramebufferObject {
        if let multisampled { return multisampled.framebuffer }
        guard depthStencil else { return colorFramebuffer }
        if let withDepthStencil { return withDepthStencil.framebuffer }
        let (framebuffer, buffers) = try Self.framebuffer(device: device, texture: texture, renderbuffers: [.depth24Stencil8],
            samples: 0, width: pixelWidth, height: pixelHeight)
        try GLCheck.after("adding depth and stencil to a \(pixelWidth)x\(pixelHeight) render target", on: device)
        withDepthStencil = (framebuffer, buffers)
        return framebuffer
    }

    /// GPU memory the target holds: 4 bytes a pixel of colour, 4 more once it has depth and
    /// stencil, and 8 a sample multisampled.
    var byteCount: Int {
        pixelWidth * pixelHeight * (4 + (withDepthStencil != nil ? 4 : 0) + (multisampled != nil ? 8 * samples : 0))
    }

    /// Copies the multisampled picture into the texture; a no-op without multisampling.
    public func resolve() {
        guard let multisampled else { return }
        device.perform(.bindFramebuffer(multisampled.framebuffer.id, .read))
        device.perform(.bindFramebuffer(colorFramebuffer.id, .draw))
        device.perform(.blit(width: pixelWidth, height: pixelHeight))
        device.perform(.bindFramebuffer(0, .drawAndRead))
    }

    /// Resolves and reads the picture back, top row first.
    public func readBitmap() throws -> Bitmap { try readBitmap(topRowFirst: true) }

    /// Copies the (resolved) picture into framebuffer `name` of the same size, row for row.
    func copy(into name: GLName) throws {
        device.perform(.bindFramebuffer(colorFramebuffer.id, .read))
        device.perform(.bindFramebuffer(name, .draw))
        device.perform(.blit(width: pixelWidth, height: pixelHeight))
        device.perform(.bindFramebuffer(0, .drawAndRead))
        try GLCheck.after("copying a \(pixelWidth)x\(pixelHeight) picture into framebuffer \(name)", on: device)
    }

    /// Resolves the picture and has the GPU copy it into `buffer`, top row first, without
    /// waiting (`PixelReadback`).
    func startReading(into buffer: BufferObject) throws {
        resolve()
        device.perform(.bindFramebuffer(colorFramebuffer.id, .read))
        device.perform(.readPixelsIntoBuffer(buffer.id, width: pixelWidth, height: pixelHeight))
        device.perform(.bindFramebuffer(0, .drawAndRead))
        try GLCheck.after("starting to read back a \(pixelWidth)x\(pixelHeight) picture", on: device)
    }

    /// Resolves and reads the picture back, turned upright when drawn with its top row last.
    func readBitmap(topRowFirst: Bool) throws -> Bitmap {
        resolve()
        return try Framebuffer.read(colorFramebuffer.id, device: device, pixelWidth: pixelWidth, pixelHeight: pixelHeight,
            topRowFirst: topRowFirst)
    }
}
