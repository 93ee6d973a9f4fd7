import CreaseMath

/// A recogniser in the style of UIKit's, fed with plain pointer events and told when time passes.
///
/// Recognisers need no run loop: `handle(_:)` takes events in time order and `advance(to:)`
/// tells them time has moved on with no event (a long press begins by time alone).
/// A finished recogniser (ended, cancelled, failed) ignores events until every pointer has
/// lifted; the next `.down` after that starts it afresh as if `reset()` had been called.
public protocol GestureRecognizer: AnyObject {
    /// The current state.
    var state: GestureState { get }

    /// Called with the recogniser on every state transition and on every `.changed` update.
    /// A `reset()`, explicit or at the start of a new touch sequence, does not call it.
    var onChange: ((Self) -> Void)? { get set }

    /// Takes one pointer event; events must come in time order.
    func handle(_ event: PointerEvent)

    /// Takes events that happened together (moves with the same time are applied as one update
    /// by recognisers that watch several pointers, so no half-moved state is reported).
    func handle(_ events: [PointerEvent])

    /// Tells the recogniser that time has reached `time` with no event.
    func advance(to time: Double)

    /// The moment at which time alone next changes the recogniser's state (a press held long
    /// enough begins, a slow tap fails), for `advance(to:)` to be called by then: infinity when
    /// only an event can. A window that sleeps between events wakes for it.
    var nextDeadline: Double { get }

    /// Forgets the gesture in progress and returns to `.possible`, without calling `onChange`.
    func reset()
}

extension GestureRecognizer {
    /// By default only events change the state.
    public var nextDeadline: Double { .infinity }

    /// By default, each event in turn.
    public func handle(_ events: [PointerEvent]) {
        for event in events { handle(event) }
    }
}

/// Splits a batch into runs of `.moved` events sharing one time (applied together) and
/// single other events, keeping the order: what to hand several recognisers in turn, so each
/// sees a two-finger move as one update.
public func simultaneousGroups(_ events: [PointerEvent]) -> [[PointerEvent]] {
    var groups: [[PointerEvent]] = []
    for event in events {
        if event.phase == .moved, let last = groups.last?.last, last.phase == .moved, last.time == event.time {
            groups[groups.count - 1].append(event)
        } else {
            groups.append([event])
        }
    }
    return groups
}

/// Recognisers that move through their states themselves, telling `onChange` at every step.
protocol ChangesState: GestureRecognizer {
    var state: GestureState { get set }
}

extension ChangesState {
    func transition(to newState: GestureState) {
        state = newState
        onChange?(self)
    }
}

/// Recognisers that report a velocity from their recent samples.
protocol TracksVelocity: AnyObject {
    var tracker: VelocityTracker { get set }
}

extension TracksVelocity {
    /// Seconds of recent samples the velocity is estimated from.
    public var velocitySampleWindow: Double {
        get { tracker.window }
        set { tracker.window = newValue }
    }
}
