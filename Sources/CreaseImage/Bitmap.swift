/// An immutable image in memory: premultiplied RGBA, 8 bits a channel, rows top first.
///
/// A class so that renderers can key cached textures on its identity: setting the same bitmap
/// on many layers (or many frames) uploads it once.
public final class Bitmap: Sendable {
    /// The width in pixels, at least 1.
    public let width: Int
    /// The height in pixels, at least 1.
    public let height: Int
    /// width × height × 4 bytes: R, G, B, A with colour already multiplied by alpha.
    public let pixels: [UInt8]
    /// Every pixel has alpha 255: drawn over anything, it hides it (renderers skip blending).
    public let isOpaque: Bool

    /// An image of `pixels`, premultiplied RGBA rows top first; the count must be
    /// width × height × 4.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0, "a bitmap needs a positive size")
        precondition(pixels.count == width * height * 4, "pixel buffer does not match \(width)x\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
        isOpaque = stride(from: 3, to: pixels.count, by: 4).allSatisfy { pixels[$0] == 255 }
    }

    /// A bitmap filled with one colour.
    public convenience init(width: Int, height: Int, filledWith color: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) {
            pixels[i] = color.r
            pixels[i + 1] = color.g
            pixels[i + 2] = color.b
            pixels[i + 3] = color.a
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// The premultiplied RGBA of one pixel.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
