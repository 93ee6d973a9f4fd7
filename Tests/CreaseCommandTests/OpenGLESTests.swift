import CreaseDraw
import CreaseImage
import CreaseTestSupport
import Foundation
import Testing

/// The command on OpenGL ES 3.0: the same pictures as on desktop OpenGL, and ES where the
/// desktop GL is too old and no API was asked for.
@Suite(.enabled(if: LocalGPU.es != nil, "this driver gives no OpenGL ES context"))
struct OpenGLESTests {
    /// Each transition mid-way, multisampled or not, on both APIs: within the goldens' bounds
    /// of each other (on llvmpipe, the same bytes), and a picture, not a blank.
    @Test(arguments: [("open-folder", "0.5", "1"), ("pan-fold", "0.6", "1"), ("open-doors", "0.3", "4"), ("flipping-notch", "1.1", "1"),
                      ("folding-list", "0.8", "4")])
    func eachTransitionOnESLooksAsOnDesktop(_ effect: String, _ time: String, _ samples: String) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var pictures: [String: Bitmap] = [:]
        for api in ["desktop", "es"] {
            let path = folder.appendingPathComponent("\(api).png").path
            let result = try CreaseProcess.run(["render", "--effect", effect, "--time", time, "--size", "360x400", "--samples", samples,
                "--gl", api, "--out", path])
            try #require(result.status == 0, "\(api): \(result.stderr)")
            pictures[api] = try PNGFile.read(path: path)
        }
        let (es, desktop) = (try #require(pictures["es"]), try #require(pictures["desktop"]))
        let comparison = ImageComparison.golden(actual: es, expected: desktop)
        #expect(comparison.passed, "\(effect): \(comparison)")
        let reds = Set(stride(from: 0, to: es.pixels.count, by: 4).map { es.pixels[$0] })
        #expect(reds.count > 16, "\(effect) on ES: \(reds.count) shades of red, a blank frame")
    }

    /// ES 3.0 alone: with every extension Crease may use on ES hidden (BGRA textures and reads,
    /// timer queries, anisotropic filtering), pictures stored and read R, G, B, A look the same.
    @Test(.enabled(if: LocalGPU.es?.version.contains("Mesa") == true, "only Mesa can be told to hide extensions"), arguments: ["1", "4"])
    func withoutItsExtensionsESLooksTheSame(_ samples: String) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = ["render", "--effect", "open-folder", "--time", "0.5", "--size", "360x400", "--samples", samples]
        let bare = folder.appendingPathComponent("bare.png"), desktop = folder.appendingPathComponent("desktop.png")
        let hidden = ["GL_EXT_texture_format_BGRA8888", "GL_EXT_read_format_bgra", "GL_EXT_disjoint_timer_query", "GL_EXT_texture_filter_anisotropic"]
        let result = try CreaseProcess.run(scene + ["--gl", "es", "--out", bare.path],
            environment: ["MESA_EXTENSION_OVERRIDE": hidden.map { "-" + $0 }.joined(separator: " "), "MESA_GLES_VERSION_OVERRIDE": "3.0"])
        try #require(result.status == 0, "\(result.stderr)")
        try #require(try CreaseProcess.run(scene + ["--gl", "desktop", "--out", desktop.path]).status == 0)
        let comparison = ImageComparison.golden(actual: try PNGFile.read(path: bare.path), expected: try PNGFile.read(path: desktop.path))
        #expect(comparison.passed, "\(comparison)")
    }

    /// Asked for no API, a driver whose desktop OpenGL is too old draws with its OpenGL ES: a
    /// Raspberry Pi's case (desktop GL 2.1, ES 3.1), played by Mesa here.
    @Test(.enabled(if: LocalGPU.info?.version.contains("Mesa") == true, "only Mesa can be made to offer an older OpenGL"))
    func tooOldADesktopOpenGLFallsBackToES() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scene = ["render", "--effect", "open-doors", "--time", "0.3", "--size", "320x200"]
        let fallback = folder.appendingPathComponent("fallback.png"), desktop = folder.appendingPathComponent("desktop.png")
        let result = try CreaseProcess.run(scene + ["--out", fallback.path], environment: ["MESA_GL_VERSION_OVERRIDE": "3.0", "CREASE_GL": nil])
        try #require(result.status == 0, "\(result.stderr)")
        try #require(try CreaseProcess.run(scene + ["--gl", "desktop", "--out", desktop.path]).status == 0)
        #expect(try PNGFile.read(path: fallback.path).pixels == PNGFile.read(path: desktop.path).pixels)
    }
}
