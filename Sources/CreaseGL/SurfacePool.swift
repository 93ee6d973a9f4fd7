import CreaseDrawList

/// Offscreen targets for render surfaces, kept from frame to frame: a surface of the size one
/// drawn last frame takes that target again rather than making one (on a software rasteriser,
/// clearing a new texture costs as much as drawing it). A surface with a key takes the target
/// that held its key's picture, and is not drawn again when what it would draw is what that
/// picture shows. Targets no frame used for a while, and the oldest past the memory budget, go.
final class SurfacePool {
    /// 256 MiB of surfaces: about sixteen full-screen 1920x1080 layers drawn offscreen at once.
    static let defaultByteBudget = 256 << 20
    /// Targets unused for this many frames are deleted.
    static let keepFrames = 60

    private struct Entry {
        let target: RenderTarget
        var lastUsedFrame: Int
        var inUse: Bool
        /// Whose picture the target holds, and the surface drawn into it.
        var key: SurfaceKey?
        var drawn: RenderSurface?
    }

    private let device: any GLDevice
    private let gpu: GPUInfo
    private let byteBudget: Int
    private var entries: [Entry] = []
    private var frame = 0

    init(device: any GLDevice, gpu: GPUInfo, byteBudget: Int = defaultByteBudget) {
        self.device = device
        self.gpu = gpu
        self.byteBudget = byteBudget
    }

    /// The bytes the pool's targets hold (colour, and depth and stencil where they have them).
    private var bytes: Int { entries.reduce(0) { $0 + $1.target.byteCount } }

    /// The target for `surface`, and the surface whose picture it holds, if any: its key's last
    /// picture. Equal to `surface`, the target need not be drawn; close to it, drawn only where
    /// they differ.
    func acquire(for surface: RenderSurface) throws -> (target: RenderTarget, holding: RenderSurface?) {
        if let key = surface.key, let i = entries.firstIndex(where: { $0.key == key }) {
            let entry = entries[i]
            if !entry.inUse, entry.target.pixelWidth == surface.pixelWidth,
                entry.target.pixelHeight == surface.pixelHeight
            {
                entries[i].inUse = true
                entries[i].lastUsedFrame = frame
                entries[i].drawn = surface
                return (entry.target, entry.drawn)
            }
            entries[i].key = nil
            entries[i].drawn = nil
        }
        let target = try acquire(pixelWidth: surface.pixelWidth, pixelHeight: surface.pixelHeight)
        if let i = entries.firstIndex(where: { $0.target === target }) {
            entries[i].key = surface.key
            entries[i].drawn = surface
        }
        return (target, nil)
    }

    /// A target of exactly this size not yet taken this frame, reused or made: one holding no
    /// keyed picture first. It gets depth and stencil buffers when a list drawn into it needs them.
    func acquire(pixelWidth: Int, pixelHeight: Int) throws -> RenderTarget {
        func fits(_ e: Entry) -> Bool { !e.inUse && e.target.pixelWidth == pixelWidth && e.target.pixelHeight == pixelHeight }
        if let i = entries.firstIndex(where: { fits($0) && $0.key == nil }) ?? entries.firstIndex(where: fits) {
            entries[i].inUse = true
            entries[i].lastUsedFrame = frame
            entries[i].key = nil
            entries[i].drawn = nil
            return entries[i].target
        }
        let target = try RenderTarget(pixelWidth: pixelWidth, pixelHeight: pixelHeight, samples: 1, gpu: gpu, device: device)
        entries.append(Entry(target: target, lastUsedFrame: frame, inUse: true))
        trim()
        return target
    }

    /// Ends a frame: every target is free again; those idle too long, and the oldest idle ones
    /// past the budget, are deleted.
    func endFrame() {
        frame += 1
        for i in entries.indices { entries[i].inUse = false }
        entries.removeAll { frame - $0.lastUsedFrame > Self.keepFrames }
        trim()
    }

    private func trim() {
        var total = bytes
        guard total > byteBudget else { return }
        for entry in entries.filter({ !$0.inUse }).sorted(by: { $0.lastUsedFrame < $1.lastUsedFrame }) where total > byteBudget {
            total -= entry.target.byteCount
            entries.removeAll { $0.target === entry.target }
        }
    }
}
