/// A framebuffer of the host application's own GL context for Crease to draw a frame into: the
/// host names it and the rectangle of it to fill, and gets its context back as it was.
public struct HostFramebuffer: Equatable, Sendable {
    /// The host's framebuffer object, or 0 for its window's default framebuffer.
    public var name: UInt32
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Where the frame goes: pixels from the framebuffer's top-left corner.
    public var viewportX: Int, viewportY: Int, viewportWidth: Int, viewportHeight: Int
    /// False (GL's way, a window's) when the framebuffer's first row in memory is its bottom.
    public var topRowFirst: Bool
    /// Samples per pixel Crease draws the frame with before it goes into the host's framebuffer.
    public var samples: Int

    /// The frame fills `viewport` (x, y, width, height in pixels from the top-left corner) of the
    /// host's framebuffer `name`, `pixelWidth`×`pixelHeight` pixels; the whole of it by default.
    public init(name: UInt32, pixelWidth: Int, pixelHeight: Int, viewport: (x: Int, y: Int, width: Int, height: Int)? = nil,
        topRowFirst: Bool = false, samples: Int = 1)
    {
        self.name = name
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        (viewportX, viewportY, viewportWidth, viewportHeight) = viewport ?? (0, 0, pixelWidth, pixelHeight)
        self.topRowFirst = topRowFirst
        self.samples = samples
    }

    /// The viewport in GL's window coordinates (from the bottom-left corner for a framebuffer
    /// whose first row is its bottom).
    var glViewport: PixelBox {
        PixelBox(x: viewportX, y: topRowFirst ? viewportY : pixelHeight - viewportY - viewportHeight, width: viewportWidth, height: viewportHeight)
    }

    /// Throws unless the viewport is a non-empty rectangle inside the framebuffer.
    func validate() throws {
        guard viewportWidth > 0, viewportHeight > 0, viewportX >= 0, viewportY >= 0, viewportX + viewportWidth <= pixelWidth,
            viewportY + viewportHeight <= pixelHeight
        else {
            throw GLError.unsupported(
                "the viewport \(viewportX),\(viewportY) \(viewportWidth)x\(viewportHeight) is not inside the host's \(pixelWidth)x\(pixelHeight) framebuffer")
        }
    }
}
