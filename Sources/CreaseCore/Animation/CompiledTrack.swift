import CreaseMath

/// The animatable properties by name: what a compiled animation writes, without key paths.
enum LayerProperty: CaseIterable, Sendable {
    case bounds, position, anchorPoint, anchorPointZ, zPosition, transform, sublayerTransform
    case contentsRect, opacity, backgroundColor, cornerRadius, borderWidth, borderColor, foldAmount

    init?(_ keyPath: AnyKeyPath) {
        switch keyPath {
        case \LayerState.bounds: self = .bounds
        case \LayerState.position: self = .position
        case \LayerState.anchorPoint: self = .anchorPoint
        case \LayerState.anchorPointZ: self = .anchorPointZ
        case \LayerState.zPosition: self = .zPosition
        case \LayerState.transform: self = .transform
        case \LayerState.sublayerTransform: self = .sublayerTransform
        case \LayerState.contentsRect: self = .contentsRect
        case \LayerState.opacity: self = .opacity
        case \LayerState.backgroundColor: self = .backgroundColor
        case \LayerState.cornerRadius: self = .cornerRadius
        case \LayerState.borderWidth: self = .borderWidth
        case \LayerState.borderColor: self = .borderColor
        case \LayerState.foldAmount: self = .foldAmount
        default: return nil
        }
    }
}

/// A from/to/by animation reduced, once, to plain values: the per-frame path of the engine.
///
/// Generic animations behind a protocol run unspecialised (runtime metadata look-ups, key path
/// projection on every frame); this is the same arithmetic with everything resolved up front,
/// in plain values: a layer keeps its tracks in one contiguous list, copied and evaluated
/// without reference counting.
struct CompiledTrack {
    enum Ends {
        case scalar(Double, Double)
        case point(Point, Point)
        case rect(Rect, Rect)
        case color(Color, Color)
        case transform(DecomposedTransform3D.Interpolation)
        /// Transforms that do not decompose jump half way, as CSS does.
        case transformStep(Transform3D, Transform3D)
    }

    enum Progress {
        case curve(TimingFunction)
        case spring(Spring)
    }

    let property: LayerProperty
    let ends: Ends
    let progress: Progress
    let isAdditive: Bool
    let timing: MediaTiming

    /// Compiles an animation of `keyPath` between fixed ends, when the value type is one of
    /// the layer's.
    init?<Value: Animatable>(_ keyPath: WritableKeyPath<LayerState, Value>, from: Value, to: Value,
                             progress: Progress, isAdditive: Bool, timing: MediaTiming) {
        guard let property = LayerProperty(keyPath) else { return nil }
        switch (from, to) {
        case let (a as Double, b as Double): ends = .scalar(a, b)
        case let (a as Point, b as Point): ends = .point(a, b)
        case let (a as Rect, b as Rect): ends = .rect(a, b)
        case let (a as Color, b as Color): ends = .color(a, b)
        case let (a as Transform3D, b as Transform3D):
            if let da = DecomposedTransform3D(a), let db = DecomposedTransform3D(b) {
                ends = .transform(DecomposedTransform3D.Interpolation(from: da, to: db))
            } else {
                ends = .transformStep(a, b)
            }
        default: return nil
        }
        self.property = property
        self.progress = progress
        self.isAdditive = isAdditive
        self.timing = timing
    }

    func evaluate(atParentTime t: Double, into state: inout LayerState) {
        switch timing.phase(at: t) {
        case .active(let passTime), .filling(let passTime): apply(passTime: passTime, to: &state)
        case .before, .after: break
        }
    }

    private func apply(passTime: Double, to state: inout LayerState) {
        let p: Double
        switch progress {
        case .curve(let curve): p = curve.progress(at: passTime / timing.effectiveDuration)
        case .spring(let spring): p = spring.progress(at: passTime)
        }
        switch ends {
        case let .scalar(a, b): write(Double.interpolate(from: a, to: b, fraction: p), into: &state)
        case let .point(a, b): write(Point.interpolate(from: a, to: b, fraction: p), into: &state)
        case let .rect(a, b): write(Rect.interpolate(from: a, to: b, fraction: p), into: &state)
        case let .color(a, b): write(Color.interpolate(from: a, to: b, fraction: p), into: &state)
        case let .transform(between): write(between.at(p).matrix, into: &state)
        case let .transformStep(a, b): write(p < 0.5 ? a : b, into: &state)
        }
    }

    /// The animation's value on top of the current one (additive) or instead of it.
    @inline(__always) private func combine<Value: Animatable>(_ v: Value, onto old: Value) -> Value {
        isAdditive ? v.adding(to: old) : v
    }

    private func write(_ v: Double, into s: inout LayerState) {
        switch property {
        case .anchorPointZ: s.anchorPointZ = combine(v, onto: s.anchorPointZ)
        case .zPosition: s.zPosition = combine(v, onto: s.zPosition)
        case .opacity: s.opacity = combine(v, onto: s.opacity)
        case .cornerRadius: s.cornerRadius = combine(v, onto: s.cornerRadius)
        case .borderWidth: s.borderWidth = combine(v, onto: s.borderWidth)
        case .foldAmount: s.foldAmount = combine(v, onto: s.foldAmount)
        default: break
        }
    }

    private func write(_ v: Point, into s: inout LayerState) {
        if property == .position { s.position = combine(v, onto: s.position) }
        if property == .anchorPoint { s.anchorPoint = combine(v, onto: s.anchorPoint) }
    }

    private func write(_ v: Rect, into s: inout LayerState) {
        if property == .bounds { s.bounds = combine(v, onto: s.bounds) }
        if property == .contentsRect { s.contentsRect = combine(v, onto: s.contentsRect) }
    }

    private func write(_ v: Color, into s: inout LayerState) {
        if property == .backgroundColor { s.backgroundColor = combine(v, onto: s.backgroundColor) }
        if property == .borderColor { s.borderColor = combine(v, onto: s.borderColor) }
    }

    private func write(_ v: Transform3D, into s: inout LayerState) {
        if property == .transform { s.transform = combine(v, onto: s.transform) }
        if property == .sublayerTransform { s.sublayerTransform = combine(v, onto: s.sublayerTransform) }
    }
}
