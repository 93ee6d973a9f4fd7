import CreaseDraw
import CreaseTestSupport
import Foundation
import Testing

/// The README stays true: every command line it shows runs (in a quick form of itself), every
/// option a synopsis shows exists, each picture with its command under it is what that command
/// draws, and the layout names what the tree holds.
@Suite struct ReadmeTests {
    /// Lines not run here, each with why.
    static let notRun: [String: String] = [
        "scripts/demo": "builds a release binary (minutes) to run `crease demo`, which the window lines run",
        "scripts/test": "the test command itself",
        "scripts/docs": "builds the package and the documentation: DocumentationTests builds it from the tests' own modules",
        "scripts/docs --preview": "serves the documentation until stopped",
    ]

    /// What `crease demo --record` writes, for the line that replays it where no window can run.
    static let recordedDrag = #"{"events": [{"phase": "down", "x": 100, "y": 300, "time": 0}, {"phase": "moved", "x": 200, "y": 300, "time": 0.2}, {"phase": "up", "x": 250, "y": 300, "time": 0.4}]}"#

    @Test func theReadmeShowsItsCommandLines() {
        #expect(ReadmeCommand.all.count >= 15, "\(ReadmeCommand.all.map(\.line))")
        for command in ReadmeCommand.all where command.creaseArguments == nil {
            #expect(Self.notRun[command.line] != nil, "neither crease nor a line with a reason not to run it: \(command.line)")
        }
        for command in ReadmeCommand.all where command.creaseArguments != nil && command.plainArguments == nil {
            #expect(command.isSynopsis, "a placeholder outside [ ]: \(command.line)")
        }
    }

    /// In order, in one folder, so a line can read what one before it wrote.
    @Test func everyCommandLineRunsInItsTinyForm() throws {
        let lines = ReadmeCommand.all.filter { $0.plainArguments != nil && !$0.needsDisplay && !$0.writesAVideo }
        #expect(lines.count >= 8)
        try Self.runInOneFolder(lines)
    }

    /// The lines that write a video, apart: a machine without ffmpeg skips them, saying so.
    @Test(.needsFFmpeg) func everyVideoLineRunsInItsTinyForm() throws {
        let lines = ReadmeCommand.all.filter { $0.plainArguments != nil && $0.writesAVideo }
        #expect(lines.count >= 2)
        try Self.runInOneFolder(lines)
    }

    /// Runs `lines` in order in a scratch folder holding the drag a line may replay.
    static func runInOneFolder(_ lines: [ReadmeCommand]) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(recordedDrag.utf8).write(to: folder.appendingPathComponent("drag.json"))
        for command in lines { try run(command, in: folder) }
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs a display (the test command gives one through xvfb-run)"))
    func everyWindowLineRunsInItsTinyForm() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = ReadmeCommand.all.filter(\.needsDisplay)
        #expect(lines.count >= 3)
        for command in lines { try Self.run(command, in: folder) }
    }

    /// Runs the line's tiny form in `folder`: it must succeed and write what it names.
    static func run(_ command: ReadmeCommand, in folder: URL) throws {
        let arguments = TinyForm.of(try #require(command.plainArguments))
        let result = try CreaseProcess.run(arguments, in: folder)
        #expect(result.status == 0, "\(command.line) (run as crease \(arguments.joined(separator: " "))): \(result.stderr)")
        for option in ["--out", "--record", "--json"] {
            guard let path = TinyForm.value(of: option, in: arguments), path != "-" else { continue }
            let written = folder.appendingPathComponent(path)
            let contents = path.hasSuffix("/") ? (try? FileManager.default.contentsOfDirectory(atPath: written.path)) ?? [] : []
            let exists = FileManager.default.fileExists(atPath: written.path) && (!path.hasSuffix("/") || !contents.isEmpty)
            #expect(exists, "\(command.line): wrote no \(path)")
        }
    }

    @Test func everyOptionASynopsisShowsIsInTheHelp() throws {
        let synopses = ReadmeCommand.all.filter(\.isSynopsis)
        #expect(synopses.count >= 5)
        for synopsis in synopses {
            let subcommand = try #require(synopsis.creaseArguments?.first)
            let help = try CreaseProcess.run([subcommand, "--help"])
            #expect(help.status == 0, "\(subcommand) --help: \(help.stderr)")
            for flag in synopsis.flags {
                #expect(help.stdout.contains(flag), "\(synopsis.line): \(flag) is not in crease \(subcommand) --help")
            }
        }
    }

    /// A picture under docs/images with its command in italics right below it.
    @Test func everyPictureShownWithItsCommandIsWhatTheCommandDraws() throws {
        let lines = ReadmeCommand.readme.split(separator: "\n").map(String.init)
        var pictures: [(file: String, command: ReadmeCommand)] = []
        for (picture, caption) in zip(lines, lines.dropFirst()) where picture.hasPrefix("![") && caption.hasPrefix("*`crease ") {
            let file = try #require(picture.split(separator: "(").last?.dropLast())
            let command = try #require(caption.split(separator: "`").dropFirst().first)
            pictures.append((String(file), ReadmeCommand(line: String(command))))
        }
        #expect(pictures.count >= 2)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        for (file, command) in pictures {
            let folder = try CreaseProcess.scratchFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let arguments = try #require(command.creaseArguments)
            let result = try CreaseProcess.run(arguments, in: folder)
            try #require(result.status == 0, "\(command.line): \(result.stderr)")
            let drawn = try PNGFile.read(path: folder.appendingPathComponent(try #require(TinyForm.value(of: "--out", in: arguments))).path)
            let shown = try PNGFile.read(path: root.appendingPathComponent(file).path)
            let comparison = ImageComparison.golden(actual: drawn, expected: shown)
            #expect(comparison.passed, "\(file) is not what \(command.line) draws: \(comparison)")
        }
    }

    /// Each folder of Sources, Examples and Tests (a test target may go by its module's name plus
    /// Tests), each script, document and shader is named in the layout.
    @Test func theLayoutNamesWhatTheTreeHolds() throws {
        let readme = ReadmeCommand.readme
        let start = try #require(readme.range(of: "## Layout\n\n```\n"))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let named = Set(readme[start.upperBound..<end.lowerBound].split { !($0.isLetter || $0.isNumber || ".-_".contains($0)) }.map(String.init))
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        func entries(_ folder: String, folders: Bool) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path).filter { name in
                var isFolder: ObjCBool = false
                let path = root.appendingPathComponent(folder).appendingPathComponent(name).path
                return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue == folders && !name.hasPrefix(".")
            }
        }
        let sources = try entries("Sources", folders: true), tests = try entries("Tests", folders: true)
        let modules = sources + tests
        var expected = sources + (try entries("Examples", folders: true)) + (try entries("scripts", folders: false))
        expected += try entries("docs", folders: false).filter { $0.hasSuffix(".md") }
        expected += Set(try entries("Shaders", folders: false).map { String($0.split(separator: ".")[0]) })
        expected += tests.filter { test in !modules.contains { test == $0 + "Tests" } }
        let missing = expected.filter { !named.contains($0) }
        #expect(missing.isEmpty, "the README's layout does not name \(missing)")
    }
}
