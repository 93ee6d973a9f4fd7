/// What the open doors can be told besides their size and pictures.
public struct OpenDoorsOptions: Sendable, Equatable {
    /// Seconds the doors stay shut before they slide away.
    public var delay: Double

    /// Options with the doors shut for `delay` seconds (3.5 by default).
    public init(delay: Double = 3.5) {
        self.delay = delay
    }
}
