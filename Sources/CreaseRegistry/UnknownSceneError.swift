import CreaseScene

/// A scene name that is not in the registry, as one line.
public struct UnknownSceneError: Error, CustomStringConvertible {
    /// The name asked for.
    public let name: String
    /// What the name could have been: every scene, or for a family of names (tiles-N) its rule.
    public let known: String

    /// The error for `name`, listing every known scene unless told otherwise.
    public init(name: String, known: String = "known: " + SceneRegistry.entries.map(\.name).joined(separator: ", ")) {
        self.name = name
        self.known = known
    }

    public var description: String { "unknown scene '\(name)'; \(known)" }
}
