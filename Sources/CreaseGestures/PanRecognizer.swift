import CreaseMath

/// A drag, as UIPanGestureRecognizer: begins once the pointers have moved `minimumDistance`,
/// then reports translation and velocity until they lift.
///
/// With more than one pointer (`maximumNumberOfTouches` > 1) the pan follows their centroid;
/// pointers joining or leaving mid-pan shift the reference so the translation does not jump.
/// More pointers than `maximumNumberOfTouches` before the pan begins make it fail, so a
/// two-finger pinch is not also a one-finger pan; after it has begun, extra pointers are ignored.
public final class PanRecognizer: GestureRecognizer, PointerFollower {
    /// Pointers needed before the pan can begin (UIKit's default: 1).
    public var minimumNumberOfTouches = 1
    /// Most pointers the pan follows (UIKit's default is unlimited; 1 here, a one-finger pan).
    public var maximumNumberOfTouches = 1
    /// Hysteresis: how far, in points, the pointers must move from where they went down before
    /// the pan begins (UIKit uses about 10), so a tap's small wobble is not a pan.
    public var minimumDistance = 10.0
    public internal(set) var state = GestureState.possible
    public var onChange: ((PanRecognizer) -> Void)?

    /// Where the followed pointers are now (their centroid), in points.
    public private(set) var location = Point.zero
    /// Movement since the pointers went down (not since the pan began), or since `setTranslation`.
    public var translation: Point { location - reference }
    /// Points per second of `translation`, from the last `velocitySampleWindow` seconds.
    /// Frozen when the gesture finishes.
    public var velocity: Point { tracker.velocity(at: now) }

    private var reference = Point.zero
    var tracker = VelocityTracker(window: 0.1)
    var now = 0.0
    var pointers = FollowedPointers()

    /// A one-finger pan recogniser in `.possible`.
    public init() {}

    /// Re-bases the translation so that it reads `translation` now (UIKit's setTranslation).
    /// Velocity is unaffected.
    public func setTranslation(_ translation: Point) {
        let delta = translation - self.translation
        reference = location - translation
        tracker.shift(by: delta)
    }

    public func advance(to time: Double) {
        // Time only ages the velocity samples while the gesture is live.
        if !pointers.followed.isEmpty && !state.isFinished { now = max(now, time) }
    }

    public func reset() {
        state = .possible
        pointers = FollowedPointers()
        reference = .zero
        location = .zero
        tracker.removeAll()
    }

    func down(_ event: PointerEvent) {
        now = event.time
        if pointers.followed.count < maximumNumberOfTouches {
            pointers.followed.append(event.pointer)
            if pointers.followed.count == 1 {
                // The first pointer of a sequence: translation starts at zero here.
                location = event.location
                reference = event.location
                tracker.removeAll()
            } else {
                rebase()
            }
            if pointers.followed.count >= minimumNumberOfTouches { tracker.add(translation, at: event.time) }
        } else if state == .possible {
            transition(to: .failed)
        }
    }

    func moved(at time: Double) {
        guard pointers.followed.count >= minimumNumberOfTouches else { return }
        location = pointers.centroid ?? location
        tracker.add(translation, at: time)
        report(beginningIf: translation.distance(to: .zero) >= minimumDistance)
    }

    func lift(_ event: PointerEvent, followedAt index: Int) {
        let cancelled = event.phase == .cancelled
        pointers.locations[event.pointer] = event.location
        if state.isActive {
            if cancelled {
                pointers.followed.remove(at: index)
                transition(to: .cancelled)
                return
            }
            // The lifting pointer's last position counts towards the final translation.
            location = pointers.centroid ?? location
            tracker.add(translation, at: event.time)
            pointers.followed.remove(at: index)
            if pointers.followed.count < minimumNumberOfTouches {
                transition(to: .ended)
            } else {
                rebase()
            }
        } else {
            pointers.followed.remove(at: index)
            // Lifting (or losing) every pointer before moving far enough is not a pan: fail so a
            // tap can have it.
            if pointers.followed.isEmpty || cancelled {
                transition(to: .failed)
            } else {
                rebase()
            }
        }
    }

    /// Moves `location` to the centroid of the followed pointers, shifting the reference by as
    /// much so the translation stays where it was.
    private func rebase() {
        let c = pointers.centroid ?? location
        reference = reference + (c - location)
        location = c
    }
}
