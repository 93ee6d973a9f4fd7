import CreaseImage
import CreaseMath

/// Where a frame is drawn: a GL framebuffer of some pixel size.
public struct Framebuffer {
    /// The offscreen target drawn into, or nil for a window's default framebuffer.
    let target: RenderTarget?
    /// What reads the pixels back.
    let device: any GLDevice
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// True for offscreen targets, whose first row in memory is the top of the picture;
    /// false for a window's default framebuffer, whose first row is the bottom.
    public let topRowFirst: Bool
    /// Samples per pixel: above 1, multisampling antialiases edges and the quads' own edge
    /// coverage is left off (both would fade an edge twice).
    public let samples: Int

    init(target: RenderTarget?, device: any GLDevice, pixelWidth: Int, pixelHeight: Int, topRowFirst: Bool, samples: Int) {
        self.target = target
        self.device = device
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.topRowFirst = topRowFirst
        self.samples = samples
    }

    /// A window's default framebuffer, in the current context.
    public static func window(pixelWidth: Int, pixelHeight: Int, samples: Int) -> Framebuffer {
        Framebuffer(target: nil, device: ContextDevice(), pixelWidth: pixelWidth, pixelHeight: pixelHeight, topRowFirst: false, samples: samples)
    }

    /// The name to bind for drawing, with depth and stencil buffers or without (an offscreen
    /// target makes them the first time they are needed): 0 for the window's, which has its own.
    func name(depthStencil: Bool) throws -> GLName { try target?.drawFramebuffer(depthStencil: depthStencil).id ?? 0 }

    /// Reads the pixels back, top row first (a window's framebuffer is flipped on the way).
    public func readBitmap() throws -> Bitmap {
        if let target { return try target.readBitmap(topRowFirst: topRowFirst) }
        return try Self.read(0, device: device, pixelWidth: pixelWidth, pixelHeight: pixelHeight, topRowFirst: false)
    }

    /// The pixels of framebuffer `name`, top row first.
    static func read(_ name: GLName, device: any GLDevice, pixelWidth: Int, pixelHeight: Int, topRowFirst: Bool) throws -> Bitmap {
        let rowBytes = pixelWidth * 4
        // The pixels, and as much again to turn them upright.
        try PixelMemory.reserve(rowBytes * pixelHeight * (topRowFirst ? 1 : 2), for: "reading back a \(pixelWidth)x\(pixelHeight) frame")
        device.perform(.bindFramebuffer(name, .read))
        var pixels = device.readPixels(width: pixelWidth, height: pixelHeight)
        device.perform(.bindFramebuffer(0, .drawAndRead))
        try GLCheck.after("reading back a \(pixelWidth)x\(pixelHeight) picture", on: device)
        if !topRowFirst {
            var flipped = [UInt8](repeating: 0, count: pixels.count)
            for row in 0..<pixelHeight {
                let from = row * rowBytes, to = (pixelHeight - 1 - row) * rowBytes
                flipped[to..<(to + rowBytes)] = pixels[from..<(from + rowBytes)]
            }
            pixels = flipped
        }
        return Bitmap(width: pixelWidth, height: pixelHeight, pixels: pixels)
    }
}

extension Framebuffer {
    /// Pixels a point has when the framebuffer spans `viewport` points across.
    public func pixelsPerPoint(across viewport: Size) -> Double { Double(pixelWidth) / max(viewport.width, 1e-9) }
}
