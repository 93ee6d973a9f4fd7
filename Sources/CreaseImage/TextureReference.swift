/// A renderer-owned texture named by id: what a snapshot hands back to put into `contents`.
public struct TextureReference: Hashable, Sendable {
    /// The renderer's name for the texture; the compositor's offscreen surfaces use negative ids.
    public let id: Int
    /// The texture's width, in pixels.
    public let pixelWidth: Int
    /// The texture's height, in pixels.
    public let pixelHeight: Int

    /// A reference to texture `id` of the given pixel size.
    public init(id: Int, pixelWidth: Int, pixelHeight: Int) {
        self.id = id
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }
}
