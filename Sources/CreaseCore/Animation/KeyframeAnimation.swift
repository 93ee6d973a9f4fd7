/// How a keyframe animation moves between its values (CAAnimationCalculationMode).
public enum CalculationMode: Sendable {
    /// Straight between neighbours, each segment along its own timing function.
    case linear
    /// Jumps: each value holds until the next key time.
    case discrete
    /// Even speed over the whole path: key times come from the distances between values.
    case paced
}

/// CAKeyframeAnimation: one property through a list of values at key times.
public struct KeyframeAnimation<Value: Animatable>: LayerAnimation {
    /// The animated property of the layer's state.
    public var keyPath: WritableKeyPath<LayerState, Value>
    /// The values passed through, in order.
    public var values: [Value]
    /// Fractions of the duration, one a value, rising from 0 to 1; nil spaces them evenly.
    public var keyTimes: [Double]?
    /// One a segment (values.count − 1); nil is linear throughout. Ignored when paced.
    public var timingFunctions: [TimingFunction]?
    /// How the value moves between keyframes.
    public var calculationMode: CalculationMode = .linear
    /// Whether the values are added onto the layer's current value rather than replacing it.
    public var isAdditive = false
    /// Duration, begin time, repeats and fill mode.
    public var timing = MediaTiming()

    /// An animation of `keyPath` through `values` over `duration` seconds (0: the default 0.25 s).
    public init(_ keyPath: WritableKeyPath<LayerState, Value>, values: [Value], keyTimes: [Double]? = nil,
                timingFunctions: [TimingFunction]? = nil, calculationMode: CalculationMode = .linear, duration: Double = 0) {
        self.keyPath = keyPath
        self.values = values
        self.keyTimes = keyTimes
        self.timingFunctions = timingFunctions
        self.calculationMode = calculationMode
        timing.duration = duration
    }

    /// The key times in use: given, evenly spaced, or paced by distance.
    public var resolvedKeyTimes: [Double] {
        let n = values.count
        guard n > 1 else { return [0] }
        switch calculationMode {
        case .paced:
            var lengths = [0.0]
            for i in 1..<n { lengths.append(lengths[i - 1] + values[i - 1].distance(to: values[i])) }
            let total = lengths[n - 1]
            return total > 0 ? lengths.map { $0 / total } : (0..<n).map { Double($0) / Double(n - 1) }
        case .discrete:
            return keyTimes ?? (0..<n).map { Double($0) / Double(n) }
        case .linear:
            return keyTimes ?? (0..<n).map { Double($0) / Double(n - 1) }
        }
    }

    public func apply(passTime: Double, to state: inout LayerState) {
        guard let first = values.first else { return }
        let f = passTime / timing.effectiveDuration
        let times = resolvedKeyTimes
        var value = first
        if values.count > 1 {
            // The segment whose key times hold f: the last key time at or before it.
            let i = max(0, min(values.count - 1, (times.lastIndex { $0 <= f } ?? 0)))
            if calculationMode == .discrete || i == values.count - 1 {
                value = values[i]
            } else {
                let span = times[i + 1] - times[i]
                var local = span > 0 ? (f - times[i]) / span : 1
                if calculationMode == .linear, let curves = timingFunctions, i < curves.count {
                    local = curves[i].progress(at: local)
                }
                value = Value.interpolate(from: values[i], to: values[i + 1], fraction: local)
            }
        }
        let current = state[keyPath: keyPath]
        state[keyPath: keyPath] = isAdditive ? value.adding(to: current) : value
    }
}
