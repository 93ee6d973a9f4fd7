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

    /// Forgets the gesture in progress and returns to `.possible`, without calling `onChange`.
    func reset()
}

extension GestureRecognizer {
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

/// Recognisers that watch several pointers and apply moves with one time as one update.
protocol GroupsSimultaneousMoves: GestureRecognizer {
    func handleMoves(_ moves: [PointerEvent])
}

extension GroupsSimultaneousMoves {
    public func handle(_ events: [PointerEvent]) {
        for group in simultaneousGroups(events) {
            if group.count == 1 { handle(group[0]) } else { handleMoves(group) }
        }
    }

    /// Moves the pointers `events` name to where they are now, among those down; tells whether
    /// one of the `followed` moved.
    static func record(_ events: [PointerEvent], into locations: inout [Int: Point], following followed: [Int]) -> Bool {
        var touched = false
        for event in events where locations[event.pointer] != nil {
            locations[event.pointer] = event.location
            if followed.contains(event.pointer) { touched = true }
        }
        return touched
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

/// One-finger press recognisers (tap, long press): a finished one starts over at the first
/// press after every pointer lifted, and time catches up before each event means anything.
protocol PressRecognizer: GestureRecognizer {
    var held: HeldPointers { get set }
    /// Lets time reach `time`: a press held long enough begins, a tap too slow fails.
    func checkTime(_ time: Double)
    /// What the event means, once the recogniser is live and time has caught up with it.
    func press(_ event: PointerEvent)
}

extension PressRecognizer {
    public func handle(_ event: PointerEvent) {
        if held.startsOver(with: event, finished: state.isFinished) { reset() }
        held.record(event)
        guard !state.isFinished else { return }
        checkTime(event.time)
        guard !state.isFinished else { return }
        press(event)
    }
}
