import CreaseImage
import CreaseMath

extension DrawQuad {
    /// How far from a whole pixel a quad's edge, and from a whole texel its contentsRect's, may
    /// lie and still count as on it: far below what a sampler can tell apart.
    public static let texelForPixelTolerance = 1e-3

    /// Whether the quad shows its contents texel for pixel at `pixelsPerPoint`: upright, every
    /// row and column of the picture (mirrored or not) on one of the framebuffer's, each texel's
    /// centre on a pixel's centre. There nearest sampling reads exactly what bilinear would, and
    /// llvmpipe copies such a quad's rows on its linear path.
    @inlinable @inline(__always) public func showsTexelForPixel(pixelsPerPoint sx: Double, _ sy: Double) -> Bool {
        // The shape first: most quads are not upright rectangles, and that costs no reference.
        guard contentFrame == .unit, let rect = screenRectangle, let contents else { return false }
        let (w, h) = contents.pixelSize
        func whole(_ value: Double) -> Bool { abs(value - value.rounded()) <= Self.texelForPixelTolerance }
        func matches(_ pixels: Double, _ texels: Double) -> Bool { texels > 0 && abs(pixels - texels) <= Self.texelForPixelTolerance }
        return matches(rect.width * sx, Double(w) * abs(contentsRect.width)) && matches(rect.height * sy, Double(h) * abs(contentsRect.height))
            && whole(rect.minX * sx) && whole(rect.minY * sy)
            && whole(contentsRect.minX * Double(w)) && whole(contentsRect.minY * Double(h))
    }
}
