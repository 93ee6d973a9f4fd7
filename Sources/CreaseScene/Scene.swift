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
    /// The keys the scene answers in the window, each with its hint and its action, handed the
    /// scene's time: the window's hint line and `key(_:time:)` both read them.
    var keyBindings: [KeyBinding<Double>] { get }
    /// The viewport changed size. False: build the scene anew for the new size instead.
    func resize(to size: Size, time: Double) -> Bool
    /// The times of the input the scene plays by itself (its demonstration or a gesture file),
    /// in order: reaching a late moment needs frames only around these.
    var scriptedInputTimes: [Double] { get }
    /// When the scene next changes by itself, once brought to `time`: `time` (or earlier) while
    /// it moves, the moment something falls due (an animation's begin, a recogniser's timeout,
    /// the next scripted event, the doors' delay), infinity while it rests until input comes.
    /// Until then every frame would be the same: a window draws none and sleeps.
    func nextChange(after time: Double) -> Double
}

extension Scene {
    /// By default, pointer input is ignored.
    public func handle(_ event: PointerEvent) {}
    /// By default, the scene answers no key.
    public var keyBindings: [KeyBinding<Double>] { [] }
    /// A key pressed in the window at `time`: what it is bound to, or nothing.
    public func key(_ key: Key, time: Double) {
        keyBindings.first { $0.key == key }?.action(time)
    }
    /// By default, the scene is built anew for each size.
    public func resize(to size: Size, time: Double) -> Bool { false }
    /// By default, the scene plays no input by itself.
    public var scriptedInputTimes: [Double] { [] }
    /// By default, what the root's host says (its animations and animators), and never for a
    /// tree in no host: right for a scene whose `update(time:)` only moves its host on. A scene
    /// that moves layers by the time itself says when.
    public func nextChange(after time: Double) -> Double {
        root.host?.nextChange(after: time) ?? .infinity
    }
}
