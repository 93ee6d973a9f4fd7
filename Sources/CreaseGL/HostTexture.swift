/// A texture of the host application's, shown as some layer's contents: used where it is
/// premultiplied with its top row first, as Crease's own are, else through a copy made so,
/// drawn again every frame (the host may have drawn into its texture since).
struct HostTexture {
    let texture: TextureObject
    let pixelWidth: Int
    let pixelHeight: Int
    let premultiplied: Bool
    let topRowFirst: Bool
    /// Crease's premultiplied, top-row-first copy, for a texture that is not both.
    let copy: RenderTarget?
}

/// Draws the copies of host textures that are of straight alpha or keep GL's row order
/// (`Shaders/copy.vert`, `copy.frag` with PREMULTIPLY and FLIP). Compiled on first use.
final class HostTextureCopyPass {
    private let state: GLState
    private var programs: [String: ShaderProgram] = [:]
    private let vertexArray: VertexArrayObject  // no attributes: the vertex shader uses gl_VertexID

    init(state: GLState) {
        self.state = state
        vertexArray = VertexArrayObject(device: state.device)
    }

    /// Draws each texture's copy anew.
    func refresh(_ textures: [HostTexture]) throws {
        guard !textures.isEmpty else { return }
        vertexArray.bind()
        for host in textures {
            guard let copy = host.copy else { continue }
            let defines = (host.premultiplied ? [] : ["PREMULTIPLY"]) + (host.topRowFirst ? [] : ["FLIP"])
            let key = defines.joined(separator: " ")
            let program = try programs[key] ?? ShaderProgram(CopyShader.interface, defines: defines, device: state.device)
            programs[key] = program
            try state.beginTarget(copy.framebuffer, depthStencil: false)
            state.setBlending(false)
            state.set(CopyShader.picture, of: program, to: .int(0))
            state.bind(host.texture)
            state.drawQuads(1)
            state.endTarget()
        }
        try GLCheck.after("copying the host's textures", on: state.device)
    }
}
