import CreaseCore
import CreaseDraw
import CreaseGestures
import CreaseImage
import CreaseMath

/// What a scene can be given besides its size. Each registry entry says which of these it
/// takes (`SceneEntry.options`); the others keep their defaults.
public struct SceneSetup {
    /// The user's own picture, shown instead of the drawn content (through `picture(for:)`).
    public var image: Bitmap?
    /// How `image` fits a frame of another shape: by default it keeps its aspect, letterboxed.
    public var imageGravity: ContentsGravity = .resizeAspect
    /// Input to play instead of the scene's own demonstration; nil plays that.
    public var script: GestureScript?
    /// Pixels per point for drawn content.
    public var contentScale: Double = 2
    /// The open doors' own settings.
    public var openDoors = OpenDoorsOptions()
    /// The pan fold's own settings.
    public var panFold = PanFoldOptions()
    /// Reduced motion, for a person who has asked their system for less of it: a transition
    /// that takes it turns and slides nothing, and crossfades instead, with the same start,
    /// duration and curve and the same end (docs/effects.md §6).
    public var reduceMotion = false

    /// Every setting at its default: drawn content at 2 pixels a point, the scene's own input.
    public init() {}

    /// The user's picture fitted to a frame of `size` points by `imageGravity`: stretched, or
    /// drawn at its own aspect over black (letterboxed, or cropped to fill). Nil without one.
    public func picture(for size: Size) -> Bitmap? {
        guard let image else { return nil }
        guard imageGravity != .resize, size.width > 0, size.height > 0 else { return image }
        let imageSize = Size(width: Double(image.width), height: Double(image.height))
        let frame = imageGravity.frame(contentSize: imageSize, in: size)
        // As sharp as the picture allows, up to the content scale.
        let scale = min(contentScale, max(1, max(imageSize.width / (frame.width * size.width), imageSize.height / (frame.height * size.height))))
        let canvas = Canvas(size: size, scale: scale)
        canvas.fill(Rect(origin: .zero, size: size), color: .black)
        canvas.drawBitmap(image, in: Rect(x: frame.minX * size.width, y: frame.minY * size.height,
            width: frame.width * size.width, height: frame.height * size.height))
        return canvas.makeBitmap()
    }

    /// Lowers `contentScale` where content drawn for a frame of `size` points would pass
    /// `maxPixels` a side (the GPU's texture limit, or Cairo's): a 20000-point-wide frame gets
    /// its content at under one pixel a point rather than a picture no texture can hold.
    public mutating func fitContent(to size: Size, maxPixels: Int) {
        let side = max(size.width, size.height)
        if side * contentScale > Double(maxPixels) { contentScale = Double(maxPixels) / side }
    }
}
