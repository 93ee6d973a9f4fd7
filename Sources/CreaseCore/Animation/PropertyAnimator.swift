/// An interruptible animation, as UIViewPropertyAnimator: the changes made in its `animations`
/// block animate under its control. Start, pause, scrub `fractionComplete` while paused, reverse,
/// stop where it is, or continue from a gesture's velocity with a spring.
///
/// The block sets the model to the end values at once; the animator shows the way there.
public final class PropertyAnimator {
    /// Where the animation ended.
    public enum Position: Sendable { case start, end, current }

    /// The length of one run from start to end, in seconds (at least 1 µs).
    public let duration: Double
    /// The curve from time fraction to progress for timed runs (not for spring continuations).
    public let timingFunction: TimingFunction
    /// Called once when the animation ends at the start or end (not when stopped).
    public var completion: ((Position) -> Void)?
    public private(set) var isRunning = false
    /// Whether it runs back towards the start. Can change while running.
    public var isReversed = false {
        didSet { if isRunning, isReversed != oldValue { restartClock() } }
    }

    private unowned let host: LayerTreeHost
    private var parts: [(layer: Layer, key: AnimationKey, animation: any ProgressAnimation)] = []
    private var fraction = 0.0
    private enum Driver {
        case paused
        /// Time fraction moving linearly from `fraction` at `start`, through the timing curve.
        case timed(start: Double, fraction: Double)
        /// Progress following a spring from `progress` at `start` to `target`.
        case spring(start: Double, progress: Double, target: Double, spring: Spring)
    }
    private var driver = Driver.paused
    private var progress = 0.0
    private(set) var isActive = true

    /// Captures the changes `animations` makes to layers in `host` as animations under this
    /// animator, paused at the start; the model takes the end values at once.
    public init(host: LayerTreeHost, duration: Double, timingFunction: TimingFunction = .easeInEaseOut, animations: () -> Void) {
        self.host = host
        self.duration = max(duration, 1e-6)
        self.timingFunction = timingFunction
        var captured: [(Layer, any LayerAnimation)] = []
        host.animatorCapture = { captured.append(($0, $1)) }
        host.transaction(duration: duration) { animations() }
        host.animatorCapture = nil
        for (index, (layer, animation)) in captured.enumerated() {
            guard let animation = animation as? any ProgressAnimation else { continue }
            let key = AnimationKey("animator-\(ObjectIdentifier(self).hashValue)-\(index)")
            layer.add(DrivenAnimation(animation, progress: 0), forKey: key)
            parts.append((layer, key, animation))
        }
        host.register(self)
    }

    /// The share of the duration played: settable while paused (scrubbing).
    public var fractionComplete: Double {
        get { fraction }
        set {
            guard !isRunning else { return }
            fraction = min(1, max(0, newValue))
            show(timingFunction.progress(at: fraction))
        }
    }

    /// Runs from the current fraction (towards the start if reversed); does nothing once finished.
    public func startAnimation() {
        guard isActive, !isRunning else { return }
        isRunning = true
        restartClock()
    }

    /// Stops the clock where it is, so `fractionComplete` can be scrubbed.
    public func pauseAnimation() {
        guard isRunning else { return }
        hostAdvanced(to: host.time)
        isRunning = false
        driver = .paused
    }

    /// Ends here: with `withoutFinishing`, the model takes the values on screen now.
    public func stopAnimation(withoutFinishing: Bool) {
        if withoutFinishing { for part in parts { part.animation.commit(progress: progress, to: part.layer) } }
        finish(at: nil)
    }

    /// Runs on to the end (or the start, reversed) on a spring that begins at `velocity`, in
    /// fractions of the whole change per second (a pan's speed divided by its distance).
    public func continueAnimation(velocity: Double, spring: Spring = Spring(mass: 1, stiffness: 300, damping: 30)) {
        guard isActive else { return }
        let target = isReversed ? 0.0 : 1.0
        let distance = target - progress
        var s = spring
        s.initialVelocity = abs(distance) > 1e-9 ? velocity / distance : 0
        driver = .spring(start: host.time, progress: progress, target: target, spring: s)
        isRunning = true
    }

    /// Follows the host's clock; called by the host each frame.
    func hostAdvanced(to time: Double) {
        switch driver {
        case .paused: return
        case .timed(let start, let from):
            let step = (time - start) / duration
            fraction = min(1, max(0, isReversed ? from - step : from + step))
            show(timingFunction.progress(at: fraction))
            if fraction == (isReversed ? 0 : 1) { finish(at: isReversed ? .start : .end) }
        case .spring(let start, let from, let target, let spring):
            let t = time - start
            show(from + (target - from) * spring.progress(at: t))
            fraction = progress
            if t >= spring.settlingDuration { finish(at: target == 0 ? .start : .end) }
        }
    }

    private func restartClock() { driver = .timed(start: host.time, fraction: fraction) }

    private func show(_ value: Double) {
        progress = value
        for part in parts {
            part.layer.updateAnimation(forKey: part.key) { animation in
                if var driven = animation as? DrivenAnimation {
                    driven.progress = value
                    animation = driven
                }
            }
        }
    }

    private func finish(at position: Position?) {
        guard isActive else { return }
        isActive = false
        isRunning = false
        driver = .paused
        // At the start, the model goes back to where it began.
        if position == .start { for part in parts { part.animation.commit(progress: 0, to: part.layer) } }
        for part in parts {
            part.layer.updateAnimation(forKey: part.key) { _ in }
            part.layer.removeAnimation(forKey: part.key)
        }
        parts = []
        if let position { completion?(position) }
    }
}
