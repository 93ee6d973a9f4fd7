/// Why a file could not be written, in one line.
public struct FileWriteError: Error, Equatable, CustomStringConvertible {
    /// The file as it was named.
    public let path: String
    /// What went wrong, in words.
    public let reason: String

    /// The error for `path`, failed for `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write \(path): \(reason)" }
}
