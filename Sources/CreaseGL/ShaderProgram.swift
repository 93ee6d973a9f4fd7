internal import CCreaseGL

/// A linked GLSL program. Its pass looks the uniform locations up once, into a struct of its own.
final class ShaderProgram {
    let id: GLuint

    /// `defines` are set in both sources, after their #version line: how one shader file gives
    /// several specialised programs.
    init(vertex: String, fragment: String, name: String, defines: [String] = []) throws {
        let vs = try Self.compile(Self.defining(defines, in: vertex), GLenum(GL_VERTEX_SHADER), name: "\(name).vert")
        defer { crGlDeleteShader(vs) }
        let fs = try Self.compile(Self.defining(defines, in: fragment), GLenum(GL_FRAGMENT_SHADER), name: "\(name).frag")
        defer { crGlDeleteShader(fs) }
        id = crGlCreateProgram()
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
    }

    deinit { crGlDeleteProgram(id) }

    func uniform(_ name: String) -> GLint { crGlGetUniformLocation(id, name) }

    private static func defining(_ names: [String], in source: String) -> String {
        guard !names.isEmpty, let end = source.firstIndex(of: "\n") else { return source }
        return source[...end] + names.map { "#define \($0)\n" }.joined() + source[source.index(after: end)...]
    }

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

    private static func log(_ read: (GLsizei, UnsafeMutablePointer<GLchar>) -> Void) -> String {
        var buffer = [GLchar](repeating: 0, count: 4096)
        buffer.withUnsafeMutableBufferPointer { read(GLsizei($0.count), $0.baseAddress!) }
        let text = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: text, as: UTF8.self)
    }
}

/// The GLSL sources in Shaders/, embedded in the binary at build time so it runs from anywhere.
enum ShaderSource {
    static var quadVertex: String { String(decoding: PackageResources.quad_vert, as: UTF8.self) }
    static var quadFragment: String { String(decoding: PackageResources.quad_frag, as: UTF8.self) }
    static var foldVertex: String { String(decoding: PackageResources.fold_vert, as: UTF8.self) }
    static var foldFragment: String { String(decoding: PackageResources.fold_frag, as: UTF8.self) }
    static var floorVertex: String { String(decoding: PackageResources.floor_vert, as: UTF8.self) }
    static var floorFragment: String { String(decoding: PackageResources.floor_frag, as: UTF8.self) }
    static var shadowVertex: String { String(decoding: PackageResources.shadow_vert, as: UTF8.self) }
    static var shadowFragment: String { String(decoding: PackageResources.shadow_frag, as: UTF8.self) }
    static var gradientVertex: String { String(decoding: PackageResources.gradient_vert, as: UTF8.self) }
    static var gradientFragment: String { String(decoding: PackageResources.gradient_frag, as: UTF8.self) }
    static var blurVertex: String { String(decoding: PackageResources.blur_vert, as: UTF8.self) }
    static var blurFragment: String { String(decoding: PackageResources.blur_frag, as: UTF8.self) }
}
