internal import CCreaseGL
import CreaseCompositor
import CreaseMath

/// Closed-form shadows (`Shaders/shadow.vert`, `shadow.frag`): one quad each, the blurred
/// coverage worked out per pixel. Compiled on first use: most frames have none.
final class ShadowPass {
    private struct Program {
        let program: ShaderProgram
        let unitToClip, size, patch, shape, radius, sigma, color: GLint

        init(rounded: Bool) throws {
            program = try ShaderProgram(vertex: ShaderSource.shadowVertex, fragment: ShaderSource.shadowFragment,
                name: "shadow", defines: rounded ? ["ROUNDED"] : [])
            unitToClip = program.uniform("uUnitToClip")
            size = program.uniform("uSize")
            patch = program.uniform("uPatch")
            shape = program.uniform("uShape")
            radius = program.uniform("uRadius")
            sigma = program.uniform("uSigma")
            color = program.uniform("uColor")
        }
    }

    /// The sharpest blur drawn, in points: below it the error functions' arguments overflow.
    static let minimumSigma = 1e-3

    private let state: GLState
    private var programs: (plain: Program, rounded: Program)?
    private let vertexArray = VertexArrayObject()  // no attributes: the vertex shader uses gl_VertexID

    init(state: GLState) { self.state = state }

    /// Draws `shadow` into the bound framebuffer, whose pixels span `viewport` points.
    func draw(_ shadow: DrawShadow, viewport: Size, topRowFirst: Bool) throws {
        let compiled = try programs ?? (Program(rounded: false), Program(rounded: true))
        programs = compiled
        state.setBlending(true)
        state.setBlendFunction(.sourceOver)
        let matrix = ClipSpace.matrix(shadow.unitToScreen, viewport: viewport, topRowFirst: topRowFirst)
        vertexArray.bind()
        for (rect, rounded) in shadow.patches {
            let p = rounded ? compiled.rounded : compiled.plain
            state.use(p.program)
            crGlUniformMatrix4fv(p.unitToClip, 1, GLboolean(GL_FALSE), matrix)
            crGlUniform2f(p.size, Float(shadow.size.width), Float(shadow.size.height))
            crGlUniform4f(p.patch, Float(rect.minX / shadow.size.width), Float(rect.minY / shadow.size.height),
                Float(rect.maxX / shadow.size.width), Float(rect.maxY / shadow.size.height))
            crGlUniform4f(p.shape, Float(shadow.shape.minX), Float(shadow.shape.minY), Float(shadow.shape.width), Float(shadow.shape.height))
            crGlUniform1f(p.radius, Float(shadow.cornerRadius))
            crGlUniform1f(p.sigma, Float(max(shadow.sigma, Self.minimumSigma)))
            let (r, g, b, a) = shadow.color.premultiplied
            crGlUniform4f(p.color, Float(r), Float(g), Float(b), Float(a))
            state.drawQuads(1)
        }
    }
}
