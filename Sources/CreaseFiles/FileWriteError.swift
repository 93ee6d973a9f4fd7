/// Why a file could not be written, in one line.
public struct FileWriteError: Error, Equatable, CustomStringConvertible {
    /// The file as it was named.
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "cannot write \(path): \(reason)" }
}
