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
        device.perform(.bindFramebuffer(host.name, .draw))
        device.perform(.viewport(host.glViewport))
        for capability in [GLCapability.depthTest, .stencilTest, .scissorTest] { device.perform(.enable(capability, false)) }
        device.perform(.enable(.blend, !opaque))
        if !opaque { device.perform(.blendFunction(.sourceOver)) }
        // Depth writes go on too, to no effect: the depth test is off, and the host's mask is put back after.
        device.perform(.writeColorAndDepth(true))
        device.perform(.useProgram(program.name))
        if let slot = program.slot(CopyShader.picture) { device.perform(.setUniform(slot, .int(0))) }
        vertexArray.bind()
        device.perform(.activeTextureUnit(0))
        device.perform(.bindTexture(target.texture.id))
        device.perform(.drawInstanced(vertices: 0..<4, instances: 1))
        try GLCheck.after("copying a frame into the host's framebuffer \(host.name)", on: device)
    }
}
