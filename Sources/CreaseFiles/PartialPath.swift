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
        let prefix = Array(name(for: destination.lastPathComponent, process: nil).utf8)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        // Bytes, not characters: a name written otherwise in Unicode is another file's.
        for name in names where name.utf8.starts(with: prefix) {
            guard let pid = Int32(String(decoding: name.utf8.dropFirst(prefix.count), as: UTF8.self)), isGone(pid) else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
        return parent.appendingPathComponent(name(for: destination.lastPathComponent, process: getpid()))
    }

    /// The partial name for an output named `name` made by process `pid`.
    public static func name(for name: String, process pid: Int32) -> String {
        self.name(for: name, process: Optional(pid))
    }

    /// `.NAME.crease-partial-PID`, or without the PID its beginning, which every process shares.
    /// A long NAME is cut (between characters) so that the whole, with the longest PID, fits in
    /// a file name.
    private static func name(for name: String, process pid: Int32?) -> String {
        let marker = ".crease-partial-"
        return HiddenName.prefix(for: name, leaving: marker.utf8.count + String(Int32.max).utf8.count) + marker + (pid.map(String.init) ?? "")
    }

    /// Whether no process `pid` runs, or it is this one: a process killed outright frees its id,
    /// which a later run may get again (in a container, very likely the same one).
    private static func isGone(_ pid: Int32) -> Bool {
        pid == getpid() || (kill(pid, 0) != 0 && errno == ESRCH)
    }
}
