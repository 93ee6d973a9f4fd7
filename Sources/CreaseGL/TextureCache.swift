import CreaseImage

/// GL textures for layer contents: bitmaps are uploaded once and kept while used, within a
/// memory budget; snapshot targets are owned here until released. Mipmaps are made the first
/// time a picture is drawn smaller (contents drawn at their size, most of them, need none).
///
/// Live contents, a layer given a new picture every frame, write each new picture into the
/// texture of an old one of its size that nothing but this cache holds any more (no layer can
/// show it again), in place, rather than into a texture of its own while the old ones wait out
/// their frames.
final class TextureCache {
    /// A class, so that a use is noted through the reference a lookup reads: changing a value in
    /// place in the dictionary went through an accessor that allocated, once a bitmap a frame.
    private final class Entry {
        /// Held so that its identity cannot be reused while cached; a variable so that whether
        /// the cache alone holds it can be asked.
        var bitmap: Bitmap
        let texture: TextureObject
        var lastUsedFrame: Int

        init(bitmap: Bitmap, texture: TextureObject, lastUsedFrame: Int) {
            self.bitmap = bitmap
            self.texture = texture
            self.lastUsedFrame = lastUsedFrame
        }

        /// Notes a use in `frame`.
        func markUsed(in frame: Int) -> TextureObject {
            lastUsedFrame = frame
            return texture
        }
    }

    /// 256 MiB of bitmaps' textures: the pictures of a few screens at 2× with their mipmaps.
    static let defaultByteBudget = 256 << 20

    /// Bytes of GPU memory the bitmaps' textures take with their mipmaps (room is kept for them
    /// from the upload, though they are made only when needed).
    private(set) var bitmapBytes = 0
    private let byteBudget: Int
    /// Hears what the cache did that the picture's owner should know (a picture scaled down).
    var note: (String) -> Void = { _ in }
    private let device: any GLDevice
    private let gpu: GPUInfo
    private var bitmaps: [ObjectIdentifier: Entry] = [:]
    private var targets: [Int: RenderTarget] = [:]
    /// The host application's textures shown as contents, by the ids their references carry.
    private var hosts: [Int: HostTexture] = [:]
    /// This frame's render surfaces, by the negative ids the draw list gives them.
    private var surfaces: [Int: RenderTarget] = [:]
    private var nextTargetID = 1
    private var frame = 0
    /// Bitmaps only this cache held at the frame's first upload (`orphanFrame`), whose textures
    /// are free to take new pictures: none of them can become shown within the frame.
    private var orphans: [ObjectIdentifier] = []
    private var orphanFrame = -1
    /// The bitmap asked for last in this frame, and its texture: consecutive quads showing one
    /// picture (a grid's tiles, a fold's strips) find it without hashing. Forgotten when the
    /// frame ends or any bitmap's entry goes, so its identity is always a cached bitmap's.
    private var lastAsked: (key: ObjectIdentifier, texture: TextureObject)?
    /// Bitmaps unused for this many frames give their texture back.
    private let keepFrames = 120

    /// The textures held, bitmaps' and snapshots', and the GPU memory they take.
    var alive: (count: Int, bytes: Int) {
        (bitmaps.count + targets.count, targets.values.reduce(bitmapBytes) { $0 + $1.texture.byteCount })
    }

    /// Past `byteBudget` bytes of bitmaps' textures, the least recently used ones go.
    init(device: any GLDevice, gpu: GPUInfo, byteBudget: Int = defaultByteBudget) {
        self.device = device
        self.gpu = gpu
        self.byteBudget = byteBudget
    }

    /// The texture for some contents, uploading a bitmap seen for the first time; nil for a
    /// released snapshot.
    ///
    func texture(for contents: LayerContents, stats: inout FrameStats) throws -> TextureObject? {
        switch contents {
        case .texture(let reference):
            if reference.id < 0 { return surfaces[reference.id]?.texture }
            return targets[reference.id]?.texture ?? hosts[reference.id].map { $0.copy?.texture ?? $0.texture }
        case .bitmap(let bitmap):
            let key = ObjectIdentifier(bitmap)
            if let lastAsked, lastAsked.key == key { return lastAsked.texture }
            if let texture = bitmaps[key]?.markUsed(in: frame) {
                lastAsked = (key, texture)
                return texture
            }
            // A picture beyond the GPU's textures is drawn from a smaller copy (its texture
            // coordinates run 0 to 1 either way), with a note.
            let fitted = bitmap.scaled(toFit: gpu.maxTextureSize)
            if fitted !== bitmap {
                note("a \(bitmap.width)x\(bitmap.height) picture is beyond this GPU's \(gpu.maxTextureSize)-pixel textures; "
                    + "it is drawn from a copy scaled to \(fitted.width)x\(fitted.height)")
            }
            stats.textureUploads += 1
            let texture: TextureObject
            if let orphaned = orphanedTexture(width: fitted.width, height: fitted.height) {
                texture = orphaned
                texture.write(fitted.pixels)
            } else {
                let bytes = Self.bytes(pixelWidth: fitted.width, pixelHeight: fitted.height)
                makeRoom(for: bytes)
                texture = TextureObject(pixelWidth: fitted.width, pixelHeight: fitted.height, pixels: fitted.pixels,
                    anisotropy: gpu.contentsAnisotropy, device: device)
                bitmapBytes += bytes
            }
            bitmaps[key] = Entry(bitmap: bitmap, texture: texture, lastUsedFrame: frame)
            lastAsked = (key, texture)
            return texture
        }
    }

