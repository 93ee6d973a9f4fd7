/// CABasicAnimation: one property from a value to a value (or by an amount) along a timing curve.
///
/// Any two of from/to/by, or one of them with the layer's current value as the other end, as
/// Core Animation reads them. Additive animations add their value onto the current one.
public struct BasicAnimation<Value: Animatable>: ProgressAnimation, Compilable {
    /// The animated property of the layer's state.
    public var keyPath: WritableKeyPath<LayerState, Value>
    /// The start value, or nil for the layer's current value (or `toValue - byValue`).
    public var fromValue: Value?
    /// The end value, or nil for the current value (or `fromValue + byValue`).
    public var toValue: Value?
    /// The change to make, used where `fromValue` or `toValue` is nil.
    public var byValue: Value?
    /// Linear by default, as for an explicit CABasicAnimation.
    public var timingFunction: TimingFunction = .linear
    /// Whether the value is added onto the current one rather than replacing it (the ends then
    /// count from `additiveIdentity`, not the current value).
    public var isAdditive = false
    /// Duration, begin time, repeats and fill mode.
    public var timing = MediaTiming()
    /// Set by `prepare()` when both ends are fixed (they do not depend on the current value).
    private var interpolation: Interpolator<Value>?

    /// An animation of `keyPath` over `duration` seconds (0: the default 0.25 s).
    public init(_ keyPath: WritableKeyPath<LayerState, Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil,
                duration: Double = 0, timingFunction: TimingFunction = .linear) {
        self.keyPath = keyPath
        fromValue = from
        toValue = to
        byValue = by
        self.timingFunction = timingFunction
        timing.duration = duration
    }

    public func apply(passTime: Double, to state: inout LayerState) {
        let fraction = passTime / timing.effectiveDuration
        apply(progress: timingFunction.progress(at: fraction), to: &state)
    }

    /// Sets the value `progress` of the way between the ends (beyond them for springs).
    public func apply(progress: Double, to state: inout LayerState) {
        let current = state[keyPath: keyPath]
        let value: Value
        if let interpolation {
            value = interpolation.value(progress)
        } else {
            let (from, to) = endpoints(from: fromValue, to: toValue, by: byValue, current: isAdditive ? Value.additiveIdentity : current)
            value = Value.interpolate(from: from, to: to, fraction: progress)
        }
        state[keyPath: keyPath] = isAdditive ? value.adding(to: current) : value
    }

    /// Works out the interpolation once when the ends do not depend on the layer's value.
    public mutating func prepare() {
        guard let (from, to) = fixedEnds else { return }
        interpolation = Value.interpolator(from: from, to: to)
    }

    /// Both ends, when they do not depend on the layer's current value.
    var fixedEnds: (Value, Value)? {
        let fixed = isAdditive || (fromValue != nil && (toValue != nil || byValue != nil)) || (toValue != nil && byValue != nil)
        return fixed ? endpoints(from: fromValue, to: toValue, by: byValue, current: Value.additiveIdentity) : nil
    }

    func compiled(progress: CompiledTrack.Progress) -> CompiledTrack? {
        guard let (from, to) = fixedEnds else { return nil }
        return CompiledTrack(keyPath, from: from, to: to, progress: progress, isAdditive: isAdditive, timing: timing)
    }

    func compiled() -> CompiledTrack? { compiled(progress: .curve(timingFunction)) }
}

extension BasicAnimation {
    public func commit(progress: Double, to layer: Layer) {
        var state = layer.model
        apply(progress: progress, to: &state)
        layer.storedModel[keyPath: keyPath] = state[keyPath: keyPath]
    }
}
