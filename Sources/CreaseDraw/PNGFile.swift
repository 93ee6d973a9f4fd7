#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CPNG
import CreaseFiles
import CreaseImage

/// PNG files to and from premultiplied RGBA `Bitmap`s, through libpng.
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
    public static func write(_ bitmap: Bitmap, to path: String, compression: PNGCompression = .fast,
                             beforeNaming: () throws -> Void = {}) throws {
        try checkSize(bitmap, path: path)
        do {
            let file = try StagedFile(for: path)
            try encode(bitmap, compression: compression, named: path) { bytes throws(SystemError) in
                try DescriptorOutput.writeAll(bytes, to: file.descriptor)
            }
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
    ///   `.imageTooLarge`.
    public static func write(_ bitmap: Bitmap, toDescriptor descriptor: Int32, named name: String,
                             compression: PNGCompression = .fast) throws {
        try checkSize(bitmap, path: name)
        do {
            try encode(bitmap, compression: compression, named: name) { bytes throws(SystemError) in
                try DescriptorOutput.writeAll(bytes, to: descriptor)
            }
        } catch let error as FileWriteError {
            throw DrawError.cannotWrite(path: error.path, reason: error.reason)
        }
    }

    /// The PNG file of `bitmap`, in memory: what a worker thread encodes while another writes
    /// the file (`StagedFile.write`). `name` names the picture in errors.
    ///
    /// - Throws: `DrawError.cannotWrite` (no memory for the encoder) or `.imageTooLarge`.
    public static func encoded(_ bitmap: Bitmap, compression: PNGCompression = .fast, named name: String) throws -> [UInt8] {
        try checkSize(bitmap, path: name)
        var file: [UInt8] = []
        do {
            try encode(bitmap, compression: compression, named: name) { bytes in file.append(contentsOf: bytes) }
        } catch let error as FileWriteError {
            throw DrawError.cannotWrite(path: error.path, reason: error.reason)
        }
        return file
    }

    /// Writes a PNG file made by `encoded` at `path`, named only once complete, as `write` does.
    ///
    /// - Throws: `DrawError.cannotWrite`.
    public static func write(encoded file: [UInt8], to path: String) throws {
        do { try StagedFile.write(file, to: path) } catch {
            throw DrawError.cannotWrite(path: error.path, reason: error.reason)
        }
    }

    private static func checkSize(_ bitmap: Bitmap, path: String) throws {
        if bitmap.width > maxDimension || bitmap.height > maxDimension {
            throw DrawError.imageTooLarge(path: path, width: bitmap.width, height: bitmap.height)
        }
    }

    /// libpng's encoder, its output handed to `output` as it is made.
    ///
    /// - Throws: `FileWriteError`: the first failure of `output`, or libpng's message.
    private static func encode(_ bitmap: Bitmap, compression: PNGCompression, named name: String,
                               to output: (UnsafeRawBufferPointer) throws(SystemError) -> Void) throws {
        try withoutActuallyEscaping(output) { output in
            let sink = EncoderOutput(output)
            var failure = crease_png_failure()
            let finished = withExtendedLifetime(sink) {
                bitmap.pixels.withUnsafeBufferPointer { pixels in
                    crease_png_encode(pixels.baseAddress, png_uint_32(bitmap.width), png_uint_32(bitmap.height), compression.level,
                        compression.filters, { context, bytes, count in
                            Unmanaged<EncoderOutput>.fromOpaque(context!).takeUnretainedValue().take(UnsafeRawBufferPointer(start: bytes, count: count))
                        }, Unmanaged.passUnretained(sink).toOpaque(), &failure)
                }
            }
            guard finished != 0 else {
                let message = withUnsafeBytes(of: &failure.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                throw FileWriteError(path: name, reason: sink.failure?.description ?? message)
            }
        }
    }
}

/// Takes the encoder's output to where it goes, remembering the first failure.
private final class EncoderOutput {
    let output: (UnsafeRawBufferPointer) throws(SystemError) -> Void
    var failure: SystemError?

    init(_ output: @escaping (UnsafeRawBufferPointer) throws(SystemError) -> Void) { self.output = output }

    /// 1 once the bytes are taken, 0 (the encoder stops) once they could not be.
    func take(_ bytes: UnsafeRawBufferPointer) -> Int32 {
        do { try output(bytes) } catch {
            failure = error
            return 0
        }
        return 1
    }
}
