import CPNG
import CreaseImage

/// PNG bytes to a `Bitmap` through libpng's simplified API, which checks every chunk's CRC and
/// names what is wrong with a damaged file in its own words.
enum PNGDecoder {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// - Throws: `DrawError.corruptPNG` (libpng's message) or `.imageTooLarge`, or `OutOfMemory`.
    static func decode(_ bytes: [UInt8], path: String) throws -> Bitmap {
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        defer { png_image_free(&image) }
        // libpng reads from the bytes from the header's call to the last row's: one borrow.
        let pixels = try bytes.withUnsafeBytes { memory -> [UInt8] in
            guard png_image_begin_read_from_memory(&image, memory.baseAddress, memory.count) != 0 else {
                throw DrawError.corruptPNG(path: path, reason: message(of: image))
            }
            let width = Int(image.width), height = Int(image.height)
            try PictureLimits.check(width: width, height: height, path: path)
            // Straight RGBA, 8 bits a channel, whatever the file's colour type and depth.
            image.format = crease_png_format_rgba
            var pixels = try PictureLimits.pixels(width: width, height: height, path: path)
            let finished = pixels.withUnsafeMutableBytes {
                png_image_finish_read(&image, nil, $0.baseAddress, Int32(width * 4), nil)
            }
            guard finished != 0 else { throw DrawError.corruptPNG(path: path, reason: message(of: image)) }
            PictureLimits.premultiply(&pixels)
            return pixels
        }
        return Bitmap(width: Int(image.width), height: Int(image.height), pixels: pixels)
    }

    /// libpng's message for the last failure, held in the image.
    private static func message(of image: png_image) -> String {
        var text = image.message
        let message = withUnsafeBytes(of: &text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return message.isEmpty ? "libpng gave no reason" : message
    }
}
