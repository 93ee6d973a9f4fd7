import CreaseMath

/// Two pointers moving apart or together, as UIPinchGestureRecognizer.
///
/// `scale` is the distance between the two pointers over their distance when the second went
/// down. The pinch begins once that distance has changed by more than `hysteresis`, but the
/// scale stays measured from the second pointer's down, so it does not jump at the begin.
/// It ends when either pointer lifts. A single pointer never begins a pinch (it stays
/// `.possible`); two pointers lifting before the pinch began fail it. Pointers beyond the
/// first two are ignored.
public final class PinchRecognizer: GestureRecognizer, GroupsSimultaneousMoves, TracksVelocity {
    /// How far, in points, the distance between the pointers must change before the pinch
    /// begins, so two resting fingers do not pinch.
    public var hysteresis = 5.0
    public private(set) var state = GestureState.possible
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
    public var pointerLocations: [Point] { tracked.count == 2 ? tracked.compactMap { locations[$0] } : [] }
    /// Where the two pointers were when the second went down, in the same order.
    public private(set) var initialPointerLocations: [Point] = []

    // Scale is tracked as the x of a point so one tracker serves pan and pinch.
    var tracker = VelocityTracker(window: 0.1)
    private var now = 0.0
    private var locations: [Int: Point] = [:]
    private var tracked: [Int] = []  // the first two pointers down, at most

    public init() {}

    public func handle(_ event: PointerEvent) {
        switch event.phase {
        case .down: down(event)
        case .moved: handleMoves([event])
        case .up, .cancelled: lift(event)
        }
    }

    public func advance(to time: Double) {
        if tracked.count == 2 && !state.isFinished { now = max(now, time) }
    }

    public func reset() {
        state = .possible
        locations = [:]
        tracked = []
        scale = 1
        initialDistance = 0
        initialPointerLocations = []
        tracker.removeAll()
    }

    private func down(_ event: PointerEvent) {
        if state.isFinished && locations.isEmpty { reset() }
        locations[event.pointer] = event.location
        guard state == .possible, tracked.count < 2 else { return }
        tracked.append(event.pointer)
        now = event.time
        if tracked.count == 2 {
            // Guard against fingers landing on one spot: measure from at least a point apart.
            initialDistance = max(distance(), 1)
            initialPointerLocations = pointerLocations
            scale = distance() / initialDistance
            tracker.removeAll()
            tracker.add(Point(x: scale, y: 0), at: event.time)
        }
        center = midpoint()
    }

    func handleMoves(_ events: [PointerEvent]) {
        let touched = Self.record(events, into: &locations, following: tracked)
        guard touched, !state.isFinished, let time = events.last?.time else { return }
        now = time
        center = midpoint()
        guard tracked.count == 2 else { return }
        update(at: time)
        if state == .possible {
            if abs(distance() - initialDistance) > hysteresis { transition(to: .began) }
        } else {
            transition(to: .changed)
        }
    }

    private func lift(_ event: PointerEvent) {
        guard locations[event.pointer] != nil else { return }
        defer { locations[event.pointer] = nil }
        guard let index = tracked.firstIndex(of: event.pointer), !state.isFinished else { return }
        now = event.time
        if state.isActive {
            if event.phase == .up {
                // Where the finger lifted counts towards the final scale.
                locations[event.pointer] = event.location
                update(at: event.time)
                center = midpoint()
                transition(to: .ended)
            } else {
                transition(to: .cancelled)
            }
        } else if tracked.count == 2 {
            transition(to: .failed)
        } else {
            tracked.remove(at: index)  // a lone pointer leaving: still waiting for a pinch
        }
    }

    private func update(at time: Double) {
        scale = distance() / initialDistance
        tracker.add(Point(x: scale, y: 0), at: time)
    }

    private func distance() -> Double {
        guard tracked.count == 2, let a = locations[tracked[0]], let b = locations[tracked[1]] else { return 0 }
        return a.distance(to: b)
    }

    private func midpoint() -> Point {
        let points = tracked.compactMap { locations[$0] }
        guard !points.isEmpty else { return center }
        return points.reduce(Point.zero) { $0 + $1 } * (1 / Double(points.count))
    }

    private func transition(to newState: GestureState) {
        state = newState
        onChange?(self)
    }
}
