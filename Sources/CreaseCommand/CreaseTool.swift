import ArgumentParser
import CreaseImage
import CreasePlatform
import CreaseRegistry
import CreaseRender
import Foundation

/// The `crease` command: the demo window, headless renders and the benchmark.
@main
struct CreaseTool: ParsableCommand {
    /// What `crease --version` prints and bench reports record.
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "crease",
        abstract: "Split-and-fold UI transitions rendered with OpenGL.",
        version: version,
        subcommands: [DemoCommand.self, RenderCommand.self, BenchCommand.self, ListCommand.self],
        defaultSubcommand: DemoCommand.self)

    /// Errors end the process with one line on stderr and a non-zero status; help still prints
    /// in full.
    static func main() {
        // A write past the file-size limit (ulimit -f) would kill the process with SIGXFSZ, silently
        // and mid-file; ignored, the write fails with EFBIG, said in one line like a full disk.
        signal(SIGXFSZ, SIG_IGN)
        StandardOutput.hold()
        Interruption.restoreQuit()
        // Drawing that finds no memory cannot throw: it ends the command here, in one line.
        PixelMemory.onShortage { fail(CommandError($0).description, status: 1) }
        do {
            try checkFirstWord(Array(CommandLine.arguments.dropFirst()))
            try checkRepeats(Array(CommandLine.arguments.dropFirst()))
            var command = try parseAsRoot()
            try command.run()
            finish(0)
        } catch let error as ExitCode {
            finish(error.rawValue)
        } catch let error as CommandError {
            fail(error.description, status: error.status)
        } catch let error as PlatformError {
            fail(CommandError(error).description, status: CommandError.status(of: error))
        } catch let error as VideoError {
            fail(CommandError(error).description, status: CommandError.status(of: error))
        } catch {
            let status = exitCode(for: error)
            if status == .success {  // --help and --version
                let text = fullMessage(for: error)
                if !text.isEmpty { print(text) }
                finish(0)
            }
            let message = message(for: error).split(whereSeparator: \.isNewline).first.map(String.init)
            fail(message ?? "\(error)", status: status.rawValue)
        }
    }

    /// `crease NAME` opens a scene in the demo, so a mistyped command would otherwise be taken for
    /// a scene and reported by whatever option follows: name the word itself.
    private static func checkFirstWord(_ arguments: [String]) throws {
        guard let word = arguments.first, !word.hasPrefix("-") else { return }
        let commands = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !commands.contains(word), (try? SceneRegistry.entry(named: word)) == nil else { return }
        throw CommandError("'\(word)' is neither a command (\(commands.dropLast().joined(separator: ", "))) nor a scene (crease list)", status: 64)
    }

    /// ArgumentParser keeps the last of an option given twice; `--out a.png --out b.mp4` or two
    /// `--json` would silently lose one, so each option may be given once.
    private static func checkRepeats(_ arguments: [String]) throws {
        var seen: Set<Substring> = []
        for word in arguments.prefix(while: { $0 != "--" }) where word.hasPrefix("--") {
            let name = word.prefix { $0 != "=" }
            guard seen.insert(name).inserted else { throw CommandError("\(name) is given twice: give each option once", status: 64) }
        }
    }

    /// Exits with `status` once standard output is written out; if it cannot be, with a failure
    /// said in one line.
    private static func finish(_ status: Int32) -> Never {
        do { try StandardOutput.flush() } catch { fail(error.description, status: error.status) }
        Foundation.exit(status)
    }

    /// Ends the command with one line on stderr and `status`.
    static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("crease: error: \(message)\n".utf8))
        Foundation.exit(status)
    }
}
