import CreaseTestSupport
import Foundation
import Testing

/// Outputs that pass the file-size limit (`ulimit -f`, as a full quota does): one line, a failure
/// status, and nothing left, rather than a silent death by SIGXFSZ.
@Suite(.serialized)
struct FileLimitTests {
    /// `crease ARGUMENTS` in `folder` under a file-size limit of `kilobytes`.
    static func run(_ arguments: [String], limit kilobytes: Int, in folder: URL) throws -> CreaseProcess.Result {
        try CreaseProcess.run(arguments, ulimit: "-f \(kilobytes)", in: folder)
    }

    @Test func aPictureBeyondTheLimit() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["render", "--scene", "floor", "--size", "2000x2000", "--out", "o.png"], limit: 10, in: folder)
        try CreaseProcess.expectOneLineAndNothingLeft(result, saying: "cannot write o.png: \(String(cString: strerror(EFBIG))) (beyond the file-size limit, ulimit -f", in: folder)
    }

    @Test func aBenchReportBeyondTheLimit() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["bench", "--size", "32x32", "--frames", "1", "--warmup", "0", "--scenario", "accordion",
            "--strips", "2", "--quiet", "--json", "a.json"], limit: 1, in: folder)
        try CreaseProcess.expectOneLineAndNothingLeft(result, saying: "cannot write a.json: \(String(cString: strerror(EFBIG)))", in: folder)
    }

    @Test(.needsFFmpeg, arguments: ["mp4", "webm", "gif"])
    func aVideoBeyondTheLimit(_ format: String) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["render", "--effect", "pan-fold", "--size", "320x200", "--frames", "30", "--out", "v.\(format)"], limit: 2, in: folder)
        try CreaseProcess.expectOneLineAndNothingLeft(result, saying: "ffmpeg failed writing 'v.\(format)'", in: folder)
        #expect(result.stderr.contains(String(cString: strerror(EFBIG))), "\(result.stderr)")
    }

    @Test func aRunOfFramesBeyondTheLimit() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.run(["render", "--scene", "floor", "--size", "1000x1000", "--frames", "3", "--out", "run/"], limit: 10, in: folder)
        try CreaseProcess.expectOneLineAndNothingLeft(result, saying: String(cString: strerror(EFBIG)), in: folder)
    }
}
