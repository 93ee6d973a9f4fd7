@testable import CreaseCommand
import Foundation
import Testing

/// The command as a whole: its version, and defaults shown where people look for them.
struct CommandLineTests {
    @Test func versionComesFromOneConstant() throws {
        let result = try CreaseProcess.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == CreaseTool.version + "\n")
    }

    @Test(arguments: [("render", "1280x800"), ("demo", "1280x800"), ("bench", "1920x1080")])
    func helpShowsTheDefaultSize(command: String, size: String) throws {
        let result = try CreaseProcess.run([command, "--help"])
        #expect(result.status == 0)
        // ArgumentParser wraps the help; the default closes the --size entry.
        let flat = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains("--size <WxH> "))
        #expect(flat.contains("(default: \(size))"), "\(result.stdout)")
    }
}
