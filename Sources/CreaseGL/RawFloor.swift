internal import CCreaseGL
import CreaseImage

/// The machine's floor for a frame, what every benchmark ratio is measured against: a clear and
/// one full-screen textured quad in raw GL with the simplest shader (one bilinear fetch, no
/// blending, no instance data), outside the renderer and its state cache. Whatever the
/// renderer adds to the same picture shows as a ratio above 1.
package final class RawFloor {
    private var program: ShaderProgram!
    private var vertexArray: VertexArrayObject!
    private var picture: TextureObject!
    private let device = ContextDevice()
    private let context: AnyObject

    /// Uploads `picture` once, in the current context, which `context` owns: it is kept until
    /// the floor's GL objects are gone.
    package init(picture: Bitmap, gpu: GPUInfo, keeping context: AnyObject) throws {
        self.context = context
        try gpu.checkPictureSize(width: picture.width, height: picture.height)
        program = try ShaderProgram(CopyShader.interface, device: device)
        vertexArray = VertexArrayObject(device: device)
        self.picture = TextureObject(pixelWidth: picture.width, pixelHeight: picture.height, pixels: picture.pixels, device: device)
        device.perform(.useProgram(program.name))
        if let slot = program.slot(CopyShader.picture) { device.perform(.setUniform(slot, .int(0))) }
        try GLCheck.after("setting up the floor", on: device)
    }

    deinit {
        (program, vertexArray, picture) = (nil, nil, nil)
    }

    /// Clears `framebuffer` (an offscreen target: first row at the top) to black and covers it
    /// with the picture. The frame is finished by whoever times it.
    package func draw(into framebuffer: Framebuffer) throws {
        crGlBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer.name)
        crGlViewport(0, 0, GLsizei(framebuffer.pixelWidth), GLsizei(framebuffer.pixelHeight))
        for capability in [GL_BLEND, GL_DEPTH_TEST, GL_STENCIL_TEST, GL_SCISSOR_TEST] { crGlDisable(GLenum(capability)) }
        crGlClearColor(0, 0, 0, 1)
        crGlClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        crGlUseProgram(program.name.id)
        crGlBindVertexArray(vertexArray.id)
        crGlActiveTexture(GLenum(GL_TEXTURE0))
        crGlBindTexture(GLenum(GL_TEXTURE_2D), picture.id)
        crGlDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
        try GLCheck.after("drawing the floor", on: device)
    }
}
