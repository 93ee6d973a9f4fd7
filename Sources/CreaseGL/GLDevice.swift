import CreaseMath

/// The one way the renderer reaches OpenGL: typed commands, and the few calls that answer.
/// `ContextDevice` sends them to the current context; a test can record them instead and
/// check, with no GPU, which programs draw, what instance data goes up and how quads batch.
protocol GLDevice {
    /// The API the context speaks: which prelude the shaders get.
    var api: GLAPI { get }
    /// Carries out one command.
    func perform(_ command: GLCommand)
    /// A new object name of `kind`.
    func makeObject(_ kind: GLObjectKind) -> GLName
    func deleteObject(_ kind: GLObjectKind, _ name: GLName)
    /// Compiles and links `source`, and reports what the linked program uses.
    ///
    /// - Throws: `GLError.shaderCompile` or `.programLink` with the driver's log.
    func linkProgram(_ source: ProgramSource) throws -> LinkedProgram
    func deleteProgram(_ name: GLName)
    /// The oldest GL error code not yet read, or nil when there is none.
    func nextError() -> UInt32?
    /// The bound framebuffer's status when it is incomplete, or nil when it can be drawn into.
    func incompleteFramebufferStatus() -> UInt32?
    /// What query `query` measured (GPU nanoseconds, or a count of a pipeline stage's work);
    /// waits for the GPU.
    func queryResult(_ query: GLName) -> UInt64
    /// Whether query `query`'s result is in, without waiting.
    func queryResultAvailable(_ query: GLName) -> Bool
    /// A fence after every command so far; nil where the driver made none (a lost context).
    func insertFence() -> GLFence?
    /// Waits until the GPU has passed `fence`, then lets it go.
    func waitAndDelete(_ fence: GLFence)
    /// The bound read framebuffer's pixels, tightly packed R, G, B, A rows from its first.
    func readPixels(width: Int, height: Int) -> [UInt8]
    /// The first `count` bytes of pixel buffer `buffer`, once the GPU has written them, as
    /// `readPixels` gives them (R, G, B, A).
    func pixelBufferBytes(_ buffer: GLName, count: Int) -> [UInt8]
    /// The first `bytes` bytes of the bound vertex buffer, to write, their old contents given up
    /// (the driver hands out fresh storage while draws still read the old); nil where the driver
    /// could not map it. Written in place: the data goes up with no copy of ours or the driver's.
    func mapVertexBuffer(bytes: Int) -> UnsafeMutableRawPointer?
    /// Ends `mapVertexBuffer`'s writing, before anything draws from the buffer; false when the
    /// driver lost what was written (the GL allows it on a change of display mode).
    func unmapVertexBuffer() -> Bool
}

/// A GL object name; 0 is none (or the window's default framebuffer).
typealias GLName = UInt32

/// A GL sync object: a point in the command stream the GPU signals once it gets there.
typealias GLFence = OpaquePointer

/// The kinds of GL object that `GLDevice.makeObject` makes.
enum GLObjectKind: Equatable {
    case texture, buffer, vertexArray, renderbuffer, framebuffer, query
}

/// One GL command the renderer issues, typed.
enum GLCommand: Equatable {
    // MARK: Frame state
    case bindFramebuffer(GLName, FramebufferBinding)
    /// Where drawing goes in the bound framebuffer, in GL's window coordinates.
    case viewport(PixelBox)
    case enable(GLCapability, Bool)
    /// The state every frame draws with and nothing changes: the depth test passes nearer or
    /// equal, and every stencil bit is written.
    case fixedFunctions
    case blendFunction(BlendFunction)
    /// Colour and depth writes on, or off while only the stencil is written.
    case writeColorAndDepth(Bool)
    /// Fills the colour buffer with `color` (premultiplied on the way), and the stencil with 0 when set.
    case clear(Color, stencil: Bool)
    case clearDepth
    case scissor(PixelBox)
    /// Stencil-tested draws pass where the stencil holds this value.
    case stencilFunction(equalTo: Int)
    /// What a passing stencil-tested draw does to the stencil value.
    case stencilOperation(StencilStep)

    // MARK: Programs
    case useProgram(ProgramName)
    /// Sets a uniform of the program in use.
    case setUniform(UniformSlot, UniformValue)

    // MARK: Vertex data
    case bindVertexArray(GLName)
    /// Binds a buffer as the source of vertex data.
    case bindVertexBuffer(GLName)
    /// Gives the bound vertex buffer `floats`, or room for `bytes` bytes left undefined.
    case fillVertexBuffer(VertexBufferContents)
    /// Writes `floats` at the start of the bound vertex buffer.
    case writeVertexBuffer([Float])
    /// Feeds an attribute of the bound vertex array from a buffer, per vertex or per instance.
    case enableAttribute(location: Int, perInstance: Bool)
    /// Points an attribute at the bound vertex buffer: `stride` bytes apart from `offset`.
    case pointAttribute(location: Int, components: Int, isInteger: Bool, stride: Int, offset: Int)
    /// `instances` instances of a triangle strip of the bound vertex array's `vertices`.
    case drawInstanced(vertices: Range<Int32>, instances: Int)

