internal import CCreaseGL

/// Facts about the current GL context, read once after it is made current.
public struct GPUInfo: Sendable {
    public let renderer: String
    public let version: String
    /// Major × 10 + minor, as libepoxy reports it (33 for OpenGL 3.3).
    public let versionNumber: Int
    /// The widest and tallest texture, in pixels (GL_MAX_TEXTURE_SIZE).
    public let maxTextureSize: Int
    /// The widest and tallest renderbuffer, in pixels (GL_MAX_RENDERBUFFER_SIZE): a render
    /// target's depth, stencil and multisampled colour.
    public let maxRenderbufferSize: Int
    public let maxSamples: Int
    /// The most anisotropic filtering a texture can have; 1 where the GPU has none (neither
    /// EXT/ARB_texture_filter_anisotropic nor OpenGL 4.6).
    public let maxAnisotropy: Double
    /// Whether queries count the pipeline's work (GL_ARB_pipeline_statistics_query, or OpenGL
    /// 4.6): shader invocations and primitives, exact on any driver (`PipelineCounter`).
    public var countsPipeline = false
    /// The context's API: desktop OpenGL or OpenGL ES.
    public var api = GLAPI.desktop
    /// Whether queries time the GPU's work (GL_TIME_ELAPSED): desktop OpenGL 3.3 has them, ES
    /// only with GL_EXT_disjoint_timer_query.
    public var hasTimerQuery = true

    /// Reads the current context; fails when it is older than OpenGL 3.3 core or OpenGL ES 3.0.
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
        let versionNumber = Int(crGlVersion()), api = GLAPI.current
        var anisotropy: GLfloat = 1
        if versionNumber >= 46 || crGlHasExtension("GL_EXT_texture_filter_anisotropic")
            || crGlHasExtension("GL_ARB_texture_filter_anisotropic") {
            crGlGetFloatv(GLenum(GL_MAX_TEXTURE_MAX_ANISOTROPY_EXT), &anisotropy)
        }
        let info = GPUInfo(
            renderer: string(GL_RENDERER), version: string(GL_VERSION), versionNumber: versionNumber,
            maxTextureSize: integer(GL_MAX_TEXTURE_SIZE), maxRenderbufferSize: integer(GL_MAX_RENDERBUFFER_SIZE),
            maxSamples: integer(GL_MAX_SAMPLES), maxAnisotropy: max(1, Double(anisotropy)),
            countsPipeline: api == .desktop && (versionNumber >= 46 || crGlHasExtension("GL_ARB_pipeline_statistics_query")), api: api,
            hasTimerQuery: api == .desktop || crGlHasExtension("GL_EXT_disjoint_timer_query"))
        guard info.versionNumber >= api.minimumVersion else {
            throw GLError.unsupported("\(info.versionName) is too old: Crease needs \(api.requirement)")
        }
        return info
    }

    /// The API and version in words: "OpenGL 4.5 (Core Profile) Mesa 22.3.6", "OpenGL ES 3.2
    /// Mesa 22.3.6" (desktop GL's version string starts at the number; ES's names the API).
    public var versionName: String { api == .desktop ? "OpenGL \(version)" : version }

    /// Whether this is one of Mesa's software rasterisers (llvmpipe, softpipe): shaders on the CPU.
    public var isSoftwareRasterizer: Bool { renderer.hasPrefix("llvmpipe") || renderer.hasPrefix("softpipe") }

    /// Whether a clear that starts the drawing into a framebuffer picks the rasteriser from the
    /// last draw, into whichever framebuffer that went (llvmpipe's linear path): then a draw into
    /// this one must come first (`QuadPass.begin`).
    var needsDrawBeforeClear: Bool { renderer.hasPrefix("llvmpipe") }

    /// Whether a draw that samples a texture the GPU drew into may end the scene being built, at
    /// a time its threads decide (llvmpipe: while a scene that drew into it is kept, unrecycled):
    /// then the renderer ends it itself first (`GLState.drawQuads`).
    var endsScenesToSampleDrawnTextures: Bool { renderer.hasPrefix("llvmpipe") }

    /// Anisotropic filtering for layer contents drawn smaller: 8 samples at most, where the GPU
    /// has it. Not on Mesa's software rasterisers: their anisotropic filter (a Gaussian over the
    /// footprint) blurs even a picture drawn at its own size, at several lookups a pixel on the CPU.
    var contentsAnisotropy: Double { isSoftwareRasterizer ? 1 : min(8, maxAnisotropy) }

    /// Throws when a render target of this many pixels cannot exist on this GPU: its picture
    /// is a texture, its depth, stencil and multisampled colour are renderbuffers.
    public func checkSize(width: Int, height: Int) throws {
        try check(width, height, as: "render target", within: [("textures", maxTextureSize), ("renderbuffers", maxRenderbufferSize)])
    }

    /// Throws when a picture of this many pixels cannot be uploaded as a texture.
    func checkPictureSize(width: Int, height: Int) throws {
        try check(width, height, as: "picture", within: [("textures", maxTextureSize)])
    }

    /// Throws naming the smallest of `limits` (what it limits, pixels a side) that the size is beyond.
    private func check(_ width: Int, _ height: Int, as what: String, within limits: [(String, Int)]) throws {
        for (kind, limit) in limits.sorted(by: { $0.1 < $1.1 }) where width > limit || height > limit {
            throw GLError.sizeTooLarge(what, width: width, height: height, limit: limit, kind: kind)
        }
    }
}
