import CreaseCore
import CreaseImage
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

    /// The layers under `layer` that draw a picture, in paint order, leaving out hidden subtrees.
    static func drawnLayers(in layer: Layer) -> [Layer] {
        guard !layer.isHidden else { return [] }
        return (layer.contents == nil ? [] : [layer]) + layer.sublayers.flatMap(drawnLayers)
    }

    /// The bitmap in `contents`, if it is one.
    static func bitmap(_ contents: LayerContents?) -> Bitmap? {
        if case .bitmap(let bitmap) = contents { return bitmap }
        return nil
    }

    /// Where a child of an upright, unmoved container is on screen at host time `t`.
    static func presentedFrame(_ layer: Layer, atHostTime t: Double) -> Rect {
        let state = layer.presentation(atHostTime: t)
        let size = state.bounds.size
        return Rect(x: state.position.x - state.anchorPoint.x * size.width, y: state.position.y - state.anchorPoint.y * size.height,
                    width: size.width, height: size.height)
    }

    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
