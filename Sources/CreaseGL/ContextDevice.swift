internal import CCreaseGL

/// The renderer's commands sent to the current GL context: the one place the renderer calls
/// OpenGL. It holds nothing; the state is the context's. Where desktop OpenGL and OpenGL ES
/// differ (the byte order textures and readbacks can have, the calls that read a pixel buffer),
/// it asks the context.
struct ContextDevice: GLDevice {
    /// Asked of the context where a command needs it (making a texture or a program, reading
    /// back), not when a device is made: some are made every frame, and on ES libepoxy's answer
    /// costs some 60,000 instructions.
    var api: GLAPI { .current }

    /// Whether textures are stored B, G, R, A: desktop GL, or ES with
    /// GL_EXT_texture_format_BGRA8888. llvmpipe's linear path (a picture shown texel for pixel,
    /// 20 M instructions a 1080p frame instead of 52 M) takes only that order.
    private func storesBGRA(_ api: GLAPI) -> Bool { api == .desktop || crGlHasExtension("GL_EXT_texture_format_BGRA8888") }
    /// Whether pixels can be read back B, G, R, A, as stored: desktop GL, or ES with
    /// GL_EXT_read_format_bgra; else they are read R, G, B, A and the driver reorders them.
    private func readsBGRA(_ api: GLAPI) -> Bool { api == .desktop || crGlHasExtension("GL_EXT_read_format_bgra") }

