import CreaseRender
import Foundation

/// Checks up front that a file can be written, so a long run does not fail at its end.
enum OutputPath {
    /// What `--out` names, by its extension.
    enum Kind: Equatable {
        /// One frame, as a PNG.
        case picture
        case video(VideoFormat)
        /// A folder of numbered PNG frames: a path ending in `/`, without an extension, or an
        /// existing folder not named like a file.
        case folder
    }

    /// `--out -`: standard output.
    static let standardOutput = "-"
    /// What `--out` may be, for messages.
    static let choices = "FILE.png, a video (.mp4, .webm, .gif), a folder DIR/ or - for standard output"

    /// What `path` names; `-` is one PNG on standard output, or a video in `format` when given
    /// (a file's own extension says its format, so `format` goes only with `-`).
    static func kind(of path: String, format: VideoFormat? = nil) throws -> Kind {
        guard !path.isEmpty else {
            throw CommandError("--out is empty: give \(choices)", status: 64)
        }
        if path == standardOutput {
            if isatty(STDOUT_FILENO) == 1 {
                throw CommandError("--out - writes \(format == nil ? "a PNG" : "a video") to standard output, which is a terminal: "
                    + "redirect it to a file or a program", status: 64)
            }
            return format.map { .video($0) } ?? .picture
        }
        if format != nil {
            throw CommandError("--format goes with --out -: a file's extension says its format", status: 64)
        }
        try checkNamed(path)
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        if ext == "png" { return .picture }
        if let format = VideoFormat(rawValue: ext) { return .video(format) }
        var isDirectory: ObjCBool = false
        let isFolder = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        if path.hasSuffix("/") || ext.isEmpty || isFolder { return .folder }
        let videos = VideoFormat.allCases.map { ".\($0.rawValue)" }.joined(separator: ", ")
        throw CommandError("output '\(path)' is neither a .png (one frame), a video (\(videos)) nor a folder of frames (a path ending in /)", status: 64)
    }

    static func checkWritable(_ path: String, extension ext: String? = nil) throws {
        try checkNamed(path)
        let url = URL(fileURLWithPath: path)
        if let ext, url.pathExtension.lowercased() != ext {
            throw CommandError("output '\(path)' must be a .\(ext) file", status: 64)
        }
        try checkDirectory(url.deletingLastPathComponent().path, for: path)
        var existing = stat()
        guard stat(path, &existing) == 0 else { return }
        // A FIFO, socket or device would be replaced by the finished file, not written to.
        if let why = existing.whyNotRegular { throw CommandError("cannot write '\(path)': \(why)") }
    }

    /// Refuses a file name that is all extension (`.png`, `run/.mp4`): a hidden file nobody
    /// meant, or, having no extension of its own, a hidden folder of frames. A path ending in `/`
    /// names a folder, whatever its name.
    static func checkNamed(_ path: String) throws {
        let name = URL(fileURLWithPath: path).lastPathComponent
        guard !path.hasSuffix("/"), name.hasPrefix("."), extensionsWritten.contains(name.dropFirst().lowercased()) else { return }
        throw CommandError("output '\(path)' has no name before its extension: name the file, as out\(name)", status: 64)
    }

    /// The extensions of the files the commands write.
    static let extensionsWritten = ["png", "json"] + VideoFormat.allCases.map(\.rawValue)

    /// Whether two paths name the same file, however spelled (`a.json`, `./a.json`, through a
    /// link to its folder), whether or not it exists yet.
    static func sameFile(_ a: String, _ b: String) -> Bool {
        func resolved(_ path: String) -> URL { URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath() }
        return resolved(a) == resolved(b)
    }

    /// The folder `path` goes in: it must exist, be a folder and be writable.
    static func checkDirectory(_ directory: String, for path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) else {
            throw CommandError("cannot write '\(path)': directory '\(directory)' does not exist")
        }
        guard isDirectory.boolValue else { throw CommandError("cannot write '\(path)': '\(directory)' is a file, not a directory") }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw CommandError("cannot write '\(path)': directory '\(directory)' is not writable")
        }
    }
}
