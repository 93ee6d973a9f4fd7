/// One-finger press recognisers (tap, long press): a finished one starts over at the first
/// press after every pointer lifted, and time catches up before each event means anything.
protocol PressRecognizer: ChangesState {
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

    public func advance(to time: Double) {
        guard !state.isFinished else { return }
        checkTime(time)
    }
}