    /// The texture of this size of a bitmap that only the cache holds, taken from it: its
    /// storage (and its share of the budget) passes to the new picture.
    private func orphanedTexture(width: Int, height: Int) -> TextureObject? {
        if orphanFrame != frame {
            orphanFrame = frame
            // Bitmaps the cache alone holds (an entry is a reference: reading it holds the bitmap no more).
            orphans = bitmaps.filter { isKnownUniquelyReferenced(&$0.value.bitmap) }.map(\.key)
        }
        // Not one uploaded this frame: that key may be an orphan's address taken by a new bitmap.
        func fits(_ key: ObjectIdentifier) -> Bool {
            guard let entry = bitmaps[key] else { return false }
            return entry.lastUsedFrame < frame && entry.texture.pixelWidth == width && entry.texture.pixelHeight == height
        }
        guard let i = orphans.firstIndex(where: fits) else { return nil }
        lastAsked = nil
        return bitmaps.removeValue(forKey: orphans.remove(at: i))?.texture
    }

    /// Keeps a render target's texture available to layers under a new reference. Its picture
    /// must be final: its mipmaps, made when it is first drawn smaller, are made once.
    func register(_ target: RenderTarget) -> TextureReference {
        let id = nextTargetID
        nextTargetID += 1
        targets[id] = target
        return TextureReference(id: id, pixelWidth: target.pixelWidth, pixelHeight: target.pixelHeight)
    }

    /// Shows the host's texture under a new reference; where it is not premultiplied and top row
    /// first, layers show a copy of it that is, drawn each frame (`HostTexture.copy`).
    func register(_ host: HostTexture) -> TextureReference {
        let id = nextTargetID
        nextTargetID += 1
        hosts[id] = host
        return TextureReference(id: id, pixelWidth: host.pixelWidth, pixelHeight: host.pixelHeight)
    }

    /// The host textures that layers see through a copy.
    var hostTexturesCopied: [HostTexture] { hosts.values.filter { $0.copy != nil } }

    /// The GL texture behind a snapshot's or host texture's reference (a host texture's own,
    /// not its copy); nil once released.
    func glName(of reference: TextureReference) -> GLName? {
        reference.id < 0 ? nil : (targets[reference.id]?.texture ?? hosts[reference.id]?.texture)?.id
    }

    /// Forgets a snapshot (deleting its texture) or a host texture (which stays the host's).
    func release(_ reference: TextureReference) {
        targets[reference.id] = nil
        hosts[reference.id] = nil
    }

    /// Shows a drawn surface's target, for this frame, to the quads that name `reference`;
    /// with mipmaps where the list draws it smaller than it is.
    func show(_ target: RenderTarget, as reference: TextureReference, makingMipmaps: Bool) {
        if makingMipmaps { target.texture.generateMipmaps() }
        surfaces[reference.id] = target
    }

    /// Ends a frame: this frame's surfaces are forgotten; textures of bitmaps no layer showed
    /// for a while are deleted.
    func endFrame() {
        surfaces.removeAll(keepingCapacity: true)
        lastAsked = nil
        frame += 1
        guard frame % keepFrames == 0 else { return }
        for (key, entry) in bitmaps where frame - entry.lastUsedFrame > keepFrames { remove(key) }
    }

    /// Deletes the least recently used bitmaps' textures until `bytes` more fit the budget,
    /// sparing those this frame uses (they are going to be drawn): a frame that needs more
    /// than the budget gets it.
    private func makeRoom(for bytes: Int) {
        guard bitmapBytes + bytes > byteBudget else { return }
        let idle = bitmaps.filter { $0.value.lastUsedFrame < frame }.sorted { $0.value.lastUsedFrame < $1.value.lastUsedFrame }
        for (key, _) in idle where bitmapBytes + bytes > byteBudget { remove(key) }
    }

    private func remove(_ key: ObjectIdentifier) {
        guard let entry = bitmaps.removeValue(forKey: key) else { return }
        lastAsked = nil
        bitmapBytes -= Self.bytes(pixelWidth: entry.texture.pixelWidth, pixelHeight: entry.texture.pixelHeight)
    }

    /// What a bitmap's texture of this size takes with its mipmaps.
    private static func bytes(pixelWidth: Int, pixelHeight: Int) -> Int {
        TextureObject.byteCount(pixelWidth: pixelWidth, pixelHeight: pixelHeight, mipmapped: true)
    }
}
