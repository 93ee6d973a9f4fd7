/// What a layer shows over its background: an image in memory, or a texture a renderer owns
/// (a snapshot rendered on the GPU, which never comes back to the CPU).
public enum LayerContents: Sendable {
    case bitmap(Bitmap)
    case texture(TextureReference)

    /// Whether the contents are an image with no transparent pixel.
    public var isOpaqueBitmap: Bool {
        if case .bitmap(let b) = self { return b.isOpaque }
        return false
    }

    /// Pixel size of the contents.
    public var pixelSize: (width: Int, height: Int) {
        switch self {
        case .bitmap(let b): return (b.width, b.height)
        case .texture(let t): return (t.pixelWidth, t.pixelHeight)
        }
    }
}
