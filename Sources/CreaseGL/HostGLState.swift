internal import CCreaseGL

/// The state of a host's GL context that drawing a frame for it would change, or that would change
/// how the frame draws: read before Crease draws into the host's framebuffer and put back after,
/// so the host's next draw finds its context as it left it.
///
/// What the renderer sets itself (program, vertex array, texture unit 0, uniform buffer binding 0, blending,
/// depth, stencil, scissor, colour mask, viewport, framebuffers, clear values) is saved and put
/// back; what it never sets but depends on (face culling, polygon offset and mode, logic op,
/// sRGB writes, alpha to coverage, rasteriser discard, blend equation, depth range, sampler
/// objects, pixel-store layout and buffers) is also set to GL's defaults for the frame; on ES,
/// which has no polygon mode, logic op, sRGB switch or multisample switch, what it has. Not
/// covered: a GL_TIME_ELAPSED query the host has running while `LayerRenderer.timesGPU` is set,
/// and texture parameters of the host's own textures, which Crease does not touch.
struct HostGLState: Equatable {
    /// The context's API: which of the lists below it has.
    private var api: GLAPI
    /// glGetIntegerv values by name, in `integerNames` order.
    private var integers: [[GLint]]
    /// Enabled or not, in `capabilities` order.
    private var enabled: [Bool]
    private var colorMask: [GLboolean]
    private var depthMask: GLboolean
    private var clearColor: [GLfloat]
    private var clearDepth: GLfloat
    private var depthRange: [GLfloat]
    /// Per texture unit Crease uses: the 2D texture and sampler object bound there.
    private var units: [[GLint]]
    /// The buffer at the fold pass's uniform buffer binding point (its row table), and the range
    /// bound: start and size, size 0 for the whole buffer.
    private var uniformBuffer: [GLint64]

    /// The units whose bindings the renderer changes: pictures on 0.
    private static let textureUnits: [GLint] = [0]

    /// Desktop GL's capabilities that ES does not have.
    private static let desktopCapabilities: [Int32] = [GL_COLOR_LOGIC_OP, GL_FRAMEBUFFER_SRGB, GL_MULTISAMPLE]
    private static func capabilities(_ api: GLAPI) -> [Int32] {
        [GL_BLEND, GL_DEPTH_TEST, GL_STENCIL_TEST, GL_SCISSOR_TEST, GL_CULL_FACE, GL_POLYGON_OFFSET_FILL, GL_SAMPLE_ALPHA_TO_COVERAGE,
            GL_RASTERIZER_DISCARD] + (api == .desktop ? desktopCapabilities : [])
    }
    /// The capabilities that would change Crease's drawing while on (it turns the first four on
    /// and off itself); multisampling stays as the host has it, as GL's default is on.
    private static func offForCrease(_ api: GLAPI) -> [Int32] {
        [GL_CULL_FACE, GL_POLYGON_OFFSET_FILL, GL_SAMPLE_ALPHA_TO_COVERAGE, GL_RASTERIZER_DISCARD]
            + (api == .desktop ? [GL_COLOR_LOGIC_OP, GL_FRAMEBUFFER_SRGB] : [])
    }

    /// Integer state, with how many values each has.
    private static func integerNames(_ api: GLAPI) -> [(Int32, Int)] {
        api == .desktop ? sharedIntegerNames + [(GL_POLYGON_MODE, 2)] : sharedIntegerNames
    }
    private static let sharedIntegerNames: [(Int32, Int)] = [
        (GL_CURRENT_PROGRAM, 1), (GL_VERTEX_ARRAY_BINDING, 1), (GL_ARRAY_BUFFER_BINDING, 1), (GL_UNIFORM_BUFFER_BINDING, 1),
        (GL_ACTIVE_TEXTURE, 1),
        (GL_DRAW_FRAMEBUFFER_BINDING, 1), (GL_READ_FRAMEBUFFER_BINDING, 1), (GL_RENDERBUFFER_BINDING, 1),
        (GL_VIEWPORT, 4), (GL_SCISSOR_BOX, 4),
        (GL_BLEND_SRC_RGB, 1), (GL_BLEND_DST_RGB, 1), (GL_BLEND_SRC_ALPHA, 1), (GL_BLEND_DST_ALPHA, 1),
        (GL_BLEND_EQUATION_RGB, 1), (GL_BLEND_EQUATION_ALPHA, 1), (GL_DEPTH_FUNC, 1),
        (GL_STENCIL_CLEAR_VALUE, 1),
        (GL_PIXEL_UNPACK_BUFFER_BINDING, 1), (GL_PIXEL_PACK_BUFFER_BINDING, 1),
        (GL_UNPACK_ALIGNMENT, 1), (GL_UNPACK_ROW_LENGTH, 1), (GL_UNPACK_SKIP_ROWS, 1), (GL_UNPACK_SKIP_PIXELS, 1),
        (GL_PACK_ALIGNMENT, 1), (GL_PACK_ROW_LENGTH, 1), (GL_PACK_SKIP_ROWS, 1), (GL_PACK_SKIP_PIXELS, 1),
    ] + stencilNames.flatMap { $0.names.map { ($0, 1) } }

