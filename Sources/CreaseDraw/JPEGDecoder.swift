import CTurboJPEG
import CreaseImage

/// JPEG bytes to an opaque `Bitmap` through TurboJPEG, turned upright by the file's EXIF
/// orientation as cameras write it.
enum JPEGDecoder {
    /// Start of image, then the first marker.
    static let signature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// - Throws: `DrawError.corruptJPEG` (TurboJPEG's message; a warning such as a truncated
    ///   file stops the decode too) or `.imageTooLarge`, or `OutOfMemory`.
    static func decode(_ bytes: [UInt8], path: String) throws -> Bitmap {
        guard let handle = tjInitDecompress() else {
            throw DrawError.corruptJPEG(path: path, reason: String(cString: tjGetErrorStr2(nil)))
        }
        defer { tjDestroy(handle) }
        func failure() -> DrawError { DrawError.corruptJPEG(path: path, reason: String(cString: tjGetErrorStr2(handle))) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let header = bytes.withUnsafeBufferPointer {
            tjDecompressHeader3(handle, $0.baseAddress, UInt(bytes.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0 else { throw failure() }
        try PictureLimits.check(width: Int(width), height: Int(height), path: path)
        var pixels = try PictureLimits.pixels(width: Int(width), height: Int(height), path: path)
        let status = bytes.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                tjDecompress2(handle, source.baseAddress, UInt(bytes.count), target.baseAddress, width, 0, height,
                    Int32(TJPF_RGBA.rawValue), TJFLAG_STOPONWARNING)
            }
        }
        guard status == 0 else { throw failure() }
        let picture = Bitmap(width: Int(width), height: Int(height), pixels: pixels)
        return try PictureOrientation(exifIn: bytes).upright(picture)
    }
}
