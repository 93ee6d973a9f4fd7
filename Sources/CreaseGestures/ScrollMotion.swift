import Glibc

/// One axis of a scroll view's content offset, as a function of time: it follows a drag,
/// rubber-banding past its ends; let go, it decelerates and bounces back into range.
///
/// UIScrollView's curves are undocumented; these are the usual stand-ins, stated here:
/// - Rubber band: past an end by x, the content moves d·c·x / (d + c·x), d the viewport's
///   length and c = 0.55: it gives less the further it goes, and never a whole viewport.
/// - Deceleration: the speed falls by `decelerationRate` (UIScrollView's normal 0.998) each
///   millisecond, v(t) = v₀·e^(−kt) with k = −1000·ln 0.998 ≈ 2 per second.
/// - Bounce: back to the end it passed as a critically damped spring of rate ω = 10 per second,
///   x(t) = (x₀ + (v₀ + ω·x₀)·t)·e^(−ωt) from the end, so it settles without overshooting.
public struct ScrollMotion: Sendable {
    /// The rubber band's c: how much of the distance past an end the content follows.
    public static let rubberBandConstant = 0.55
    /// The share of speed kept each millisecond of deceleration (UIScrollView's normal rate).
    public static let decelerationRate = 0.998
    /// The bounce spring's rate ω, per second.
    public static let bounceRate = 10.0
    /// Speeds (points per second) below which a let-go list does not move at all.
    static let restingSpeed = 1.0

    /// Offsets the content may rest at: 0 to the content's length past the viewport.
    public var range: ClosedRange<Double>
    /// The viewport's length along the axis: the d of the rubber band.
    public var viewport: Double

    /// Where the content was let go (or put), and how fast it was moving then.
    private var release = (time: 0.0, offset: 0.0, velocity: 0.0)
    /// The drag's offset with no rubber band, at its start.
    private var dragStart: Double?

    /// Content at rest at `offset` along an axis with `viewport` points showing, resting
    /// within `range`.
    public init(range: ClosedRange<Double>, viewport: Double, offset: Double = 0) {
        self.range = range
        self.viewport = viewport
        release.offset = offset
    }

    /// Whether a drag is in progress (between its start and its release).
    public var isDragging: Bool { dragStart != nil }

    /// How far content past an end by `x` points shows: d·c·x / (d + c·x).
    public func rubberBand(_ x: Double) -> Double {
        let d = max(viewport, 1), c = Self.rubberBandConstant
        return d * c * x / (d + c * x)
    }

    /// The finger travel past an end that shows as `y`: the rubber band undone.
    public func fingerTravel(showing y: Double) -> Double {
        let d = max(viewport, 1), c = Self.rubberBandConstant
        return y >= d ? .infinity : d * y / (c * (d - y))
    }

    // MARK: Dragging

    /// A finger takes hold at `time`: the content stops where it is.
    public mutating func beginDrag(at time: Double) {
        let now = offset(at: time)
        // Held past an end, the drag starts as far out as a finger would have had to pull.
        if now < range.lowerBound {
            dragStart = range.lowerBound - fingerTravel(showing: range.lowerBound - now)
        } else if now > range.upperBound {
            dragStart = range.upperBound + fingerTravel(showing: now - range.upperBound)
        } else {
            dragStart = now
        }
        release = (time, now, 0)
    }

    /// The finger has moved the content by `translation` (points, positive towards larger
    /// offsets) since the drag began: past the ends it rubber-bands.
    public mutating func drag(by translation: Double, at time: Double) {
        guard let start = dragStart else { return }
        let raw = start + translation
        let shown: Double
        if raw < range.lowerBound {
            shown = range.lowerBound - rubberBand(range.lowerBound - raw)
        } else if raw > range.upperBound {
            shown = range.upperBound + rubberBand(raw - range.upperBound)
        } else {
            shown = raw
        }
        release = (time, shown, 0)
    }

    /// The finger lifts at `time`, the content moving at `velocity` points per second: from
    /// here it decelerates and bounces by itself.
    public mutating func endDrag(velocity: Double, at time: Double) {
        dragStart = nil
        release = (time, release.offset, abs(velocity) < Self.restingSpeed ? 0 : velocity)
    }

    /// Puts the content at `offset`, at rest (no animation).
    public mutating func set(offset: Double, at time: Double) {
        dragStart = nil
        release = (time, offset, 0)
    }

    // MARK: Moving by itself

    /// The content offset at `time`.
    public func offset(at time: Double) -> Double {
        let t = max(0, time - release.time)
        if dragStart != nil || t == 0 { return release.offset }
        let x0 = release.offset, v0 = release.velocity
        if let end = endPassed(by: x0) { return Self.bounce(from: x0 - end, velocity: v0, after: t) + end }
        let k = Self.decelerationConstant
        guard v0 != 0 else { return x0 }
        // Where the flick would stop with no end in the way.
        let coast = x0 + v0 / k * (1 - exp(-k * t))
        let end = v0 < 0 ? range.lowerBound : range.upperBound
        let farthest = x0 + v0 / k
        guard v0 < 0 ? farthest < end : farthest > end else { return coast }
        // It reaches the end at tc, at speed v0·e^(−k·tc), and bounces from there.
        let tc = -log(1 - (end - x0) * k / v0) / k
        guard t > tc else { return coast }
        return end + Self.bounce(from: 0, velocity: v0 * exp(-k * tc), after: t - tc)
    }

    /// Whether the content still moves by itself at `time`: a frame loop that sees false may
    /// stop drawing.
    public func isMoving(at time: Double) -> Bool {
        // Ten seconds on, every motion here has died down to far below a hundredth of a point.
        dragStart == nil && abs(offset(at: time + 10) - offset(at: time)) > 0.01
    }

    /// k in v(t) = v₀·e^(−kt).
    static var decelerationConstant: Double { -1000 * log(decelerationRate) }

    /// The end of the range `offset` lies beyond, if any.
    private func endPassed(by offset: Double) -> Double? {
        offset < range.lowerBound ? range.lowerBound : offset > range.upperBound ? range.upperBound : nil
    }

    /// A critically damped spring's displacement `t` seconds after leaving `x0` at `v0`.
    static func bounce(from x0: Double, velocity v0: Double, after t: Double) -> Double {
        let w = bounceRate
        return (x0 + (v0 + w * x0) * t) * exp(-w * t)
    }
}
