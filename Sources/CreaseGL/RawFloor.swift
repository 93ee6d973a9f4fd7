internal import CCreaseGL
import CreaseImage

/// The machine's floors for a frame, what the benchmark's ratios are measured against: a
/// full-screen picture in raw GL, outside the renderer and its state cache. Whatever the
/// renderer adds to the same picture shows as a ratio above them.
package final class RawFloor {
    /// How the picture reaches the frame.
    package enum Kind: CaseIterable {
        /// A clear and one full-screen quad with the simplest shader (one bilinear fetch, no
        /// blending, no instance data), from an RGBA8 texture into an RGBA8 target of its own
        /// with depth and stencil: every frame's picture and target before they were BGRA,
        /// kept as the yardstick earlier ratios were measured with (`floor`).
        case bilinearRGBA
        /// The same quad sampled nearest from a BGRA texture into the frame's own BGRA target,
        /// which has no depth or stencil: llvmpipe's linear path copies its rows (`floor-linear`).
        case nearestBGRA
        /// The picture copied into the frame's target by glBlitFramebuffer, no shader at all
        /// (`blit-framebuffer`).
        case blit
    }

    package let kind: Kind
    private var program: ShaderProgram!
    private var vertexArray: VertexArrayObject!
    /// The picture: RGBA8 for `bilinearRGBA`, else BGRA.
    private var picture: GLObject!
    /// `bilinearRGBA`'s own target (its picture's size) and its depth and stencil; `blit`'s
    /// framebuffer to read the picture from.
    private var framebuffer: FramebufferObject?
    private var renderbuffer: RenderbufferObject?
    /// `bilinearRGBA`'s target's colour.
    private var targetColour: GLObject?
    private let width: Int
    private let height: Int
    private let device = ContextDevice()
    private let context: AnyObject

    /// Uploads `picture` once, in the current context, which `context` owns: it is kept until
    /// the floor's GL objects are gone.
    package init(_ kind: Kind, picture: Bitmap, gpu: GPUInfo, keeping context: AnyObject) throws {
        self.kind = kind
        self.context = context
        (width, height) = (picture.width, picture.height)
        try gpu.checkPictureSize(width: width, height: height)
        program = try ShaderProgram(CopyShader.interface, device: device)
        vertexArray = VertexArrayObject(device: device)
        device.perform(.useProgram(program.name))
        if let slot = program.slot(CopyShader.picture) { device.perform(.setUniform(slot, .int(0))) }
        switch kind {
        case .bilinearRGBA:
            let texture = GLObject(.texture, device: device)
            crGlBindTexture(GLenum(GL_TEXTURE_2D), texture.id)
            crGlPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
            crGlTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(width), GLsizei(height), 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE),
                picture.pixels)
            for (parameter, value) in [(GL_TEXTURE_MIN_FILTER, GL_LINEAR), (GL_TEXTURE_MAG_FILTER, GL_LINEAR),
                (GL_TEXTURE_WRAP_S, GL_CLAMP_TO_EDGE), (GL_TEXTURE_WRAP_T, GL_CLAMP_TO_EDGE)] {
                crGlTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(parameter), value)
            }
            self.picture = texture
            let target = FramebufferObject(device: device)
            let depthStencil = RenderbufferObject(device: device)
            crGlBindFramebuffer(GLenum(GL_FRAMEBUFFER), target.id)
            let colour = GLObject(.texture, device: device)
            crGlBindTexture(GLenum(GL_TEXTURE_2D), colour.id)
            crGlTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(width), GLsizei(height), 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
            device.perform(.attachTexture(colour.id))
            device.perform(.attachRenderbuffer(depthStencil.id, .depth24Stencil8, samples: 0, width: width, height: height))
            targetColour = colour
            (framebuffer, renderbuffer) = (target, depthStencil)
        case .nearestBGRA, .blit:
            let texture = TextureObject(pixelWidth: width, pixelHeight: height, pixels: picture.pixels, device: device)
            texture.sample(.nearest)
            self.picture = texture
            if kind == .blit {
                let source = FramebufferObject(device: device)
                crGlBindFramebuffer(GLenum(GL_FRAMEBUFFER), source.id)
                device.perform(.attachTexture(texture.id))
                framebuffer = source
            }
        }
        if framebuffer != nil, let status = device.incompleteFramebufferStatus() {
            throw GLCheck.incomplete(status, width: width, height: height, on: device)
        }
        crGlBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        try GLCheck.after("setting up the floor", on: device)
    }

    deinit {
        (program, vertexArray, picture, framebuffer, renderbuffer, targetColour) = (nil, nil, nil, nil, nil, nil)
    }

    /// Draws the picture over the whole of `framebuffer` (an offscreen target: first row at
    /// the top), or of the floor's own target for `bilinearRGBA`. The frame is finished by
    /// whoever times it.
    package func draw(into framebuffer: Framebuffer) throws {
        let destination = kind == .bilinearRGBA ? self.framebuffer!.id : try framebuffer.name(depthStencil: false)
        for capability in [GL_BLEND, GL_DEPTH_TEST, GL_STENCIL_TEST, GL_SCISSOR_TEST] { crGlDisable(GLenum(capability)) }
        if kind == .blit {
            crGlBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), self.framebuffer!.id)
            crGlBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), destination)
            crGlBlitFramebuffer(0, 0, GLint(width), GLint(height), 0, 0, GLint(framebuffer.pixelWidth), GLint(framebuffer.pixelHeight),
                GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))
        } else {
            let (w, h) = kind == .bilinearRGBA ? (width, height) : (framebuffer.pixelWidth, framebuffer.pixelHeight)
            crGlBindFramebuffer(GLenum(GL_FRAMEBUFFER), destination)
            crGlViewport(0, 0, GLsizei(w), GLsizei(h))
            crGlClearColor(0, 0, 0, 1)
            crGlClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            crGlUseProgram(program.name.id)
            crGlBindVertexArray(vertexArray.id)
            crGlActiveTexture(GLenum(GL_TEXTURE0))
            crGlBindTexture(GLenum(GL_TEXTURE_2D), picture.id)
            crGlDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
        }
        crGlBindFramebuffer(GLenum(GL_FRAMEBUFFER), 0)
        try GLCheck.after("drawing the floor", on: device)
    }

    /// What `draw` left: `framebuffer`'s pixels, or the floor's own target's for `bilinearRGBA`.
    package func readBitmap(of framebuffer: Framebuffer) throws -> Bitmap {
        guard kind == .bilinearRGBA, let own = self.framebuffer else { return try framebuffer.readBitmap() }
        return try Framebuffer.read(own.id, device: device, pixelWidth: width, pixelHeight: height, topRowFirst: true)
    }
}
