import CreaseMath

/// The root of a live layer tree: its current time, its transactions and the implicit
/// animations they make, and the interactive animators driven by its clock. What a CALayer tree
/// gets from its window on iOS.
///
/// Layers anywhere under `root` belong to it. The app's frame loop calls `advance(to:)` with its
/// clock's time once a frame, then draws the presentation at `time`.
public final class LayerTreeHost {
    /// The tree's top layer: every layer under it belongs to this host.
    public let root: Layer
    /// The current media time (seconds); implicit animations begin now.
    public private(set) var time: Double
    /// Frames advanced so far.
    public private(set) var frameNumber = 0
    private var transactions: [Transaction] = []
    private var animators: [PropertyAnimator] = []

    /// Implicit animations' defaults (CATransaction's): 0.25 s on Core Animation's default curve.
    public static let defaultDuration = 0.25
    /// The curve of implicit animations outside a transaction that sets one.
    public static let defaultTimingFunction = TimingFunction.caDefault

    /// Hosts the tree under `root` (setting every layer's `host`), starting at `time` seconds.
    public init(root: Layer, time: Double = 0) {
        self.root = root
        self.time = time
        root.attach(to: self)
    }

    /// Moves to `time`: interactive animators follow, and animations whose active time is over
    /// call their completions (and leave, unless told to stay).
    public func advance(to time: Double) {
        self.time = time
        frameNumber += 1
        for animator in animators { animator.hostAdvanced(to: time) }
        animators.removeAll { !$0.isActive }
        var completions: [() -> Void] = []
        collectFinished(root, parentTime: time, into: &completions)
        for completion in completions { completion() }
    }

    private func collectFinished(_ layer: Layer, parentTime: Double, into completions: inout [() -> Void]) {
        guard layer.animatesInSubtree else { return }
        let local = layer.localTime(fromParentTime: parentTime)
        if !layer.animationEntries.isEmpty { completions += layer.finishAnimations(atLocalTime: local) }
        // A mask runs on its layer's clock (its parent time is the layer's local time).
        if let mask = layer.mask { collectFinished(mask, parentTime: local, into: &completions) }
        for child in layer.sublayers { collectFinished(child, parentTime: local, into: &completions) }
    }

    // MARK: What comes next

    /// When the tree next changes by itself once brought to `time` (by `advance(to: time)`):
    /// `time` while an animation plays or an animator runs, the host time at which an animation
    /// not yet begun begins, infinity when only the app can change it. A window sleeps until
    /// then rather than draw the same frame again; a still subtree is not walked.
    public func nextChange(after time: Double) -> Double {
        if animators.contains(where: \.isRunning) { return time }
        return root.nextChange(afterParentTime: time)
    }

    // MARK: Transactions

    /// Runs `body` in a transaction: property changes inside animate implicitly with its
    /// duration and curve (inherited from an enclosing transaction where not given), or not at
    /// all with `disableActions`. `completion` runs once every animation it made has ended.
    public func transaction(duration: Double? = nil, timingFunction: TimingFunction? = nil, disableActions: Bool? = nil,
                            completion: (() -> Void)? = nil, _ body: () throws -> Void) rethrows {
        let outer = transactions.last
        let transaction = Transaction(
            duration: duration ?? outer?.duration ?? Self.defaultDuration,
            timingFunction: timingFunction ?? outer?.timingFunction ?? Self.defaultTimingFunction,
            disableActions: disableActions ?? outer?.disableActions ?? false, completion: completion)
        transactions.append(transaction)
        defer {
            transactions.removeLast()
            transaction.close()
        }
        try body()
    }

    /// Runs `body` with implicit animations off.
    public func withoutActions(_ body: () throws -> Void) rethrows {
        try transaction(disableActions: true, body)
    }

    var actionsEnabled: Bool { !(transactions.last?.disableActions ?? false) }

    /// A model property of `layer` changed from `old` to `new`: add the implicit animation.
    ///
    /// Additive, from (old − new) to nothing: an animation already running on the property keeps
    /// running underneath, so the layer leaves from where it is on screen, at the speed it had.
    func propertyChanged<Value: Animatable>(_ layer: Layer, _ keyPath: WritableKeyPath<LayerState, Value>, from old: Value, to new: Value) {
        guard actionsEnabled, layer.hostFrameAttached < frameNumber, old != new else { return }
        let settings = transactions.last
        var animation = BasicAnimation(
            keyPath, from: old.difference(from: new), to: Value.additiveIdentity,
            duration: settings?.duration ?? Self.defaultDuration,
            timingFunction: settings?.timingFunction ?? Self.defaultTimingFunction)
        animation.isAdditive = true
        if let capture = animatorCapture {
            capture(layer, animation)
            return
        }
        let ends = transactions.map { $0.animationStarted() }
        layer.add(animation) { _ in ends.forEach { $0() } }
    }

    // MARK: Interactive animators

    /// While set, implicit animations go to an animator being built instead of onto layers.
    var animatorCapture: ((Layer, any LayerAnimation) -> Void)?

    func register(_ animator: PropertyAnimator) {
        if !animators.contains(where: { $0 === animator }) { animators.append(animator) }
    }
}

extension Layer {
    /// Runs `body` with implicit animations off: in its host's transaction, or as it is for a
    /// layer in no host, whose changes never animate.
    public func withoutActions(_ body: () throws -> Void) rethrows {
        if let host { try host.withoutActions(body) } else { try body() }
    }

    /// Sets a model property, letting the host animate the change.
    ///
    /// Inlined into each property's setter, where `keyPath` is a literal that the optimiser
    /// turns into a plain read and store of the field (a key path applied at run time reads and
    /// writes the whole state). It is taken as an autoclosure so that each use is a literal of
    /// its own: a layer in no host pays only the store, and the key path object is made only
    /// for the host's animation.
    @inline(__always) func set<Value: Animatable>(_ keyPath: @autoclosure () -> WritableKeyPath<LayerState, Value>, _ value: Value) {
        guard isInHost else {
            storedModel[keyPath: keyPath()] = value
            return
        }
        let old = storedModel[keyPath: keyPath()]
        storedModel[keyPath: keyPath()] = value
        host?.propertyChanged(self, keyPath(), from: old, to: value)
    }
}
