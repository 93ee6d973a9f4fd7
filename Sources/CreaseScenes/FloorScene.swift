import CreaseCore
import CreaseMath

/// The cost floor of any frame: one full-screen textured quad.
public final class FloorScene: Scene {
    public let root: Layer

    public init(size: Size, image: Bitmap? = nil) {
        root = .root(size: size, name: "floor")
        let quad = Layer.make("image", frame: Rect(origin: .zero, size: size))
        quad.contents = .bitmap(image ?? Artwork.benchmarkImage(pixelWidth: Int(size.width), pixelHeight: Int(size.height)))
        root.addSublayer(quad)
    }

    public func update(time: Double) {}
}
