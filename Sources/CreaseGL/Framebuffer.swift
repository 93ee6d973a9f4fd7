import CreaseImage
import CreaseMath

/// Where a frame is drawn: a GL framebuffer of some pixel size.
public struct Framebuffer {
    /// Nil for a window's default framebuffer.
    let object: FramebufferObject?
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

    init(object: FramebufferObject?, device: any GLDevice, pixelWidth: Int, pixelHeight: Int, topRowFirst: Bool, samples: Int) {
        self.object = object
        self.device = device
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.topRowFirst = topRowFirst
        self.samples = samples
    }

    /// A window's default framebuffer, in the current context.
    public static func window(pixelWidth: Int, pixelHeight: Int, samples: Int) -> Framebuffer {
        Framebuffer(object: nil, device: ContextDevice(), pixelWidth: pixelWidth, pixelHeight: pixelHeight, topRowFirst: false, samples: samples)
    }

    /// The name to bind: 0 for the window's.
    var name: GLName { object?.id ?? 0 }

    /// Reads the pixels back, top row first (a window's framebuffer is flipped on the way).
    public func readBitmap() throws -> Bitmap {
        let rowBytes = pixelWidth * 4
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
