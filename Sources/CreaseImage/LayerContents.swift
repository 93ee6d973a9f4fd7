/// What a layer shows over its background: an image in memory, or a texture a renderer owns
/// (a snapshot rendered on the GPU, which never comes back to the CPU).
public enum LayerContents: Sendable, Hashable {
    case bitmap(Bitmap)
    case texture(TextureReference)

    /// Whether the contents are an image with no transparent pixel.
    public var isOpaqueBitmap: Bool {
        if case .bitmap(let b) = self { return b.isOpaque }
        return false
    }

    /// The same picture: one bitmap object (bitmaps are immutable, so one object is one
    /// picture), or one texture.
    public static func == (a: LayerContents, b: LayerContents) -> Bool { a.identity == b.identity }

    /// Hashes the picture's identity, as `==` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }

    /// Which picture this is, as a plain value: two contents are equal exactly when their
    /// identities are. Reading it copies no reference (and so counts none): threads that draw
    /// layers sharing a bitmap would otherwise all write the bitmap's reference count.
    public enum Identity: Hashable, Sendable {
        case bitmap(ObjectIdentifier)
        case texture(TextureReference)
    }

    /// This picture's identity.
    public var identity: Identity {
        switch self {
        case .bitmap(let b): .bitmap(ObjectIdentifier(b))
        case .texture(let t): .texture(t)
        }
    }

    /// Pixel size of the contents.
    public var pixelSize: (width: Int, height: Int) {
        switch self {
        case .bitmap(let b): return (b.width, b.height)
        case .texture(let t): return (t.pixelWidth, t.pixelHeight)
        }
    }
}
