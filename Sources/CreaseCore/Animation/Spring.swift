import Glibc

/// The damped harmonic oscillator behind `CASpringAnimation`, in closed form.
///
/// The animated quantity is the fraction of the way from `fromValue` to `toValue`: it starts at
/// 0 and settles at 1. The displacement from the target, x(t) = 1 − progress, obeys
/// m x'' + c x' + k x = 0 with x(0) = 1 and x'(0) = −`initialVelocity`, where m is `mass`,
/// k `stiffness` and c `damping`.
///
/// With ω0 = √(k/m) and ζ = c / (2√(k m)):
/// - underdamped (ζ < 1): ωd = ω0√(1 − ζ²), x = e^(−ζω0 t)(cos ωd t + ((ζω0 − v0)/ωd) sin ωd t);
/// - critically damped (|ζ − 1| < 1e-9): x = e^(−ω0 t)(1 + (ω0 − v0) t);
/// - overdamped (ζ > 1): r1,2 = −ω0(ζ ∓ √(ζ² − 1)), x = C1 e^(r1 t) + C2 e^(r2 t) with
///   C1 + C2 = 1 and r1 C1 + r2 C2 = −v0.
///
/// Nonsense parameters are tamed rather than trapped: `mass` and `stiffness` are clamped to
/// [``minimumParameter``, ``maximumParameter``] (NaN and non-positive values become the minimum),
/// `damping` to [0, ``maximumParameter``] (NaN becomes 0), and `initialVelocity` to
/// ±``maximumParameter`` (NaN becomes 0).
public struct Spring: Hashable, Sendable {
    /// The mass of the object attached to the spring. Default 1.
    public var mass: Double { get { parameters.mass } set { parameters.mass = Self.clampPositive(newValue) } }
    /// The spring constant. Default 100.
    public var stiffness: Double { get { parameters.stiffness } set { parameters.stiffness = Self.clampPositive(newValue) } }
    /// The friction coefficient. Default 10.
    public var damping: Double { get { parameters.damping } set { parameters.damping = Self.clampDamping(newValue) } }
    /// The velocity at t = 0, in distances (from `fromValue` to `toValue`) per second; positive
    /// means moving toward the target. Default 0.
    public var initialVelocity: Double {
        get { parameters.initialVelocity }
        set { parameters.initialVelocity = Self.clampVelocity(newValue) }
    }

    /// The four parameters as set (clamped): what a spring is, and what `solution` and
    /// `settlingDuration` are worked out from again whenever one changes.
    private var parameters: Parameters { didSet { solve() } }

    /// The smallest mass or stiffness used; smaller values (zero, negatives, NaN) are raised to it.
    public static let minimumParameter = 1e-6
    /// The largest mass, stiffness, damping or |initial velocity| used.
    public static let maximumParameter = 1e12
    /// The fraction of the distance within which the spring counts as at rest
    /// (see ``settlingDuration``).
    public static let settlingEpsilon = 0.001

