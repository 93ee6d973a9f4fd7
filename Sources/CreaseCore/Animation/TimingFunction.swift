import Glibc

/// A cubic Bézier pacing curve from (0, 0) to (1, 1), as `CAMediaTimingFunction`.
///
/// The curve's control points are c1 = (x1, y1) and c2 = (x2, y2). The horizontal axis is the
/// fraction of the animation's duration that has elapsed, the vertical axis the fraction of the
/// way from the start value to the end value. The x coordinates of the control points are clamped
/// to [0, 1] (as Core Animation does), so the curve is a function of time; the y coordinates are
/// free, so a curve may overshoot.
public struct TimingFunction: Hashable, Sendable {
    /// The first control point, c1 = (x1, y1).
    public let x1: Double, y1: Double
    /// The second control point, c2 = (x2, y2).
    public let x2: Double, y2: Double

    /// A curve with control points (x1, y1) and (x2, y2), as
    /// `CAMediaTimingFunction(controlPoints:_:_:_:)`. x1 and x2 are clamped to [0, 1].
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = Self.clampUnit(x1)
        self.y1 = y1.isFinite ? y1 : 0
        self.x2 = Self.clampUnit(x2)
        self.y2 = y2.isFinite ? y2 : 1
    }

    // MARK: Core Animation's named functions

    /// `kCAMediaTimingFunctionLinear`: (0, 0, 1, 1). Progress equals the time fraction.
    public static let linear = TimingFunction(0, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseIn`: (0.42, 0, 1, 1).
    public static let easeIn = TimingFunction(0.42, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseOut`: (0, 0, 0.58, 1).
    public static let easeOut = TimingFunction(0, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionEaseInEaseOut`: (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = TimingFunction(0.42, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionDefault`: (0.25, 0.1, 0.25, 1), the curve Core Animation uses for
    /// implicit animations (close to, but not the same as, `easeInEaseOut`).
    public static let `default` = TimingFunction(0.25, 0.1, 0.25, 1)
    /// `kCAMediaTimingFunctionDefault`; the same curve as ``default``, under a name that needs no
    /// backticks.
    public static let caDefault = TimingFunction.default

    /// The largest slope `slope(at:)` reports, standing in for a vertical tangent.
    public static let maximumSlope = 1e6

    // MARK: Evaluation

    /// The fraction of the way from the start value to the end value at the time fraction `x`.
    ///
    /// `x` is clamped to [0, 1]. Solves the curve's x(s) = x for the Bézier parameter s (Newton's
    /// method, falling back to bisection) and returns y(s). A curve on the diagonal
    /// (x1 = y1, x2 = y2, such as ``linear``) returns `x` exactly. Always inlined in this module:
    /// every compiled track asks it every frame, and the call was a tenth of the answer.
    @inline(__always) public func progress(at x: Double) -> Double {
        guard !x.isNaN else { return .nan }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        if isDiagonal { return x }
        return Self.poly(yCoefficients, at: parameter(forX: x))
    }

    /// The slope dy/dx of the curve at the time fraction `x` (clamped to [0, 1]): how many times
    /// faster than linear the value is moving there. Multiply by the distance over the duration to
    /// get a velocity.
    ///
    /// Computed as (dy/ds)/(dx/ds); where dx/ds vanishes the limit is taken from higher
    /// derivatives, and a vertical tangent reports ±``maximumSlope``, so the result is finite.
    public func slope(at x: Double) -> Double {
        guard !x.isNaN else { return .nan }
        if isDiagonal { return 1 }
        let s: Double
        if x <= 0 {
            s = 0
        } else if x >= 1 {
            s = 1
        } else {
            s = parameter(forX: x)
        }
        // First, second and third derivatives with respect to s, in Bernstein form (exact at the
        // ends: dx/ds is 3·x1 at s = 0 and 3·(1 − x2) at s = 1).
        let derivatives = [
            (Self.firstDerivative(x1, x2, s), Self.firstDerivative(y1, y2, s)),
            (Self.secondDerivative(x1, x2, s), Self.secondDerivative(y1, y2, s)),
            (6 * (1 - 3 * x2 + 3 * x1), 6 * (1 - 3 * y2 + 3 * y1)),
        ]
        let tiny = 1e-12
        for (dx, dy) in derivatives {
            if abs(dx) > tiny {
                let m = dy / dx
                return min(max(m, -Self.maximumSlope), Self.maximumSlope)
            }
            if abs(dy) > tiny {
                // x stands still while y moves: a vertical tangent. x never decreases, so the
                // sign is y's.
                return dy > 0 ? Self.maximumSlope : -Self.maximumSlope
            }
        }
        return 0
    }

    // MARK: Internals

    /// True when y(s) = x(s) for every s: the curve is the identity.
    private var isDiagonal: Bool { x1 == y1 && x2 == y2 }

    /// Power-basis coefficients (a, b, c) of a Bézier coordinate: a s³ + b s² + c s, for the
    /// curve with control coordinates 0, p1, p2, 1.
    private static func coefficients(_ p1: Double, _ p2: Double) -> (Double, Double, Double) {
        let c = 3 * p1
        let b = 3 * (p2 - p1) - c
        let a = 1 - c - b
        return (a, b, c)
    }

    private var xCoefficients: (Double, Double, Double) { Self.coefficients(x1, x2) }
    private var yCoefficients: (Double, Double, Double) { Self.coefficients(y1, y2) }

    private static func poly(_ k: (Double, Double, Double), at s: Double) -> Double {
        ((k.0 * s + k.1) * s + k.2) * s
    }

    /// The Bézier parameter s in [0, 1] with x(s) = x, for x in (0, 1). Inlined into its two
    /// callers: the call was a fifth of a frame's curve (10,000 animations, 3 steps each).
    @inline(__always) private func parameter(forX x: Double) -> Double {
        let k = xCoefficients
        // Newton's method from s = x: fast for every sensible curve. A step under 1e-7 where
        // dx/ds is not small is the last: it leaves x(s) within 27·step² < 1e-12 of x (|x''| ≤ 54
        // on any curve) and dx/ds within 6e-6 of what it was, so neither is worked out again.
        var s = x
        for _ in 0..<8 {
            let d = (3 * k.0 * s + 2 * k.1) * s + k.2
            guard abs(d) > 1e-6 else { break }
            let step = (Self.poly(k, at: s) - x) / d
            s -= step
            guard s >= 0 && s <= 1 else { break }
            if abs(step) < 1e-7 {
                if abs(d) > 2e-3 { return s }
                break
            }
        }
        // Bisection: x(s) is non-decreasing on [0, 1] because x1, x2 lie in [0, 1].
        var lo = 0.0, hi = 1.0
        for _ in 0..<64 {
            let mid = 0.5 * (lo + hi)
            if mid <= lo || mid >= hi { break }
            if Self.poly(k, at: mid) < x { lo = mid } else { hi = mid }
        }
        return 0.5 * (lo + hi)
    }

    /// d/ds of the coordinate with control values 0, p1, p2, 1.
    private static func firstDerivative(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * (u * u * p1 + 2 * u * s * (p2 - p1) + s * s * (1 - p2))
    }

    /// d²/ds² of the coordinate with control values 0, p1, p2, 1.
    private static func secondDerivative(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        6 * ((1 - s) * (p2 - 2 * p1) + s * (1 - 2 * p2 + p1))
    }

    private static func clampUnit(_ v: Double) -> Double {
        guard !v.isNaN else { return 0 }
        return min(max(v, 0), 1)
    }
}
