/// What the pan fold can be told besides its size and picture.
public struct PanFoldOptions: Sendable, Equatable {
    /// The halves turn hinged at the crease (kept joined) rather than pinned at their outer edges.
    public var hinged: Bool

    /// Options with the halves pinned, as the original, unless `hinged`.
    public init(hinged: Bool = false) {
        self.hinged = hinged
    }
}
