import CreaseCore
import CreaseDraw
import CreaseImage
import CreaseMath

/// Drawing clipped to a rounded rectangle, which `Canvas` cannot do by itself: the content goes
/// on a small canvas of its own, is masked by the rounded shape, and is then copied over.
enum ContentTile {
    /// Draws `body` inside `area`, keeping only what falls inside `clip` rounded by `radius`.
    ///
    /// `body` gets the tile's canvas and `area` in that canvas's coordinates. The tile is laid on
    /// the device-pixel grid, so it is copied one pixel to one pixel and stays sharp.
    static func draw(_ area: Rect, clippedTo clip: Rect, radius: Double, on canvas: Canvas,
                     _ body: (Canvas, Rect) -> Void) {
        let scale = canvas.scale
        let pixels = area.pixelBounds(atScale: scale)
        guard pixels.width > 0, pixels.height > 0 else { return }
        let pixelWidth = Int(pixels.width)
        let pixelHeight = Int(pixels.height)
        let origin = Point(x: pixels.minX / scale, y: pixels.minY / scale)
        let local = Rect(x: area.minX - origin.x, y: area.minY - origin.y, width: area.width, height: area.height)
        let localClip = Rect(x: clip.minX - origin.x, y: clip.minY - origin.y, width: clip.width, height: clip.height)

        let content = Canvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        body(content, local)
        let mask = Canvas(pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
        mask.fillRoundedRect(localClip, radius: radius, color: .white)
        let clipped = masked(content.makeBitmap(), by: mask.makeBitmap())
        canvas.drawBitmap(clipped, in: Rect(x: origin.x, y: origin.y,
                                            width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale))
    }

    /// `image` with every pixel scaled by the mask's alpha (both premultiplied, the same size).
    static func masked(_ image: Bitmap, by mask: Bitmap) -> Bitmap {
        precondition(image.width == mask.width && image.height == mask.height, "mask size differs")
        var pixels = image.pixels
        let coverage = mask.pixels
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let a = UInt32(coverage[i + 3])
            if a == 255 { continue }
            for c in i..<(i + 4) {
                pixels[c] = UInt8((UInt32(pixels[c]) * a + 127) / 255)
            }
        }
        return Bitmap(width: image.width, height: image.height, pixels: pixels)
    }
}
