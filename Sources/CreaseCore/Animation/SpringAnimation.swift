/// CASpringAnimation: a basic animation whose progress follows a damped spring in time
/// (overshooting where the spring is underdamped). Its duration defaults to the spring's
/// settling duration.
public struct SpringAnimation<Value: Animatable>: LayerAnimation, Compilable {
    /// The from/to/by animation whose progress the spring drives.
    public var basic: BasicAnimation<Value>
    /// The spring's parameters; progress is its fraction of the way from start to end.
    public var spring: Spring
    /// The timing of the underlying basic animation.
    public var timing: MediaTiming {
        get { basic.timing }
        set { basic.timing = newValue }
    }

    /// A spring animation of `keyPath`; its duration defaults to the spring's settling duration.
    public init(_ keyPath: WritableKeyPath<LayerState, Value>, from: Value? = nil, to: Value? = nil, by: Value? = nil,
                spring: Spring = Spring(), duration: Double? = nil) {
        basic = BasicAnimation(keyPath, from: from, to: to, by: by)
        self.spring = spring
        basic.timing.duration = duration ?? spring.settlingDuration
    }

    /// Whether the value is added onto the current one rather than replacing it.
    public var isAdditive: Bool {
        get { basic.isAdditive }
        set { basic.isAdditive = newValue }
    }

    public func apply(passTime: Double, to state: inout LayerState) {
        basic.apply(progress: spring.progress(at: passTime), to: &state)
    }

    public mutating func prepare() { basic.prepare() }

    func compiled() -> CompiledTrack? { basic.compiled(progress: .spring(spring)) }
}
