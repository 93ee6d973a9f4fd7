import CCreaseGL
import CreaseCore

/// An offscreen target: a (multisampled) framebuffer with depth and stencil, resolved into a
/// single-sampled texture that can be read back or drawn as layer contents.
public final class RenderTarget {
    public let pixelWidth: Int
    public let pixelHeight: Int
    public let samples: Int
    /// The single-sampled colour texture that holds the finished picture.
    public private(set) var texture: GLuint = 0
    private var resolveFBO: GLuint = 0
    private var drawFBO: GLuint = 0
    private var renderbuffers: [GLuint] = []

    /// `samples` ≤ 1 draws straight into the texture; more draws into a multisampled buffer.
    public init(pixelWidth: Int, pixelHeight: Int, samples: Int, gpu: GPUInfo) throws {
        guard pixelWidth > 0, pixelHeight > 0 else {
            throw GLError.unsupported("a render target needs a positive size, not \(pixelWidth)x\(pixelHeight)")
        }
        try gpu.checkSize(width: pixelWidth, height: pixelHeight)
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.samples = samples <= 1 ? 0 : min(samples, gpu.maxSamples)

        crGlGenTextures(1, &texture)
        crGlBindTexture(GLenum(GL_TEXTURE_2D), texture)
        crGlTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(pixelWidth), GLsizei(pixelHeight), 0,
            GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
        TextureParameters.applyLinearClamp()
        crGlGenFramebuffers(1, &resolveFBO)
        crGlBindFramebuffer(GLenum(GL_FRAMEBUFFER), resolveFBO)
        crGlFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)

        if self.samples == 0 {
            drawFBO = resolveFBO
            attachRenderbuffer(GLenum(GL_DEPTH24_STENCIL8), GLenum(GL_DEPTH_STENCIL_ATTACHMENT))
        } else {
            crGlGenFramebuffers(1, &drawFBO)
            crGlBindFramebuffer(GLenum(GL_FRAMEBUFFER), drawFBO)
            attachRenderbuffer(GLenum(GL_RGBA8), GLenum(GL_COLOR_ATTACHMENT0))
            attachRenderbuffer(GLenum(GL_DEPTH24_STENCIL8), GLenum(GL_DEPTH_STENCIL_ATTACHMENT))
        }
        for fbo in Set([drawFBO, resolveFBO]) {
            crGlBindFramebuffer(GLenum(GL_FRAMEBUFFER), fbo)
            let status = crGlCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
            guard status == GLenum(GL_FRAMEBUFFER_COMPLETE) else { throw GLError.framebufferIncomplete(status) }
        }
        crGlBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        try GLCheck.after("creating a \(pixelWidth)x\(pixelHeight) render target")
    }

    deinit {
        if drawFBO != resolveFBO { crGlDeleteFramebuffers(1, &drawFBO) }
        crGlDeleteFramebuffers(1, &resolveFBO)
        crGlDeleteRenderbuffers(GLsizei(renderbuffers.count), renderbuffers)
        crGlDeleteTextures(1, &texture)
    }

    /// The framebuffer to draw into.
    public var framebuffer: Framebuffer {
        Framebuffer(id: drawFBO, pixelWidth: pixelWidth, pixelHeight: pixelHeight, topRowFirst: true)
    }

    /// Copies the multisampled picture into the texture; a no-op without multisampling.
    public func resolve() {
        guard drawFBO != resolveFBO else { return }
        crGlBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), drawFBO)
        crGlBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), resolveFBO)
        let w = GLint(pixelWidth), h = GLint(pixelHeight)
        crGlBlitFramebuffer(0, 0, w, h, 0, 0, w, h, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        crGlBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
    }

    /// Resolves and reads the picture back, top row first.
    public func readBitmap() throws -> Bitmap {
        resolve()
        return try Framebuffer(id: resolveFBO, pixelWidth: pixelWidth, pixelHeight: pixelHeight, topRowFirst: true).readBitmap()
    }

    private func attachRenderbuffer(_ format: GLenum, _ attachment: GLenum) {
        var rb: GLuint = 0
        crGlGenRenderbuffers(1, &rb)
        crGlBindRenderbuffer(GLenum(GL_RENDERBUFFER), rb)
        crGlRenderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), GLsizei(samples), format, GLsizei(pixelWidth), GLsizei(pixelHeight))
        crGlFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), attachment, GLenum(GL_RENDERBUFFER), rb)
        renderbuffers.append(rb)
    }
}

enum TextureParameters {
    /// Bilinear filtering, edges clamped: what layer contents want.
    static func applyLinearClamp() {
        let t = GLenum(GL_TEXTURE_2D)
        crGlTexParameteri(t, GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        crGlTexParameteri(t, GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        crGlTexParameteri(t, GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        crGlTexParameteri(t, GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
    }
}
