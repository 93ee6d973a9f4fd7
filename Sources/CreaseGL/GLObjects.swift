// GL object names, each owned by a small type that creates it and deletes it when dropped, so
// no name is freed by hand or used after its owner has gone. All need the renderer's context.

/// One GL object name of any kind, made and deleted through a device.
class GLObject {
    let id: GLName
    let device: any GLDevice
    private let kind: GLObjectKind
    /// False for an object the host application made and deletes itself.
    let owned: Bool

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

/// A 2D texture of 8-bit pixels stored as B, G, R, A bytes (what llvmpipe's linear path reads
/// and draws into), clamped at its edges, sampled as each draw needs it (`sample`): nearest texel where it is drawn texel for
/// pixel, bilinear, or trilinear over mipmaps made the first time it is drawn smaller.
final class TextureObject: GLObject {
    /// GPU memory the pixels take, mipmaps included once made.
    private(set) var byteCount: Int
    /// Whether the smaller levels show what level 0 holds now.
    private(set) var hasMipmaps = false
    /// Whether the GPU has drawn into it: a render target's, or mipmaps made from level 0.
    private(set) var isDrawnByGPU: Bool
    /// The texture's own filter state.
    private var filter = TextureFilter.linear
    /// Samples at most along a foreshortened direction when trilinear (1: none).
    private let anisotropy: Double
    let pixelWidth: Int
    let pixelHeight: Int

    /// Tightly packed RGBA rows in memory order, or nil to leave the pixels undefined (a render
    /// target's; `takesResolve` where a multisampled buffer is resolved into it). Leaves the
    /// texture bound.
    init(pixelWidth: Int, pixelHeight: Int, pixels: [UInt8]?, anisotropy: Double = 1, takesResolve: Bool = false, device: any GLDevice) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.anisotropy = anisotropy
        byteCount = Self.byteCount(pixelWidth: pixelWidth, pixelHeight: pixelHeight, mipmapped: false)
        isDrawnByGPU = pixels == nil
        super.init(.texture, device: device)
        device.perform(.bindTexture(id))
        device.perform(.defineTexture(TextureImage(width: pixelWidth, height: pixelHeight, bytes: pixels, filter: filter, takesResolve: takesResolve)))
    }

    /// The host's texture `id`, `pixelWidth`×`pixelHeight`, drawn with its own filters; never
    /// deleted here.
    init(borrowing id: GLName, pixelWidth: Int, pixelHeight: Int, device: any GLDevice) {
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        byteCount = 0
        anisotropy = 1
        isDrawnByGPU = true  // the host may well have drawn it
        super.init(borrowing: id, .texture, device: device)
    }

    /// Derives the smaller levels from the pixels now in level 0 (`sample(.trilinear)` reads
    /// them). Leaves the texture bound.
    func generateMipmaps() {
        device.perform(.bindTexture(id))
        device.perform(.generateMipmaps)
        hasMipmaps = true
        isDrawnByGPU = true
        byteCount = Self.byteCount(pixelWidth: pixelWidth, pixelHeight: pixelHeight, mipmapped: true)
    }

    /// Replaces level 0 with `pixels` (RGBA rows of the texture's size) in place: no new
    /// storage. Leaves it bound.
    func write(_ pixels: [UInt8]) {
        device.perform(.bindTexture(id))
        device.perform(.writeTexture(pixels: pixels, width: pixelWidth, height: pixelHeight))
        levelZeroChanged()
    }

    /// Level 0 was drawn into or written: the mipmaps, if any, no longer show it.
    func levelZeroChanged() { hasMipmaps = false }

    /// Makes the mipmaps where they do not show level 0; a host's texture keeps the levels its
    /// host gave it.
    func updateMipmaps() {
        guard owned, !hasMipmaps else { return }
        generateMipmaps()
    }

    /// Makes the bound texture read with `wanted`, making its mipmaps first for trilinear
    /// where they do not show level 0. Nearest where texels fall on pixels one for one lets
    /// llvmpipe copy rows; a software rasteriser pays for the mipmap level choice on every
    /// pixel even at 1:1 (the full-screen floor ran 15 % slower with mipmaps on).
    func sample(_ wanted: TextureFilter) {
        // A host's texture is drawn with the filters its host gave it.
        guard owned else { return }
        if wanted == .trilinear { updateMipmaps() }
        guard wanted != filter else { return }
        // Anisotropy only with the mipmaps: read from level 0 alone, a pixel's footprint picks
        // nothing, so a draw may leave the GPU to work it out (the fold pass does).
        device.perform(.sampling(wanted, anisotropy: anisotropy > 1 ? (wanted == .trilinear ? anisotropy : 1) : nil))
        filter = wanted
    }

    /// The memory a texture of 4-byte pixels of this size takes, over every level (about 4/3
    /// of the first) with mipmaps.
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
