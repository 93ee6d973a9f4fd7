import ArgumentParser
import CreaseEffects

/// `crease list`: every scene, its window key, what it takes and what it is.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the scenes and transitions Crease can show.")

    @Option(parsing: .unconditional, help: "Only scenes of this kind: transition, showcase, check or benchmark.")
    var kind: String?

    @Option(parsing: .unconditional, help: "Only scenes that take this setting: image, gesture, delay or hinged.")
    var takes: SettingFlag?

    @Flag(help: "Print the names alone, one a line (for scripts).")
    var names = false

    func validate() throws {
        if let kind, SceneEntry.Kind(rawValue: kind) == nil { throw ValidationError("unknown kind '\(kind)'") }
    }

    func run() throws {
        let entries = SceneRegistry.entries.filter { entry in
            (kind.map { entry.kind.rawValue == $0 } ?? true) && (takes.map { entry.options.contains($0.option) } ?? true)
        }
        let width = entries.map(\.name.count).max() ?? 0
        for entry in entries {
            if names {
                print(entry.name)
                continue
            }
            let key = entry.key.map { "[\($0)]" } ?? "   "
            let options = entry.options.isEmpty ? "" : "  (" + entry.options.map { SettingFlag($0).flag }.joined(separator: " ") + ")"
            print("\(key) \(entry.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(entry.kind.rawValue): \(entry.summary)\(options)")
        }
    }
}
