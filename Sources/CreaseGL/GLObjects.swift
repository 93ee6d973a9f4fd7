// GL object names, each owned by a small type that creates it and deletes it when dropped, so
// no name is freed by hand or used after its owner has gone. All need the renderer's context.

/// One GL object name of any kind, made and deleted through a device.
class GLObject {
    let id: GLName
    let device: any GLDevice
    private let kind: GLObjectKind
    /// False for an object the host application made and deletes itself.
    private let owned: Bool

    init(_ kind: GLObjectKind, device: any GLDevice) {
        self.kind = kind
        self.device = device
        id = device.makeObject(kind)
        owned = true
    }

    /// The host's object `id`, used but never deleted here.
    init(borrowing id: GLName, _ kind: GLObjectKind, device: any GLDevice) {
        self.kind = kind
        self.device = device
        self.id = id
        owned = false
    }

    deinit { if owned { device.deleteObject(kind, id) } }
}

/// An RGBA8 2D texture clamped at its edges: bilinear, or trilinear over mipmaps once
/// `generateMipmaps` has run, for contents that are drawn smaller or foreshortened.
final class TextureObject: GLObject {
    /// GPU memory the pixels take, mipmaps included.
    private(set) var byteCount: Int
    private(set) var hasMipmaps = false
    /// Whether minification reads the mipmaps now (the texture's own filter state).
    private var trilinear = false
    private let pixelWidth: Int
    private let pixelHeight: Int

    /// Tightly packed RGBA rows in memory order, or nil to leave the pixels undefined (a render
    /// target's). Leaves the texture bound.
    init(pixelWidth: Int, pixelHeight: Int, pixels: [UInt8]?, device: any GLDevice) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        byteCount = Self.byteCount(pixelWidth: pixelWidth, pixelHeight: pixelHeight, mipmapped: false)
        super.init(.texture, device: device)
        device.perform(.bindTexture(id))
        device.perform(.defineTexture(TextureImage(width: pixelWidth, height: pixelHeight, format: .rgba8, bytes: pixels, filter: .linear)))
    }

    /// The host's texture `id`, `pixelWidth`×`pixelHeight`, drawn with its own filters; never
    /// deleted here.
    init(borrowing id: GLName, pixelWidth: Int, pixelHeight: Int, device: any GLDevice) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        byteCount = 0
        super.init(borrowing: id, .texture, device: device)
    }

    /// Derives the smaller levels from the pixels now in level 0 and samples trilinearly from
    /// then on, with `anisotropy` (≥ 1) samples at most along a foreshortened direction.
    /// Leaves the texture bound.
    func generateMipmaps(anisotropy: Double) {
        device.perform(.bindTexture(id))
        device.perform(.generateMipmaps(anisotropy: anisotropy > 1 ? anisotropy : nil))
        hasMipmaps = true
        trilinear = true
        byteCount = Self.byteCount(pixelWidth: pixelWidth, pixelHeight: pixelHeight, mipmapped: true)
    }

    /// Samples the bound texture trilinearly where it is drawn smaller, bilinearly where it is
    /// not: a software rasteriser pays for the level choice on every pixel even at 1:1 (the
    /// full-screen floor ran 15 % slower with mipmaps on).
    func sample(minified: Bool) {
        guard hasMipmaps, minified != trilinear else { return }
        device.perform(.minificationFilter(minified ? .trilinear : .linear))
        trilinear = minified
    }

    /// The memory an RGBA8 texture of this size takes: 4 bytes a pixel, over every level
    /// (about 4/3 of the first) with mipmaps.
    static func byteCount(pixelWidth: Int, pixelHeight: Int, mipmapped: Bool) -> Int {
        var (w, h, total) = (pixelWidth, pixelHeight, pixelWidth * pixelHeight * 4)
        while mipmapped && (w > 1 || h > 1) {
            (w, h) = (max(1, w / 2), max(1, h / 2))
            total += w * h * 4
        }
        return total
    }
}

/// A buffer of vertex data.
final class BufferObject: GLObject {
    init(device: any GLDevice) { super.init(.buffer, device: device) }

    func bindAsVertexData() { device.perform(.bindVertexBuffer(id)) }
}

/// A vertex array: which buffers feed which attributes.
final class VertexArrayObject: GLObject {
    init(device: any GLDevice) { super.init(.vertexArray, device: device) }

    func bind() { device.perform(.bindVertexArray(id)) }
}

/// A renderbuffer: a render target's multisampled colour, or its depth and stencil.
final class RenderbufferObject: GLObject {
    init(device: any GLDevice) { super.init(.renderbuffer, device: device) }
}

/// A framebuffer object (the window's default framebuffer is none).
final class FramebufferObject: GLObject {
    init(device: any GLDevice) { super.init(.framebuffer, device: device) }
}
