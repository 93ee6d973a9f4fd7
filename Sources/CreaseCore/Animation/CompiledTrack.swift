import CreaseMath

/// A from/to/by animation reduced, once, to plain values: the per-frame path of the engine.
///
/// Generic animations behind a protocol run unspecialised (runtime metadata look-ups, key path
/// projection on every frame); this is the same arithmetic with everything resolved up front,
/// in plain values: a layer keeps its tracks in one contiguous list, read where they lie and
/// evaluated without reference counting.
struct CompiledTrack {
    /// The ends of every kind but the transform, whose ends are `transformEnds`: reading a
    /// case copies the whole enum, which holding a transform's 384 bytes made the largest
    /// cost of a frame's evaluation after the curve.
    enum Ends {
        case scalar(Double, Double)
        case point(Point, Point)
        case size(Size, Size)
        case rect(Rect, Rect)
        case color(Color, Color)
        case transform
    }

    /// A transform track's ends, in fields rather than an enum's cases: a case's payload is
    /// copied out to be read (384 bytes, twice a frame), a field is read where it lies.
    struct TransformEnds {
        /// Whether both ends decomposed, into `decomposed`.
        let isDecomposed: Bool
        /// The ends pre-decomposed; the identity's parts where they do not decompose.
        let decomposed: DecomposedTransform3D.Interpolation
        /// Ends that do not decompose, which the track jumps between half way, as CSS does.
        let steps: (from: Transform3D, to: Transform3D)?

        /// Ends from `a` to `b`.
        init(from a: Transform3D, to b: Transform3D) {
            if let da = DecomposedTransform3D(a), let db = DecomposedTransform3D(b) {
                (isDecomposed, decomposed, steps) = (true, DecomposedTransform3D.Interpolation(from: da, to: db), nil)
            } else {
                (isDecomposed, decomposed, steps) = (false, Self.identityParts, (a, b))
            }
        }

        /// No ends: a track of another kind.
        private init() {
            (isDecomposed, decomposed, steps) = (false, Self.identityParts, nil)
        }

        static let none = TransformEnds()
        private static let identityParts = DecomposedTransform3D.Interpolation(
            from: DecomposedTransform3D(.identity)!, to: DecomposedTransform3D(.identity)!)
    }

    enum Progress {
        case curve(TimingFunction)
        case spring(Spring)
    }

    let property: AnimatableProperty
    let ends: Ends
    let transformEnds: TransformEnds
    let progress: Progress
    let isAdditive: Bool
    let timing: MediaTiming

    /// Compiles an animation of `keyPath` between fixed ends, when it names an
    /// `AnimatableProperty`.
    init?<Value: Animatable>(_ keyPath: WritableKeyPath<LayerState, Value>, from: Value, to: Value,
                             progress: Progress, isAdditive: Bool, timing: MediaTiming) {
        guard let property = AnimatableProperty(keyPath) else { return nil }
        var transformEnds = TransformEnds.none
        switch (from, to) {
        case let (a as Double, b as Double): ends = .scalar(a, b)
        case let (a as Point, b as Point): ends = .point(a, b)
        case let (a as Size, b as Size): ends = .size(a, b)
        case let (a as Rect, b as Rect): ends = .rect(a, b)
        case let (a as Color, b as Color): ends = .color(a, b)
        case let (a as Transform3D, b as Transform3D):
            ends = .transform
            transformEnds = TransformEnds(from: a, to: b)
        default: return nil
        }
        self.transformEnds = transformEnds
        self.property = property
        self.progress = progress
        self.isAdditive = isAdditive
        self.timing = timing
    }

    /// The track's value at `t`, its parent's time, written into `state`.
    func evaluate(atParentTime t: Double, into state: inout LayerState) {
        withUnsafePointer(to: self) { Self.evaluate($0, atParentTime: t, into: &state) }
    }

    /// `evaluate(atParentTime:into:)` of the track `track` points at, reading its fields where
    /// they lie: a track copied whole, as a loop's element or a method's `self` is, copies its
    /// transform ends (384 bytes, a `memcpy` call) though most tracks have none. Inlined down to
    /// the property's write: the calls were 3 % of the evaluation's instructions.
    @inline(__always) static func evaluate(_ track: UnsafePointer<CompiledTrack>, atParentTime t: Double, into state: inout LayerState) {
        switch track.pointee.timing.phase(at: t) {
        case .active(let passTime), .filling(let passTime): apply(track, passTime: passTime, to: &state)
        case .before, .after: break
        }
    }

    @inline(__always) private static func apply(_ track: UnsafePointer<CompiledTrack>, passTime: Double, to state: inout LayerState) {
        let p: Double
        switch track.pointee.progress {
        case .curve(let curve): p = curve.progress(at: passTime / track.pointee.timing.effectiveDuration)
        case .spring(let spring): p = spring.progress(at: passTime)
        }
        track.pointee.property.write(track, at: p, into: &state)
    }

    // The value at progress `p` written into `field`, one function for each kind of value: the
    // property's key path gave both the field and the ends, so their kinds are the same.

    func write(at p: Double, into field: inout Double) {
        guard case let .scalar(a, b) = ends else { kindMismatch() }
        set(&field, to: .interpolate(from: a, to: b, fraction: p))
    }

    func write(at p: Double, into field: inout Point) {
        guard case let .point(a, b) = ends else { kindMismatch() }
        set(&field, to: .interpolate(from: a, to: b, fraction: p))
    }

    func write(at p: Double, into field: inout Size) {
        guard case let .size(a, b) = ends else { kindMismatch() }
        set(&field, to: .interpolate(from: a, to: b, fraction: p))
    }

    func write(at p: Double, into field: inout Rect) {
        guard case let .rect(a, b) = ends else { kindMismatch() }
        set(&field, to: .interpolate(from: a, to: b, fraction: p))
    }

    func write(at p: Double, into field: inout Color) {
        guard case let .color(a, b) = ends else { kindMismatch() }
        set(&field, to: .interpolate(from: a, to: b, fraction: p))
    }

    /// A transform's, through the track's address: its ends are read where they lie, where a
    /// method's `self` copied them out whole (640 bytes) before it knew which it needed.
    static func write(_ track: UnsafePointer<CompiledTrack>, at p: Double, into field: inout Transform3D) {
        if track.pointee.transformEnds.isDecomposed, let ends = track.pointer(to: \.transformEnds.decomposed) {
            track.pointee.set(&field, to: DecomposedTransform3D.Interpolation.matrix(of: ends, at: p))
        } else if let (a, b) = track.pointee.transformEnds.steps {
            track.pointee.set(&field, to: p < 0.5 ? a : b)
        } else {
            track.pointee.kindMismatch()
        }
    }

    /// The animation's value on top of the current one (additive) or instead of it.
    @inline(__always) private func set<Value: Animatable>(_ field: inout Value, to v: Value) {
        field = isAdditive ? v.adding(to: field) : v
    }

    private func kindMismatch() -> Never {
        preconditionFailure("\(property) does not take the values \(ends)")
    }
}
