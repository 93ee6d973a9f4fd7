/// Why reading or writing an image file failed.
public enum DrawError: Error, Equatable, CustomStringConvertible {
    /// Nothing exists at the path.
    case fileMissing(path: String)
    /// The file exists but cannot be read (permissions, a directory, an I/O error).
    case unreadable(path: String, reason: String)
    /// The path names something other than a file or directory (a FIFO, a socket, a device).
    case notRegularFile(path: String)
    /// The file does not start with the PNG signature.
    case notPNG(path: String)
    /// The file starts like a PNG but is truncated or damaged.
    case corruptPNG(path: String, reason: String)
    /// The file starts as neither a PNG nor a JPEG.
    case notPicture(path: String)
    /// The file starts like a JPEG but is truncated or damaged.
    case corruptJPEG(path: String, reason: String)
    /// The image is bigger than Cairo (or `PNGFile`'s limits) can hold.
    case imageTooLarge(path: String, width: Int, height: Int)
    /// The file could not be written (missing or read-only directory, full disk, ...).
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .fileMissing(let path):
            return "no such file: \(path)"
        case .unreadable(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .notRegularFile(let path):
            return "'\(path)' is not a regular file"
        case .notPNG(let path):
            return "not a PNG file: \(path)"
        case .corruptPNG(let path, let reason):
            return "'\(path)' is a damaged PNG (\(reason))"
        case .notPicture(let path):
            return "not a PNG or JPEG file: \(path)"
        case .corruptJPEG(let path, let reason):
            return "'\(path)' is a damaged JPEG (\(reason))"
        case .imageTooLarge(let path, let width, let height):
            return "image too large: \(path) is \(width)x\(height) pixels; the limit is "
                + "\(PNGFile.maxDimension) a side and \(PNGFile.maxPixelCount) pixels in all"
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason)"
        }
    }
}
