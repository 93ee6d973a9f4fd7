import CreaseMath
import Testing

@testable import CreaseCore

/// When a tree next changes by itself (`LayerTreeHost.nextChange(after:)`), against CAMediaTiming's
/// rules: local time = (parent time − beginTime) × speed + timeOffset down the tree, an animation
/// applies from its begin time for its active duration, and a filling one holds its last value.
struct NextChangeTests {
    /// A hosted root with one sublayer, shown once (so later changes animate implicitly).
    func tree() -> (LayerTreeHost, Layer) {
        let root = Layer(name: "root"), child = Layer(name: "child")
        root.addSublayer(child)
        let host = LayerTreeHost(root: root)
        host.advance(to: 0)
        return (host, child)
    }

    func fade(begin: Double, duration: Double = 1) -> BasicAnimation<Double> {
        var animation = BasicAnimation(\LayerState.opacity, from: 0, to: 1, duration: duration)
        animation.timing.beginTime = begin
        return animation
    }

    @Test func aStillTreeNeverChangesByItself() {
        let (host, child) = tree()
        child.withoutActions { child.opacity = 0.5 }
        #expect(host.nextChange(after: 0) == .infinity)
    }

    @Test func anAnimationToComeIsDueAtItsBeginAndPlayingIsNow() {
        let (host, child) = tree()
        child.add(fade(begin: 2))
        #expect(host.nextChange(after: 0.5) == 2)
        host.advance(to: 2.5)
        #expect(host.nextChange(after: 2.5) == 2.5)
        host.advance(to: 3)  // its active time is over: removed
        #expect(child.animationKeys.isEmpty && host.nextChange(after: 3) == .infinity)
    }

    @Test func aLayersTimeScaleMapsTheBeginBackToHostTime() {
        let (host, child) = tree()
        child.beginTime = 1
        child.speed = 2
        child.timeOffset = 0.5
        // Local 4.5 is reached at host time 1 + (4.5 − 0.5) / 2 = 3.
        child.add(fade(begin: 4.5))
        #expect(abs(host.nextChange(after: 0) - 3) < 1e-12)
        #expect(abs(child.localTime(ofHostTime: 3) - 4.5) < 1e-12)
    }

    @Test func aFrozenLayerOrAnimationNeverChanges() {
        let (host, child) = tree()
        child.speed = 0
        child.add(fade(begin: 5))
        #expect(host.nextChange(after: 0) == .infinity)
        let (other, layer) = tree()
        var frozen = fade(begin: 0.1)
        frozen.timing.speed = 0
        layer.add(frozen)
        #expect(other.nextChange(after: 1) == .infinity)
    }

    @Test func aFillingAnimationRestsAndARepeatingOneNever() {
        let (host, child) = tree()
        var held = fade(begin: 0.1)
        held.timing.fillMode = .forwards
        held.timing.removedOnCompletion = false
        child.add(held, forKey: "held")
        host.advance(to: 0.5)
        #expect(host.nextChange(after: 0.5) == 0.5)
        host.advance(to: 2)
        #expect(child.animationKeys == ["held"] && host.nextChange(after: 2) == .infinity)
        var forever = fade(begin: 0.1)
        forever.timing.repeatCount = .infinity
        child.add(forever, forKey: "forever")
        host.advance(to: 1000)
        #expect(host.nextChange(after: 1000) == 1000)
    }

    @Test func aMaskRunsOnItsLayersClock() {
        let (host, child) = tree()
        let mask = Layer(name: "mask")
        child.mask = mask
        child.beginTime = 2
        mask.add(fade(begin: 1))
        #expect(host.nextChange(after: 0) == 3)
    }

    @Test func anImplicitChangeMovesForItsDurationThenRests() {
        let (host, child) = tree()
        host.advance(to: 1)
        child.position = Point(x: 40, y: 0)
        #expect(host.nextChange(after: 1) == 1)
        host.advance(to: 1 + LayerTreeHost.defaultDuration)
        #expect(host.nextChange(after: 1.25) == .infinity)
    }

    @Test func anAnimatorMovesWhileItRunsAndRestsPaused() {
        let (host, child) = tree()
        let animator = PropertyAnimator(host: host, duration: 1) { child.opacity = 0.2 }
        host.advance(to: 0.5)
        #expect(host.nextChange(after: 0.5) == .infinity)
        animator.startAnimation()
        host.advance(to: 0.6)
        #expect(host.nextChange(after: 0.6) == 0.6)
        animator.pauseAnimation()
        #expect(host.nextChange(after: 0.6) == .infinity)
    }
}
