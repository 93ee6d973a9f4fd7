internal import CCreaseGL

/// Which OpenGL a context speaks: desktop OpenGL (3.3 core or later) or OpenGL ES (3.0 or later,
/// the boards and phones whose drivers offer no desktop GL). The renderer is the same on both;
/// where they differ the device (`ContextDevice`), the host's saved state (`HostGLState`) and
/// the shaders' first lines (`shaderPrelude`) decide, from the context's own API.
public enum GLAPI: String, Sendable, CaseIterable {
    case desktop
    case es

    /// What Crease needs of the API, in words.
    public var requirement: String { self == .desktop ? "OpenGL 3.3 core" : "OpenGL ES 3.0" }

    /// The oldest version Crease takes, major × 10 + minor as libepoxy reports it.
    var minimumVersion: Int { self == .desktop ? 33 : 30 }

    /// The API of the context current on this thread.
    static var current: GLAPI { crGlIsDesktop() ? .desktop : .es }

    /// What every shader starts with: the language version, and on ES the precision GLSL ES
    /// asks be declared. highp throughout: edges are measured in pixels of frames thousands
    /// wide, and a uniform both stages read must have one precision in both.
    var shaderPrelude: String {
        switch self {
        case .desktop: "#version 330 core\n"
        case .es: "#version 300 es\nprecision highp float;\nprecision highp int;\nprecision highp sampler2D;\n"
        }
    }
}
