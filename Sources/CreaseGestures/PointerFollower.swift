/// Recognisers that follow several pointers (pan, pinch): moves with one time are applied as
/// one update; a finished one starts over at the first pointer down after every pointer
/// lifted; a lifted pointer counts only while it is followed and the gesture is not finished.
protocol PointerFollower: ChangesState, TracksVelocity {
    var pointers: FollowedPointers { get set }
    /// The latest time the gesture has seen, for its velocity.
    var now: Double { get set }
    /// A pointer went down (already among `pointers.locations`) while the gesture is not finished.
    func down(_ event: PointerEvent)
    /// Followed pointers moved at `time` while the gesture is not finished.
    func moved(at time: Double)
    /// The followed pointer at `index` of `pointers.followed` lifted or was cancelled while the
    /// gesture is not finished; it leaves `pointers.locations` afterwards.
    func lift(_ event: PointerEvent, followedAt index: Int)
}

extension PointerFollower {
    public func handle(_ event: PointerEvent) {
        switch event.phase {
        case .down:
            if state.isFinished && pointers.locations.isEmpty { reset() }
            pointers.locations[event.pointer] = event.location
            guard !state.isFinished else { return }
            down(event)
        case .moved:
            handleMoves([event])
        case .up, .cancelled:
            guard pointers.locations[event.pointer] != nil else { return }
            defer { pointers.locations[event.pointer] = nil }
            guard let index = pointers.followed.firstIndex(of: event.pointer), !state.isFinished else { return }
            now = event.time
            lift(event, followedAt: index)
        }
    }

    public func handle(_ events: [PointerEvent]) {
        for group in simultaneousGroups(events) {
            if group.count == 1 { handle(group[0]) } else { handleMoves(group) }
        }
    }

    /// After the followed pointers moved: the gesture begins once `farEnough` holds (asked only
    /// before it has begun), or reports the change while it runs.
    func report(beginningIf farEnough: @autoclosure () -> Bool) {
        if state == .possible {
            if farEnough() { transition(to: .began) }
        } else {
            transition(to: .changed)
        }
    }

    private func handleMoves(_ moves: [PointerEvent]) {
        guard pointers.record(moves), !state.isFinished, let time = moves.last?.time else { return }
        now = time
        moved(at: time)
    }
}
