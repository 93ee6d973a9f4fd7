import CreaseMath

/// A drag, as UIPanGestureRecognizer: begins once the pointers have moved `minimumDistance`,
/// then reports translation and velocity until they lift.
///
/// With more than one pointer (`maximumNumberOfTouches` > 1) the pan follows their centroid;
/// pointers joining or leaving mid-pan shift the reference so the translation does not jump.
/// More pointers than `maximumNumberOfTouches` before the pan begins make it fail, so a
/// two-finger pinch is not also a one-finger pan; after it has begun, extra pointers are ignored.
public final class PanRecognizer: GestureRecognizer, GroupsSimultaneousMoves, TracksVelocity {
    /// Pointers needed before the pan can begin (UIKit's default: 1).
    public var minimumNumberOfTouches = 1
    /// Most pointers the pan follows (UIKit's default is unlimited; 1 here, a one-finger pan).
    public var maximumNumberOfTouches = 1
    /// Hysteresis: how far, in points, the pointers must move from where they went down before
    /// the pan begins (UIKit uses about 10), so a tap's small wobble is not a pan.
    public var minimumDistance = 10.0
    public private(set) var state = GestureState.possible
    public var onChange: ((PanRecognizer) -> Void)?

    /// Where the followed pointers are now (their centroid), in points.
    public private(set) var location = Point.zero
    /// Movement since the pointers went down (not since the pan began), or since `setTranslation`.
    public var translation: Point { location - reference }
    /// Points per second of `translation`, from the last `velocitySampleWindow` seconds.
    /// Frozen when the gesture finishes.
    public var velocity: Point { tracker.velocity(at: now) }
    /// How many pointers the pan follows now.
    public var numberOfTouches: Int { tracked.count }

    private var reference = Point.zero
    var tracker = VelocityTracker(window: 0.1)
    private var now = 0.0
    private var locations: [Int: Point] = [:]  // every pointer down, followed or not
    private var tracked: [Int] = []  // the followed ones, in order of going down

    public init() {}

    /// Re-bases the translation so that it reads `translation` now (UIKit's setTranslation).
    /// Velocity is unaffected.
    public func setTranslation(_ translation: Point) {
        let delta = translation - self.translation
        reference = location - translation
        tracker.shift(by: delta)
    }

    public func handle(_ event: PointerEvent) {
        switch event.phase {
        case .down: down(event)
        case .moved: handleMoves([event])
        case .up: lift(event, cancelled: false)
        case .cancelled: lift(event, cancelled: true)
        }
    }

    public func advance(to time: Double) {
        // Time only ages the velocity samples while the gesture is live.
        if !tracked.isEmpty && !state.isFinished { now = max(now, time) }
    }

    public func reset() {
        state = .possible
        locations = [:]
        tracked = []
        reference = .zero
        location = .zero
        tracker.removeAll()
    }

    private func down(_ event: PointerEvent) {
        if state.isFinished && locations.isEmpty { reset() }
        locations[event.pointer] = event.location
        guard !state.isFinished else { return }
        now = event.time
        if tracked.count < maximumNumberOfTouches {
            tracked.append(event.pointer)
            if tracked.count == 1 {
                // The first pointer of a sequence: translation starts at zero here.
                location = event.location
                reference = event.location
                tracker.removeAll()
            } else {
                rebase()
            }
            if tracked.count >= minimumNumberOfTouches { tracker.add(translation, at: event.time) }
        } else if state == .possible {
            transition(to: .failed)
        }
    }

    func handleMoves(_ events: [PointerEvent]) {
        let touched = Self.record(events, into: &locations, following: tracked)
        guard touched, !state.isFinished, let time = events.last?.time else { return }
        now = time
        guard tracked.count >= minimumNumberOfTouches else { return }
        location = centroid()
        tracker.add(translation, at: time)
        if state == .possible {
            if translation.distance(to: .zero) >= minimumDistance { transition(to: .began) }
        } else {
            transition(to: .changed)
        }
    }

    private func lift(_ event: PointerEvent, cancelled: Bool) {
        guard locations[event.pointer] != nil else { return }
        locations[event.pointer] = event.location
        defer { locations[event.pointer] = nil }
        guard let index = tracked.firstIndex(of: event.pointer), !state.isFinished else { return }
        now = event.time
        if state.isActive {
            if cancelled {
                tracked.remove(at: index)
                transition(to: .cancelled)
                return
            }
            // The lifting pointer's last position counts towards the final translation.
            location = centroid()
            tracker.add(translation, at: event.time)
            tracked.remove(at: index)
            if tracked.count < minimumNumberOfTouches {
                transition(to: .ended)
            } else {
                rebase()
            }
        } else {
            tracked.remove(at: index)
            // Lifting (or losing) every pointer before moving far enough is not a pan: fail so a
            // tap can have it.
            if tracked.isEmpty || cancelled {
                transition(to: .failed)
            } else {
                rebase()
            }
        }
    }

    /// Moves `location` to the centroid of the followed pointers, shifting the reference by as
    /// much so the translation stays where it was.
    private func rebase() {
        let c = centroid()
        reference = reference + (c - location)
        location = c
    }

    private func centroid() -> Point {
        let points = tracked.compactMap { locations[$0] }
        guard !points.isEmpty else { return location }
        let sum = points.reduce(Point.zero) { $0 + $1 }
        return sum * (1 / Double(points.count))
    }

    private func transition(to newState: GestureState) {
        state = newState
        onChange?(self)
    }
}
