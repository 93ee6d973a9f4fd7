#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CPangoCairo
import CreaseFiles
import CreaseImage

/// Reading and writing PNG files as premultiplied RGBA `Bitmap`s, through Cairo's PNG codec.
public enum PNGFile {
    /// The largest width or height Cairo's image surfaces allow (`Canvas.maxPixelSide`).
    public static let maxDimension = Canvas.maxPixelSide
    /// The most pixels an image may have: 2^28, a gibibyte of RGBA (`Canvas.maxPixelCount`), so
    /// a hostile header cannot make us allocate without bound.
    public static let maxPixelCount = Canvas.maxPixelCount

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Decodes the PNG at `path`. Opaque images come back with alpha 255, translucent ones
    /// premultiplied, exactly as Cairo stores them.
    ///
    /// - Throws: `DrawError.fileMissing`, `.notRegularFile`, `.unreadable`, `.notPNG`,
    ///   `.corruptPNG` or `.imageTooLarge`.
    public static func read(path: String) throws -> Bitmap {
        let bytes = try readFile(path)
        guard bytes.count >= signature.count, bytes.prefix(signature.count).elementsEqual(signature) else {
            throw DrawError.notPNG(path: path)
        }
        // The chunks first: a header with a wrong checksum gives no size to trust.
        try PNGChunks.check(bytes, path: path)
        // Check the declared size before decoding so a huge header fails fast and clearly.
        // The signature is followed by the IHDR chunk: length(4) "IHDR" width(4) height(4), big-endian.
        let width = bigEndianInt(bytes, at: 16)
        let height = bigEndianInt(bytes, at: 20)
        if width > maxDimension || height > maxDimension || width * height > maxPixelCount {
            throw DrawError.imageTooLarge(path: path, width: width, height: height)
        }

        let source = ByteSource(bytes)
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                let source = Unmanaged<ByteSource>.fromOpaque(closure!).takeUnretainedValue()
                return source.read(into: data!, count: Int(length))
            }, Unmanaged.passUnretained(source).toOpaque())!
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        switch status {
        case CAIRO_STATUS_SUCCESS:
            break
        case CAIRO_STATUS_INVALID_SIZE:
            throw DrawError.imageTooLarge(path: path, width: width, height: height)
        case CAIRO_STATUS_NO_MEMORY where !canAllocate(bytes: width * height * 4):
            throw DrawError.unreadable(path: path, reason: "not enough memory for a \(width)x\(height) image")
        case CAIRO_STATUS_NO_MEMORY, CAIRO_STATUS_PNG_ERROR:
            // Cairo 1.16 reports every libpng error as "out of memory"; with the chunks whole and
            // the memory there, what is left is damage inside the compressed image data.
            throw DrawError.corruptPNG(path: path, reason: "its compressed image data is damaged")
        default:
            throw DrawError.corruptPNG(path: path, reason: cairoMessage(status))
        }
        guard let bitmap = CairoPixels.bitmap(from: surface) else {
            throw DrawError.corruptPNG(path: path, reason: "it decodes to no pixels")
        }
        return bitmap
    }

    /// Encodes `bitmap` as a PNG at `path`, replacing any file there.
    ///
    /// The file takes its name only once written in full (see `StagedFile`): readers see the
    /// old file or the whole new one, never half of one; a failure leaves nothing behind, and
    /// on Linux neither does a killed process, but for microseconds while replacing a file.
    ///
    /// - Throws: `DrawError.cannotWrite` or `.imageTooLarge`.
    public static func write(_ bitmap: Bitmap, to path: String) throws {
        try checkSize(bitmap, path: path)
        do {
            let file = try StagedFile(for: path)
            try encode(bitmap, to: file.descriptor, named: path)
            try file.publish()
        } catch {
            throw DrawError.cannotWrite(path: error.path, reason: error.reason)
        }
    }

    /// Encodes `bitmap` as a PNG onto an open descriptor (standard output, a pipe), as it is
    /// made; `name` names it in errors.
    ///
    /// - Throws: `DrawError.cannotWrite` (a reader that has gone is EPIPE, not SIGPIPE) or
    ///   `.imageTooLarge`.
    public static func write(_ bitmap: Bitmap, toDescriptor descriptor: Int32, named name: String) throws {
        try checkSize(bitmap, path: name)
        do { try encode(bitmap, to: descriptor, named: name) } catch {
            throw DrawError.cannotWrite(path: error.path, reason: error.reason)
        }
    }

    private static func checkSize(_ bitmap: Bitmap, path: String) throws {
        if bitmap.width > maxDimension || bitmap.height > maxDimension {
            throw DrawError.imageTooLarge(path: path, width: bitmap.width, height: bitmap.height)
        }
    }

    /// Cairo's PNG encoder, its output streamed to `descriptor`.
    private static func encode(_ bitmap: Bitmap, to descriptor: Int32, named name: String) throws(FileWriteError) {
        let surface = CairoPixels.makeSurface(from: bitmap)
        defer { cairo_surface_destroy(surface) }
        let sink = FileSink(fd: descriptor)
        let status = withExtendedLifetime(sink) {
            cairo_surface_write_to_png_stream(surface, { closure, data, length in
                let sink = Unmanaged<FileSink>.fromOpaque(closure!).takeUnretainedValue()
                return sink.write(data!, count: Int(length))
            }, Unmanaged.passUnretained(sink).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            throw FileWriteError(path: name, reason: sink.failure?.description ?? cairoMessage(status))
        }
    }

    // MARK: Files

    /// The whole file, with errno turned into `DrawError`s.
    private static func readFile(_ path: String) throws -> [UInt8] {
        // Look before opening: opening a FIFO for reading waits for a writer, maybe forever.
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw DrawError.fileMissing(path: path) }
            throw DrawError.unreadable(path: path, reason: SystemError(code).description)
        }
        try requireRegularFile(info, path: path)
        // Non-blocking, and checked again once open, in case the path changed in between.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { throw DrawError.fileMissing(path: path) }
            throw DrawError.unreadable(path: path, reason: SystemError(code).description)
        }
        defer { close(fd) }
        guard fstat(fd, &info) == 0 else { throw DrawError.unreadable(path: path, reason: SystemError.last.description) }
        try requireRegularFile(info, path: path)
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
            // Stop early on something that is plainly not a PNG, however big it is.
            if bytes.count >= signature.count && !bytes.prefix(signature.count).elementsEqual(signature) {
                return bytes
            }
        }
    }

    private static func requireRegularFile(_ info: stat, path: String) throws {
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFDIR: throw DrawError.unreadable(path: path, reason: "it is a directory")
        default: throw DrawError.notRegularFile(path: path)
        }
    }

    /// Whether `bytes` of memory can be had now: tells a real lack of memory from Cairo's
    /// "out of memory" for damaged data.
    private static func canAllocate(bytes: Int) -> Bool {
        guard let block = malloc(bytes) else { return false }
        free(block)
        return true
    }

    private static func bigEndianInt(_ bytes: [UInt8], at offset: Int) -> Int {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
}

func cairoMessage(_ status: cairo_status_t) -> String {
    String(cString: cairo_status_to_string(status))
}

// A file-scope wrapper: inside PNGFile the name read means a method.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(fd, buffer, count)
}

/// Feeds an in-memory file to Cairo's PNG decoder.
private final class ByteSource {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func read(into destination: UnsafeMutablePointer<UInt8>, count: Int) -> cairo_status_t {
        guard count <= bytes.count - offset else { return CAIRO_STATUS_READ_ERROR }
        bytes.withUnsafeBufferPointer { source in
            destination.update(from: source.baseAddress! + offset, count: count)
        }
        offset += count
        return CAIRO_STATUS_SUCCESS
    }
}

/// Takes Cairo's PNG encoder output straight to a file descriptor, remembering the first failure.
private final class FileSink {
    let fd: Int32
    var failure: SystemError?

    init(fd: Int32) { self.fd = fd }

    func write(_ data: UnsafePointer<UInt8>, count: Int) -> cairo_status_t {
        do { try DescriptorOutput.writeAll(UnsafeRawBufferPointer(start: data, count: count), to: fd) } catch {
            failure = error
            return CAIRO_STATUS_WRITE_ERROR
        }
        return CAIRO_STATUS_SUCCESS
    }
}
