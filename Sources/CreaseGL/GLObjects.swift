internal import CCreaseGL

// GL object names, each owned by a small type that creates it and deletes it when dropped, so
// no name is freed by hand or used after its owner has gone. All need the renderer's context.

/// An RGBA8 2D texture, bilinear and clamped at its edges: what layer contents want.
final class TextureObject {
    let id: GLuint

    /// Tightly packed RGBA rows in memory order, or nil to leave the pixels undefined (a render
    /// target's). Leaves the texture bound.
    init(pixelWidth: Int, pixelHeight: Int, pixels: UnsafeRawPointer?) {
        var id: GLuint = 0
        crGlGenTextures(1, &id)
        self.id = id
        Self.bind(self)
        let t = GLenum(GL_TEXTURE_2D)
        crGlPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        crGlTexImage2D(t, 0, GL_RGBA8, GLsizei(pixelWidth), GLsizei(pixelHeight), 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), pixels)
        crGlTexParameteri(t, GLenum(GL_TEXTURE_MIN_FILTER), GL_LINEAR)
        crGlTexParameteri(t, GLenum(GL_TEXTURE_MAG_FILTER), GL_LINEAR)
        crGlTexParameteri(t, GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        crGlTexParameteri(t, GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
    }

    deinit { withUnsafePointer(to: id) { crGlDeleteTextures(1, $0) } }

    /// Binds `texture` to unit 0's 2D target, or unbinds with nil (quads with no contents).
    static func bind(_ texture: TextureObject?) {
        crGlBindTexture(GLenum(GL_TEXTURE_2D), texture?.id ?? 0)
    }
}

/// A buffer of vertex data.
final class BufferObject {
    let id: GLuint

    init() {
        var id: GLuint = 0
        crGlGenBuffers(1, &id)
        self.id = id
    }

    deinit { withUnsafePointer(to: id) { crGlDeleteBuffers(1, $0) } }

    func bindAsVertexData() { crGlBindBuffer(GLenum(GL_ARRAY_BUFFER), id) }
}

/// A vertex array: which buffers feed which attributes.
final class VertexArrayObject {
    let id: GLuint

    init() {
        var id: GLuint = 0
        crGlGenVertexArrays(1, &id)
        self.id = id
    }

    deinit { withUnsafePointer(to: id) { crGlDeleteVertexArrays(1, $0) } }

    func bind() { crGlBindVertexArray(id) }
}

/// A renderbuffer with its storage: a render target's multisampled colour, or its depth and stencil.
final class RenderbufferObject {
    let id: GLuint

    init(format: GLenum, samples: Int, pixelWidth: Int, pixelHeight: Int) {
        var id: GLuint = 0
        crGlGenRenderbuffers(1, &id)
        self.id = id
        crGlBindRenderbuffer(GLenum(GL_RENDERBUFFER), id)
        crGlRenderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), GLsizei(samples), format, GLsizei(pixelWidth), GLsizei(pixelHeight))
    }

    deinit { withUnsafePointer(to: id) { crGlDeleteRenderbuffers(1, $0) } }
}

/// A framebuffer object (the window's default framebuffer is none).
final class FramebufferObject {
    let id: GLuint

    init() {
        var id: GLuint = 0
        crGlGenFramebuffers(1, &id)
        self.id = id
    }

    deinit { withUnsafePointer(to: id) { crGlDeleteFramebuffers(1, $0) } }

    /// Binds `framebuffer` to `target` (drawing and reading by default), or the default one with nil.
    static func bind(_ framebuffer: FramebufferObject?, as target: GLenum = GLenum(GL_FRAMEBUFFER)) {
        crGlBindFramebuffer(target, framebuffer?.id ?? 0)
    }
}
