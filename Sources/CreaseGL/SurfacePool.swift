/// Offscreen targets for render surfaces, kept from frame to frame: a surface of the size one
/// drawn last frame takes that target again rather than making one (on a software rasteriser,
/// clearing a new texture costs as much as drawing it). Targets no frame used for a while,
/// and the oldest past the memory budget, go.
final class SurfacePool {
    /// 256 MiB of surfaces: about sixteen full-screen 1920x1080 layers drawn offscreen at once.
    static let defaultByteBudget = 256 << 20
    /// Targets unused for this many frames are deleted.
    static let keepFrames = 60

    private struct Entry {
        let target: RenderTarget
        let depthStencil: Bool
        var lastUsedFrame: Int
        var inUse: Bool
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

    /// The bytes the pool's targets hold (colour, depth and stencil).
    var bytes: Int { entries.reduce(0) { $0 + Self.bytes(of: $1) } }
    var count: Int { entries.count }

    /// A target of exactly this size, with depth and stencil buffers or none, not yet taken this
    /// frame, reused or made.
    func acquire(pixelWidth: Int, pixelHeight: Int, depthStencil: Bool) throws -> RenderTarget {
        if let i = entries.firstIndex(where: {
            !$0.inUse && $0.depthStencil == depthStencil && $0.target.pixelWidth == pixelWidth && $0.target.pixelHeight == pixelHeight
        }) {
            entries[i].inUse = true
            entries[i].lastUsedFrame = frame
            return entries[i].target
        }
        let target = try RenderTarget(pixelWidth: pixelWidth, pixelHeight: pixelHeight, samples: 1, gpu: gpu, device: device,
            depthStencil: depthStencil)
        entries.append(Entry(target: target, depthStencil: depthStencil, lastUsedFrame: frame, inUse: true))
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
            total -= Self.bytes(of: entry)
            entries.removeAll { $0.target === entry.target }
        }
    }

    private static func bytes(of entry: Entry) -> Int { entry.target.pixelWidth * entry.target.pixelHeight * (entry.depthStencil ? 8 : 4) }
}
