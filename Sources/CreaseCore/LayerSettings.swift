import CreaseImage
import CreaseMath

/// A layer's properties that no animation changes, with their defaults: `Layer`'s public
/// properties of the same names read and write them.
@usableFromInline
struct LayerSettings {
    @usableFromInline var name: String? { didSet { nameKey = name.flatMap(Self.key(ofShortName:)) } }
    /// `name`'s bytes as two words, for a name of up to 15 UTF-8 bytes: asked of every layer
    /// each frame, where reading the name itself retains it to compare it with the last.
    @usableFromInline var nameKey: SIMD2<UInt64>?
    @usableFromInline var contents: LayerContents? { didSet { contentsIdentity = contents?.identity } }
    /// `contents?.identity`, kept apart: asked of every layer each frame, where reading the
    /// contents themselves retains the bitmap (shared by many layers, its count is one place
    /// that every thread of a shared walk writes).
    @usableFromInline var contentsIdentity: LayerContents.Identity?
    @usableFromInline var contentsGravity = ContentsGravity.resize
    @usableFromInline var isHidden = false
    @usableFromInline var masksToBounds = false
    @usableFromInline var isDoubleSided = true
    @usableFromInline var allowsEdgeAntialiasing = true
    @usableFromInline var edgeAntialiasingMask = LayerEdges.all
    @usableFromInline var shading: Shading?
    @usableFromInline var fold: LayerFold? { didSet { isFolded = fold != nil } }
    /// `fold != nil`, kept apart: asked of every layer each frame, where reading the fold itself
    /// copies it (and retains its back picture).
    @usableFromInline var isFolded = false
    @usableFromInline var shapeFollowsContents = false
    @usableFromInline var shadowPath: ShadowPath?
    @usableFromInline var allowsGroupOpacity = true
    @usableFromInline var shouldRasterize = false
    @usableFromInline var rasterizationScale = 1.0

    @usableFromInline init() {}
}

extension LayerSettings {
    /// A name of up to 15 UTF-8 bytes as two words: its bytes from the lowest, and its length in
    /// the top byte. Equal keys are equal names; nil for a longer name.
    static func key(ofShortName name: String) -> SIMD2<UInt64>? {
        var key = SIMD2<UInt64>(0, 0), count = 0
        for byte in name.utf8 {
            guard count < 15 else { return nil }
            key[count / 8] |= UInt64(byte) << (8 * UInt64(count % 8))
            count += 1
        }
        key[1] |= UInt64(count) << 56
        return key
    }
}
