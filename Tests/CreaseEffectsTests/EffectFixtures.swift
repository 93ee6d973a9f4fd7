import CreaseCore
import CreaseMath

/// Plain stand-ins for drawn content: the effects' geometry does not depend on the pictures.
enum EffectFixtures {
    static func contents(_ width: Int = 4, _ height: Int = 4) -> LayerContents {
        .bitmap(Bitmap(width: width, height: height, filledWith: (200, 100, 50, 255)))
    }

    /// A host whose tree holds `layer`, advanced one frame so that changes animate.
    static func host(holding layer: Layer, size: Size, at time: Double = 0) -> LayerTreeHost {
        let root = Layer(name: "root")
        root.frame = Rect(origin: .zero, size: size)
        root.addSublayer(layer)
        let host = LayerTreeHost(root: root, time: time)
        host.advance(to: time)
        return host
    }
}
