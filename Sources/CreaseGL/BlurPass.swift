import CreaseMath

/// The blurred shadow of a picture's alpha (`Shaders/blur.vert`, `blur.frag`): a separable
/// Gaussian, across into a second target, then down and tinted back into the first. Compiled on
/// first use.
final class BlurPass {
    private let state: GLState
    private var programs: (across: ShaderProgram, down: ShaderProgram)?
    private let vertexArray: VertexArrayObject  // no attributes: the vertex shader uses gl_VertexID

    init(state: GLState) {
        self.state = state
        vertexArray = VertexArrayObject(device: state.device)
    }

    /// Blurs `target`'s alpha by `sigma` texels and tints it `color`, in place, through `spare`
    /// (a target of the same size).
    func shadow(of target: RenderTarget, sigma: Double, color: Color, through spare: RenderTarget) throws {
        let compiled = try programs ?? (program(tints: false), program(tints: true))
        programs = compiled
        let reach = Int32(max(0, (3 * sigma).rounded(.up)))
        let s = Float(max(sigma, 1e-3))
        vertexArray.bind()
        state.setBlending(false)
        for (program, from, to) in [(compiled.across, target, spare), (compiled.down, spare, target)] {
            try state.beginTarget(to.framebuffer, depthStencil: false)
            state.setBlending(false)
            state.use(program)
            let across = program === compiled.across
            state.set(BlurShader.step, of: program, to: .vec2(across ? 1 / Float(from.pixelWidth) : 0, across ? 0 : 1 / Float(from.pixelHeight)))
            state.set(BlurShader.sigma, of: program, to: .float(s))
            state.set(BlurShader.reach, of: program, to: .int(reach))
            let (r, g, b, a) = color.premultiplied
            state.set(BlurShader.tint, of: program, to: .vec4(Float(r), Float(g), Float(b), Float(a)))
            state.bind(from.texture)
            from.texture.sample(.linear)
            state.drawQuads(1)
            state.endTarget()
        }
        try GLCheck.after("blurring a shadow", on: state.device)
    }

    private func program(tints: Bool) throws -> ShaderProgram {
        let program = try ShaderProgram(BlurShader.interface, defines: tints ? ["TINT"] : [], device: state.device)
        state.set(BlurShader.source, of: program, to: .int(0))
        return program
    }
}
