import CreaseMath

/// Two pointers moving apart or together, as UIPinchGestureRecognizer.
///
/// `scale` is the distance between the two pointers over their distance when the second went
/// down. The pinch begins once that distance has changed by more than `hysteresis`, but the
/// scale stays measured from the second pointer's down, so it does not jump at the begin.
/// It ends when either pointer lifts. A single pointer never begins a pinch (it stays
/// `.possible`); two pointers lifting before the pinch began fail it. Pointers beyond the
/// first two are ignored.
public final class PinchRecognizer: GestureRecognizer, PointerFollower {
    /// How far, in points, the distance between the pointers must change before the pinch
    /// begins, so two resting fingers do not pinch.
    public var hysteresis = 5.0
    public internal(set) var state = GestureState.possible
    public var onChange: ((PinchRecognizer) -> Void)?

    /// Current distance over the distance when the second pointer went down (1 before that).
    public private(set) var scale = 1.0
    /// Midpoint of the two pointers (the one pointer's location while only one is down).
    public private(set) var center = Point.zero
    /// Change of `scale` per second over the last `velocitySampleWindow` seconds: positive
    /// while spreading. Frozen when the gesture finishes.
    public var velocity: Double { tracker.velocity(at: now).x }
    /// Distance between the pointers when the second went down, in points.
    public private(set) var initialDistance = 0.0
    /// Where the two pointers are, in the order they went down (empty until the second is down),
    /// for what follows each finger rather than the scale.
    public var pointerLocations: [Point] { pointers.followed.count == 2 ? pointers.followedLocations : [] }
    /// Where the two pointers were when the second went down, in the same order.
    public private(set) var initialPointerLocations: [Point] = []

    // Scale is tracked as the x of a point so one tracker serves pan and pinch.
    var tracker = VelocityTracker(window: 0.1)
    var now = 0.0
    var pointers = FollowedPointers()  // following the first two pointers down, at most

    /// A pinch recogniser in `.possible`.
    public init() {}

    public func advance(to time: Double) {
        if pointers.followed.count == 2 && !state.isFinished { now = max(now, time) }
    }

    public func reset() {
        state = .possible
        pointers = FollowedPointers()
        scale = 1
        initialDistance = 0
        initialPointerLocations = []
        tracker.removeAll()
    }

    func down(_ event: PointerEvent) {
        guard state == .possible, pointers.followed.count < 2 else { return }
        pointers.followed.append(event.pointer)
        now = event.time
        if pointers.followed.count == 2 {
            // Guard against fingers landing on one spot: measure from at least a point apart.
            initialDistance = max(distance(), 1)
            initialPointerLocations = pointerLocations
            scale = distance() / initialDistance
            tracker.removeAll()
            tracker.add(Point(x: scale, y: 0), at: event.time)
        }
        center = pointers.centroid ?? center
    }

    func moved(at time: Double) {
        center = pointers.centroid ?? center
        guard pointers.followed.count == 2 else { return }
        update(at: time)
        report(beginningIf: abs(distance() - initialDistance) > hysteresis)
    }

    func lift(_ event: PointerEvent, followedAt index: Int) {
        if state.isActive {
            if event.phase == .up {
                // Where the finger lifted counts towards the final scale.
                pointers.locations[event.pointer] = event.location
                update(at: event.time)
                center = pointers.centroid ?? center
                transition(to: .ended)
            } else {
                transition(to: .cancelled)
            }
        } else if pointers.followed.count == 2 {
            transition(to: .failed)
        } else {
            pointers.followed.remove(at: index)  // a lone pointer leaving: still waiting for a pinch
        }
    }

    private func update(at time: Double) {
        scale = distance() / initialDistance
        tracker.add(Point(x: scale, y: 0), at: time)
    }

    private func distance() -> Double {
        let followed = pointers.followed
        guard followed.count == 2, let a = pointers.locations[followed[0]], let b = pointers.locations[followed[1]] else { return 0 }
        return a.distance(to: b)
    }
}
