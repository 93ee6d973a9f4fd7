/// Memory for pixels that could not be had: how much, and what for.
public struct OutOfMemory: Error, CustomStringConvertible, Sendable {
    /// The bytes asked for.
    public let bytes: Int
    /// What they were for, as the message names it: "a 8192x8192 canvas".
    public let purpose: String

    public init(bytes: Int, purpose: String) {
        self.bytes = bytes
        self.purpose = purpose
    }

    /// "out of memory: 268.4 MB for a 8192x8192 canvas".
    public var description: String {
        "out of memory: \(bytes / 1_000_000).\(bytes / 100_000 % 10) MB for \(purpose)"
    }
}
