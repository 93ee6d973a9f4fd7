import CTurboJPEG
import CreaseImage

/// JPEG bytes to an opaque `Bitmap` through TurboJPEG, turned upright by the file's EXIF
/// orientation as cameras write it. A CMYK (or YCCK) JPEG, as print workflows write, is turned
/// into RGB by the naive ink formula, with no colour profile.
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
        let inks = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
        let format = inks ? TJPF_CMYK : TJPF_RGBA
        var pixels = try PictureLimits.pixels(width: Int(width), height: Int(height), path: path)
        let status = bytes.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                tjDecompress2(handle, source.baseAddress, UInt(bytes.count), target.baseAddress, width, 0, height,
                    Int32(format.rawValue), TJFLAG_STOPONWARNING)
            }
        }
        guard status == 0 else { throw failure() }
        if inks { inksToRGBA(&pixels, inverted: adobeMarked(bytes)) }
        let picture = Bitmap(width: Int(width), height: Int(height), pixels: pixels)
        return try PictureOrientation(exifIn: bytes).upright(picture)
    }

    /// CMYK pixels to opaque RGBA in place: each colour is what is left of white under its ink
    /// and the black, R = (255 − C)(255 − K) / 255. `inverted` values (as Adobe writes them) are
    /// already 255 − ink.
    private static func inksToRGBA(_ pixels: inout [UInt8], inverted: Bool) {
        let flip: UInt8 = inverted ? 0 : 255  // v ^ 255 is 255 − v
        for at in stride(from: 0, to: pixels.count, by: 4) {
            let underBlack = Int(pixels[at + 3] ^ flip)
            for channel in 0..<3 { pixels[at + channel] = UInt8((Int(pixels[at + channel] ^ flip) * underBlack + 127) / 255) }
            pixels[at + 3] = 255
        }
    }

    /// Whether the file carries Adobe's APP14 segment ("Adobe", version, two flag words and the
    /// colour transform): its writers store CMYK inverted, and readers take it so.
    private static func adobeMarked(_ bytes: [UInt8]) -> Bool {
        guard let adobe = JPEGSegments(bytes).application(14, identifier: Array("Adobe".utf8)) else { return false }
        return adobe.count >= 12
    }
}
