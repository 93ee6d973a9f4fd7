import CreaseCore
import CreaseDraw
import CreaseFiles
import CreaseImage
import Foundation

/// A folder of numbered frames that appears whole or not at all: the frames go into a hidden
/// staging folder beside it (`PartialPath`), renamed into place once the last one is written. A
/// run that fails or is interrupted removes its staging folder; one killed outright leaves it,
/// and the next run into the same place removes it.
///
/// Frames are encoded on worker threads (`OrderedWorkers`) while the next are drawn, and each
/// file is written on the drawing thread, in frame order, as its encoding is done.
struct FrameFolder: FrameSink {
    let destination: URL
    let staging: URL
    let compression: PNGCompression
    private let encoders: OrderedWorkers<EncodedFrame>

    /// A frame's PNG file, made on a worker (nil: the last frame's file again), and where it goes.
    private struct EncodedFrame: Sendable {
        let file: [UInt8]?
        let path: String
    }

    /// The file written last: what a frame the same as the one before is written as.
    private final class LastFile {
        var bytes: [UInt8] = []
    }

    init(_ path: String, compression: PNGCompression = .fast) throws {
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
        self.compression = compression
        let last = LastFile()
        encoders = OrderedWorkers(label: "crease.png") { frame in
            if let file = frame.file { last.bytes = file }
            try PNGFile.write(encoded: last.bytes, to: frame.path)
        }
    }

    /// Frame `index`, encoded meanwhile and written into the staging folder after the frames
    /// before it. The first is written before this returns: its size tells `checkRoom` whether
    /// the run fits.
    func write(_ frame: Bitmap, index: Int) throws {
        let path = path(ofFrame: index)
        try encoders.give { [compression] in
            EncodedFrame(file: try PNGFile.encoded(frame, compression: compression, named: path), path: path)
        }
        if index == 0 { try encoders.finish() }
    }

    /// Frame `index` as the same file as the frame before, written after it: encoded by no one.
    func repeatLast(index: Int) throws {
        let path = path(ofFrame: index)
        try encoders.give { EncodedFrame(file: nil, path: path) }
    }

    private func path(ofFrame index: Int) -> String {
        staging.appendingPathComponent(String(format: "frame-%05d.png", index)).path
    }

    /// Puts the frames in place: the staging folder becomes the destination (an empty folder
    /// there is replaced).
    func commit() throws {
        try encoders.finish()
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
