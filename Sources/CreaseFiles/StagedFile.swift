#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file being written for `path` that takes that name only once it is complete, so neither a
/// reader nor a crash (kill -9 included) ever finds half of it.
///
/// On Linux the file is made with O_TMPFILE: it has no name at all while it is written, so a
/// killed process leaves nothing behind. `publish()` links it in; a file already at `path` is
/// replaced by linking under a temporary name beside it and renaming that over it, which leaves
/// a name behind only if the process dies in the microseconds between the two calls.
/// Filesystems without O_TMPFILE (and other systems) get a visible temporary file from mkstemp
/// instead, renamed over `path` when done.
///
/// Dropped without `publish()`, it leaves nothing. Another program may write it too, through
/// `/dev/fd/N` once the descriptor is its N (as a video encoder's output).
public final class StagedFile {
    /// The descriptor to write the contents to.
    public let descriptor: Int32
    /// The file's name once published, as given.
    public let path: String
    private let directory: String
    private let name: String
    /// A name the file has that is not `path`, removed when the file is dropped unpublished:
    /// mkstemp's, or the one a replacement is renamed from. Nil while the file has no name.
    private var temporaryPath: String?
    private var isOpen = true

    /// Starts a file for `path`; its directory must exist and be writable.
    public init(for path: String) throws(FileWriteError) {
        let (directory, name) = Self.split(path)
        guard !name.isEmpty, name != ".", name != ".." else {
            throw FileWriteError(path: path, reason: "the path names a directory, not a file")
        }
        self.path = path
        self.directory = directory
        self.name = name
        if let fd = try Self.openUnnamed(in: directory, for: path) {
            descriptor = fd
            return
        }
        var template = Array(Self.temporaryName(directory: directory, name: name, suffix: "XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else {
            throw FileWriteError(path: path, reason: Self.directoryProblem(errno, directory: directory))
        }
        descriptor = fd
        temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    deinit {
        if isOpen { close(descriptor) }
        if let temporaryPath { unlink(temporaryPath) }
    }

    /// Writes the whole file at once, named only when complete.
    public static func write(_ bytes: [UInt8], to path: String) throws(FileWriteError) {
        let file = try StagedFile(for: path)
        do { try bytes.withUnsafeBytes { try DescriptorOutput.writeAll($0, to: file.descriptor) } } catch {
            throw file.cannotWrite("\(error)")
        }
        try file.publish()
    }

    /// Flushes the file to disk and gives it its name, replacing whatever file was there (and
    /// keeping that file's permissions; a new file gets 0644).
    public func publish() throws(FileWriteError) {
        var existing = stat()
        let mode: mode_t = stat(path, &existing) == 0 && existing.st_mode & S_IFMT == S_IFREG
            ? existing.st_mode & 0o7777 : 0o644
        fchmod(descriptor, mode)
        // Flush before naming it, so a crash cannot leave the name on empty data.
        guard fsync(descriptor) == 0 else { throw cannotWrite(SystemError.last.description) }
        if temporaryPath == nil {
            if try linkUnnamed(to: path) { return }
            // Something is at the path: link under a temporary name, then rename over it.
            temporaryPath = try linkUnderTemporaryName()
        }
        isOpen = false
        guard close(descriptor) == 0 else { throw cannotWrite(SystemError.last.description) }
        guard rename(temporaryPath!, path) == 0 else {
            let code = errno
            throw cannotWrite(code == EISDIR ? "a directory is in the way" : SystemError(code).description)
        }
        temporaryPath = nil
    }

    // MARK: Parts

    /// This file's failure to be written, for `reason`.
    public func cannotWrite(_ reason: String) -> FileWriteError { FileWriteError(path: path, reason: reason) }

    /// The directory and last component of a path ("." for a bare name).
    private static func split(_ path: String) -> (directory: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return (".", path) }
        let directory = path[..<slash]
        return (directory.isEmpty ? "/" : String(directory), String(path[path.index(after: slash)...]))
    }

    /// A file with no name in `directory`, or nil where the filesystem (or system) has no O_TMPFILE.
    private static func openUnnamed(in directory: String, for path: String) throws(FileWriteError) -> Int32? {
        #if canImport(Glibc)
        // Swift does not import O_TMPFILE (it needs _GNU_SOURCE); this is its definition.
        let fd = open(directory, __O_TMPFILE | O_DIRECTORY | O_WRONLY | O_CLOEXEC, 0o644)
        if fd >= 0 { return fd }
        let code = errno
        // EOPNOTSUPP: this filesystem cannot make unnamed files; EISDIR: a kernel older than
        // 3.11 ignored the flag and saw a directory opened for writing.
        if code == EOPNOTSUPP || code == EISDIR { return nil }
        throw FileWriteError(path: path, reason: directoryProblem(code, directory: directory))
        #else
        return nil
        #endif
    }

    /// Links the unnamed file at `target`: true when done, false when something is already there.
    private func linkUnnamed(to target: String) throws(FileWriteError) -> Bool {
        // linkat through /proc names the open file; the target must not exist.
        if linkat(AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, target, AT_SYMLINK_FOLLOW) == 0 { return true }
        let code = errno
        guard code == EEXIST else { throw cannotWrite(SystemError(code).description) }
        return false
    }

    /// Links the unnamed file under a fresh temporary name beside `path`, and returns that name.
    private func linkUnderTemporaryName() throws(FileWriteError) -> String {
        for _ in 0..<100 {
            let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 36)  // at most 7 characters
            let candidate = Self.temporaryName(directory: directory, name: name, suffix: suffix)
            if try linkUnnamed(to: candidate) { return candidate }
        }
        throw cannotWrite("no free temporary name in \(directory)")
    }

    /// A hidden name beside `name` in `directory`, for a suffix of up to 7 characters.
    private static func temporaryName(directory: String, name: String, suffix: String) -> String {
        (directory.hasSuffix("/") ? directory : directory + "/") + HiddenName.prefix(for: name, leaving: ".tmp-".utf8.count + 7) + ".tmp-" + suffix
    }

    private static func directoryProblem(_ code: Int32, directory: String) -> String {
        switch code {
        case ENOENT, ENOTDIR: "directory \(directory) does not exist"
        case EACCES, EPERM, EROFS: "directory \(directory) is not writable (\(SystemError(code)))"
        default: SystemError(code).description
        }
    }
}
