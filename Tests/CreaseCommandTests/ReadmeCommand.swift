import Foundation
import Testing

/// A command line the README shows in a ```sh block, as a reader would type it: `crease ...`,
/// `swift run crease ...` (the same command, built first) or one of `scripts/`. A synopsis marks
/// optional parts with [ ] and alternatives with |, and may go on over indented lines.
struct ReadmeCommand: CustomTestStringConvertible, Sendable {
    /// The line as shown, its continuations joined and its comment dropped.
    let line: String

    var testDescription: String { line }

    /// The README beside the package's manifest.
    static let readme: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }()

    /// Every command line of the README's ```sh blocks, in order.
    static let all: [ReadmeCommand] = {
        var found: [String] = []
        var inShell = false
        for raw in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if raw.hasPrefix("```") {
                inShell = raw == "```sh"
                continue
            }
            guard inShell else { continue }
            let text = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].trimmingCharacters(in: .whitespaces)
            if raw.first == " ", !found.isEmpty, text.hasPrefix("[") || text.hasPrefix("--") {
                found[found.count - 1] += " " + text
            } else if ["crease ", "swift run ", "scripts/"].contains(where: text.hasPrefix) {
                found.append(text)
            }
        }
        return found.map(ReadmeCommand.init)
    }()

    /// The words, split as a shell would (single quotes keep spaces).
    var words: [String] {
        var result: [String] = [], current = "", quoted = false, started = false
        for character in line {
            if character == "'" {
                quoted.toggle()
                started = true
            } else if character == " " && !quoted {
                if started { result.append(current) }
                current = ""
                started = false
            } else {
                current.append(character)
                started = true
            }
        }
        if started { result.append(current) }
        return result
    }

    /// `crease`'s arguments, for a line that runs it (`swift run crease ARGS` included).
    var creaseArguments: [String]? {
        let w = words
        if w.first == "crease" { return Array(w.dropFirst()) }
        if w.starts(with: ["swift", "run", "crease"]) { return Array(w.dropFirst(3)) }
        return nil
    }

    /// Whether it shows options and alternatives rather than one command.
    var isSynopsis: Bool { line.contains("[") || line.contains("|") }

    /// Every option it names.
    var flags: [String] {
        words.flatMap { $0.split(whereSeparator: { "[]()|".contains($0) }) }.filter { $0.hasPrefix("--") && $0.count > 2 }.map(String.init)
    }

    /// `crease`'s arguments with the optional parts left out, where that leaves one command to
    /// run: no alternatives, and no placeholder (NAME, FILE.png) to fill in.
    var plainArguments: [String]? {
        guard let arguments = creaseArguments else { return nil }
        var depth = 0, kept: [String] = []
        for word in arguments {
            if depth == 0 && !word.hasPrefix("[") { kept.append(word) }
            depth += word.filter { $0 == "[" }.count - word.filter { $0 == "]" }.count
        }
        let placeholder = kept.contains { $0.contains("|") || $0.contains("(") || $0.first?.isUppercase == true }
        return placeholder ? nil : kept
    }

    /// Whether it opens the demo window.
    var needsDisplay: Bool {
        guard let arguments = plainArguments else { return false }
        return arguments.first == "demo" && !arguments.contains("--headless") && !arguments.contains("--help")
    }

    /// Whether it writes a video, which goes through ffmpeg.
    var writesAVideo: Bool {
        guard let arguments = plainArguments else { return false }
        let out = TinyForm.value(of: "--out", in: arguments) ?? ""
        return arguments.contains("--format") || [".mp4", ".webm", ".gif"].contains { out.hasSuffix($0) }
    }
}
