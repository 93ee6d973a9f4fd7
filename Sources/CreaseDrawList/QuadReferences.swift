import CreaseImage

/// A picture a quad shows, held by the quad's draw list (`DrawList.pictures`) and named here by
/// its place there, with what the drawing asks of it for every quad: its size and whether it is
/// an opaque bitmap. A quad so holds no reference: a list copies, grows and drops its quads as
/// plain bytes, with no reference counted, and a renderer finds each picture's texture once a
/// frame however many quads show it.
public struct QuadPicture: Hashable, Sendable {
    /// Where the picture is in its list's `pictures`.
    public let index: Int
    /// The picture's width, in pixels.
    public let pixelWidth: Int
    /// The picture's height, in pixels.
    public let pixelHeight: Int
    /// Whether the picture is a bitmap with no transparent pixel.
    public let isOpaqueBitmap: Bool

    /// The picture `contents`, at `index` in its list's `pictures`.
    init(_ contents: LayerContents, at index: Int) {
        self.index = index
        (pixelWidth, pixelHeight) = contents.pixelSize
        isOpaqueBitmap = contents.isOpaqueBitmap
    }

    /// The same picture at `index` of another list.
    func moved(to index: Int) -> QuadPicture {
        QuadPicture(index: index, pixelWidth: pixelWidth, pixelHeight: pixelHeight, isOpaqueBitmap: isOpaqueBitmap)
    }

    private init(index: Int, pixelWidth: Int, pixelHeight: Int, isOpaqueBitmap: Bool) {
        self.index = index
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.isOpaqueBitmap = isOpaqueBitmap
    }

    /// The picture's size in pixels.
    @inlinable public var pixelSize: (width: Int, height: Int) { (pixelWidth, pixelHeight) }
}

/// A layer's name on a quad, held by the quad's draw list (`DrawList.names`) and named here by
/// its place there, for dumps and tests: as with `QuadPicture`, so that a quad holds no reference.
public struct QuadName: Hashable, Sendable {
    /// Where the name is in its list's `names`.
    public let index: Int
}
