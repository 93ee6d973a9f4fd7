import Foundation
import Testing

/// Every bad input ends with one line on stderr, a non-zero status, and no file written.
@Suite(.serialized)
struct BadInputTests {
    @Test func theTableCoversEveryClass() {
        #expect(BadInput.all.count >= 150)
    }

    @Test(arguments: BadInput.all)
    func badInputFailsInOneLine(_ c: BadInput) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try makeFixtures(in: folder)
        let before = try Self.listing(folder)
        func inFolder(_ text: String) -> String { text.replacingOccurrences(of: "OUT", with: folder.path) }
        // Run in the case's folder too, so that nothing written where crease runs goes unseen.
        let result = try CreaseProcess.run(c.arguments.map(inFolder), environment: c.environment.mapValues(inFolder), in: folder)
        #expect(result.status == c.status, "status \(result.status): \(result.stderr)")
        #expect(result.stderr.hasPrefix("crease: error: ") && result.stderr.contains(inFolder(c.message)), "stderr: \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "more than one line: \(result.stderr)")
        #expect(try Self.listing(folder) == before, "a file was left behind or changed")
    }

    func makeFixtures(in folder: URL) throws {
        for (name, data) in BadInput.fixtures {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
            if url.lastPathComponent == "ffmpeg" { #expect(chmod(url.path, 0o755) == 0) }
        }
        #expect(mkfifo(folder.appendingPathComponent(BadInput.fifo).path, 0o644) == 0)
        #expect(mkfifo(folder.appendingPathComponent(BadInput.videoFIFO).path, 0o644) == 0)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(BadInput.folderPicture), withIntermediateDirectories: false)
        #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(BadInput.hugeScript).path, contents: nil))
        #expect(truncate(folder.appendingPathComponent(BadInput.hugeScript).path, 200 << 20) == 0)
        #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(BadInput.hugeReport).path, contents: nil))
        #expect(truncate(folder.appendingPathComponent(BadInput.hugeReport).path, 4 << 30) == 0)
        let pngSignature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(FileManager.default.createFile(atPath: folder.appendingPathComponent(BadInput.hugePicture).path, contents: pngSignature))
        #expect(truncate(folder.appendingPathComponent(BadInput.hugePicture).path, 3 << 30) == 0)
    }

    /// Every path under `folder` (hidden ones too) with its size.
    static func listing(_ folder: URL) throws -> [String: Int] {
        var found: [String: Int] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return found }
        while let path = walker.nextObject() as? String {
            found[path] = (walker.fileAttributes?[.size] as? Int) ?? -1
        }
        return found
    }

    /// Where there is no display, the window is had through a virtual one, and pictures without one.
    @Test func noDisplayPointsToXvfbAndRenderWithStatusTwo() throws {
        let result = try CreaseProcess.run(["demo"], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil])
        #expect(result.status == 2)
        #expect(result.stderr.contains("xvfb-run") && result.stderr.contains("crease render"), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    /// Mesa can pretend to be older (other drivers cannot be told to); Crease needs a 3.3 core
    /// context, or an ES 3.0 one, when asked for that API.
    @Test(.enabled(if: LocalGPU.info?.version.contains("Mesa") == true, "only Mesa can be made to offer an older OpenGL"),
          arguments: [("desktop", "MESA_GL_VERSION_OVERRIDE", "3.0", "OpenGL 3.3 core"), ("es", "MESA_GLES_VERSION_OVERRIDE", "2.0", "OpenGL ES 3.0")])
    func tooOldAnOpenGLIsRefused(_ api: String, _ variable: String, _ version: String, _ needed: String) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CreaseProcess.run(
            ["render", "--gl", api, "--out", folder.appendingPathComponent("x.png").path], environment: [variable: version])
        #expect(result.status == 1)
        #expect(result.stderr.contains(needed), "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// One point wider than this GPU's texture limit (16384 on llvmpipe, 32768 on NVIDIA).
    static let beyondTheLimit = "\((LocalGPU.info?.maxTextureSize ?? 16_384) + 1)x100"

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
