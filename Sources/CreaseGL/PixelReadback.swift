import CreaseImage

/// Frames read back without waiting on each: the GPU copies a frame's pixels into a pixel buffer
/// of a small ring once it has drawn it, and the CPU takes them `depth` frames later, by when the
/// copy is done; meanwhile the GPU draws the next frames. The pictures are the ones
/// `RenderTarget.readBitmap` gives, byte for byte.
package final class PixelReadback {
    /// The most frames whose pixels are under way at once.
    let depth: Int
    private let target: RenderTarget
    private let device: any GLDevice
    /// Buffers free for the next frame.
    private var free: [BufferObject]
    /// Buffers being written, oldest first.
    private var pending: [BufferObject] = []

    private var byteCount: Int { target.pixelWidth * target.pixelHeight * 4 }

    /// `depth` buffers (at least one) each the size of `target`'s picture, made in the current context.
    package convenience init(target: RenderTarget, depth: Int) { self.init(target: target, depth: depth, device: ContextDevice()) }

    init(target: RenderTarget, depth: Int, device: any GLDevice) {
        precondition(depth >= 1, "at least one frame under way")
        self.depth = depth
        self.target = target
        self.device = device
        free = []
        free = (0..<depth).map { _ in
            let buffer = BufferObject(device: device)
            device.perform(.definePixelBuffer(buffer.id, bytes: byteCount))
            return buffer
        }
    }

    /// Starts reading the target's picture as drawn so far; when `depth` frames are under way
    /// already, takes the oldest first and hands it back.
    package func start() throws -> Bitmap? {
        let oldest = pending.count == depth ? try takeOldest() : nil
        let buffer = free.removeLast()
        try target.startReading(into: buffer)
        pending.append(buffer)
        return oldest
    }

    /// The oldest frame under way, its pixels waited for; nil when none is.
    package func takeOldest() throws -> Bitmap? {
        guard !pending.isEmpty else { return nil }
        let what = "reading back a \(target.pixelWidth)x\(target.pixelHeight) frame"
        try PixelMemory.reserve(byteCount, for: what)
        let buffer = pending.removeFirst()
        let pixels = device.pixelBufferBytes(buffer.id, count: byteCount)
        free.append(buffer)
        try GLCheck.after(what, on: device)
        return Bitmap(width: target.pixelWidth, height: target.pixelHeight, pixels: pixels)
    }
}
