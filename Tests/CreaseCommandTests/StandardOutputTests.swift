@testable import CreaseCommand
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

    /// `crease ARGUMENTS` in `folder`, its standard output redirected by a shell's `redirection`.
    static func run(_ arguments: [String], stdout redirection: String, in folder: URL) throws -> CreaseProcess.Result {
        try CreaseProcess.run(command: "/bin/sh", ["-c", "exec \"$0\" \"$@\" \(redirection)", CreaseProcess.binary.path] + arguments, in: folder)
    }

    /// Where a write fails, and how: a full disk, and a standard output closed by the caller.
    static let unwritable: [(redirection: String, code: Int32)] = [(">/dev/full", ENOSPC), (">&-", EBADF)]

    static func expectOneLine(_ result: CreaseProcess.Result, _ code: Int32) {
        #expect(result.status == 1, "status \(result.status): \(result.stderr)")
        #expect(result.stderr == "crease: error: cannot write standard output: \(String(cString: strerror(code)))\n", "\(result.stderr)")
    }

    /// Lists, the version and help printed where they cannot go are a failure in one line, not
    /// output lost without a word.
    @Test(arguments: [["list"], ["list", "--json"], ["list", "--names"], ["bench", "--list"], ["--version"], ["render", "--help"]], unwritable)
    func printingWhereNothingCanBeWrittenFails(_ arguments: [String], _ target: (redirection: String, code: Int32)) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        Self.expectOneLine(try Self.run(arguments, stdout: target.redirection, in: folder), target.code)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "something was written where crease ran")
    }

    /// A comparison's table lost is a failure too, whatever its verdict.
    @Test(arguments: unwritable)
    func aComparisonWhereNothingCanBeWrittenFails(_ target: (redirection: String, code: Int32)) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try CompareCommandTests.report([(.tiles(16), 2)]).write(to: folder.appendingPathComponent("base.json").path)
        try CompareCommandTests.report([(.tiles(16), 3)]).write(to: folder.appendingPathComponent("slower.json").path)
        Self.expectOneLine(try Self.run(["bench", "--compare", "base.json", "base.json"], stdout: target.redirection, in: folder), target.code)
        Self.expectOneLine(try Self.run(["bench", "--compare", "base.json", "slower.json"], stdout: target.redirection, in: folder), target.code)
    }
}
