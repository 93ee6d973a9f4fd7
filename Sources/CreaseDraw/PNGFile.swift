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

/// PNG files to and from premultiplied RGBA `Bitmap`s: libpng reads them, Cairo writes them.
public enum PNGFile {
    /// The largest width or height Cairo's image surfaces allow (`Canvas.maxPixelSide`).
    public static let maxDimension = Canvas.maxPixelSide
    /// The most pixels an image may have: 2^28, a gibibyte of RGBA (`Canvas.maxPixelCount`), so
    /// a hostile header cannot make us allocate without bound.
    public static let maxPixelCount = Canvas.maxPixelCount

    /// Decodes the PNG at `path`. Opaque images come back with alpha 255, translucent ones
    /// premultiplied.
    ///
    /// - Throws: `DrawError.fileMissing`, `.notRegularFile`, `.unreadable`, `.notPNG`,
    ///   `.corruptPNG` (libpng's words) or `.imageTooLarge`, or `OutOfMemory`.
    public static func read(path: String) throws -> Bitmap {
        let bytes = try PictureFile.bytes(at: path)
        guard bytes.starts(with: PNGDecoder.signature) else { throw DrawError.notPNG(path: path) }
        return try PNGDecoder.decode(bytes, path: path)
    }

    /// Encodes `bitmap` as a PNG at `path`, replacing any file there.
    ///
    /// The file takes its name only once written in full (see `StagedFile`): readers see the
    /// old file or the whole new one, never half of one; a failure leaves nothing behind, and
    /// on Linux neither does a killed process, but for microseconds while replacing a file.
    ///
    /// `beforeNaming` runs once the picture is encoded, before the file takes its name: what it
    /// throws (a run interrupted meanwhile) is thrown, and no file is left.
    ///
    /// - Throws: `DrawError.cannotWrite` or `.imageTooLarge`, `OutOfMemory`, or what
    ///   `beforeNaming` throws.
    public static func write(_ bitmap: Bitmap, to path: String, beforeNaming: () throws -> Void = {}) throws {
        try checkSize(bitmap, path: path)
        do {
            let file = try StagedFile(for: path)
            try encode(bitmap, to: file.descriptor, named: path)
            try beforeNaming()
            try file.publish()
        } catch let error as FileWriteError {
            throw DrawError.cannotWrite(path: error.path, reason: error.reason)
        }
    }

    /// Encodes `bitmap` as a PNG onto an open descriptor (standard output, a pipe), as it is
    /// made; `name` names it in errors.
    ///
    /// - Throws: `DrawError.cannotWrite` (a reader that has gone is EPIPE, not SIGPIPE) or
    ///   `.imageTooLarge`, or `OutOfMemory`.
    public static func write(_ bitmap: Bitmap, toDescriptor descriptor: Int32, named name: String) throws {
        try checkSize(bitmap, path: name)
        do { try encode(bitmap, to: descriptor, named: name) } catch let error as FileWriteError {
            throw DrawError.cannotWrite(path: error.path, reason: error.reason)
        }
    }

    private static func checkSize(_ bitmap: Bitmap, path: String) throws {
        if bitmap.width > maxDimension || bitmap.height > maxDimension {
            throw DrawError.imageTooLarge(path: path, width: bitmap.width, height: bitmap.height)
        }
    }

    /// Cairo's PNG encoder, its output streamed to `descriptor`.
    ///
    /// - Throws: `FileWriteError`, or `OutOfMemory` for the picture's copy Cairo encodes from.
    private static func encode(_ bitmap: Bitmap, to descriptor: Int32, named name: String) throws {
        let surface = try CairoPixels.makeSurface(from: bitmap)
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
}

func cairoMessage(_ status: cairo_status_t) -> String {
    String(cString: cairo_status_to_string(status))
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
