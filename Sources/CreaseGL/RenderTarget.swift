internal import CCreaseGL
import CreaseImage

/// An offscreen target: a (multisampled) framebuffer with depth and stencil, resolved into a
/// single-sampled texture that can be read back or drawn as layer contents.
public final class RenderTarget {
    public let pixelWidth: Int
    public let pixelHeight: Int
    public let samples: Int
    /// The single-sampled colour texture that holds the finished picture.
    let texture: TextureObject
    private let resolveFramebuffer: FramebufferObject
    /// Where drawing goes: a multisampled framebuffer, or the resolve one itself without multisampling.
    private let drawFramebuffer: FramebufferObject
    /// Held for the framebuffers' life: their multisampled colour, depth and stencil.
    private let renderbuffers: [RenderbufferObject]

    /// `samples` ≤ 1 draws straight into the texture; more draws into a multisampled buffer.
    public init(pixelWidth: Int, pixelHeight: Int, samples: Int, gpu: GPUInfo) throws {
        guard pixelWidth > 0, pixelHeight > 0 else {
            throw GLError.unsupported("a render target needs a positive size, not \(pixelWidth)x\(pixelHeight)")
        }
        try gpu.checkSize(width: pixelWidth, height: pixelHeight)
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        let sampleCount = samples <= 1 ? 0 : min(samples, gpu.maxSamples)
        self.samples = sampleCount

        texture = TextureObject(pixelWidth: pixelWidth, pixelHeight: pixelHeight, pixels: nil)
        resolveFramebuffer = FramebufferObject()
        FramebufferObject.bind(resolveFramebuffer)
        crGlFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture.id, 0)

        func attach(_ format: Int32, _ attachment: Int32) -> RenderbufferObject {
            let buffer = RenderbufferObject(format: GLenum(format), samples: sampleCount, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
            crGlFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(attachment), GLenum(GL_RENDERBUFFER), buffer.id)
            return buffer
        }
        if sampleCount == 0 {
            drawFramebuffer = resolveFramebuffer
            renderbuffers = [attach(GL_DEPTH24_STENCIL8, GL_DEPTH_STENCIL_ATTACHMENT)]
        } else {
            drawFramebuffer = FramebufferObject()
            FramebufferObject.bind(drawFramebuffer)
            renderbuffers = [attach(GL_RGBA8, GL_COLOR_ATTACHMENT0), attach(GL_DEPTH24_STENCIL8, GL_DEPTH_STENCIL_ATTACHMENT)]
        }
        for framebuffer in drawFramebuffer === resolveFramebuffer ? [resolveFramebuffer] : [drawFramebuffer, resolveFramebuffer] {
            FramebufferObject.bind(framebuffer)
            let status = crGlCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
            guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else { throw GLError.framebufferIncomplete(status: status) }
        }
        FramebufferObject.bind(nil)
        try GLCheck.after("creating a \(pixelWidth)x\(pixelHeight) render target")
    }

    /// The framebuffer to draw into.
    public var framebuffer: Framebuffer {
        Framebuffer(object: drawFramebuffer, pixelWidth: pixelWidth, pixelHeight: pixelHeight, topRowFirst: true, samples: samples)
    }

    /// Copies the multisampled picture into the texture; a no-op without multisampling.
    public func resolve() {
        guard drawFramebuffer !== resolveFramebuffer else { return }
        FramebufferObject.bind(drawFramebuffer, as: GLenum(GL_READ_FRAMEBUFFER))
        FramebufferObject.bind(resolveFramebuffer, as: GLenum(GL_DRAW_FRAMEBUFFER))
        let w = GLint(pixelWidth), h = GLint(pixelHeight)
        crGlBlitFramebuffer(0, 0, w, h, 0, 0, w, h, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        FramebufferObject.bind(nil)
    }

    /// Resolves and reads the picture back, top row first.
    public func readBitmap() throws -> Bitmap {
        resolve()
        return try Framebuffer(object: resolveFramebuffer, pixelWidth: pixelWidth, pixelHeight: pixelHeight, topRowFirst: true, samples: 1).readBitmap()
    }
}
