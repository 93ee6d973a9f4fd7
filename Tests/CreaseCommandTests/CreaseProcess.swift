import Foundation
import Testing

/// Runs the built `crease` binary as a user would, capturing its exit status and output.
struct CreaseProcess {
    struct Result {
        let status: Int32
        /// Standard output as it came, byte for byte (a PNG or a video with `--out -`).
        let output: Data
        let stderr: String

        var stdout: String { String(decoding: output, as: UTF8.self) }
    }

    /// The `crease` built beside this test bundle.
    static let binary: URL = {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("crease")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        // Fallback for runners started from elsewhere: the package's debug build.
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".build/debug/crease")
    }()

    /// Runs `crease` with `arguments`, in `directory` when given (else where the tests run).
    static func run(_ arguments: [String], environment changes: [String: String?] = [:], in directory: URL? = nil) throws -> Result {
        try run(command: binary.path, arguments, environment: changes, in: directory)
    }

    /// Runs `crease` in `folder` under a shell's `ulimit` (such as "-f 10": files of at most 10 KiB).
    static func run(_ arguments: [String], ulimit: String, in folder: URL) throws -> Result {
        try run(command: "/bin/sh", ["-c", "ulimit \(ulimit) && exec \"$0\" \"$@\"", binary.path] + arguments, in: folder)
    }

    /// A failure as the command must end one: status 1, one line saying `message`, and nothing
    /// left in `folder`.
    static func expectOneLineAndNothingLeft(_ result: Result, saying message: String, in folder: URL) throws {
        #expect(result.status == 1, "status \(result.status): \(result.stderr)")
        #expect(result.stderr.hasPrefix("crease: error: ") && result.stderr.contains(message), "stderr: \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "more than one line: \(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "a file was left behind")
    }

    /// Runs another program the same way (one that starts `crease` itself).
    static func run(command: String, _ arguments: [String], environment changes: [String: String?] = [:], in directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: command)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var environment = ProcessInfo.processInfo.environment
        for (key, value) in changes { environment[key] = value }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try launch(process)
        // Read before waiting, so a full pipe cannot stall the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: outData, stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Starts `process` as a shell would, with no signal blocked: the test runner's threads block
    /// some (SIGXFSZ among them), and a child inherits the mask of the thread that starts it.
    static func launch(_ process: Process) throws {
        var none = sigset_t(), previous = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try process.run()
    }

    /// A fresh empty folder for one test's files.
    static func scratchFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("crease-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The one line a run stopped by each signal it handles ends with, and its status is 128 + the
    /// signal's number, as a shell reports it.
    static let stopWords: [Int32: String] = [SIGINT: "interrupted", SIGTERM: "terminated", SIGHUP: "hung up", SIGQUIT: "quit"]

    /// One of process `pid`'s signal masks from /proc: `SigCgt` (the signals it has handlers
    /// for), `SigIgn` (those it ignores), ...
    static func signalMask(_ field: String, of pid: Int32) -> UInt64? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return nil }
        return UInt64(line.dropFirst(field.count + 1).trimmingCharacters(in: .whitespaces), radix: 16)
    }

    /// `signal`'s bit in a mask.
    static func bit(_ signal: Int32) -> UInt64 { 1 << UInt64(signal - 1) }

    /// Starts `crease` with `arguments`, waits (up to 30 s) until `started` sees its output under
    /// way (given the process id), sends `signal`, and gives back its status and standard error
    /// once it has exited.
    static func interrupt(_ arguments: [String], with signal: Int32, once started: (Int32) throws -> Bool) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try launch(process)
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline, try !started(process.processIdentifier) { Thread.sleep(forTimeInterval: 0.05) }
        kill(process.processIdentifier, signal)
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: Data(), stderr: message)
    }
}
