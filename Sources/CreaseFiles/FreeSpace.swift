#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Room left for files, so that a long run can be refused before it fills the disk.
public enum FreeSpace {
    /// The bytes an unprivileged process may still write on the filesystem holding `path`, or
    /// nil where that cannot be told.
    public static func bytes(at path: String) -> Int? {
        var info = statvfs()
        guard statvfs(path, &info) == 0 else { return nil }
        let (bytes, overflow) = Int(info.f_bavail).multipliedReportingOverflow(by: Int(info.f_frsize))
        return overflow ? Int.max : bytes
    }
}
