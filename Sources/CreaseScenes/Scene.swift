import CreaseCore
import CreaseMath

/// A layer tree that can be shown at any time: built once for a size, then updated per frame.
public protocol Scene: AnyObject {
    /// The root layer; its bounds are the viewport.
    var root: Layer { get }
    /// Sets the layers for `time` seconds since the scene started.
    func update(time: Double)
}

extension Layer {
    /// A root layer covering a viewport of `size` points.
    static func root(size: Size, name: String) -> Layer {
        let root = Layer(name: name)
        root.frame = Rect(origin: .zero, size: size)
        return root
    }

    /// A layer with the given frame, for building scenes tersely.
    static func make(_ name: String, frame: Rect, color: Color? = nil) -> Layer {
        let layer = Layer(name: name)
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }
}
