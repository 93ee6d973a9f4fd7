/// Where a recogniser is in its life, as UIGestureRecognizer.State.
///
/// Continuous gestures (pan, pinch, long press) go possible → began → changed… → ended or
/// cancelled; discrete ones (tap) go possible → ended (`recognized`). Either may fail instead.
public enum GestureState: String, Sendable, Equatable, CaseIterable {
    /// Watching events; nothing recognised yet. The state after `reset()`.
    case possible
    /// A continuous gesture has just been recognised.
    case began
    /// A continuous gesture has been updated.
    case changed
    /// The gesture finished normally; for discrete gestures, it was recognised.
    case ended
    /// A gesture that had begun was called off (a cancelled pointer).
    case cancelled
    /// The events did not make this gesture (so another recogniser may have them).
    case failed

    /// A discrete gesture was recognised: the same state as `ended`, as in UIKit.
    public static let recognized = GestureState.ended

    /// True while a continuous gesture runs (began or changed).
    public var isActive: Bool { self == .began || self == .changed }

    /// True once the gesture is over (ended, cancelled or failed): nothing changes until a reset.
    public var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
}
