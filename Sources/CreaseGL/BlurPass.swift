internal import CCreaseGL
import CreaseMath

/// The blurred shadow of a picture's alpha (`Shaders/blur.vert`, `blur.frag`): a separable
/// Gaussian, across into a second target, then down and tinted back into the first. Compiled on
/// first use.
final class BlurPass {
    private struct Program {
        let program: ShaderProgram
        let step, sigma, reach, tint: GLint

        init(tints: Bool) throws {
            program = try ShaderProgram(vertex: ShaderSource.blurVertex, fragment: ShaderSource.blurFragment,
                name: "blur", defines: tints ? ["TINT"] : [])
            step = program.uniform("uStep")
            sigma = program.uniform("uSigma")
            reach = program.uniform("uReach")
            tint = program.uniform("uTint")
            crGlUseProgram(program.id)
            crGlUniform1i(program.uniform("uSource"), 0)
        }
    }

    private let state: GLState
    private var programs: (across: Program, down: Program)?
    private let vertexArray = VertexArrayObject()  // no attributes: the vertex shader uses gl_VertexID

    init(state: GLState) { self.state = state }

    /// Blurs `target`'s alpha by `sigma` texels and tints it `color`, in place, through `spare`
    /// (a target of the same size).
    func shadow(of target: RenderTarget, sigma: Double, color: Color, through spare: RenderTarget) throws {
        let compiled = try programs ?? (Program(tints: false), Program(tints: true))
        programs = compiled
        let reach = Int32(max(0, (3 * sigma).rounded(.up)))
        let s = Float(max(sigma, 1e-3))
        vertexArray.bind()
        state.setBlending(false)
        for (pass, from, to) in [(compiled.across, target, spare), (compiled.down, spare, target)] {
            state.beginTarget(to.framebuffer)
            state.setBlending(false)
            state.use(pass.program)
            let across = pass.program === compiled.across.program
            crGlUniform2f(pass.step, across ? 1 / Float(from.pixelWidth) : 0, across ? 0 : 1 / Float(from.pixelHeight))
            crGlUniform1f(pass.sigma, s)
            crGlUniform1i(pass.reach, reach)
            let (r, g, b, a) = color.premultiplied
            crGlUniform4f(pass.tint, Float(r), Float(g), Float(b), Float(a))
            TextureObject.bind(from.texture)
            from.texture.sample(minified: false)
            state.drawQuads(1)
            state.endTarget()
        }
        try GLCheck.after("blurring a shadow")
    }
}