    /// Each face's stencil function, reference, value mask, three operations and write mask.
    private static let stencilNames: [(face: Int32, names: [Int32])] = [
        (GL_FRONT, [GL_STENCIL_FUNC, GL_STENCIL_REF, GL_STENCIL_VALUE_MASK, GL_STENCIL_FAIL, GL_STENCIL_PASS_DEPTH_FAIL,
            GL_STENCIL_PASS_DEPTH_PASS, GL_STENCIL_WRITEMASK]),
        (GL_BACK, [GL_STENCIL_BACK_FUNC, GL_STENCIL_BACK_REF, GL_STENCIL_BACK_VALUE_MASK, GL_STENCIL_BACK_FAIL,
            GL_STENCIL_BACK_PASS_DEPTH_FAIL, GL_STENCIL_BACK_PASS_DEPTH_PASS, GL_STENCIL_BACK_WRITEMASK]),
    ]

    /// Reads the current context's state; `api` is the context's (a renderer's `GPUInfo` has it,
    /// read once: asking libepoxy costs some 60,000 instructions on ES, every host frame).
    static func current(api: GLAPI = .current) -> HostGLState {
        func integers(_ name: Int32, _ count: Int) -> [GLint] {
            var values = [GLint](repeating: 0, count: count)
            crGlGetIntegerv(GLenum(name), &values)
            return values
        }
        func floats(_ name: Int32, _ count: Int) -> [GLfloat] {
            var values = [GLfloat](repeating: 0, count: count)
            crGlGetFloatv(GLenum(name), &values)
            return values
        }
        var colorMask = [GLboolean](repeating: 0, count: 4), depthMask: GLboolean = 0
        crGlGetBooleanv(GLenum(GL_COLOR_WRITEMASK), &colorMask)
        crGlGetBooleanv(GLenum(GL_DEPTH_WRITEMASK), &depthMask)
        let active = integers(GL_ACTIVE_TEXTURE, 1)[0]
        let units = textureUnits.map { unit in
            crGlActiveTexture(GLenum(GL_TEXTURE0 + unit))
            return integers(GL_TEXTURE_BINDING_2D, 1) + integers(GL_SAMPLER_BINDING, 1)
        }
        crGlActiveTexture(GLenum(active))
        var buffer: GLint = 0, start: GLint64 = 0, size: GLint64 = 0
        let point = GLuint(FoldShader.rowTableBinding)
        crGlGetIntegeri_v(GLenum(GL_UNIFORM_BUFFER_BINDING), point, &buffer)
        crGlGetInteger64i_v(GLenum(GL_UNIFORM_BUFFER_START), point, &start)
        crGlGetInteger64i_v(GLenum(GL_UNIFORM_BUFFER_SIZE), point, &size)
        return HostGLState(
            api: api, integers: integerNames(api).map { integers($0.0, $0.1) }, enabled: capabilities(api).map { crGlIsEnabled(GLenum($0)) != 0 },
            colorMask: colorMask, depthMask: depthMask, clearColor: floats(GL_COLOR_CLEAR_VALUE, 4),
            clearDepth: floats(GL_DEPTH_CLEAR_VALUE, 1)[0], depthRange: floats(GL_DEPTH_RANGE, 2), units: units,
            uniformBuffer: [GLint64(buffer), start, size])
    }

    /// Reads the current state, to be put back with `restore()` when the renderer is done, and
    /// sets what the renderer depends on but never sets to GL's defaults: how the renderer starts
    /// any work in a context that may be a host's.
    static func savedForCrease(api: GLAPI) -> HostGLState {
        let saved = current(api: api)
        prepareForCrease(saved.api)
        return saved
    }

