import CreaseCore
import CreaseDraw
import CreaseFiles
import CreaseImage
import Foundation

/// A folder of numbered frames that appears whole or not at all: the frames go into a hidden
/// staging folder beside it (`PartialPath`), renamed into place once the last one is written. A
/// run that fails or is interrupted removes its staging folder; one killed outright leaves it,
/// and the next run into the same place removes it.
struct FrameFolder: FrameSink {
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
        staging = PartialPath.beside(destination)
        do { try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false) } catch {
            throw CommandError("cannot write frames to '\(path)': \(error.localizedDescription)")
        }
    }

    /// Frame `index`, written into the staging folder while the run goes on.
    func write(_ frame: Bitmap, index: Int) throws {
        try PNGFile.write(frame, to: path(ofFrame: index))
    }

    private func path(ofFrame index: Int) -> String {
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

    /// Frames are alike in size: the first, times the count, must fit in the space left (with a
    /// tenth to spare), or the run would fill the disk before failing.
    func checkRoom(forFrames count: Int) throws {
        let first = path(ofFrame: 0)
        var info = stat()
        guard stat(first, &info) == 0, let free = FreeSpace.bytes(at: staging.path) else { return }
        let needed = Double(info.st_size) * Double(count - 1) * 1.1
        guard needed > Double(free) else { return }
        throw CommandError("\(count) frames of about \(Self.megabytes(Double(info.st_size))) each need about \(Self.megabytes(needed)), "
            + "and \(destination.deletingLastPathComponent().path) has \(Self.megabytes(Double(free))) free: give fewer frames or a smaller size")
    }

    private static func megabytes(_ bytes: Double) -> String {
        bytes >= 1e9 ? String(format: "%.1f GB", bytes / 1e9) : String(format: "%.1f MB", bytes / 1e6)
    }
}
