import CreaseCore
import CreaseMath

/// A layer tree that can be shown at any time: built once for a size, then moved to each
/// frame's time. Animated scenes keep a host whose clock is that time.
public protocol Scene: AnyObject {
    /// The root layer; its bounds are the viewport.
    var root: Layer { get }
    /// Brings the scene to `time` seconds since it started; the renderer then draws the
    /// presentation at the same time.
    func update(time: Double)
    /// Pointer input in scene points (y down) at scene time `time`.
    func pointer(_ phase: PointerPhase, at point: Point, time: Double)
    /// A key pressed, by name ("space", "a", ...).
    func key(_ name: String, time: Double)
}

/// The stages of a pointer press.
public enum PointerPhase: Sendable { case down, moved, up }

extension Scene {
    public func pointer(_ phase: PointerPhase, at point: Point, time: Double) {}
    public func key(_ name: String, time: Double) {}
}

extension Layer {
    /// A root layer covering a viewport of `size` points.
    static func root(size: Size, name: String) -> Layer {
        let root = Layer(name: name)
        root.frame = Rect(origin: .zero, size: size)
        return root
    }

    /// A layer with the given frame, for building scenes tersely.
    static func make(_ name: String, frame: Rect, color: Color = .clear) -> Layer {
        let layer = Layer(name: name)
        layer.frame = frame
        layer.backgroundColor = color
        return layer
    }
}
