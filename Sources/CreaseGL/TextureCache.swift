import CreaseCore

/// GL textures for layer contents: bitmaps are uploaded once and kept while used, snapshot
/// targets are owned here until released.
final class TextureCache {
    private struct Entry {
        let bitmap: Bitmap  // held so that its identity cannot be reused while cached
        let texture: TextureObject
        var lastUsedFrame: Int
    }

    private var bitmaps: [ObjectIdentifier: Entry] = [:]
    private var targets: [Int: RenderTarget] = [:]
    private var nextTargetID = 1
    private var frame = 0
    /// Bitmaps unused for this many frames give their texture back.
    private let keepFrames = 120

    /// The texture for some contents, uploading a bitmap seen for the first time; nil for a
    /// released snapshot.
    func texture(for contents: LayerContents, stats: inout FrameStats) -> TextureObject? {
        switch contents {
        case .texture(let reference):
            return targets[reference.id]?.texture
        case .bitmap(let bitmap):
            let key = ObjectIdentifier(bitmap)
            if var entry = bitmaps[key] {
                entry.lastUsedFrame = frame
                bitmaps[key] = entry
                return entry.texture
            }
            let texture = bitmap.pixels.withUnsafeBytes {
                TextureObject(pixelWidth: bitmap.width, pixelHeight: bitmap.height, pixels: $0.baseAddress)
            }
            stats.textureUploads += 1
            bitmaps[key] = Entry(bitmap: bitmap, texture: texture, lastUsedFrame: frame)
            return texture
        }
    }

    /// Keeps a render target's texture available to layers under a new reference.
    func register(_ target: RenderTarget) -> TextureReference {
        let id = nextTargetID
        nextTargetID += 1
        targets[id] = target
        return TextureReference(id: id, pixelWidth: target.pixelWidth, pixelHeight: target.pixelHeight)
    }

    func release(_ reference: TextureReference) { targets[reference.id] = nil }

    /// Ends a frame: textures of bitmaps no layer showed for a while are deleted.
    func endFrame() {
        frame += 1
        guard frame % keepFrames == 0 else { return }
        bitmaps = bitmaps.filter { frame - $0.value.lastUsedFrame <= keepFrames }
    }
}