    /// Sets what the renderer depends on but never sets to GL's defaults: the state it expects
    /// of a context of its own. Unit 0 is made active: the renderer binds its textures, as it
    /// makes them, on the active unit, and only unit 0's bindings are put back.
    private static func prepareForCrease(_ api: GLAPI) {
        crGlActiveTexture(GLenum(GL_TEXTURE0))
        for capability in offForCrease(api) { crGlDisable(GLenum(capability)) }
        crGlBlendEquationSeparate(GLenum(GL_FUNC_ADD), GLenum(GL_FUNC_ADD))
        if api == .desktop {
            crGlPolygonMode(GLenum(GL_FRONT_AND_BACK), GLenum(GL_FILL))
            crGlDepthRange(0, 1)
        } else {
            crGlDepthRangef(0, 1)
        }
        for unit in textureUnits { crGlBindSampler(GLuint(unit), 0) }
        crGlBindBuffer(GLenum(GL_PIXEL_UNPACK_BUFFER), 0)
        crGlBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), 0)
        for name in [GL_UNPACK_ROW_LENGTH, GL_UNPACK_SKIP_ROWS, GL_UNPACK_SKIP_PIXELS, GL_PACK_ROW_LENGTH, GL_PACK_SKIP_ROWS, GL_PACK_SKIP_PIXELS] {
            crGlPixelStorei(GLenum(name), 0)
        }
    }

    /// Puts this state back into the current context.
    func restore() {
        let names = Self.integerNames(api)
        func value(_ name: Int32) -> [GLint] { integers[names.firstIndex { $0.0 == name }!] }
        func one(_ name: Int32) -> GLenum { GLenum(bitPattern: value(name)[0]) }
        for (capability, on) in zip(Self.capabilities(api), enabled) {
            if on { crGlEnable(GLenum(capability)) } else { crGlDisable(GLenum(capability)) }
        }
        for (unit, bindings) in zip(Self.textureUnits, units) {
            crGlActiveTexture(GLenum(GL_TEXTURE0 + unit))
            crGlBindTexture(GLenum(GL_TEXTURE_2D), GLuint(bindings[0]))
            crGlBindSampler(GLuint(unit), GLuint(bindings[1]))
        }
        crGlActiveTexture(one(GL_ACTIVE_TEXTURE))
        crGlUseProgram(one(GL_CURRENT_PROGRAM))
        crGlBindVertexArray(one(GL_VERTEX_ARRAY_BINDING))
        crGlBindBuffer(GLenum(GL_ARRAY_BUFFER), one(GL_ARRAY_BUFFER_BINDING))
        // Binding a range also sets the general binding: the range first, then that.
        let (buffer, start, size) = (GLuint(uniformBuffer[0]), uniformBuffer[1], uniformBuffer[2])
        let point = GLuint(FoldShader.rowTableBinding)
        if size > 0 {
            crGlBindBufferRange(GLenum(GL_UNIFORM_BUFFER), point, buffer, GLintptr(start), GLsizeiptr(size))
        } else {
            crGlBindBufferBase(GLenum(GL_UNIFORM_BUFFER), point, buffer)
        }
        crGlBindBuffer(GLenum(GL_UNIFORM_BUFFER), one(GL_UNIFORM_BUFFER_BINDING))
        crGlBindFramebuffer(GLenum(GL_DRAW_FRAMEBUFFER), one(GL_DRAW_FRAMEBUFFER_BINDING))
        crGlBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), one(GL_READ_FRAMEBUFFER_BINDING))
        crGlBindRenderbuffer(GLenum(GL_RENDERBUFFER), one(GL_RENDERBUFFER_BINDING))
        let viewport = value(GL_VIEWPORT), scissor = value(GL_SCISSOR_BOX)
        crGlViewport(viewport[0], viewport[1], viewport[2], viewport[3])
        crGlScissor(scissor[0], scissor[1], scissor[2], scissor[3])
        if api == .desktop { crGlPolygonMode(GLenum(GL_FRONT_AND_BACK), one(GL_POLYGON_MODE)) }
        crGlBlendFuncSeparate(one(GL_BLEND_SRC_RGB), one(GL_BLEND_DST_RGB), one(GL_BLEND_SRC_ALPHA), one(GL_BLEND_DST_ALPHA))
        crGlBlendEquationSeparate(one(GL_BLEND_EQUATION_RGB), one(GL_BLEND_EQUATION_ALPHA))
        crGlDepthFunc(one(GL_DEPTH_FUNC))
        crGlDepthMask(depthMask)
        if api == .desktop { crGlDepthRange(Double(depthRange[0]), Double(depthRange[1])) } else { crGlDepthRangef(depthRange[0], depthRange[1]) }
        crGlColorMask(colorMask[0], colorMask[1], colorMask[2], colorMask[3])
        for (face, names) in Self.stencilNames {
            crGlStencilFuncSeparate(GLenum(face), one(names[0]), value(names[1])[0], one(names[2]))
            crGlStencilOpSeparate(GLenum(face), one(names[3]), one(names[4]), one(names[5]))
            crGlStencilMaskSeparate(GLenum(face), one(names[6]))
        }
        crGlClearColor(clearColor[0], clearColor[1], clearColor[2], clearColor[3])
        crGlClearStencil(value(GL_STENCIL_CLEAR_VALUE)[0])
        if api == .desktop { crGlClearDepth(Double(clearDepth)) } else { crGlClearDepthf(clearDepth) }
        crGlBindBuffer(GLenum(GL_PIXEL_UNPACK_BUFFER), one(GL_PIXEL_UNPACK_BUFFER_BINDING))
        crGlBindBuffer(GLenum(GL_PIXEL_PACK_BUFFER), one(GL_PIXEL_PACK_BUFFER_BINDING))
        for name in [GL_UNPACK_ALIGNMENT, GL_UNPACK_ROW_LENGTH, GL_UNPACK_SKIP_ROWS, GL_UNPACK_SKIP_PIXELS,
            GL_PACK_ALIGNMENT, GL_PACK_ROW_LENGTH, GL_PACK_SKIP_ROWS, GL_PACK_SKIP_PIXELS]
        {
            crGlPixelStorei(GLenum(name), value(name)[0])
        }
    }
}