    /// A spring with Core Animation's defaults; out-of-range parameters are clamped as above.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) {
        parameters = Parameters(
            mass: Self.clampPositive(mass), stiffness: Self.clampPositive(stiffness), damping: Self.clampDamping(damping),
            initialVelocity: Self.clampVelocity(initialVelocity))
        solve()
    }

    /// A spring is its parameters; what is worked out from them takes no part in equality.
    public static func == (a: Spring, b: Spring) -> Bool { a.parameters == b.parameters }

    public func hash(into hasher: inout Hasher) { hasher.combine(parameters) }

    // MARK: Derived constants

    /// ζ = damping / (2√(stiffness · mass)): below 1 the spring oscillates, at 1 it is critically
    /// damped, above 1 overdamped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// ω0 = √(stiffness / mass), the undamped angular frequency in radians per second.
    public var angularFrequency: Double { (stiffness / mass).squareRoot() }

    // MARK: Evaluation

    /// The fraction of the way to the target at `t` seconds after the start: 1 − x(t).
    /// 0 for t ≤ 0; tends to 1.
    public func progress(at t: Double) -> Double {
        guard !t.isNaN else { return .nan }
        if t <= 0 { return 0 }
        return 1 - solution.displacement(at: t)
    }

    /// The rate of change of ``progress(at:)`` in distances per second: −x'(t), computed
    /// analytically. Equals `initialVelocity` at t = 0, and 0 for t < 0 (the value is held at the
    /// start before the animation begins).
    public func velocity(at t: Double) -> Double {
        guard !t.isNaN else { return .nan }
        if t < 0 { return 0 }
        return -solution.displacementRate(at: t)
    }

    /// The estimated duration required for the spring system to be considered at rest: the time
    /// after which |x(t)| = |1 − progress| stays below ``settlingEpsilon`` (0.001 of the distance)
    /// for all later t, i.e. the last time |x(t)| ≥ 0.001. `CASpringAnimation.settlingDuration`.
    ///
    /// Computed to well under 1e-4 s: an exponential envelope of |x| (√(1 + B²)e^(−ζω0 t)
    /// underdamped, (1 + |ω0 − v0| t)e^(−ω0 t) critical, |C1|e^(r1 t) + |C2|e^(r2 t) overdamped)
    /// gives a time T after which the condition certainly holds; a backward scan from T in steps
    /// of at most 1 ms (smaller for fast springs) finds the last sample with |x| ≥ 0.001, and
    /// bisection refines that crossing. An undamped spring (damping 0) never settles: `.infinity`.
    /// Worked out by `solve()` when a parameter changes, not when asked: an animator driven by
    /// a spring asks every frame.
    public private(set) var settlingDuration = 0.0

    // MARK: Internals

    /// Works out `solution` and `settlingDuration` for the parameters as they now are.
    private mutating func solve() {
        solution = Self.solution(dampingRatio: dampingRatio, angularFrequency: angularFrequency, initialVelocity: initialVelocity)
        settlingDuration = Self.settlingDuration(of: solution, angularFrequency: angularFrequency)
    }

    /// `settlingDuration` for the motion `sol` of a spring of angular frequency `w0`.
    private static func settlingDuration(of sol: Solution, angularFrequency w0: Double) -> Double {
        let eps = Self.settlingEpsilon

        // T: a time after which the envelope, hence |x|, is certainly below eps. `span`: how far
        // back from T the last crossing can lie, at most; `scale`: the time scale of x's features.
        let T: Double, span: Double, scale: Double
        switch sol {
        case .underdamped(let decay, let wd, let b):
            guard decay > 0 else { return .infinity }
            let amplitude = (1 + b * b).squareRoot()
            T = amplitude > eps ? log(amplitude / eps) / decay : 0
            // |x| touches the envelope once every half period, so the last crossing lies within
            // a half period before T.
            span = .pi / wd
            scale = .pi / wd
        case .critical, .overdamped:
            T = Self.envelopeBound(sol, eps: eps)
            span = T
            scale = 1 / w0
        }
        guard T.isFinite else { return .infinity }
        if T <= 0 { return 0 }

        // Step: at most 1 ms, at most 1/16 of x's time scale, but no more than 10 million steps
        // and never so small that T − h rounds back to T.
        var h = min(1e-3, scale / 16)
        h = max(h, span / 1e7, 4 * T.ulp)
        guard h > 0, h.isFinite else { return T }

        func above(_ t: Double) -> Bool { abs(sol.displacement(at: t)) >= eps }

        if above(T) { return T }
        var hi = T
        var lo = T
        var found = false
        while lo > 0 {
            lo = max(hi - h, 0)
            if above(lo) {
                found = true
                break
            }
            hi = lo
        }
        // x(0) = 1 ≥ eps, so the scan always finds a crossing; `found` guards rounding.
        if !found { return 0 }
        // Bisection: |x(lo)| ≥ eps, |x(hi)| < eps.
        for _ in 0..<100 {
            let mid = 0.5 * (lo + hi)
            if mid <= lo || mid >= hi { break }
            if above(mid) { lo = mid } else { hi = mid }
        }
        return hi
    }

    /// The closed-form solution for the current parameters, kept so by `solve()`.
    private var solution = Solution.critical(w0: 1, a: 1)

    /// The closed-form solution for a spring of damping ratio `zeta`, angular frequency `w0`
    /// and initial velocity `v0`.
    private static func solution(dampingRatio zeta: Double, angularFrequency w0: Double, initialVelocity v0: Double) -> Solution {
        if abs(zeta - 1) < 1e-9 {
            return .critical(w0: w0, a: w0 - v0)
        } else if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let decay = zeta * w0
            return .underdamped(decay: decay, wd: wd, b: (decay - v0) / wd)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            // r1 = −ω0(ζ − √(ζ² − 1)), written without the cancellation for large ζ.
            let r1 = -w0 / (zeta + root)
            let r2 = -w0 * (zeta + root)
            let c1 = (-v0 - r2) / (r1 - r2)
            return .overdamped(r1: r1, r2: r2, c1: c1, c2: 1 - c1)
        }
    }

    private struct Parameters: Hashable, Sendable {
        var mass, stiffness, damping, initialVelocity: Double
    }

    private enum Solution {
        case underdamped(decay: Double, wd: Double, b: Double)
        case critical(w0: Double, a: Double)
        case overdamped(r1: Double, r2: Double, c1: Double, c2: Double)

        /// x(t), for t ≥ 0.
        func displacement(at t: Double) -> Double {
            switch self {
            case .underdamped(let decay, let wd, let b):
                if t == .infinity { return decay > 0 ? 0 : .nan }
                return exp(-decay * t) * (cos(wd * t) + b * sin(wd * t))
            case .critical(let w0, let a):
                if t == .infinity { return 0 }
                return exp(-w0 * t) * (1 + a * t)
            case .overdamped(let r1, let r2, let c1, let c2):
                return c1 * exp(r1 * t) + c2 * exp(r2 * t)
            }
        }

        /// x'(t), for t ≥ 0.
        func displacementRate(at t: Double) -> Double {
            switch self {
            case .underdamped(let decay, let wd, let b):
                if t == .infinity { return decay > 0 ? 0 : .nan }
                let c = cos(wd * t), s = sin(wd * t)
                return exp(-decay * t) * ((b * wd - decay) * c - (wd + decay * b) * s)
            case .critical(let w0, let a):
                if t == .infinity { return 0 }
                // d/dt [e^(−ω0 t)(1 + a t)] = e^(−ω0 t)(a − ω0(1 + a t)); a − ω0 = −v0.
                return exp(-w0 * t) * ((a - w0) - w0 * a * t)
            case .overdamped(let r1, let r2, let c1, let c2):
                return r1 * c1 * exp(r1 * t) + r2 * c2 * exp(r2 * t)
            }
        }

        /// An upper bound on |x(t)|, non-increasing for t ≥ `decreasingFrom`.
        func envelope(at t: Double) -> Double {
            switch self {
            case .underdamped(let decay, _, let b):
                return (1 + b * b).squareRoot() * exp(-decay * t)
            case .critical(let w0, let a):
                return (1 + abs(a) * t) * exp(-w0 * t)
            case .overdamped(let r1, let r2, let c1, let c2):
                return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
            }
        }

        /// The time after which the envelope only decreases.
        var decreasingFrom: Double {
            switch self {
            case .critical(let w0, let a):
                // (1 + |a|t)e^(−ω0 t) rises while |a| − ω0 − ω0|a|t > 0.
                let m = abs(a)
                return m > w0 ? (m - w0) / (w0 * m) : 0
            default:
                return 0
            }
        }
    }

    /// The time T ≥ 0 at which the (eventually decreasing) envelope falls to `eps`, for the
    /// critical and overdamped cases; `.infinity` if it never does.
    private static func envelopeBound(_ sol: Solution, eps: Double) -> Double {
        var lo = sol.decreasingFrom
        if sol.envelope(at: lo) < eps { return lo }
        // Grow an upper bracket.
        var step = max(lo, 1e-6)
        var hi = lo + step
        var guardCount = 0
        while sol.envelope(at: hi) >= eps {
            lo = hi
            step *= 2
            hi = lo + step
            guardCount += 1
            if guardCount > 2000 || !hi.isFinite { return .infinity }
        }
        // Bisect: envelope(lo) ≥ eps > envelope(hi); keep hi (an upper bound).
        for _ in 0..<200 {
            let mid = 0.5 * (lo + hi)
            if mid <= lo || mid >= hi { break }
            if sol.envelope(at: mid) >= eps { lo = mid } else { hi = mid }
        }
        return hi
    }

    private static func clampPositive(_ v: Double) -> Double {
        guard v > minimumParameter else { return minimumParameter }  // also NaN
        return min(v, maximumParameter)
    }

    private static func clampDamping(_ v: Double) -> Double {
        guard v > 0 else { return 0 }  // also NaN
        return min(v, maximumParameter)
    }

    private static func clampVelocity(_ v: Double) -> Double {
        guard !v.isNaN else { return 0 }
        return min(max(v, -maximumParameter), maximumParameter)
    }
}
