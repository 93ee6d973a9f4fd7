import Foundation

/// A folder of numbered frames that appears whole or not at all: the frames go into a hidden
/// staging folder beside it, renamed into place once the last one is written. A run that fails
/// or is interrupted removes its staging folder; one killed outright leaves it, and the next
/// run into the same place removes it.
struct FrameFolder {
    let destination: URL
    let staging: URL

    init(_ path: String) throws {
        destination = URL(fileURLWithPath: path).standardizedFileURL
        let parent = destination.deletingLastPathComponent()
        try OutputPath.checkDirectory(parent.path, for: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CommandError("cannot write frames to '\(path)': it is a file") }
            guard (try? FileManager.default.contentsOfDirectory(atPath: destination.path).isEmpty) == true else {
                throw CommandError("cannot write frames to '\(path)': the folder is not empty (frames are never mixed with other files)")
            }
        }
        let prefix = ".\(destination.lastPathComponent).crease-partial-"
        Self.removeAbandoned(in: parent, prefix: prefix)
        staging = parent.appendingPathComponent(prefix + String(getpid()))
        do { try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false) } catch {
            throw CommandError("cannot write frames to '\(path)': \(error.localizedDescription)")
        }
    }

    /// Where frame `index` is written while the run goes on.
    func path(for index: Int) -> String {
        staging.appendingPathComponent(String(format: "frame-%05d.png", index)).path
    }

    /// Puts the frames in place: the staging folder becomes the destination (an empty folder
    /// there is replaced).
    func commit() throws {
        guard rename(staging.path, destination.path) == 0 else {
            let why = String(cString: strerror(errno))
            discard()
            throw CommandError("cannot move the frames into '\(destination.path)': \(why)")
        }
    }

    func discard() { try? FileManager.default.removeItem(at: staging) }

    /// Staging folders left by runs that were killed (their process is gone).
    private static func removeAbandoned(in parent: URL, prefix: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
    }
}
