#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CreaseFiles
import CreaseImage
import Foundation

/// Pictures in: PNG (libpng) or JPEG (TurboJPEG, turned upright by its EXIF orientation), told
/// apart by their first bytes, from a file or from memory.
public enum PictureFile {
    /// The largest file read, in bytes: a GiB, what the largest picture decodes to
    /// (`PNGFile.maxPixelCount` pixels of RGBA), so a huge file is refused before it is read.
    public static let maxFileBytes = 1 << 30

    /// Decodes the PNG or JPEG at `path`.
    ///
    /// - Throws: `DrawError.fileMissing`, `.notRegularFile`, `.unreadable`, `.notPicture`,
    ///   `.corruptPNG`, `.corruptJPEG` or `.imageTooLarge`, or `OutOfMemory`, each naming the file;
    ///   a file over `maxFileBytes` is `.unreadable` without being read.
    public static func read(path: String) throws -> Bitmap {
        try decode(try bytes(at: path), name: path)
    }

    /// Decodes PNG or JPEG `bytes`; `name` stands for them in errors.
    public static func decode(_ bytes: [UInt8], name: String) throws -> Bitmap {
        if bytes.starts(with: PNGDecoder.signature) { return try PNGDecoder.decode(bytes, path: name) }
        if bytes.starts(with: JPEGDecoder.signature) { return try JPEGDecoder.decode(bytes, path: name) }
        throw DrawError.notPicture(path: name)
    }

    /// The whole file, with errno turned into `DrawError`s; a file that plainly starts as
    /// neither picture is not read to its end, however big.
    static func bytes(at path: String) throws -> [UInt8] {
        // Look before opening: opening a FIFO for reading waits for a writer, maybe forever.
        var info = stat()
        guard stat(path, &info) == 0 else { throw openError(errno, path) }
        try requireRegularFile(info, path: path)
        // Non-blocking, and checked again once open, in case the path changed in between.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { throw openError(errno, path) }
        defer { close(fd) }
        guard fstat(fd, &info) == 0 else { throw DrawError.unreadable(path: path, reason: SystemError.last.description) }
        try requireRegularFile(info, path: path)
        guard info.st_size <= maxFileBytes else {
            throw DrawError.unreadable(path: path, reason: "\(info.st_size) bytes, more than the \(maxFileBytes >> 30) GiB a picture file may hold")
        }
        var bytes: [UInt8] = []
        if info.st_size > 0 { bytes.reserveCapacity(Int(info.st_size)) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { posixRead(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw DrawError.unreadable(path: path, reason: SystemError.last.description)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count >= PNGDecoder.signature.count, !bytes.starts(with: PNGDecoder.signature),
                !bytes.starts(with: JPEGDecoder.signature) {
                return bytes
            }
        }
    }

    private static func openError(_ code: Int32, _ path: String) -> DrawError {
        code == ENOENT || code == ENOTDIR ? .fileMissing(path: path) : .unreadable(path: path, reason: SystemError(code).description)
    }

    private static func requireRegularFile(_ info: stat, path: String) throws {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw DrawError.unreadable(path: path, reason: "it is a directory")
        default: throw DrawError.notRegularFile(path: path)
        }
    }
}

extension Bitmap {
    /// A PNG or JPEG picture held in memory (a download, an asset), decoded as `PictureFile`
    /// decodes a file; `name` stands for it in errors.
    public convenience init(data: Data, name: String = "picture data") throws {
        let decoded = try PictureFile.decode([UInt8](data), name: name)
        self.init(width: decoded.width, height: decoded.height, pixels: decoded.pixels)
    }
}

// A file-scope wrapper: inside PictureFile the name read means a method.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}
