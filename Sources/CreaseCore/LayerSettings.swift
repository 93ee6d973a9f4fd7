import CreaseImage
import CreaseMath

/// A layer's properties that no animation changes, with their defaults: `Layer`'s public
/// properties of the same names read and write them.
@usableFromInline
struct LayerSettings {
    @usableFromInline var name: String?
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
