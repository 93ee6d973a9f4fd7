import CreaseMath
import CreaseRender
import Foundation
import Testing

/// Every bad input ends with one line on stderr, a non-zero status, and no file written.
@Suite(.serialized)
struct BadInputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let arguments: [String]
        let status: Int32
        let message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let outFile = "OUT/frame.png"

    static let cases: [Case] = [
        Case(arguments: ["render", "--bogus"], status: 64, message: "Unknown option '--bogus'"),
        Case(arguments: ["frobnicate"], status: 64, message: "unknown scene 'frobnicate'"),  // crease NAME is crease demo NAME
        Case(arguments: ["demo", "fold", "--scene", "demo"], status: 64, message: "name a scene or effect once"),
        Case(arguments: ["render"], status: 64, message: "--out FILE.png or --frames DIR is required"),
        Case(arguments: ["render", "--effect", "nope", "--out", outFile], status: 64, message: "unknown scene 'nope'"),
        Case(arguments: ["render", "--effect", "demo", "--out", outFile], status: 64, message: "'demo' is not a transition"),
        Case(arguments: ["render", "--effect", "open-doors", "--hinged", "--out", outFile], status: 64, message: "--hinged does not apply to open-doors"),
        Case(arguments: ["render", "--effect", "pan-fold", "--delay", "1", "--out", outFile], status: 64, message: "--delay does not apply to pan-fold"),
        Case(arguments: ["render", "--scene", "floor", "--gesture", "OUT/none.json", "--out", outFile], status: 64, message: "--gesture does not apply to floor (it takes none)"),
        Case(arguments: ["render", "--effect", "pan-fold", "--scene", "demo", "--out", outFile], status: 64, message: "give --scene or --effect, not both"),
        Case(arguments: ["render", "--effect", "pan-fold", "--image", "OUT/missing.png", "--out", outFile], status: 1, message: "missing.png"),
        Case(arguments: ["render", "--effect", "pan-fold", "--image", "/etc/hostname", "--out", outFile], status: 1, message: "not a PNG"),
        Case(arguments: ["render", "--effect", "pan-fold", "--gesture", "/etc/hostname", "--out", outFile], status: 1, message: "is not a gesture script"),
        Case(arguments: ["render", "--effect", "pan-fold", "--gesture", "OUT/none.json", "--out", outFile], status: 1, message: "no such file"),
        Case(arguments: ["render", "--effect", "pan-fold", "--frames", "OUT/missing-folder"], status: 1, message: "no such folder"),
        Case(arguments: ["render", "--scene", "demo", "--image", "/etc/hostname", "--out", outFile], status: 64, message: "--image does not apply to demo"),
        Case(arguments: ["render", "--scene", "fold", "--image", "/etc/hostname", "--out", outFile], status: 1, message: "not a PNG"),
        Case(arguments: ["render", "--effect", "pan-fold", "--frames", "OUT", "--out", outFile], status: 64, message: "give --out or --frames, not both"),
        Case(arguments: ["render", "--scene", "nope", "--out", outFile], status: 64, message: "unknown scene 'nope'"),
        Case(arguments: ["render", "--size", "0x100", "--out", outFile], status: 64, message: "width and height must be above 0"),
        Case(arguments: ["render", "--size=-5x10", "--out", outFile], status: 64, message: "width and height must be above 0"),
        Case(arguments: ["render", "--size", "abc", "--out", outFile], status: 64, message: "a size is WxH in whole points"),
        Case(arguments: ["render", "--size", "99999x10", "--out", outFile], status: 64, message: "at most 65536 points a side"),
        Case(arguments: ["render", "--out", "/nonexistent-crease-dir/x.png"], status: 1, message: "does not exist"),
        Case(arguments: ["render", "--out", "OUT/frame.txt"], status: 1, message: "must be a .png file"),
        Case(arguments: ["render", "--out", "OUT"], status: 1, message: "must be a .png file"),
        Case(arguments: ["render", "--time", "nan", "--out", outFile], status: 64, message: "--time must be a finite number"),
        Case(arguments: ["render", "--scale", "0", "--out", outFile], status: 64, message: "--scale must be above 0"),
        Case(arguments: ["bench", "--headless", "--frames", "0"], status: 64, message: "--frames must be 1 or more"),
        Case(arguments: ["bench", "--headless", "--json", "/nonexistent-crease-dir/r.json"], status: 1, message: "does not exist"),
        Case(arguments: ["demo", "--scene", "nope"], status: 64, message: "unknown scene 'nope'"),
    ]

    @Test(arguments: cases)
    func badInputFailsInOneLine(_ c: Case) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = c.arguments.map { $0.replacingOccurrences(of: "OUT", with: folder.path) }
        let result = try CreaseProcess.run(arguments)
        #expect(result.status == c.status, "status \(result.status): \(result.stderr)")
        #expect(result.stderr.hasPrefix("crease: error: ") && result.stderr.contains(c.message), "stderr: \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "more than one line: \(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "a file was left behind")
    }

    @Test func noDisplayPointsToHeadlessWithStatusTwo() throws {
        let result = try CreaseProcess.run(["demo"], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        #expect(result.status == 2)
        #expect(result.stderr.contains("use --headless"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test func tooOldAnOpenGLIsRefused() throws {
        // Mesa can pretend to be older; Crease needs a 3.3 core context.
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CreaseProcess.run(
            ["render", "--out", folder.appendingPathComponent("x.png").path], environment: ["MESA_GL_VERSION_OVERRIDE": "3.0"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("OpenGL 3.3"))
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// One point wider than this GPU's texture limit (16384 on llvmpipe, 32768 on NVIDIA).
    static let beyondTheLimit: String = {
        let limit = (try? OffscreenRenderer(viewport: Size(width: 1, height: 1), samples: 1).renderer.gpu.maxTextureSize) ?? 16_384
        return "\(limit + 1)x100"
    }()

    @Test func aSizeBeyondTheGPUsLimitFailsInOneLine() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CreaseProcess.run(["render", "--size", Self.beyondTheLimit, "--out", folder.appendingPathComponent("x.png").path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("beyond this GPU's limit") && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test func aFailedRenderLeavesAnExistingFileAlone() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("keep.png")
        try Data("earlier work".utf8).write(to: file)
        let result = try CreaseProcess.run(["render", "--size", Self.beyondTheLimit, "--out", file.path])
        #expect(result.status == 1)
        #expect(try String(contentsOf: file, encoding: .utf8) == "earlier work")
    }
}
