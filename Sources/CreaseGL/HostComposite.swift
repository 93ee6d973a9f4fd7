internal import CCreaseGL
import CreaseImage

/// A host's frame goes through a target of Crease's own, the viewport's size, and is then copied
/// over the host's pixels with premultiplied blending: the renderer draws as into any target of
/// its own (its clears, stencil and depth stay off the host's framebuffer, which may have
/// neither), and the host's pixels outside the frame's layers show through.
final class HostComposite {
    private let gpu: GPUInfo
    private let device: any GLDevice
    private var target: RenderTarget?
    /// The simplest copy, one texel a pixel (the benchmark floor's program), made on first use.
    private var program: ShaderProgram?
    private lazy var vertexArray = VertexArrayObject(device: device)

    init(gpu: GPUInfo, device: any GLDevice) {
        self.gpu = gpu
        self.device = device
    }

    /// A target for `host`'s viewport, the last one while the size and samples stay.
    func target(for host: HostFramebuffer) throws -> RenderTarget {
        if let target, target.pixelWidth == host.viewportWidth, target.pixelHeight == host.viewportHeight,
            target.samples == RenderTarget.samples(asked: host.samples, gpu: gpu)
        {
            return target
        }
        target = nil
        let made = try RenderTarget(pixelWidth: host.viewportWidth, pixelHeight: host.viewportHeight, samples: host.samples, gpu: gpu,
            device: device)
        target = made
        return made
    }

    /// Copies the target's picture into `host`'s viewport, over what is there unless `opaque`.
    func copy(_ target: RenderTarget, into host: HostFramebuffer, opaque: Bool) throws {
        let program = try self.program ?? ShaderProgram(CopyShader.interface, device: device)
        self.program = program
        target.resolve()
        let box = host.glViewport
        crGlBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), host.name)
        crGlViewport(GLint(box.x), GLint(box.y), GLsizei(box.width), GLsizei(box.height))
        for capability in [GL_DEPTH_TEST, GL_STENCIL_TEST, GL_SCISSOR_TEST] { crGlDisable(GLenum(capability)) }
        if opaque {
            crGlDisable(GLenum(GL_BLEND))
        } else {
            crGlEnable(GLenum(GL_BLEND))
            crGlBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))  // premultiplied over
        }
        crGlColorMask(1, 1, 1, 1)
        crGlUseProgram(program.name.id)
        if let slot = program.slot(CopyShader.picture) { device.perform(.setUniform(slot, .int(0))) }
        crGlBindVertexArray(vertexArray.id)
        crGlActiveTexture(GLenum(GL_TEXTURE0))
        crGlBindTexture(GLenum(GL_TEXTURE_2D), target.texture.id)
        crGlDrawArrays(GLenum(GL_TRIANGLE_STRIP), 0, 4)
        try GLCheck.after("copying a frame into the host's framebuffer \(host.name)", on: device)
    }
}