    func perform(_ command: GLCommand) {
        switch command {
        case .bindFramebuffer(let name, let binding):
            let target = switch binding {
            case .drawAndRead: GL_FRAMEBUFFER
            case .read: GL_READ_FRAMEBUFFER
            case .draw: GL_DRAW_FRAMEBUFFER
            }
            crGlBindFramebuffer(GLenum(target), name)
        case .viewport(let box):
            crGlViewport(GLint(box.x), GLint(box.y), GLsizei(box.width), GLsizei(box.height))
        case .enable(let capability, let on):
            let cap = switch capability {
            case .blend: GL_BLEND
            case .depthTest: GL_DEPTH_TEST
            case .stencilTest: GL_STENCIL_TEST
            case .scissorTest: GL_SCISSOR_TEST
            }
            on ? crGlEnable(GLenum(cap)) : crGlDisable(GLenum(cap))
        case .fixedFunctions:
            crGlDepthFunc(GLenum(GL_LEQUAL))
            crGlStencilMask(0xFF)
        case .blendFunction(.sourceOver):
            crGlBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))  // premultiplied alpha
        case .blendFunction(.destinationIn):
            crGlBlendFunc(GLenum(GL_ZERO), GLenum(GL_SRC_ALPHA))
        case .writeColorAndDepth(let on):
            let flag = GLboolean(on ? GL_TRUE : GL_FALSE)
            crGlColorMask(flag, flag, flag, flag)
            crGlDepthMask(flag)
        case .clear(let color, let stencil):
            // Each component as the byte a rounding clear makes of it, a quarter step up: a clear
            // cut to the scissor (a frame drawn in part) then makes the same byte, though
            // llvmpipe cuts the colour there rather than round it.
            func onItsByte(_ v: Double) -> Float { Float(((min(max(v, 0), 1) * 255).rounded() + 0.25) / 255) }
            let (r, g, b, a) = color.premultiplied
            crGlClearColor(onItsByte(r), onItsByte(g), onItsByte(b), onItsByte(a))
            crGlClearStencil(0)
            crGlClear(GLbitfield(GL_COLOR_BUFFER_BIT | (stencil ? GL_STENCIL_BUFFER_BIT : 0)))
        case .clearDepth:
            crGlClear(GLbitfield(GL_DEPTH_BUFFER_BIT))
        case .scissor(let box):
            crGlScissor(GLint(box.x), GLint(box.y), GLsizei(box.width), GLsizei(box.height))
        case .stencilFunction(let level):
            crGlStencilFunc(GLenum(GL_EQUAL), GLint(level), 0xFF)
        case .stencilOperation(let step):
            let op = switch step {
            case .keep: GL_KEEP
            case .increment: GL_INCR
            case .decrement: GL_DECR
            }
            crGlStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(op))

        case .useProgram(let program):
            crGlUseProgram(program.id)
        case .setUniform(let slot, let value):
            setUniform(slot.location, value)

        case .bindVertexArray(let name):
            crGlBindVertexArray(name)
        case .bindVertexBuffer(let name):
            crGlBindBuffer(GLenum(GL_ARRAY_BUFFER), name)
        case .fillVertexBuffer(.floats(let floats)):
            crGlBufferData(GLenum(GL_ARRAY_BUFFER), floats.count * MemoryLayout<Float>.size, floats, GLenum(GL_STATIC_DRAW))
        case .fillVertexBuffer(.streamed(let bytes)):
            crGlBufferData(GLenum(GL_ARRAY_BUFFER), bytes, nil, GLenum(GL_STREAM_DRAW))
        case .writeVertexBuffer(let floats):
            crGlBufferSubData(GLenum(GL_ARRAY_BUFFER), 0, floats.count * MemoryLayout<Float>.size, floats)
        case .enableAttribute(let location, let perInstance):
            crGlEnableVertexAttribArray(GLuint(location))
            if perInstance { crGlVertexAttribDivisor(GLuint(location), 1) }
        case .pointAttribute(let location, let components, let isInteger, let stride, let offset):
            let start = UnsafeRawPointer(bitPattern: offset)
            if isInteger {
                crGlVertexAttribIPointer(GLuint(location), GLint(components), GLenum(GL_UNSIGNED_INT), GLsizei(stride), start)
            } else {
                crGlVertexAttribPointer(GLuint(location), GLint(components), GLenum(GL_FLOAT), GLboolean(GL_FALSE), GLsizei(stride), start)
            }
        case .drawInstanced(let vertices, let instances):
            crGlDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), vertices.lowerBound, GLsizei(vertices.count), GLsizei(instances))

        case .activeTextureUnit(let unit):
            crGlActiveTexture(GLenum(GL_TEXTURE0 + Int32(unit)))
        case .bindTexture(let name):
            crGlBindTexture(GLenum(GL_TEXTURE_2D), name)
        case .defineTexture(let image):
            defineTexture(image)
        case .writeTexture(let pixels, let width, let height):
            crGlPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
            let api = api
            writeLevelZero(pixels, width: width, height: height, reordered: api == .es && storesBGRA(api))
        case .generateMipmaps:
            crGlGenerateMipmap(GLenum(GL_TEXTURE_2D))
        case .sampling(let filter, let anisotropy):
            setFilters(filter)
            if let anisotropy { crGlTexParameterf(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAX_ANISOTROPY_EXT), GLfloat(anisotropy)) }

        case .fillUniformBuffer(let name, let floats):
            crGlBindBuffer(GLenum(GL_UNIFORM_BUFFER), name)
            crGlBufferData(GLenum(GL_UNIFORM_BUFFER), floats.count * MemoryLayout<Float>.size, floats, GLenum(GL_STREAM_DRAW))
        case .bindUniformBuffer(let name, let binding, let offset, let bytes):
            crGlBindBufferRange(GLenum(GL_UNIFORM_BUFFER), GLuint(binding), name, offset, bytes)
        case .bindUniformBlock(let program, let block, let binding):
            crGlUniformBlockBinding(program, GLuint(block), GLuint(binding))

        case .attachTexture(let name):
            crGlFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), name, 0)
        case .attachRenderbuffer(let name, let format, let samples, let width, let height):
            let (internalFormat, attachment) = switch format {
            case .rgba8: (GL_RGBA8, GL_COLOR_ATTACHMENT0)
            case .depth24Stencil8: (GL_DEPTH24_STENCIL8, GL_DEPTH_STENCIL_ATTACHMENT)
            }
            crGlBindRenderbuffer(GLenum(GL_RENDERBUFFER), name)
            crGlRenderbufferStorageMultisample(GLenum(GL_RENDERBUFFER), GLsizei(samples), GLenum(internalFormat), GLsizei(width), GLsizei(height))
            crGlFramebufferRenderbuffer(GLenum(GL_FRAMEBUFFER), GLenum(attachment), GLenum(GL_RENDERBUFFER), name)
        case .blit(let width, let height):
            let w = GLint(width), h = GLint(height)
            crGlBlitFramebuffer(0, 0, w, h, 0, 0, w, h, GLbitfield(GL_COLOR_BUFFER_BIT), GLenum(GL_NEAREST))

        case .definePixelBuffer(let name, let bytes):
            crGlBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), name)
            crGlBufferData(GLenum(GL_PIXEL_PACK_BUFFER), bytes, nil, GLenum(GL_STREAM_READ))
            crGlBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0)
        case .readPixelsIntoBuffer(let name, let width, let height):
            crGlBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), name)
            crGlPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
            // With a pack buffer bound, the pointer is an offset into it.
            crGlReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(readsBGRA(api) ? GL_BGRA : GL_RGBA), GLenum(GL_UNSIGNED_BYTE), nil)
            crGlBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0)

        case .beginQuery(let query, let what):
            crGlBeginQuery(what.target, query)
        case .endQuery(let what):
            crGlEndQuery(what.target)
        case .finish:
            crGlFinish()
        case .flush:
            crGlFlush()
        }
    }

    private func setUniform(_ location: Int32, _ value: UniformValue) {
        switch value {
        case .int(let v): crGlUniform1i(location, v)
        case .bool(let v): crGlUniform1i(location, v ? 1 : 0)
        case .float(let v): crGlUniform1f(location, v)
        case .vec2(let a, let b): crGlUniform2f(location, a, b)
        case .vec4(let a, let b, let c, let d): crGlUniform4f(location, a, b, c, d)
        case .mat4(let m): crGlUniformMatrix4fv(location, 1, GLboolean(GL_FALSE), m)
        case .vec4s(let v): crGlUniform4fv(location, GLsizei(v.count / 4), v)
        }
    }

    private func defineTexture(_ image: TextureImage) {
        let t = GLenum(GL_TEXTURE_2D), w = GLsizei(image.width), h = GLsizei(image.height)
        crGlPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        let api = api
        switch (api, storesBGRA(api) && !image.takesResolve) {
        case (.desktop, _):
            // Desktop GL stores B, G, R, A only for the unsized internal format defined from
            // BGRA data (a sized GL_RGBA8 stores R, G, B, A); the bitmap's RGBA bytes are then
            // written over it, reordered once here rather than on every frame's draw. A
            // multisampled buffer's resolve may change the order.
            crGlTexImage2D(t, 0, GL_RGBA, w, h, 0, GLenum(GL_BGRA), GLenum(GL_UNSIGNED_BYTE), nil)
            if let bytes = image.bytes { writeLevelZero(bytes, width: image.width, height: image.height, reordered: false) }
        case (.es, true):
            // ES's BGRA texture is defined and written in that order alone.
            crGlTexImage2D(t, 0, GL_BGRA, w, h, 0, GLenum(GL_BGRA), GLenum(GL_UNSIGNED_BYTE), nil)
            if let bytes = image.bytes { writeLevelZero(bytes, width: image.width, height: image.height, reordered: true) }
        case (.es, false):
            // RGBA8, as ES 3.0 has it; and the only order a multisampled RGBA8 buffer resolves into.
            crGlTexImage2D(t, 0, GL_RGBA8, w, h, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), image.bytes)
        }
        setFilters(image.filter)
        crGlTexParameteri(t, GLenum(GL_TEXTURE_WRAP_S), GL_CLAMP_TO_EDGE)
        crGlTexParameteri(t, GLenum(GL_TEXTURE_WRAP_T), GL_CLAMP_TO_EDGE)
    }

    /// Writes RGBA `bytes` over the bound texture's level 0: as they are where desktop GL reorders
    /// them, or where ES stores RGBA; `reordered` here first for ES's BGRA texture.
    private func writeLevelZero(_ bytes: [UInt8], width: Int, height: Int, reordered: Bool) {
        let t = GLenum(GL_TEXTURE_2D), w = GLsizei(width), h = GLsizei(height)
        guard reordered else {
            return crGlTexSubImage2D(t, 0, 0, 0, w, h, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes)
        }
        var bgra = bytes
        PixelOrder.swapRedAndBlue(&bgra)
        crGlTexSubImage2D(t, 0, 0, 0, w, h, GLenum(GL_BGRA), GLenum(GL_UNSIGNED_BYTE), bgra)
    }

    /// The bound texture's minification filter, and its magnification filter: nearest with
    /// `.nearest`, linear otherwise.
    private func setFilters(_ filter: TextureFilter) {
        let minify = switch filter {
        case .nearest: GL_NEAREST
        case .linear: GL_LINEAR
        case .trilinear: GL_LINEAR_MIPMAP_LINEAR
        }
        crGlTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), minify)
        crGlTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MAG_FILTER), filter == .nearest ? GL_NEAREST : GL_LINEAR)
    }

    // MARK: Objects

    func makeObject(_ kind: GLObjectKind) -> GLName {
        var name: GLuint = 0
        switch kind {
        case .texture: crGlGenTextures(1, &name)
        case .buffer: crGlGenBuffers(1, &name)
        case .vertexArray: crGlGenVertexArrays(1, &name)
        case .renderbuffer: crGlGenRenderbuffers(1, &name)
        case .framebuffer: crGlGenFramebuffers(1, &name)
        case .query: crGlGenQueries(1, &name)
        }
        return name
    }

    func deleteObject(_ kind: GLObjectKind, _ name: GLName) {
        var name = name
        switch kind {
        case .texture: crGlDeleteTextures(1, &name)
        case .buffer: crGlDeleteBuffers(1, &name)
        case .vertexArray: crGlDeleteVertexArrays(1, &name)
        case .renderbuffer: crGlDeleteRenderbuffers(1, &name)
        case .framebuffer: crGlDeleteFramebuffers(1, &name)
        case .query: crGlDeleteQueries(1, &name)
        }
    }

    func nextError() -> UInt32? {
        let code = crGlGetError()
        return code == GLenum(GL_NO_ERROR) ? nil : code
    }

    func incompleteFramebufferStatus() -> UInt32? {
        let status = crGlCheckFramebufferStatus(GLenum(GL_FRAMEBUFFER))
        return status == GLenum(GL_FRAMEBUFFER_COMPLETE) ? nil : status
    }

    func queryResult(_ query: GLName) -> UInt64 {
        var result: GLuint64 = 0
        crGlGetQueryObjectui64v(query, GLenum(GL_QUERY_RESULT), &result)
        return result
    }

    func queryResultAvailable(_ query: GLName) -> Bool {
        var available: GLuint = 0
        crGlGetQueryObjectuiv(query, GLenum(GL_QUERY_RESULT_AVAILABLE), &available)
        return available != 0
    }

    func insertFence() -> GLFence? { crGlFenceSync() }

    func waitAndDelete(_ fence: GLFence) {
        // A second at a time: a GPU that never gets there is a hung GPU, not a slow frame.
        while crGlClientWaitSync(fence, 1_000_000_000) == GLenum(GL_TIMEOUT_EXPIRED) {}
        crGlDeleteSync(fence)
    }

    func mapVertexBuffer(bytes: Int) -> UnsafeMutableRawPointer? {
        crGlMapBufferRange(GLenum(GL_ARRAY_BUFFER), 0, bytes, GLbitfield(GL_MAP_WRITE_BIT | GL_MAP_INVALIDATE_BUFFER_BIT))
    }

    func unmapVertexBuffer() -> Bool { crGlUnmapBuffer(GLenum(GL_ARRAY_BUFFER)) != 0 }

    func readPixels(width: Int, height: Int) -> [UInt8] {
        let readsBGRA = readsBGRA(api)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        crGlPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
        pixels.withUnsafeMutableBytes {
            crGlReadPixels(0, 0, GLsizei(width), GLsizei(height), GLenum(readsBGRA ? GL_BGRA : GL_RGBA), GLenum(GL_UNSIGNED_BYTE), $0.baseAddress)
        }
        if readsBGRA { PixelOrder.swapRedAndBlue(&pixels) }
        return pixels
    }

    func pixelBufferBytes(_ buffer: GLName, count: Int) -> [UInt8] {
        let target = GLenum(GL_PIXEL_PACK_BUFFER)
        crGlBindBuffer(target, buffer)
        defer { crGlBindBuffer(target, 0) }
        let readsBGRA = readsBGRA(api)
        // Mapped for reading, which both APIs have (glGetBufferSubData is desktop GL's alone).
        var pixels = [UInt8](unsafeUninitializedCapacity: count) { bytes, initialized in
            if let mapped = crGlMapBufferRange(target, 0, count, GLbitfield(GL_MAP_READ_BIT)) {
                bytes.baseAddress!.update(from: mapped.assumingMemoryBound(to: UInt8.self), count: count)
                _ = crGlUnmapBuffer(target)
            } else {
                bytes.initialize(repeating: 0)
            }
            initialized = count
        }
        if readsBGRA { PixelOrder.swapRedAndBlue(&pixels) }
        return pixels
    }

    // MARK: Programs

    func linkProgram(_ source: ProgramSource) throws -> LinkedProgram {
        let vs = try Self.compile(source.vertex, GLenum(GL_VERTEX_SHADER), name: "\(source.label).vert")
        defer { crGlDeleteShader(vs) }
        let fs = try Self.compile(source.fragment, GLenum(GL_FRAGMENT_SHADER), name: "\(source.label).frag")
        defer { crGlDeleteShader(fs) }
        let id = crGlCreateProgram()
        crGlAttachShader(id, vs)
        crGlAttachShader(id, fs)
        crGlLinkProgram(id)
        var ok: GLint = 0
        crGlGetProgramiv(id, GLenum(GL_LINK_STATUS), &ok)
        guard ok != 0 else {
            let log = Self.log { crGlGetProgramInfoLog(id, $0, nil, $1) }
            crGlDeleteProgram(id)
            throw GLError.programLink(log)
        }
        let uniforms = Self.active(GL_ACTIVE_UNIFORMS, of: id, crGlGetActiveUniform) { crGlGetUniformLocation(id, $0) }
            .filter { $0.value.location >= 0 }
        let attributes = Self.active(GL_ACTIVE_ATTRIBUTES, of: id, crGlGetActiveAttrib) { crGlGetAttribLocation(id, $0) }
        var blockCount: GLint = 0
        crGlGetProgramiv(id, GLenum(GL_ACTIVE_UNIFORM_BLOCKS), &blockCount)
        let blocks = (0..<Int(max(0, blockCount))).map { index in
            (Self.log { crGlGetActiveUniformBlockName(id, GLuint(index), $0, nil, $1) }, index)
        }
        return LinkedProgram(id: id, uniforms: uniforms, attributes: attributes, uniformBlocks: Dictionary(uniqueKeysWithValues: blocks))
    }

    func deleteProgram(_ name: GLName) { crGlDeleteProgram(name) }

    private static func compile(_ source: String, _ kind: GLenum, name: String) throws -> GLuint {
        let shader = crGlCreateShader(kind)
        source.withCString { text in
            var pointer: UnsafePointer<GLchar>? = text
            crGlShaderSource(shader, 1, &pointer, nil)
        }
        crGlCompileShader(shader)
        var ok: GLint = 0
        crGlGetShaderiv(shader, GLenum(GL_COMPILE_STATUS), &ok)
        guard ok != 0 else {
            let log = Self.log { crGlGetShaderInfoLog(shader, $0, nil, $1) }
            crGlDeleteShader(shader)
            throw GLError.shaderCompile(name, log)
        }
        return shader
    }

    /// A program's active uniforms or attributes (`count` names which), by name.
    private static func active(
        _ count: Int32, of program: GLuint,
        _ describe: (GLuint, GLuint, GLsizei, UnsafeMutablePointer<GLsizei>?, UnsafeMutablePointer<GLint>?, UnsafeMutablePointer<GLenum>?,
            UnsafeMutablePointer<GLchar>?) -> Void,
        location: (String) -> GLint
    ) -> [String: LinkedProgram.Variable] {
        var n: GLint = 0
        crGlGetProgramiv(program, GLenum(count), &n)
        var found: [String: LinkedProgram.Variable] = [:]
        for index in 0..<max(0, n) {
            var size: GLint = 0, type: GLenum = 0
            let name = log { describe(program, GLuint(index), $0, nil, &size, &type, $1) }
            // An array is reported as its first element; it is set from there by its own name.
            let variable = name.hasSuffix("[0]") ? String(name.dropLast(3)) : name
            found[variable] = LinkedProgram.Variable(location: location(name), type: glslType(type))
        }
        return found
    }

    private static func glslType(_ type: GLenum) -> GLSLType? {
        switch Int32(type) {
        case GL_FLOAT: .float
        case GL_FLOAT_VEC2: .vec2
        case GL_FLOAT_VEC4: .vec4
        case GL_FLOAT_MAT4: .mat4
        case GL_INT: .int
        case GL_UNSIGNED_INT: .uint
        case GL_BOOL: .bool
        case GL_SAMPLER_2D: .sampler2D
        default: nil
        }
    }

    /// A string the driver writes into a buffer of the given size.
    private static func log(_ read: (GLsizei, UnsafeMutablePointer<GLchar>) -> Void) -> String {
        var buffer = [GLchar](repeating: 0, count: 4096)
        buffer.withUnsafeMutableBufferPointer { read(GLsizei($0.count), $0.baseAddress!) }
        let text = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: text, as: UTF8.self)
    }
}

extension GLQueryKind {
    /// The query target GL names it by.
    var target: GLenum {
        switch self {
        case .timeElapsed: GLenum(GL_TIME_ELAPSED)
        case .vertexShaderInvocations: GLenum(GL_VERTEX_SHADER_INVOCATIONS_ARB)
        case .primitivesSubmitted: GLenum(GL_PRIMITIVES_SUBMITTED_ARB)
        case .fragmentShaderInvocations: GLenum(GL_FRAGMENT_SHADER_INVOCATIONS_ARB)
        }
    }
}
