import CreaseImage
import CreaseMath

/// A convex piece of a layer's picture in a 3D rendering context whose translucent planes cross:
/// the plane's picture (a surface) shown only over `corners`, drawn in back-to-front order with
/// the other pieces instead of being depth-tested.
public struct DrawPolygon: Equatable {
    /// The unit square of the picture to the screen, perspective included.
    public var unitToScreen: Transform3D
    /// The piece's corners in the picture's unit square, in order around it.
    public var corners: [Point]
    /// The plane's picture, usually a surface's texture.
    public var contents: LayerContents
    /// The plane's opacity, times its ancestors'.
    public var opacity: Double
    /// The layer's name, for dumps.
    public var layerName: String?

    /// The piece of `contents` inside `corners`, placed by `unitToScreen`.
    public init(unitToScreen: Transform3D, corners: [Point], contents: LayerContents, opacity: Double, layerName: String? = nil) {
        self.unitToScreen = unitToScreen
        self.corners = corners
        self.contents = contents
        self.opacity = opacity
        self.layerName = layerName
    }
}