    // MARK: Textures (the 2D target of the active unit)
    case activeTextureUnit(Int)
    case bindTexture(GLName)
    /// Gives the bound texture its size, format, pixels (nil: undefined) and filter, clamped at its edges.
    case defineTexture(TextureImage)
    /// Writes `pixels` (tightly packed RGBA rows, `width`×`height`) over the bound texture's
    /// level 0 in place: its storage, format and filters stay.
    case writeTexture(pixels: [UInt8], width: Int, height: Int)
    /// Makes the bound texture's mipmaps from its level 0.
    case generateMipmaps
    /// How the bound texture is read: the filter where it is drawn smaller, and nearest or
    /// linear where it is drawn larger (nearest only with `.nearest`); and, if given, at most how
    /// many samples along a foreshortened direction (1: none).
    case sampling(TextureFilter, anisotropy: Double?)

    // MARK: Uniform buffers
    /// Gives `buffer` `floats` as its new contents; the old store is let go, not waited on.
    case fillUniformBuffer(GLName, [Float])
    /// Binds `bytes` bytes of `buffer`, from `offset`, to uniform block binding point `binding`.
    case bindUniformBuffer(GLName, binding: Int, offset: Int, bytes: Int)
    /// Connects a linked program's uniform block (its `block` index) to binding point `binding`.
    case bindUniformBlock(program: GLName, block: Int, binding: Int)

    // MARK: Render targets (the bound framebuffer)
    case attachTexture(GLName)
    /// Gives a renderbuffer its storage and attaches it.
    case attachRenderbuffer(GLName, RenderbufferFormat, samples: Int, width: Int, height: Int)
    /// Copies the colour of the read framebuffer into the draw framebuffer, pixel for pixel.
    case blit(width: Int, height: Int)

    // MARK: Readback through pixel buffers
    /// Gives pixel buffer `buffer` room for `bytes` bytes, read by the CPU once each.
    case definePixelBuffer(GLName, bytes: Int)
    /// Has the GPU copy the bound read framebuffer's pixels into `buffer`, laid out as
    /// `readPixels` lays them, once the commands before are done; the CPU does not wait.
    case readPixelsIntoBuffer(GLName, width: Int, height: Int)

    // MARK: Timing and counting
    /// Starts query `query` measuring `what` over the commands that follow.
    case beginQuery(GLName, GLQueryKind)
    /// Ends the query of `what` running.
    case endQuery(GLQueryKind)
    /// Waits until the GPU has carried out every command so far.
    case finish
    /// Hands the commands so far to the GPU without waiting for them.
    case flush
}

/// Where a framebuffer is bound: for drawing and reading, or one of them.
enum FramebufferBinding: Equatable { case drawAndRead, read, draw }

enum GLCapability: Equatable { case blend, depthTest, stencilTest, scissorTest }

/// What a query measures: GPU time, or how often a stage of the pipeline ran
/// (GL_ARB_pipeline_statistics_query, core in OpenGL 4.6). One of each may run at once.
enum GLQueryKind: Equatable {
    case timeElapsed, vertexShaderInvocations, primitivesSubmitted, fragmentShaderInvocations
}

/// How a blended draw's colour meets the target's: over it (premultiplied alpha), or keeping
/// the target only as much as the draw's alpha (a mask cutting a surface).
enum BlendFunction: Equatable { case sourceOver, destinationIn }

/// What a pixel's stencil value becomes where a stencil-tested draw passes.
enum StencilStep: Equatable { case keep, increment, decrement }

/// A rectangle of framebuffer pixels, from the framebuffer's first row.
struct PixelBox: Equatable {
    var x, y, width, height: Int
}

/// How a texture is read: its nearest texel, a bilinear mix of four, or that between two mipmap levels.
enum TextureFilter: Equatable { case nearest, linear, trilinear }

enum RenderbufferFormat: Equatable { case rgba8, depth24Stencil8 }

/// A vertex buffer's new contents.
enum VertexBufferContents: Equatable {
    /// Data that stays (drawn many times).
    case floats([Float])
    /// Room written again every frame.
    case streamed(bytes: Int)
}

/// A texture's level 0, given as 8-bit RGBA `bytes`; stored as B, G, R, A (what llvmpipe's
/// linear path reads and draws into) on desktop GL, and on ES where the driver has that order
/// (`ContextDevice`).
struct TextureImage: Equatable {
    var width: Int
    var height: Int
    /// Tightly packed RGBA rows, or nil to leave the pixels undefined.
    var bytes: [UInt8]?
    var filter: TextureFilter
    /// Whether a multisampled RGBA8 buffer is resolved into it: ES then stores it RGBA8 too, as
    /// its resolve cannot change the order.
    var takesResolve = false
}

/// A linked program, with the name its variant is known by (`quad-plain-edge_aa`).
struct ProgramName: Hashable {
    let id: GLName
    let label: String
}

/// A uniform's place in one linked program.
struct UniformSlot: Hashable {
    let name: String
    let type: GLSLType
    let location: Int32
}

/// A uniform's new value, of one of the GLSL types the shaders declare.
enum UniformValue: Equatable {
    case int(Int32)
    case bool(Bool)
    case float(Float)
    case vec2(Float, Float)
    case vec4(Float, Float, Float, Float)
    /// Column-major.
    case mat4([Float])
    /// An array of vec4 from its first element, four floats each.
    case vec4s([Float])

    /// Whether a uniform of `type` takes this value (a sampler takes its texture unit).
    func fits(_ type: GLSLType) -> Bool {
        switch self {
        case .int: type == .int || type == .sampler2D
        case .bool: type == .bool
        case .float: type == .float
        case .vec2: type == .vec2
        case .vec4: type == .vec4
        case .mat4(let m): type == .mat4 && m.count == 16
        case .vec4s(let v): type == .vec4 && !v.isEmpty && v.count % 4 == 0
        }
    }
}
