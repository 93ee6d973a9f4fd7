/// One open transaction: the settings of the implicit animations made inside it, and the
/// completion that waits for them (CATransaction).
final class Transaction {
    var duration: Double
    var timingFunction: TimingFunction
    var disableActions: Bool
    private var completion: (() -> Void)?
    private var pending = 0
    private var closed = false

    init(duration: Double, timingFunction: TimingFunction, disableActions: Bool, completion: (() -> Void)?) {
        self.duration = duration
        self.timingFunction = timingFunction
        self.disableActions = disableActions
        self.completion = completion
    }

    /// An animation made inside this transaction started; call the returned closure when it ends.
    func animationStarted() -> () -> Void {
        pending += 1
        return { [self] in
            pending -= 1
            fireIfDone()
        }
    }

    /// The body has run: the completion fires once the animations it made have ended (at once
    /// when it made none).
    func close() {
        closed = true
        fireIfDone()
    }

    private func fireIfDone() {
        guard closed, pending == 0, let completion else { return }
        self.completion = nil
        completion()
    }
}
