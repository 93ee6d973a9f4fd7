import CCreaseGL
import CreaseCore

/// GL textures for layer contents: bitmaps are uploaded once and kept while used, snapshot
/// targets are owned here until released.
final class TextureCache {
    private struct Entry {
        let bitmap: Bitmap  // held so that its identity cannot be reused while cached
        let texture: GLuint
        var lastUsedFrame: Int
    }

    private var bitmaps: [ObjectIdentifier: Entry] = [:]
    private var targets: [Int: RenderTarget] = [:]
    private var nextTargetID = 1
    private var frame = 0
    /// Bitmaps unused for this many frames give their texture back.
    private let keepFrames = 120

    deinit {
        for entry in bitmaps.values {
            var t = entry.texture
            crGlDeleteTextures(1, &t)
        }
    }

    /// The texture for some contents, uploading a bitmap seen for the first time.
    func texture(for contents: LayerContents, stats: inout FrameStats) -> GLuint {
        switch contents {
        case .texture(let reference):
            return targets[reference.id]?.texture ?? 0
        case .bitmap(let bitmap):
            let key = ObjectIdentifier(bitmap)
            if var entry = bitmaps[key] {
                entry.lastUsedFrame = frame
                bitmaps[key] = entry
                return entry.texture
            }
            let texture = upload(bitmap)
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
        for (key, entry) in bitmaps where frame - entry.lastUsedFrame > keepFrames {
            var t = entry.texture
            crGlDeleteTextures(1, &t)
            bitmaps[key] = nil
        }
    }

    private func upload(_ bitmap: Bitmap) -> GLuint {
        var texture: GLuint = 0
        crGlGenTextures(1, &texture)
        crGlBindTexture(GLenum(GL_TEXTURE_2D), texture)
        crGlPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
        bitmap.pixels.withUnsafeBytes {
            crGlTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(bitmap.width), GLsizei(bitmap.height), 0,
                GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), $0.baseAddress)
        }
        TextureParameters.applyLinearClamp()
        return texture
    }
}
