import CCreaseGL
import Testing

/// The current context's state, every value a renderer could change or draw differently under,
/// read with GL's own queries by name (not through the renderer's `HostGLState`, which it checks).
struct GLStateReadout {
    /// Each value by its GL name (with the unit or index for per-unit and indexed ones).
    private(set) var values: [String: [Double]] = [:]

    private static let integers: [(String, Int32, Int)] = [
        ("CURRENT_PROGRAM", GL_CURRENT_PROGRAM, 1), ("VERTEX_ARRAY_BINDING", GL_VERTEX_ARRAY_BINDING, 1),
        ("ARRAY_BUFFER_BINDING", GL_ARRAY_BUFFER_BINDING, 1), ("ELEMENT_ARRAY_BUFFER_BINDING", GL_ELEMENT_ARRAY_BUFFER_BINDING, 1),
        ("UNIFORM_BUFFER_BINDING", GL_UNIFORM_BUFFER_BINDING, 1), ("COPY_READ_BUFFER_BINDING", GL_COPY_READ_BUFFER_BINDING, 1),
        ("COPY_WRITE_BUFFER_BINDING", GL_COPY_WRITE_BUFFER_BINDING, 1),
        ("PIXEL_PACK_BUFFER_BINDING", GL_PIXEL_PACK_BUFFER_BINDING, 1), ("PIXEL_UNPACK_BUFFER_BINDING", GL_PIXEL_UNPACK_BUFFER_BINDING, 1),
        ("ACTIVE_TEXTURE", GL_ACTIVE_TEXTURE, 1),
        ("DRAW_FRAMEBUFFER_BINDING", GL_DRAW_FRAMEBUFFER_BINDING, 1), ("READ_FRAMEBUFFER_BINDING", GL_READ_FRAMEBUFFER_BINDING, 1),
        ("RENDERBUFFER_BINDING", GL_RENDERBUFFER_BINDING, 1), ("DRAW_BUFFER", GL_DRAW_BUFFER, 1), ("READ_BUFFER", GL_READ_BUFFER, 1),
        ("VIEWPORT", GL_VIEWPORT, 4), ("SCISSOR_BOX", GL_SCISSOR_BOX, 4), ("POLYGON_MODE", GL_POLYGON_MODE, 2),
        ("CULL_FACE_MODE", GL_CULL_FACE_MODE, 1), ("FRONT_FACE", GL_FRONT_FACE, 1), ("LOGIC_OP_MODE", GL_LOGIC_OP_MODE, 1),
        ("BLEND_SRC_RGB", GL_BLEND_SRC_RGB, 1), ("BLEND_DST_RGB", GL_BLEND_DST_RGB, 1), ("BLEND_SRC_ALPHA", GL_BLEND_SRC_ALPHA, 1),
        ("BLEND_DST_ALPHA", GL_BLEND_DST_ALPHA, 1), ("BLEND_EQUATION_RGB", GL_BLEND_EQUATION_RGB, 1),
        ("BLEND_EQUATION_ALPHA", GL_BLEND_EQUATION_ALPHA, 1), ("DEPTH_FUNC", GL_DEPTH_FUNC, 1),
        ("STENCIL_FUNC", GL_STENCIL_FUNC, 1), ("STENCIL_REF", GL_STENCIL_REF, 1), ("STENCIL_VALUE_MASK", GL_STENCIL_VALUE_MASK, 1),
        ("STENCIL_FAIL", GL_STENCIL_FAIL, 1), ("STENCIL_PASS_DEPTH_FAIL", GL_STENCIL_PASS_DEPTH_FAIL, 1),
        ("STENCIL_PASS_DEPTH_PASS", GL_STENCIL_PASS_DEPTH_PASS, 1), ("STENCIL_WRITEMASK", GL_STENCIL_WRITEMASK, 1),
        ("STENCIL_BACK_FUNC", GL_STENCIL_BACK_FUNC, 1), ("STENCIL_BACK_REF", GL_STENCIL_BACK_REF, 1),
        ("STENCIL_BACK_VALUE_MASK", GL_STENCIL_BACK_VALUE_MASK, 1), ("STENCIL_BACK_FAIL", GL_STENCIL_BACK_FAIL, 1),
        ("STENCIL_BACK_PASS_DEPTH_FAIL", GL_STENCIL_BACK_PASS_DEPTH_FAIL, 1),
        ("STENCIL_BACK_PASS_DEPTH_PASS", GL_STENCIL_BACK_PASS_DEPTH_PASS, 1), ("STENCIL_BACK_WRITEMASK", GL_STENCIL_BACK_WRITEMASK, 1),
        ("STENCIL_CLEAR_VALUE", GL_STENCIL_CLEAR_VALUE, 1),
        ("UNPACK_ALIGNMENT", GL_UNPACK_ALIGNMENT, 1), ("UNPACK_ROW_LENGTH", GL_UNPACK_ROW_LENGTH, 1),
        ("UNPACK_SKIP_ROWS", GL_UNPACK_SKIP_ROWS, 1), ("UNPACK_SKIP_PIXELS", GL_UNPACK_SKIP_PIXELS, 1),
        ("UNPACK_IMAGE_HEIGHT", GL_UNPACK_IMAGE_HEIGHT, 1), ("PACK_ALIGNMENT", GL_PACK_ALIGNMENT, 1),
        ("PACK_ROW_LENGTH", GL_PACK_ROW_LENGTH, 1), ("PACK_SKIP_ROWS", GL_PACK_SKIP_ROWS, 1), ("PACK_SKIP_PIXELS", GL_PACK_SKIP_PIXELS, 1),
    ]

