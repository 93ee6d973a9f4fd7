internal import CCreaseGL

// GL object names, each owned by a small type that creates it and deletes it when dropped, so
// no name is freed by hand or used after its owner has gone. All need the renderer's context.

/// One GL object name of any kind, made and deleted by that kind's glGen*/glDelete* pair.
class GLObject {
    let id: GLuint
    private let delete: (GLsizei, UnsafePointer<GLuint>?) -> Void

    init(gen: (GLsizei, UnsafeMutablePointer<GLuint>?) -> Void, delete: @escaping (GLsizei, UnsafePointer<GLuint>?) -> Void) {
        var id: GLuint = 0
        gen(1, &id)
        self.id = id
        self.delete = delete
    }

    deinit { withUnsafePointer(to: id) { delete(1, $0) } }
}

/// An RGBA8 2D texture clamped at its edges: bilinear, or trilinear over mipmaps once
/// `generateMipmaps` has run, for contents that are drawn smaller or foreshortened.
final class TextureObject: GLObject {
    /// GPU memory the pixels take, mipmaps included.
    private(set) var byteCount: Int
    private(set) var hasMipmaps = false
    /// Whether minification reads the mipmaps now (the texture's own filter state).
    private var trilinear = false
    private let pixelWidth: Int
    private let pixelHeight: Int

    /// Tightly packed RGBA rows in memory order, or nil to leave the pixels undefined (a render
    /// target's). Leaves the texture bound.
    init(pixelWidth: Int, pixelHeight: Int, pixels: UnsafeRawPointer?) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        byteCount = Self.byteCount(pixelWidth: pixelWidth, pixelHeight: pixelHeight, mipmapped: false)
        super.init(gen: crGlGenTextures, delete: crGlDeleteTextures)
        Self.bind(self)
        let t = GLenum(GL_TEXTURE_2D)
        crGlPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        crGlTexImage2D(t, 0, GL_RGBA8, GLsizei(pixelWidth), GLsizei(pixelHeight), 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), pixels)
        crGlTexParameteri(t, GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        crGlTexParameteri(t, GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        crGlTexParameteri(t, GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        crGlTexParameteri(t, GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
    }

    /// Derives the smaller levels from the pixels now in level 0 and samples trilinearly from
    /// then on, with `anisotropy` (≥ 1) samples at most along a foreshortened direction.
    /// Leaves the texture bound.
    func generateMipmaps(anisotropy: Double) {
        Self.bind(self)
        let t = GLenum(GL_TEXTURE_2D)
        crGlGenerateMipmap(t)
        crGlTexParameteri(t, GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR_MIPMAP_LINEAR)
        hasMipmaps = true
        trilinear = true
        if anisotropy > 1 { crGlTexParameterf(t, GLenum(GL_TEXTURE_MAX_ANISOTROPY_EXT), GLfloat(anisotropy)) }
        byteCount = Self.byteCount(pixelWidth: pixelWidth, pixelHeight: pixelHeight, mipmapped: true)
    }

    /// Samples the bound texture trilinearly where it is drawn smaller, bilinearly where it is
    /// not: a software rasteriser pays for the level choice on every pixel even at 1:1 (the
    /// full-screen floor ran 15 % slower with mipmaps on).
    func sample(minified: Bool) {
        guard hasMipmaps, minified != trilinear else { return }
        crGlTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), minified ? GL_LINEAR_MIPMAP_LINEAR : GL_LINEAR)
        trilinear = minified
    }

    /// The memory an RGBA8 texture of this size takes: 4 bytes a pixel, over every level
    /// (about 4/3 of the first) with mipmaps.
    static func byteCount(pixelWidth: Int, pixelHeight: Int, mipmapped: Bool) -> Int {
        var (w, h, total) = (pixelWidth, pixelHeight, pixelWidth * pixelHeight * 4)
        while mipmapped && (w > 1 || h > 1) {
            (w, h) = (max(1, w / 2), max(1, h / 2))
            total += w * h * 4
        }
        return total
    }

    /// Binds `texture` to unit 0's 2D target, or unbinds with nil (quads with no contents).
    static func bind(_ texture: TextureObject?) {
        crGlBindTexture(GLenum(GL_TEXTURE_2D), texture?.id ?? 0)
    }
}

/// A buffer of vertex data.
final class BufferObject: GLObject {
    init() { super.init(gen: crGlGenBuffers, delete: crGlDeleteBuffers) }

    func bindAsVertexData() { crGlBindBuffer(GLenum(GL_ARRAY_BUFFER), id) }
}

/// A vertex array: which buffers feed which attributes.
final class VertexArrayObject: GLObject {
    init() { super.init(gen: crGlGenVertexArrays, delete: crGlDeleteVertexArrays) }

    func bind() { crGlBindVertexArray(id) }
}

/// A renderbuffer with its storage: a render target's multisampled colour, or its depth and stencil.
final class RenderbufferObject: GLObject {
    init(format: GLenum, samples: Int, pixelWidth: Int, pixelHeight: Int) {
        super.init(gen: crGlGenRenderbuffers, delete: crGlDeleteRenderbuffers)
        crGlBindRenderbuffer(GLenum(GL_RENDERBUFFER), id)
        crGlRenderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), GLsizei(samples), format, GLsizei(pixelWidth), GLsizei(pixelHeight))
    }
}

/// A framebuffer object (the window's default framebuffer is none).
final class FramebufferObject: GLObject {
    init() { super.init(gen: crGlGenFramebuffers, delete: crGlDeleteFramebuffers) }

    /// Binds `framebuffer` to `target` (drawing and reading by default), or the default one with nil.
    static func bind(_ framebuffer: FramebufferObject?, as target: GLenum = GLenum(GL_FRAMEBUFFER)) {
        crGlBindFramebuffer(target, framebuffer?.id ?? 0)
    }
}
