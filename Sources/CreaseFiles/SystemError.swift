#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed system call's errno, in words.
public struct SystemError: Error, Equatable, CustomStringConvertible {
    /// The errno value.
    public let code: Int32

    /// The error for errno `code`.
    public init(_ code: Int32) { self.code = code }

    /// The errno the last failed call left.
    public static var last: SystemError { SystemError(errno) }

    /// What strerror says; a file that grew too large also says which limits can cause it, since
    /// "File too large" alone does not tell the process's limit from the filesystem's.
    public var description: String {
        let words = String(cString: strerror(code))
        return code == EFBIG ? "\(words) (beyond the file-size limit, ulimit -f, or the largest file the filesystem holds)" : words
    }
}