    private static let floats: [(String, Int32, Int)] = [
        ("COLOR_CLEAR_VALUE", GL_COLOR_CLEAR_VALUE, 4), ("DEPTH_CLEAR_VALUE", GL_DEPTH_CLEAR_VALUE, 1),
        ("DEPTH_RANGE", GL_DEPTH_RANGE, 2), ("BLEND_COLOR", GL_BLEND_COLOR, 4), ("LINE_WIDTH", GL_LINE_WIDTH, 1),
        ("POLYGON_OFFSET_FACTOR", GL_POLYGON_OFFSET_FACTOR, 1), ("POLYGON_OFFSET_UNITS", GL_POLYGON_OFFSET_UNITS, 1),
    ]

    private static let booleans: [(String, Int32, Int)] = [("COLOR_WRITEMASK", GL_COLOR_WRITEMASK, 4), ("DEPTH_WRITEMASK", GL_DEPTH_WRITEMASK, 1)]

    private static let capabilities: [(String, Int32)] = [
        ("BLEND", GL_BLEND), ("DEPTH_TEST", GL_DEPTH_TEST), ("STENCIL_TEST", GL_STENCIL_TEST), ("SCISSOR_TEST", GL_SCISSOR_TEST),
        ("CULL_FACE", GL_CULL_FACE), ("POLYGON_OFFSET_FILL", GL_POLYGON_OFFSET_FILL), ("COLOR_LOGIC_OP", GL_COLOR_LOGIC_OP),
        ("FRAMEBUFFER_SRGB", GL_FRAMEBUFFER_SRGB), ("SAMPLE_ALPHA_TO_COVERAGE", GL_SAMPLE_ALPHA_TO_COVERAGE),
        ("RASTERIZER_DISCARD", GL_RASTERIZER_DISCARD), ("MULTISAMPLE", GL_MULTISAMPLE), ("DITHER", GL_DITHER),
        ("PRIMITIVE_RESTART", GL_PRIMITIVE_RESTART), ("DEPTH_CLAMP", GL_DEPTH_CLAMP),
    ]

    /// The values of desktop GL alone: an ES context has no such state (asked, it reports an error).
    private static let desktopOnly: Set<String> = [
        "DRAW_BUFFER", "POLYGON_MODE", "LOGIC_OP_MODE", "COLOR_LOGIC_OP", "FRAMEBUFFER_SRGB", "MULTISAMPLE", "PRIMITIVE_RESTART", "DEPTH_CLAMP",
    ]

    /// The texture units whose bindings are read: more than any renderer or test uses.
    private static let units: Range<Int32> = 0..<8
    /// The uniform buffer binding points whose bindings are read.
    private static let uniformBufferPoints: Range<GLuint> = 0..<4

    /// Reads the current context's state; leaves it as it was (the active unit put back).
    static func current() -> GLStateReadout {
        var readout = GLStateReadout()
        let desktop = crGlIsDesktop()
        func has(_ name: String) -> Bool { desktop || !desktopOnly.contains(name) }
        for (name, pname, count) in integers where has(name) {
            var v = [GLint](repeating: 0, count: count)
            crGlGetIntegerv(GLenum(pname), &v)
            readout.values[name] = v.map(Double.init)
        }
        for (name, pname, count) in floats {
            var v = [GLfloat](repeating: 0, count: count)
            crGlGetFloatv(GLenum(pname), &v)
            readout.values[name] = v.map(Double.init)
        }
        for (name, pname, count) in booleans {
            var v = [GLboolean](repeating: 0, count: count)
            crGlGetBooleanv(GLenum(pname), &v)
            readout.values[name] = v.map(Double.init)
        }
        for (name, capability) in capabilities where has(name) { readout.values[name] = [Double(crGlIsEnabled(GLenum(capability)))] }
        var active = GLint(0)
        crGlGetIntegerv(GLenum(GL_ACTIVE_TEXTURE), &active)
        for unit in units {
            crGlActiveTexture(GLenum(GL_TEXTURE0 + unit))
            for (name, pname) in [("TEXTURE_BINDING_2D", GL_TEXTURE_BINDING_2D), ("SAMPLER_BINDING", GL_SAMPLER_BINDING)] {
                var v = GLint(0)
                crGlGetIntegerv(GLenum(pname), &v)
                readout.values["\(name) unit \(unit)"] = [Double(v)]
            }
        }
        crGlActiveTexture(GLenum(active))
        for point in uniformBufferPoints {
            var buffer = GLint(0), start = GLint64(0), size = GLint64(0)
            crGlGetIntegeri_v(GLenum(GL_UNIFORM_BUFFER_BINDING), point, &buffer)
            crGlGetInteger64i_v(GLenum(GL_UNIFORM_BUFFER_START), point, &start)
            crGlGetInteger64i_v(GLenum(GL_UNIFORM_BUFFER_SIZE), point, &size)
            readout.values["UNIFORM_BUFFER_BINDING point \(point)"] = [Double(buffer), Double(start), Double(size)]
        }
        return readout
    }

    /// The value of `name` (as listed above).
    subscript(_ name: String) -> [Double] { values[name] ?? [] }

    /// Expects the current state to be this one, naming each value that differs.
    func expectCurrent(after what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let now = Self.current()
        let changed = values.keys.sorted().filter { values[$0] != now.values[$0] }
        let listed = changed.map { "\($0) \(values[$0]!) → \(now.values[$0]!)" }.joined(separator: ", ")
        #expect(changed.isEmpty, "\(what) changed \(changed.count) values: \(listed)", sourceLocation: sourceLocation)
    }
}
