import FoundationEssentials
import Glibc

/// The hidden name beside an output where it is made, `.NAME.crease-partial-PID`, renamed into
/// place once complete. Names left by runs that were killed (their process is gone) are removed
/// by the next run into the same place.
public enum PartialPath {
    /// The partial name for `destination` for this process, removing any left beside it by
    /// runs that were killed.
    public static func beside(_ destination: URL) -> URL {
        let parent = destination.deletingLastPathComponent()
        let prefix = ".\(destination.lastPathComponent).crease-partial-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
        return parent.appendingPathComponent(prefix + String(getpid()))
    }
}
