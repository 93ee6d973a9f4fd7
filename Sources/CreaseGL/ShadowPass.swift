import CreaseDrawList
import CreaseMath

/// Closed-form shadows (`Shaders/shadow.vert`, `shadow.frag`): one quad each, the blurred
/// coverage worked out per pixel, or about a rounded corner read from a table worked out ahead
/// (`ShadowCornerTable`), kept as a texture for the next frames. The quad's parts that need the
/// same program take one draw, an instance each: a draw costs llvmpipe more than a small
/// part's pixels. Compiled on first use: most frames have none.
final class ShadowPass {
    /// The sharpest blur drawn, in points: below it the error functions' arguments overflow.
    static let minimumSigma = 1e-3
    /// The most parts one draw takes: the length of `uParts` in shadow.vert.
    static let partsPerDraw = 16
    /// The programs a shadow's parts need, in the order they are drawn.
    private static let kinds: [DrawShadow.Patch] = [.rounded, .product, .acrossX, .acrossY, .solid]

    private let state: GLState
    private struct ProgramKey: Hashable {
        var patch: DrawShadow.Patch
        var nearEdgesOnly: Bool
        var cornerTable = false
    }
    private var programs: [ProgramKey: ShaderProgram] = [:]
    private let vertexArray: VertexArrayObject  // no attributes: the vertex shader uses gl_VertexID
    /// The corner tables made, as textures; nil for a key too fine for a table. Let go all at
    /// once past `mostCornerTables` (an app animating a radius or a blur makes one a frame).
    private var cornerTables: [ShadowCornerTable.Key: (texture: GLObject, table: ShadowCornerTable)?] = [:]
    static let mostCornerTables = 32

    init(state: GLState) {
        self.state = state
        vertexArray = VertexArrayObject(device: state.device)
    }

    /// The program that works out `kind`'s coverage, linked on first use.
    private func program(for kind: DrawShadow.Patch, nearEdgesOnly: Bool, cornerTable: Bool) throws -> ShaderProgram {
        let key = ProgramKey(patch: kind, nearEdgesOnly: nearEdgesOnly && kind != .solid, cornerTable: cornerTable && kind == .rounded)
        if let program = programs[key] { return program }
        var defines: [String] = switch kind {
        case .rounded: ["ROUNDED"]
        case .product: []
        case .acrossX: ["ACROSS_X"]
        case .acrossY: ["ACROSS_Y"]
        case .solid: ["SOLID"]
        }
        if key.nearEdgesOnly { defines.append("NEAR_EDGES") }
        if key.cornerTable { defines.append("CORNER_TABLE") }
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
        let table = shadow.cornerTableKey.flatMap(cornerTable)
        let patches = shadow.patches
        for kind in Self.kinds {
            // The parts' corners in the unit square; they do not overlap, so any order draws alike.
            let parts = patches.filter { $0.kind == kind }.flatMap { part in
                [part.rect.minX / shadow.size.width, part.rect.minY / shadow.size.height,
                    part.rect.maxX / shadow.size.width, part.rect.maxY / shadow.size.height].map(Float.init)
            }
            guard !parts.isEmpty else { continue }
            let program = try program(for: kind, nearEdgesOnly: nearEdgesOnly, cornerTable: table != nil)
            state.use(program)
            func set(_ uniform: ShaderUniform, _ value: UniformValue) { state.set(uniform, of: program, to: value) }
            set(ShadowShader.unitToClip, .mat4(matrix))
            if kind != .solid {
                set(ShadowShader.size, .vec2(Float(shadow.size.width), Float(shadow.size.height)))
                set(ShadowShader.shape, .vec4(Float(shadow.shape.minX), Float(shadow.shape.minY), Float(shadow.shape.width), Float(shadow.shape.height)))
            }
            if kind != .solid, kind != .rounded || table == nil {
                set(ShadowShader.sigma, .float(Float(max(shadow.sigma, Self.minimumSigma))))
            }
            if kind == .rounded, let table {
                state.bindTexture(table.texture.id, drawnByGPU: false)
                set(ShadowShader.corner, .int(0))
                set(ShadowShader.cornerZone, .float(Float(table.table.zone)))
                set(ShadowShader.cornerSpan, .float(Float(table.table.span)))
            } else if kind == .rounded {
                set(ShadowShader.radius, .float(Float(shadow.cornerRadius)))
            }
            set(ShadowShader.color, .vec4(Float(r), Float(g), Float(b), Float(a)))
            for start in stride(from: 0, to: parts.count, by: 4 * Self.partsPerDraw) {
                let some = Array(parts[start..<min(start + 4 * Self.partsPerDraw, parts.count)])
                set(ShadowShader.parts, .vec4s(some))
                state.drawQuads(some.count / 4)
            }
        }
    }

    /// The texture of `key`'s corner table, made on first use; nil where there is none.
    private func cornerTable(_ key: ShadowCornerTable.Key) -> (texture: GLObject, table: ShadowCornerTable)? {
        if let made = cornerTables[key] { return made }
        if cornerTables.count >= Self.mostCornerTables { cornerTables.removeAll() }
        let made = ShadowCornerTable(key).map { table in
            let texture = GLObject(.texture, device: state.device)
            state.bindTexture(texture.id, drawnByGPU: false)
            let bytes = table.coverage.flatMap { [$0, $0, $0, $0] }
            state.device.perform(.defineTexture(TextureImage(width: table.side, height: table.side, bytes: bytes, filter: .linear)))
            return (texture, table)
        }
        cornerTables[key] = made
        return made
    }
}
