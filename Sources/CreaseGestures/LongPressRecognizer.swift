import CreaseMath

/// A press held in place, as UILongPressGestureRecognizer: continuous, beginning once the
/// pointer has stayed down `minimumPressDuration` within `allowableMovement`, then following it
/// (`.changed`) until it lifts (`.ended`).
///
/// The recogniser begins by time alone, so it needs `advance(to:)` (or any later event, which
/// first advances to its own time: a press that moves far at 0.6 s began at 0.5 s).
public final class LongPressRecognizer: GestureRecognizer, PressRecognizer {
    /// How long, in seconds, the pointer must stay down (UIKit's default: 0.5).
    public var minimumPressDuration = 0.5
    /// How far, in points, the pointer may move before the press begins (UIKit's default: 10).
    public var allowableMovement = 10.0

    public internal(set) var state = GestureState.possible
    public var onChange: ((LongPressRecognizer) -> Void)?

    /// Where the pointer is now.
    public private(set) var location = Point.zero
    /// Where the press went down.
    public private(set) var startLocation = Point.zero

    private var pressedPointer: Int?
    private var pressTime = 0.0
    var held = HeldPointers()

    /// A long press recogniser in `.possible`, with UIKit's defaults.
    public init() {}

    func press(_ event: PointerEvent) {
        switch event.phase {
        case .down:
            if pressedPointer == nil && held.count == 1 {
                pressedPointer = event.pointer
                pressTime = event.time
                startLocation = event.location
                location = event.location
            } else if state == .possible {
                transition(to: .failed)  // a second finger before it began: not this gesture
            }
        case .moved:
            guard event.pointer == pressedPointer else { return }
            location = event.location
            if state.isActive {
                transition(to: .changed)
            } else if event.location.distance(to: startLocation) > allowableMovement {
                transition(to: .failed)
            }
        case .up, .cancelled:
            guard event.pointer == pressedPointer else { return }
            pressedPointer = nil
            if state.isActive {
                location = event.location
                transition(to: event.phase == .up ? .ended : .cancelled)
            } else {
                transition(to: .failed)  // lifted too soon
            }
        }
    }

    public func reset() {
        state = .possible
        pressedPointer = nil
        held.removeAll()
    }

    /// When a press held in place begins.
    public var nextDeadline: Double {
        state == .possible && pressedPointer != nil ? pressTime + minimumPressDuration : .infinity
    }

    /// Begins the press once it has been held long enough.
    func checkTime(_ time: Double) {
        if state == .possible, pressedPointer != nil, SceneTime.hasCome(pressTime + minimumPressDuration, by: time) {
            transition(to: .began)
        }
    }
}
