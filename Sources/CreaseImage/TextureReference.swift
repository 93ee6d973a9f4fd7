/// A renderer-owned texture named by id: what a snapshot hands back to put into `contents`.
public struct TextureReference: Hashable, Sendable {
    public let id: Int
    public let pixelWidth: Int
    public let pixelHeight: Int

    public init(id: Int, pixelWidth: Int, pixelHeight: Int) {
        self.id = id
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }
}
