import CreaseDraw
import Foundation
import Testing

/// `--out -`: the frame (or, with --format, the video) on standard output and nothing else;
/// what crease says goes to stderr, and nothing is written where it runs.
@Suite(.serialized)
struct StandardOutputTests {
    @Test func aPNGOnStandardOutputIsTheFrameAFileWouldHold() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let here = folder.appendingPathComponent("here")
        try FileManager.default.createDirectory(at: here, withIntermediateDirectories: false)
        let scene = ["render", "--effect", "open-folder", "--size", "60x40", "--time", "0.8"]
        let piped = try CreaseProcess.run(scene + ["--out", "-"], in: here)
        #expect(piped.status == 0 && piped.stderr.isEmpty, "\(piped.stderr)")
        let file = folder.appendingPathComponent("frame.png")
        let written = try CreaseProcess.run(scene + ["--out", file.path])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(piped.output == (try Data(contentsOf: file)), "standard output is not the frame's PNG")
        #expect(try PNGFile.read(path: file.path).width == 60)
        #expect(try FileManager.default.contentsOfDirectory(atPath: here.path).isEmpty, "something was written where crease ran")
    }

    @Test func aFullStandardOutputIsOneLineAndAFailure() throws {
        guard let full = FileHandle(forWritingAtPath: "/dev/full") else { return }
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let process = Process()
        process.executableURL = CreaseProcess.binary
        process.currentDirectoryURL = folder
        process.arguments = ["render", "--scene", "floor", "--size", "200x200", "--out", "-"]
        process.standardOutput = full
        let err = Pipe()
        process.standardError = err
        try CreaseProcess.launch(process)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(message == "crease: error: cannot write standard output: \(String(cString: strerror(ENOSPC)))\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "something was written where crease ran")
    }
}
