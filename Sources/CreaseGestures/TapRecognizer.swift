import CreaseMath

/// A quick press and release in place, as UITapGestureRecognizer: discrete, so it goes straight
/// from `.possible` to `.ended` (`GestureState.recognized`) or `.failed`.
///
/// Every press must lift within `maximumDuration` and stay within `allowableMovement` of where
/// the first press went down. For `numberOfTapsRequired` > 1 each further press must come within
/// `maximumTapInterval` of the previous release. A second pointer down during the taps fails it:
/// this is a one-finger tap.
public final class TapRecognizer: GestureRecognizer, PressRecognizer {
    /// Taps needed (1: single tap, 2: double tap, …).
    public var numberOfTapsRequired = 1
    /// Longest a press may be held, in seconds. UIKit tolerates longer presses; 0.5 s keeps a
    /// tap distinct from a long press, which begins at that point.
    public var maximumDuration = 0.5
    /// How far, in points, a pointer may stray from the first press and still tap (the same as
    /// the pan's hysteresis, so exactly one of tap and pan wins).
    public var allowableMovement = 10.0
    /// Longest wait, in seconds, from one release to the next press of a multiple tap.
    public var maximumTapInterval = 0.3

    public internal(set) var state = GestureState.possible
    public var onChange: ((TapRecognizer) -> Void)?

    /// Where the tap was: the last release's location once recognised, else the latest pointer location.
    public private(set) var location = Point.zero
    /// Taps completed so far in this sequence.
    public private(set) var tapCount = 0

    private var pressedPointer: Int?
    private var pressTime = 0.0
    private var releaseTime = 0.0
    private var firstPressLocation = Point.zero
    var held = HeldPointers()

    /// A single-tap recogniser in `.possible`, with the defaults above.
    public init() {}

    func press(_ event: PointerEvent) {
        switch event.phase {
        case .down:
            guard pressedPointer == nil, held.count == 1 else {
                transition(to: .failed)  // a second finger: not a one-finger tap
                return
            }
            if tapCount == 0 {
                firstPressLocation = event.location
            } else if event.location.distance(to: firstPressLocation) > allowableMovement {
                transition(to: .failed)
                return
            }
            pressedPointer = event.pointer
            pressTime = event.time
            location = event.location
        case .moved:
            guard event.pointer == pressedPointer else { return }
            location = event.location
            if event.location.distance(to: firstPressLocation) > allowableMovement { transition(to: .failed) }
        case .up:
            guard event.pointer == pressedPointer else { return }
            location = event.location
            pressedPointer = nil
            guard event.location.distance(to: firstPressLocation) <= allowableMovement else {
                transition(to: .failed)
                return
            }
            tapCount += 1
            releaseTime = event.time
            if tapCount >= numberOfTapsRequired { transition(to: .recognized) }
        case .cancelled:
            if event.pointer == pressedPointer { transition(to: .failed) }
        }
    }

    public func reset() {
        state = .possible
        tapCount = 0
        pressedPointer = nil
        held.removeAll()
    }

    /// When a press held too long, or a multiple tap's late next press, fails it.
    public var nextDeadline: Double {
        guard !state.isFinished else { return .infinity }
        if pressedPointer != nil { return pressTime + maximumDuration }
        return tapCount > 0 ? releaseTime + maximumTapInterval : .infinity
    }

    /// Fails a press held too long, or a multiple tap whose next press is late.
    func checkTime(_ time: Double) {
        if pressedPointer != nil {
            if time - pressTime > maximumDuration { transition(to: .failed) }
        } else if tapCount > 0 && time - releaseTime > maximumTapInterval {
            transition(to: .failed)
        }
    }
}
