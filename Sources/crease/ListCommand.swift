import ArgumentParser
import CreaseEffects

/// `crease list`: every scene, its window key, what it takes and what it is.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List the scenes and transitions Crease can show.")

    func run() throws {
        let width = SceneRegistry.entries.map(\.name.count).max() ?? 0
        for entry in SceneRegistry.entries {
            let key = entry.key.map { "[\($0)]" } ?? "   "
            let options = entry.options.isEmpty ? "" : "  (" + entry.options.map { "--\($0.rawValue)" }.joined(separator: " ") + ")"
            print("\(key) \(entry.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(entry.kind.rawValue): \(entry.summary)\(options)")
        }
    }
}
