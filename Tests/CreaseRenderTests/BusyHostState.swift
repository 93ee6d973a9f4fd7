import CCreaseGL
@testable import CreaseGL

/// A host's context far from GL's defaults, set in the current context: the host's own program,
/// vertex array, buffers and textures bound (on units 0 and 1, and on unit 3, the active one),
/// and settings several of which would spoil Crease's drawing if left in force. Keep it while
/// the state is in use: the host's program is deleted with it.
struct BusyHostState {
    let program: ShaderProgram
    let vertexArray: GLuint
    let arrayBuffer: GLuint
    /// The textures bound on units 0, 1 and 3.
    let textures: [GLuint]
    static let textureUnits: [Int32] = [0, 1, 3]
    /// The buffer bound to uniform binding point 0 (bytes 256 to 768), and the one bound generally.
    let uniformBuffers: [GLuint]

    init() throws {
        program = try ShaderProgram(CopyShader.interface, device: ContextDevice())
        crGlUseProgram(program.name.id)
        var (vertexArray, arrayBuffer) = (GLuint(0), GLuint(0))
        crGlGenVertexArrays(1, &vertexArray)
        crGlBindVertexArray(vertexArray)
        crGlGenBuffers(1, &arrayBuffer)
        crGlBindBuffer(GLenum(GL_ARRAY_BUFFER), arrayBuffer)
        var textures = [GLuint](repeating: 0, count: Self.textureUnits.count)
        crGlGenTextures(GLsizei(textures.count), &textures)
        for (unit, texture) in zip(Self.textureUnits, textures) {
            crGlActiveTexture(GLenum(GL_TEXTURE0 + unit))
            crGlBindTexture(GLenum(GL_TEXTURE_2D), texture)
        }
        crGlEnable(GLenum(GL_BLEND))
        crGlBlendFuncSeparate(GLenum(GL_SRC_ALPHA), GLenum(GL_ONE), GLenum(GL_ZERO), GLenum(GL_DST_ALPHA))
        crGlBlendEquationSeparate(GLenum(GL_FUNC_REVERSE_SUBTRACT), GLenum(GL_MAX))
        crGlEnable(GLenum(GL_DEPTH_TEST))
        crGlDepthFunc(GLenum(GL_GREATER))
        crGlDepthMask(0)
        crGlEnable(GLenum(GL_STENCIL_TEST))
        crGlStencilFuncSeparate(GLenum(GL_FRONT), GLenum(GL_NOTEQUAL), 3, 0x0F)
        crGlStencilOpSeparate(GLenum(GL_BACK), GLenum(GL_INCR), GLenum(GL_DECR), GLenum(GL_INVERT))
        crGlEnable(GLenum(GL_SCISSOR_TEST))
        crGlScissor(1, 2, 3, 4)
        crGlViewport(5, 6, 7, 8)
        crGlEnable(GLenum(GL_CULL_FACE))
        crGlColorMask(1, 0, 1, 0)
        crGlClearColor(0.25, 0.5, 0.75, 1)
        crGlPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 2)
        crGlPixelStorei(GLenum(GL_UNPACK_ROW_LENGTH), 7)
        crGlPixelStorei(GLenum(GL_PACK_ALIGNMENT), 8)
        var uniformBuffers = [GLuint](repeating: 0, count: 2)
        crGlGenBuffers(2, &uniformBuffers)
        crGlBindBuffer(GLenum(GL_UNIFORM_BUFFER), uniformBuffers[0])
        crGlBufferData(GLenum(GL_UNIFORM_BUFFER), 1024, nil, GLenum(GL_STATIC_DRAW))
        crGlBindBufferRange(GLenum(GL_UNIFORM_BUFFER), 0, uniformBuffers[0], 256, 512)
        crGlBindBuffer(GLenum(GL_UNIFORM_BUFFER), uniformBuffers[1])
        crGlActiveTexture(GLenum(GL_TEXTURE0 + Self.textureUnits.last!))
        (self.vertexArray, self.arrayBuffer, self.textures, self.uniformBuffers) = (vertexArray, arrayBuffer, textures, uniformBuffers)
    }
}
