import CreaseDrawList
import CreaseMath

/// Closed-form shadows (`Shaders/shadow.vert`, `shadow.frag`): one quad each, the blurred
/// coverage worked out per pixel. Compiled on first use: most frames have none.
final class ShadowPass {
    /// The sharpest blur drawn, in points: below it the error functions' arguments overflow.
    static let minimumSigma = 1e-3

    private let state: GLState
    private struct ProgramKey: Hashable {
        var patch: DrawShadow.Patch
        var nearEdgesOnly: Bool
    }
    private var programs: [ProgramKey: ShaderProgram] = [:]
    private let vertexArray: VertexArrayObject  // no attributes: the vertex shader uses gl_VertexID

    init(state: GLState) {
        self.state = state
        vertexArray = VertexArrayObject(device: state.device)
    }

    /// The program that works out `kind`'s coverage, linked on first use.
    private func program(for kind: DrawShadow.Patch, nearEdgesOnly: Bool) throws -> ShaderProgram {
        let key = ProgramKey(patch: kind, nearEdgesOnly: nearEdgesOnly && kind != .solid)
        if let program = programs[key] { return program }
        var defines: [String] = switch kind {
        case .rounded: ["ROUNDED"]
        case .product: []
        case .acrossX: ["ACROSS_X"]
        case .acrossY: ["ACROSS_Y"]
        case .solid: ["SOLID"]
        }
        if key.nearEdgesOnly { defines.append("NEAR_EDGES") }
        let program = try ShaderProgram(ShadowShader.interface, defines: defines, device: state.device)
        programs[key] = program
        return program
    }

    /// Draws `shadow` into the bound framebuffer, whose pixels span `viewport` points.
    func draw(_ shadow: DrawShadow, viewport: Size, topRowFirst: Bool) throws {
        state.setBlending(true)
        state.setBlendFunction(.sourceOver)
        let matrix = ClipSpace.matrix(shadow.unitToScreen, viewport: viewport, topRowFirst: topRowFirst)
        let (r, g, b, a) = shadow.color.premultiplied
        vertexArray.bind()
        let nearEdgesOnly = shadow.nearEdgesOnly
        for (rect, kind) in shadow.patches {
            let program = try program(for: kind, nearEdgesOnly: nearEdgesOnly)
            state.use(program)
            func set(_ uniform: ShaderUniform, _ value: UniformValue) { state.set(uniform, of: program, to: value) }
            set(ShadowShader.unitToClip, .mat4(matrix))
            set(ShadowShader.patch, .vec4(Float(rect.minX / shadow.size.width), Float(rect.minY / shadow.size.height),
                Float(rect.maxX / shadow.size.width), Float(rect.maxY / shadow.size.height)))
            if kind != .solid {
                set(ShadowShader.size, .vec2(Float(shadow.size.width), Float(shadow.size.height)))
                set(ShadowShader.shape, .vec4(Float(shadow.shape.minX), Float(shadow.shape.minY), Float(shadow.shape.width), Float(shadow.shape.height)))
                set(ShadowShader.sigma, .float(Float(max(shadow.sigma, Self.minimumSigma))))
            }
            if kind == .rounded { set(ShadowShader.radius, .float(Float(shadow.cornerRadius))) }
            set(ShadowShader.color, .vec4(Float(r), Float(g), Float(b), Float(a)))
            state.drawQuads(1)
        }
    }
}
