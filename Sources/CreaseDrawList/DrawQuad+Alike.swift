import CreaseMath
import Glibc

extension DrawQuad {
    /// Whether the quads at `a` and `b` are equal, read where they lie: what `==` says (but for
    /// `unitToDepth`'s matrix where neither has one), the matrices compared a row of four lanes
    /// at a time and the likeliest differences first. A frame's quads are compared with the last
    /// frame's every frame (`DrawList.damage(since:)`): the derived `==` cost 400 instructions a
    /// quad, copies aside. The bytes are asked first: a quad kept in a block and appended to
    /// both lists is the same bytes, padding and all, which `memcmp` compares 32 at a step
    /// (equal bytes draw the same pixels, NaNs included, which `==` would call unequal).
    @inlinable static func alike(_ a: UnsafePointer<DrawQuad>, _ b: UnsafePointer<DrawQuad>) -> Bool {
        if memcmp(a, b, MemoryLayout<DrawQuad>.size) == 0 { return true }
        @inline(__always) func same(_ x: Transform3D, _ y: Transform3D) -> Bool {
            all((x.r1 .== y.r1) .& (x.r2 .== y.r2) .& (x.r3 .== y.r3) .& (x.r4 .== y.r4))
        }
        @inline(__always) func same(_ x: Rect, _ y: Rect) -> Bool {
            all(SIMD4(x.minX, x.minY, x.width, x.height) .== SIMD4(y.minX, y.minY, y.width, y.height))
        }
        @inline(__always) func same(_ x: Color, _ y: Color) -> Bool {
            all(SIMD4(x.red, x.green, x.blue, x.alpha) .== SIMD4(y.red, y.green, y.blue, y.alpha))
        }
        // Field by field through the pointers: a quad read whole is copied (546 bytes).
        guard same(a.pointee.unitToScreen, b.pointee.unitToScreen), a.pointee.size == b.pointee.size,
            a.pointee.contents == b.pointee.contents, a.pointee.opacity == b.pointee.opacity,
            same(a.pointee.backgroundColor, b.pointee.backgroundColor), same(a.pointee.contentsRect, b.pointee.contentsRect),
            same(a.pointee.contentFrame, b.pointee.contentFrame), a.pointee.cornerRadius == b.pointee.cornerRadius,
            a.pointee.borderWidth == b.pointee.borderWidth, same(a.pointee.borderColor, b.pointee.borderColor),
            a.pointee.roundsContents == b.pointee.roundsContents, a.pointee.shapeFollowsContents == b.pointee.shapeFollowsContents,
            a.pointee.shading == b.pointee.shading, a.pointee.hasUnitToDepth == b.pointee.hasUnitToDepth,
            a.pointee.depthLevel == b.pointee.depthLevel, a.pointee.antialiasedEdges == b.pointee.antialiasedEdges,
            a.pointee.blend == b.pointee.blend, a.pointee.layerName == b.pointee.layerName
        else { return false }
        return !a.pointee.hasUnitToDepth || same(a.pointee.unitToDepthStorage, b.pointee.unitToDepthStorage)
    }
}
