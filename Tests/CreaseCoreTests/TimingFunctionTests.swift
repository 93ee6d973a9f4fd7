import Foundation
import Testing

@testable import CreaseCore

/// Timing curves against values computed independently here: the Bézier is solved by plain
/// bisection on its Bernstein form, not by the production code's Newton iteration.
struct TimingFunctionTests {
    /// One Bernstein coordinate of the curve with control coordinates 0, p1, p2, 1.
    static func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    /// y at time fraction x, by 200 bisection steps on x(s) = x.
    static func reference(_ c: (Double, Double, Double, Double), _ x: Double) -> Double {
        var lo = 0.0, hi = 1.0
        for _ in 0..<200 {
            let mid = 0.5 * (lo + hi)
            if bernstein(c.0, c.2, mid) < x { lo = mid } else { hi = mid }
        }
        return bernstein(c.1, c.3, 0.5 * (lo + hi))
    }

    static let named: [(String, TimingFunction, (Double, Double, Double, Double))] = [
        ("linear", .linear, (0, 0, 1, 1)),
        ("easeIn", .easeIn, (0.42, 0, 1, 1)),
        ("easeOut", .easeOut, (0, 0, 0.58, 1)),
        ("easeInEaseOut", .easeInEaseOut, (0.42, 0, 0.58, 1)),
        ("default", .default, (0.25, 0.1, 0.25, 1)),
    ]

    @Test func namedCurvesHaveCoreAnimationsControlPoints() {
        for (name, f, c) in Self.named {
            #expect(f == TimingFunction(c.0, c.1, c.2, c.3), "\(name)")
            #expect((f.x1, f.y1, f.x2, f.y2) == c, "\(name)")
        }
        // The name without backticks, and the curve implicit animations take, are Core
        // Animation's default: (0.25, 0.1), (0.25, 1), for a quarter of a second.
        for f in [TimingFunction.caDefault, LayerTreeHost.defaultTimingFunction] {
            #expect((f.x1, f.y1, f.x2, f.y2) == (0.25, 0.1, 0.25, 1))
        }
        #expect(LayerTreeHost.defaultDuration == 0.25)
    }

    @Test func namedCurvesMatchAnIndependentSolve() {
        for (name, f, c) in Self.named {
            for x in [0.25, 0.5, 0.75] {
                let want = Self.reference(c, x)
                let got = f.progress(at: x)
                #expect(abs(got - want) < 1e-7, "\(name) at \(x): \(got) vs \(want)")
            }
        }
    }

    @Test func denseAgreementWithTheIndependentSolve() {
        let curves: [(Double, Double, Double, Double)] = Self.named.map { $0.2 } + [
            (0.68, -0.55, 0.265, 1.55),  // overshoots both ends ("easeInOutBack")
            (0.1, 0.9, 0.9, 0.1),
            (1, 0, 0, 1),  // dx/ds vanishes at s = 0.5
            (0, 1, 1, 0),  // vertical tangents at both ends
        ]
        for c in curves {
            let f = TimingFunction(c.0, c.1, c.2, c.3)
            var worst = 0.0
            for i in 0...400 {
                let x = Double(i) / 400
                worst = max(worst, abs(f.progress(at: x) - Self.reference(c, x)))
            }
            #expect(worst < 1e-5, "\(c): worst error \(worst)")
        }
    }

    @Test func knownValues() {
        #expect(abs(TimingFunction.easeOut.progress(at: 0.5) - 0.6846) < 1e-4)
        #expect(abs(TimingFunction.easeIn.progress(at: 0.5) - (1 - 0.6846)) < 1e-4)
        #expect(abs(TimingFunction.easeInEaseOut.progress(at: 0.5) - 0.5) < 1e-9)
        // The linear curve is exact, not merely close.
        for x in [0.0, 0.1, 1.0 / 3, 0.5, 0.7, 0.999] {
            #expect(TimingFunction.linear.progress(at: x) == x)
        }
    }

    @Test func endpointsAndClamping() {
        for (name, f, _) in Self.named {
            #expect(f.progress(at: 0) == 0, "\(name)")
            #expect(f.progress(at: 1) == 1, "\(name)")
            #expect(f.progress(at: -0.5) == 0, "\(name)")
            #expect(f.progress(at: 1.5) == 1, "\(name)")
        }
        // Control x coordinates are clamped to [0, 1].
        #expect(TimingFunction(-1, 0, 2, 1) == TimingFunction(0, 0, 1, 1))
    }

    @Test func monotonicInTime() {
        for (name, f, _) in Self.named {
            var previous = f.progress(at: 0)
            for i in 1...2000 {
                let y = f.progress(at: Double(i) / 2000)
                #expect(y >= previous, "\(name) decreases at \(Double(i) / 2000)")
                previous = y
            }
        }
    }

    @Test func slopesAtTheEnds() {
        #expect(TimingFunction.easeInEaseOut.slope(at: 0) == 0)
        #expect(TimingFunction.easeInEaseOut.slope(at: 1) == 0)
        #expect(TimingFunction.easeIn.slope(at: 0) == 0)
        #expect(TimingFunction.easeOut.slope(at: 1) == 0)
        // easeOut starts with c1 = (0, 0): the limit is y2/x2 from the second derivatives.
        #expect(abs(TimingFunction.easeOut.slope(at: 0) - 1 / 0.58) < 1e-12)
        // easeIn ends with c2 = (1, 1): the limit is (1 − y1)/(1 − x1).
        #expect(abs(TimingFunction.easeIn.slope(at: 1) - 1 / 0.58) < 1e-12)
        // Default: 3·y1 / 3·x1 at the start, 0 at the end.
        #expect(abs(TimingFunction.default.slope(at: 0) - 0.4) < 1e-12)
        #expect(TimingFunction.default.slope(at: 1) == 0)
        for x in [-1.0, 0, 0.2, 0.5, 0.9, 1, 2] {
            #expect(TimingFunction.linear.slope(at: x) == 1)
        }
        // A vertical tangent reports a large but finite slope.
        let vertical = TimingFunction(0, 1, 1, 0).slope(at: 0)
        #expect(vertical.isFinite && vertical >= 1e5)
    }

    @Test func slopeMatchesAFiniteDifference() {
        let h = 1e-6
        for (name, f, _) in Self.named {
            for x in stride(from: 0.05, through: 0.95, by: 0.05) {
                let fd = (f.progress(at: x + h) - f.progress(at: x - h)) / (2 * h)
                #expect(abs(f.slope(at: x) - fd) < 1e-5, "\(name) at \(x)")
            }
        }
    }
}
