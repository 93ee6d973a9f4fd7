internal import CCreaseGL

/// Facts about the current GL context, read once after it is made current.
public struct GPUInfo: Sendable {
    public let renderer: String
    public let version: String
    /// Major × 10 + minor, as libepoxy reports it (33 for OpenGL 3.3).
    public let versionNumber: Int
    public let maxTextureSize: Int
    public let maxSamples: Int

    /// Reads the current context; fails when it is older than OpenGL 3.3.
    public static func current() throws -> GPUInfo {
        func string(_ name: Int32) -> String {
            guard let p = crGlGetString(GLenum(name)) else { return "unknown" }
            return String(cString: p)
        }
        func integer(_ name: Int32) -> Int {
            var v: GLint = 0
            crGlGetIntegerv(GLenum(name), &v)
            return Int(v)
        }
        let info = GPUInfo(
            renderer: string(GL_RENDERER), version: string(GL_VERSION), versionNumber: Int(crGlVersion()),
            maxTextureSize: integer(GL_MAX_TEXTURE_SIZE), maxSamples: integer(GL_MAX_SAMPLES))
        guard info.versionNumber >= 33 else {
            throw GLError.unsupported("OpenGL \(info.version) is too old: Crease needs OpenGL 3.3 core")
        }
        return info
    }

    /// Throws when a target of this many pixels cannot exist on this GPU.
    public func checkSize(width: Int, height: Int) throws {
        guard width <= maxTextureSize, height <= maxTextureSize else {
            throw GLError.sizeTooLarge(width: width, height: height, limit: maxTextureSize)
        }
    }
}
