import CreaseDrawList
import CreaseMath

/// Gradient layers' fills (`Shaders/gradient.vert`, `gradient.frag`): one quad each, the colour
/// read from the gradient's ramp, 256 colours from its start to its end made each draw. A
/// program per kind, with and without rounded corners, each compiled on first use.
final class GradientPass {
    /// Colours in a ramp: a hard stop blurs over 1/256 of the gradient at most.
    static let rampLength = 256

    private let state: GLState
    private var programs: [String: ShaderProgram] = [:]
    private let vertexArray: VertexArrayObject  // no attributes: the vertex shader uses gl_VertexID
    private let ramp: RampTexture

    init(state: GLState) {
        self.state = state
        vertexArray = VertexArrayObject(device: state.device)
        ramp = RampTexture(device: state.device)
    }

    /// Draws `gradient` into the bound framebuffer, whose pixels span `viewport` points.
    func draw(_ gradient: DrawGradient, viewport: Size, topRowFirst: Bool) throws {
        let rounded = gradient.cornerRadius > 0
        let defines = [gradient.kind.rawValue.uppercased()] + (rounded ? ["ROUNDED"] : [])
        let key = defines.joined(separator: "-")
        let program = try programs[key] ?? ShaderProgram(GradientShader.interface, defines: defines, device: state.device)
        programs[key] = program
        state.setBlending(true)
        state.setBlendFunction(.sourceOver)
        state.use(program)
        func set(_ uniform: ShaderUniform, _ value: UniformValue) { state.set(uniform, of: program, to: value) }
        set(GradientShader.unitToClip, .mat4(ClipSpace.matrix(gradient.unitToScreen, viewport: viewport, topRowFirst: topRowFirst)))
        if rounded {
            set(GradientShader.size, .vec2(Float(gradient.size.width), Float(gradient.size.height)))
            set(GradientShader.radius, .float(Float(gradient.cornerRadius)))
        }
        set(GradientShader.start, .vec2(Float(gradient.start.x), Float(gradient.start.y)))
        set(GradientShader.end, .vec2(Float(gradient.end.x), Float(gradient.end.y)))
        set(GradientShader.ramp, .int(0))
        set(GradientShader.opacity, .float(Float(gradient.opacity)))
        ramp.upload(Self.ramp(of: gradient), binding: state)
        vertexArray.bind()
        state.drawQuads(1)
    }

    /// The gradient's colours at `rampLength` even steps from 0 to 1, premultiplied RGBA bytes.
    static func ramp(of gradient: DrawGradient) -> [UInt8] {
        (0..<rampLength).flatMap { i -> [UInt8] in
            let (r, g, b, a) = gradient.color(at: Double(i) / Double(rampLength - 1)).premultiplied
            return [r, g, b, a].map { UInt8((min(max($0, 0), 1) * 255).rounded()) }
        }
    }
}

/// The ramp of the gradient being drawn: one row of colours on texture unit 0, written anew for
/// each gradient.
private final class RampTexture: GLObject {
    init(device: any GLDevice) { super.init(.texture, device: device) }

    /// Binds the ramp through `state` (the CPU wrote it) and writes `bytes` into it.
    func upload(_ bytes: [UInt8], binding state: GLState) {
        state.bindTexture(id, drawnByGPU: false)
        device.perform(.defineTexture(TextureImage(width: bytes.count / 4, height: 1, bytes: bytes, filter: .linear)))
    }
}
