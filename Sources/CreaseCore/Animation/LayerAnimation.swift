/// An animation of a layer's properties: a value type, copied when added (as Core Animation
/// copies animations), evaluated against the layer's presentation state.
public protocol LayerAnimation {
    var timing: MediaTiming { get set }
    /// Applies the animation's value at `passTime` seconds into its pass (0…duration) to `state`,
    /// which holds the model with the earlier animations already applied.
    func apply(passTime: Double, to state: inout LayerState)
    /// Called once when added to a layer: work that need not be redone every frame.
    mutating func prepare()
}

extension LayerAnimation {
    /// By default nothing is worked out ahead.
    public mutating func prepare() {}
}

/// Animations that can become a CompiledTrack: what a layer evaluates each frame instead of
/// the generic form, where the ends are fixed and the property is a layer's.
protocol Compilable {
    func compiled() -> CompiledTrack?
}

extension LayerAnimation {
    /// Applies the animation as it stands at `parentTime` (the layer's or a group's local time),
    /// if it applies at all then.
    public func evaluate(atParentTime parentTime: Double, into state: inout LayerState) {
        switch timing.phase(at: parentTime) {
        case .active(let t), .filling(let t): apply(passTime: t, to: &state)
        case .before, .after: break
        }
    }
}

/// CA's rule for the two ends of a from/to/by animation, given the value it starts on.
func endpoints<Value: Animatable>(from: Value?, to: Value?, by: Value?, current: Value) -> (Value, Value) {
    switch (from, to, by) {
    case let (f?, t?, _): return (f, t)
    case let (f?, nil, b?): return (f, b.adding(to: f))
    case let (nil, t?, b?): return (t.difference(from: b), t)
    case let (f?, nil, nil): return (f, current)
    case let (nil, t?, nil): return (current, t)
    case let (nil, nil, b?): return (current, b.adding(to: current))
    case (nil, nil, nil): return (current, current)
    }
}
