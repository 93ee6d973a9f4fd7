import CreaseCore
import CreaseGestures
import CreaseMath

/// A layer tree that can be shown at any time: built once for a size, then moved to each
/// frame's time. Animated scenes keep a host whose clock is that time.
public protocol Scene: AnyObject {
    /// The root layer; its bounds are the viewport.
    var root: Layer { get }
    /// Brings the scene to `time` seconds since it started; the renderer then draws the
    /// presentation at the same time.
    func update(time: Double)
    /// A pointer event in scene points (y down), timed on the scene's clock.
    func handle(_ event: PointerEvent)
    /// A key pressed in the window.
    func key(_ key: Key, time: Double)
    /// The viewport changed size. False: build the scene anew for the new size instead.
    func resize(to size: Size, time: Double) -> Bool
    /// The times of the input the scene plays by itself (its demonstration or a gesture file),
    /// in order: reaching a late moment needs frames only around these.
    var scriptedInputTimes: [Double] { get }
}

extension Scene {
    /// By default, pointer input is ignored.
    public func handle(_ event: PointerEvent) {}
    /// By default, keys are ignored.
    public func key(_ key: Key, time: Double) {}
    /// By default, the scene is built anew for each size.
    public func resize(to size: Size, time: Double) -> Bool { false }
    /// By default, the scene plays no input by itself.
    public var scriptedInputTimes: [Double] { [] }
}
