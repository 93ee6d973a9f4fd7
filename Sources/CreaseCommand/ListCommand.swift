import ArgumentParser
import CreaseRegistry
import CreaseScene
import Foundation

/// `crease list`: every scene, numbered in order and grouped under its kind, with its window
/// key, what it takes and what it is.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the scenes and transitions Crease can show.")

    @Option(parsing: .unconditional, help: "Only scenes of this kind: transition, showcase, check or benchmark.")
    var kind: String?

    @Option(parsing: .unconditional, help: "Only scenes that take this setting: image, gesture, delay or hinged.")
    var takes: SettingFlag?

    @Flag(help: "Print the names alone, one a line (for scripts).")
    var names = false

    @Flag(help: "Print the list as JSON: each scene's number, name, kind, description and options, in the order shown.")
    var json = false

    /// One scene in `--json`.
    struct Item: Encodable {
        /// Its number in the list as shown, from 1.
        let number: Int
        let name: String
        let kind: String
        let description: String
        /// The settings it takes, as flags.
        let options: [String]
        /// Its key in the demo window, if it has one.
        let key: String?
    }

    /// The groups, in the order they are listed, each under its heading.
    static let groups: [(kind: SceneEntry.Kind, heading: String)] = [
        (.transition, "transitions"), (.showcase, "showcases"), (.check, "checks"), (.benchmark, "benchmarks"),
    ]

    func validate() throws {
        if let kind, SceneEntry.Kind(rawValue: kind) == nil { throw ValidationError("unknown kind '\(kind)'") }
        if names && json { throw ValidationError("give --names or --json, not both") }
    }

    func run() throws {
        let entries = SceneRegistry.entries.filter { entry in
            (kind.map { entry.kind.rawValue == $0 } ?? true) && (takes.map { entry.options.contains($0.option) } ?? true)
        }
        let grouped = Self.groups.map { group in (group.heading, entries.filter { $0.kind == group.kind }) }.filter { !$0.1.isEmpty }
        if names {
            for (_, members) in grouped { for entry in members { print(entry.name) } }
            return
        }
        if json {
            let items = grouped.flatMap(\.1).enumerated().map { index, entry in
                Item(number: index + 1, name: entry.name, kind: entry.kind.rawValue, description: entry.summary,
                    options: entry.options.map { SettingFlag($0).flag }, key: entry.key?.description)
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(items), as: UTF8.self))
            return
        }
        let nameWidth = entries.map(\.name.count).max() ?? 0
        let numberWidth = String(entries.count).count
        var number = 0
        for (heading, members) in grouped {
            print(heading)
            for entry in members {
                number += 1
                let label = String(repeating: " ", count: numberWidth - String(number).count) + "\(number)."
                let key = entry.key.map { "[\($0)]" } ?? "   "
                let options = entry.options.isEmpty ? "" : "  (" + entry.options.map { SettingFlag($0).flag }.joined(separator: " ") + ")"
                print("  \(label) \(key) \(entry.name.padding(toLength: nameWidth, withPad: " ", startingAt: 0))  \(entry.summary)\(options)")
            }
        }
    }
}
