import CreaseImage

/// A bitmap of pseudo-random valid premultiplied pixels (each colour channel at most alpha),
/// with fully transparent, fully opaque and barely visible pixels among them.
public func sampleBitmap(width: Int, height: Int, opaque: Bool = false) -> Bitmap {
    var state: UInt32 = 12_345
    func next() -> UInt8 {
        state = state &* 1_103_515_245 &+ 12_345
        return UInt8(truncatingIfNeeded: state >> 16)
    }
    var pixels: [UInt8] = []
    for i in 0..<(width * height) {
        let alpha: UInt8
        switch i % 5 {
        case 0: alpha = 255
        case 1: alpha = opaque ? 255 : 0
        case 2: alpha = opaque ? 255 : 1
        default: alpha = opaque ? 255 : next()
        }
        for _ in 0..<3 { pixels.append(UInt8(Int(next()) % (Int(alpha) + 1))) }
        pixels.append(alpha)
    }
    return Bitmap(width: width, height: height, pixels: pixels)
}
