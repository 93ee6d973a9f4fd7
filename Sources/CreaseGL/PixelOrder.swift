/// On desktop GL frames are read back in the order render targets hold their pixels, B, G, R, A,
/// which the driver copies as they are (asked for R, G, B, A, llvmpipe reorders them in a pass of
/// its own, a tenth of a 1080p export's instructions), and put in a bitmap's R, G, B, A order
/// here (`ContextDevice`). On ES both are R, G, B, A.
enum PixelOrder {
    /// Turns tightly packed B, G, R, A pixels into R, G, B, A, in place, or the other way.
    static func swapRedAndBlue(_ bytes: inout [UInt8]) {
        bytes.withUnsafeMutableBytes { raw in
            let pixels = raw.bindMemory(to: UInt32.self)
            // Little-endian: B is the low byte and R the third; G and A stay where they are.
            for i in pixels.indices {
                let p = pixels[i]
                pixels[i] = (p & 0xFF00_FF00) | (p >> 16 & 0xFF) | (p & 0xFF) << 16
            }
        }
    }
}
