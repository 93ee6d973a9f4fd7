import CreaseGestures
import Foundation
import Testing

/// The scroll model's stated curves: rubber band, deceleration, bounce.
struct ScrollMotionTests {
    @Test func rubberBandIsDCXOverDPlusCX() {
        let scroll = ScrollMotion(range: 0...500, viewport: 600)
        for x in [1.0, 50, 300, 5000] {
            #expect(abs(scroll.rubberBand(x) - 600 * 0.55 * x / (600 + 0.55 * x)) < 1e-9)
            #expect(abs(scroll.fingerTravel(showing: scroll.rubberBand(x)) - x) < 1e-6 * x)
        }
        #expect(scroll.rubberBand(1e9) < 600 && scroll.fingerTravel(showing: 600) == .infinity)
    }

    @Test func aDragFollowsInRangeAndRubberBandsPastBothEnds() {
        var scroll = ScrollMotion(range: 0...500, viewport: 600, offset: 100)
        scroll.beginDrag(at: 0)
        scroll.drag(by: 50, at: 0.1)
        #expect(scroll.offset(at: 0.1) == 150)
        // 100 past either end shows 600·0.55·100 / (600 + 0.55·100) = 50.38.
        scroll.drag(by: -200, at: 0.2)  // 100 past the top
        #expect(abs(scroll.offset(at: 0.2) + 33_000.0 / 655) < 1e-9)
        scroll.drag(by: 500, at: 0.3)  // 100 past the bottom
        #expect(abs(scroll.offset(at: 0.3) - (500 + 33_000.0 / 655)) < 1e-9)
    }

    @Test func aFlickDeceleratesAtPoint998PerMillisecond() {
        var scroll = ScrollMotion(range: 0...10_000, viewport: 600, offset: 1000)
        scroll.beginDrag(at: 0)
        scroll.endDrag(velocity: 1000, at: 0)
        let k = -1000 * log(0.998)
        #expect(abs(scroll.offset(at: 0.5) - (1000 + 1000 / k * (1 - exp(-k * 0.5)))) < 1e-9)
        // It comes to rest 1000/k ≈ 499.5 points on.
        #expect(abs(scroll.offset(at: 30) - (1000 + 1000 / k)) < 0.01 && !scroll.isMoving(at: 30) && scroll.isMoving(at: 0.5))
    }

    @Test func aFlickPastTheEndBouncesBackAndSettlesThere() {
        var scroll = ScrollMotion(range: 0...300, viewport: 600, offset: 250)
        scroll.beginDrag(at: 0)
        scroll.endDrag(velocity: 2000, at: 0)
        let samples = stride(from: 0.0, through: 3, by: 1.0 / 60).map { scroll.offset(at: $0) }
        let peak = samples.max()!
        #expect(peak > 300 && peak < 420)  // out past the end, not far
        #expect(zip(samples, samples.dropFirst()).allSatisfy { abs($1 - $0) < 2000.0 / 60 + 1e-9 })  // no jumps
        #expect(abs(scroll.offset(at: 3) - 300) < 0.01)
    }

    @Test func letGoPastTheTopItReturnsWithoutOvershoot() {
        var scroll = ScrollMotion(range: 0...300, viewport: 600)
        scroll.beginDrag(at: 0)
        scroll.drag(by: -150, at: 0.2)
        let start = scroll.offset(at: 0.2)
        scroll.endDrag(velocity: 0, at: 0.2)
        let samples = stride(from: 0.2, through: 2.2, by: 1.0 / 60).map { scroll.offset(at: $0) }
        #expect(samples.first == start && samples.allSatisfy { $0 <= 1e-9 })
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $1 >= $0 })
        #expect(abs(samples.last!) < 0.01)
        // A finger catching it mid-way holds it where it is.
        scroll.beginDrag(at: 0.3)
        #expect(abs(scroll.offset(at: 0.5) - scroll.offset(at: 0.3)) < 1e-12)
    }
}
