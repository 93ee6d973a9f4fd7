import CreaseCore
import CreaseImage
import CreaseMath
import CreaseScene

/// The cost floor of any frame: one full-screen textured quad.
public final class FloorScene: Scene {
    /// The scene as the registry lists it.
    public static let entry = SceneEntry("floor", .benchmark, summary: "one full-screen textured quad: the cost floor of a frame") { size, setup in
        FloorScene(size: size, contentScale: min(1, setup.contentScale))
    }

    public let root: Layer

    /// `contentScale`: pixels per point of the drawn picture (1 unless the frame is too large).
    public init(size: Size, image: Bitmap? = nil, contentScale: Double = 1) {
        root = .root(size: size, name: "floor")
        let quad = Layer.make("image", frame: Rect(origin: .zero, size: size))
        quad.contents = .bitmap(image ?? Artwork.numberedGrid(size: size, scale: contentScale))
        root.addSublayer(quad)
    }

    public func update(time: Double) {}
}
