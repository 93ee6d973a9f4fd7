import Foundation

/// Checks up front that a file can be written, so a long run does not fail at its end.
enum OutputPath {
    static func checkWritable(_ path: String, extension ext: String? = nil) throws {
        let url = URL(fileURLWithPath: path)
        if let ext, url.pathExtension.lowercased() != ext {
            throw CommandError("output '\(path)' must be a .\(ext) file")
        }
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandError("cannot write '\(path)': directory '\(directory)' does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw CommandError("cannot write '\(path)': directory '\(directory)' is not writable")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CommandError("cannot write '\(path)': it is a directory")
        }
    }

    /// A folder for many files: it must exist and be writable.
    static func checkFolder(_ path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CommandError("cannot write frames to '\(path)': no such folder")
        }
        guard FileManager.default.isWritableFile(atPath: path) else {
            throw CommandError("cannot write frames to '\(path)': folder is not writable")
        }
    }
}
