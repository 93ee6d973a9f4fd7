import Foundation
import Testing

@testable import CreaseCore

/// The spring against its closed forms written out here, one per damping regime, and its
/// settling duration against the definition: the last time |1 − progress| ≥ 0.001.
///
/// Settling durations (mass 1, stiffness 100) from this implementation, agreeing with a
/// brute-force scan in steps of 2 µs:
/// - damping 10 (ζ = 0.5, underdamped):             1.270165 s
/// - damping 20 (ζ = 1, critically damped):         0.923341 s
/// - damping 40 (ζ = 2, overdamped):                2.605815 s
/// - damping 10 with initialVelocity 5:              1.217118 s
struct SpringTests {
    static let under = Spring(mass: 1, stiffness: 100, damping: 10)
    static let critical = Spring(mass: 1, stiffness: 100, damping: 20)
    static let over = Spring(mass: 1, stiffness: 100, damping: 40)
    static let underWithVelocity = Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 5)
    static let cases = [under, critical, over, underWithVelocity]

    // MARK: Closed forms, written out independently for k = 100, m = 1 (ω0 = 10)

    /// ζ = 0.5: ωd = 10·√0.75, decay 5; B = (5 − v0)/ωd.
    static func underProgress(_ t: Double, v0: Double) -> Double {
        let wd = 10 * 0.75.squareRoot()
        return 1 - exp(-5 * t) * (cos(wd * t) + (5 - v0) / wd * sin(wd * t))
    }

    /// ζ = 1: x = e^(−10t)(1 + 10t).
    static func criticalProgress(_ t: Double) -> Double {
        1 - exp(-10 * t) * (1 + 10 * t)
    }

    /// ζ = 2: r1,2 = −10(2 ∓ √3); C1 = −r2/(r1 − r2), C2 = r1/(r1 − r2).
    static func overProgress(_ t: Double) -> Double {
        let r1 = -10 * (2 - 3.0.squareRoot()), r2 = -10 * (2 + 3.0.squareRoot())
        let c1 = -r2 / (r1 - r2), c2 = r1 / (r1 - r2)
        return 1 - (c1 * exp(r1 * t) + c2 * exp(r2 * t))
    }

    static let times = [0.01, 0.05, 0.1, 0.2, 0.3, 0.5, 0.75, 1, 1.5, 2, 3]

    @Test func derivedConstants() {
        #expect(Self.under.angularFrequency == 10)
        #expect(Self.under.dampingRatio == 0.5)
        #expect(Self.critical.dampingRatio == 1)
        #expect(Self.over.dampingRatio == 2)
        let defaults = Spring()
        #expect(defaults == Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0))
        let heavy = Spring(mass: 4, stiffness: 100, damping: 10)
        #expect(heavy.angularFrequency == 5)
        #expect(heavy.dampingRatio == 0.25)
    }

    @Test func underdampedMatchesClosedForm() {
        for t in Self.times {
            #expect(abs(Self.under.progress(at: t) - Self.underProgress(t, v0: 0)) < 1e-12, "t = \(t)")
        }
        // It overshoots: the first peak is past the target.
        #expect(Self.under.progress(at: 0.36) > 1)
    }

    @Test func criticallyDampedMatchesClosedForm() {
        for t in Self.times {
            #expect(abs(Self.critical.progress(at: t) - Self.criticalProgress(t)) < 1e-12, "t = \(t)")
        }
    }

    @Test func overdampedMatchesClosedForm() {
        for t in Self.times {
            #expect(abs(Self.over.progress(at: t) - Self.overProgress(t)) < 1e-12, "t = \(t)")
        }
    }

    @Test func initialVelocityMatchesClosedForm() {
        for t in Self.times {
            #expect(abs(Self.underWithVelocity.progress(at: t) - Self.underProgress(t, v0: 5)) < 1e-12, "t = \(t)")
        }
        // Pushed toward the target, it gets further early on.
        #expect(Self.underWithVelocity.progress(at: 0.05) > Self.under.progress(at: 0.05))
    }

    @Test func velocityInOtherRegimes() {
        // Critical and overdamped with an initial velocity, against the same checks as below.
        for spring in [
            Spring(stiffness: 100, damping: 20, initialVelocity: 5),
            Spring(stiffness: 100, damping: 40, initialVelocity: -3),
            Spring(stiffness: 100, damping: 20, initialVelocity: 30),
        ] {
            #expect(abs(spring.velocity(at: 0) - spring.initialVelocity) < 1e-9)
            let h = 1e-6
            for t in Self.times {
                let fd = (spring.progress(at: t + h) - spring.progress(at: t - h)) / (2 * h)
                #expect(abs(spring.velocity(at: t) - fd) < 1e-5, "\(spring) at \(t)")
            }
        }
    }

    @Test(arguments: cases)
    func startsAtRestOrWithTheGivenVelocity(spring: Spring) {
        #expect(spring.progress(at: 0) == 0)
        #expect(spring.progress(at: -1) == 0)
        #expect(abs(spring.velocity(at: 0) - spring.initialVelocity) < 1e-12)
        #expect(abs(spring.progress(at: 20) - 1) < 1e-12)
    }

    @Test(arguments: cases)
    func velocityIsTheDerivativeOfProgress(spring: Spring) {
        let h = 1e-6
        for t in Self.times {
            let fd = (spring.progress(at: t + h) - spring.progress(at: t - h)) / (2 * h)
            #expect(abs(spring.velocity(at: t) - fd) < 1e-5, "\(spring) at \(t): \(spring.velocity(at: t)) vs \(fd)")
        }
    }

    @Test(arguments: cases)
    func settlingDurationIsTheLastCrossing(spring: Spring) {
        let settle = spring.settlingDuration
        #expect(settle > 0 && settle.isFinite)
        // At rest from then on: at that time and densely sampled out to three times it.
        let steps = 30_000
        var worst = 0.0
        for i in 0...steps {
            let t = settle + 2 * settle * Double(i) / Double(steps)
            worst = max(worst, abs(1 - spring.progress(at: t)))
        }
        #expect(worst < 0.001 + 1e-9, "\(spring): |x| reaches \(worst) after \(settle)")
        // And not earlier: just before it, |x| is still at least 0.001 somewhere.
        var before = 0.0
        for i in 0..<200 {
            let t = settle - 0.002 + 0.002 * Double(i) / 200
            before = max(before, abs(1 - spring.progress(at: t)))
        }
        #expect(before >= 0.001, "\(spring): \(before) before \(settle)")
    }

    @Test(arguments: cases)
    func settlingDurationMatchesABruteForceScan(spring: Spring) {
        // The last sample with |x| ≥ 0.001, in steps of 10 µs up to 5 s: within a step of it.
        let h = 1e-5
        var last = 0.0
        for i in 0..<500_000 {
            let t = Double(i) * h
            if abs(1 - spring.progress(at: t)) >= 0.001 { last = t }
        }
        let settle = spring.settlingDuration
        #expect(settle >= last && settle <= last + h, "\(spring): \(settle) vs scan \(last)")
    }

    @Test func settlingDurationsOfTheDefaultishCases() {
        #expect(abs(Self.under.settlingDuration - 1.270165) < 1e-4)
        #expect(abs(Self.critical.settlingDuration - 0.923341) < 1e-4)
        #expect(abs(Self.over.settlingDuration - 2.605815) < 1e-4)
        #expect(abs(Self.underWithVelocity.settlingDuration - 1.217118) < 1e-4)
    }

    @Test func unusualSprings() {
        // Undamped: never settles.
        #expect(Spring(damping: 0).settlingDuration == .infinity)
        // Nonsense input is clamped, not trapped.
        let clamped = Spring(mass: -1, stiffness: 0, damping: -5, initialVelocity: .nan)
        #expect(clamped.mass > 0 && clamped.stiffness > 0)
        #expect(clamped.damping == 0 && clamped.initialVelocity == 0)
        var s = Spring()
        s.mass = 0
        s.damping = -1
        #expect(s.mass > 0 && s.damping == 0)
        // A stiff spring settles fast, a soft lightly damped one slowly; both terminate.
        let stiff = Spring(stiffness: 1e6, damping: 100)
        #expect(stiff.settlingDuration > 0 && stiff.settlingDuration < 0.2)
        #expect(abs(1 - stiff.progress(at: stiff.settlingDuration)) <= 0.001 + 1e-9)
        let soft = Spring(stiffness: 1, damping: 0.05)
        #expect(soft.settlingDuration > 100)
        #expect(abs(1 - soft.progress(at: soft.settlingDuration)) <= 0.001 + 1e-9)
        // Heavily overdamped: slow creep, no overshoot.
        let creep = Spring(stiffness: 100, damping: 2000)
        #expect(creep.settlingDuration.isFinite && creep.settlingDuration > 100)
        #expect(abs(1 - creep.progress(at: creep.settlingDuration) - 0.001) < 1e-9)
    }
}
