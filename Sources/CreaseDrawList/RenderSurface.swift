import CreaseImage
import CreaseMath

/// A layer subtree drawn offscreen first, then shown as a picture (Chromium's render surface,
/// WebKit's intermediate surface): how a translucent group fades as one, a mask cuts its layer,
/// and a fold bends a layer's whole look.
///
/// The renderer draws every surface of a list, innermost first, before the list itself: what a
/// surface holds never depends on what lies under it. Quads show it through `texture`, a
/// reference that names nothing but this surface for this frame.
public struct RenderSurface: Equatable {
    /// What the quads that show the surface give as their contents; its id is negative, apart
    /// from the renderer's own textures, and its size is the surface's in pixels.
    public var texture: TextureReference
    /// What to draw into it, over transparency, in its own points: (0, 0) is the top-left of
    /// the surface, its viewport the surface's size in points.
    public var list: DrawList
    /// The layer the surface draws, for dumps.
    public var layerName: String?
    /// Whether it is shown smaller than it is somewhere (folded, turned away), so that the
    /// renderer makes its mipmaps.
    public var isMinified: Bool
    /// What becomes of the picture once drawn, if anything.
    public var filter: SurfaceFilter?
    /// Whose picture this is, the same from frame to frame: a renderer that kept the key's last
    /// picture, drawn from an equal surface, may show that instead of drawing it again.
    public var key: SurfaceKey?

    /// A surface drawing `list` into `texture`, unfiltered, unkeyed and not minified.
    public init(texture: TextureReference, list: DrawList, layerName: String? = nil, isMinified: Bool = false,
                filter: SurfaceFilter? = nil, key: SurfaceKey? = nil) {
        self.texture = texture
        self.list = list
        self.layerName = layerName
        self.isMinified = isMinified
        self.filter = filter
        self.key = key
    }

    /// The surface's width, in pixels.
    public var pixelWidth: Int { texture.pixelWidth }
    /// The surface's height, in pixels.
    public var pixelHeight: Int { texture.pixelHeight }
}

/// A layer's surface, and which of its pictures: its subtree, its mask's, its shadow's.
public struct SurfaceKey: Hashable, Sendable {
    /// Which of the layer's pictures: its subtree's, its mask's or its shadow's.
    public enum Role: Hashable, Sendable { case subtree, mask, shadow }

    /// The layer's identity.
    public let layer: ObjectIdentifier
    /// Which of its pictures.
    public let role: Role
    /// Whether the picture is drawn inside a shadow's, which draws its caster's subtree again
    /// (a folded layer's flat picture, which its shadow folds): kept apart from the picture that
    /// shows the layer, so that each is kept from frame to frame.
    public let inShadow: Bool

    /// The key of `layer`'s picture in `role`, inside a shadow's picture or not.
    public init(layer: ObjectIdentifier, role: Role, inShadow: Bool = false) {
        self.layer = layer
        self.role = role
        self.inShadow = inShadow
    }
}

/// A change to a surface's whole picture once it is drawn.
public enum SurfaceFilter: Equatable, Sendable {
    /// Its alpha blurred by a Gaussian of `sigma` pixels and tinted `color` (straight alpha):
    /// a shadow of what was drawn.
    case shadow(sigma: Double, color: Color)
}

/// How a quad's colour meets what is already drawn.
public enum QuadBlend: Sendable {
    /// Over it (premultiplied alpha): the normal case.
    case sourceOver
    /// What is drawn keeps only as much of itself as the quad's alpha: how a mask's picture cuts
    /// the surface of the layer it masks.
    case destinationIn
}
