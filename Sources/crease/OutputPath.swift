import Foundation

/// Checks up front that a file can be written, so a long run does not fail at its end.
enum OutputPath {
    static func checkWritable(_ path: String, extension ext: String? = nil) throws {
        let url = URL(fileURLWithPath: path)
        if let ext, url.pathExtension.lowercased() != ext {
            throw CommandError("output '\(path)' must be a .\(ext) file")
        }
        try checkDirectory(url.deletingLastPathComponent().path, for: path)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CommandError("cannot write '\(path)': it is a directory")
        }
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
