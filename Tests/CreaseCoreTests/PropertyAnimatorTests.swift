import Testing

@testable import CreaseCore
import CreaseMath

struct PropertyAnimatorTests {
    func hosted() -> (LayerTreeHost, Layer) {
        let root = Layer()
        let card = Layer()
        root.addSublayer(card)
        let host = LayerTreeHost(root: root)
        host.advance(to: 0)
        return (host, card)
    }

    func x(_ layer: Layer, _ host: LayerTreeHost) -> Double { layer.presentation(atHostTime: host.time).position.x }

    @Test func scrubThenContinueToTheEnd() {
        let (host, card) = hosted()
        var ended: PropertyAnimator.Position?
        let animator = PropertyAnimator(host: host, duration: 1, timingFunction: .linear) { card.position = Point(x: 200, y: 0) }
        animator.completion = { ended = $0 }
        #expect(card.model.position.x == 200)
        #expect(x(card, host) == 0)
        for f in [0.25, 0.6, 0.4] {
            animator.fractionComplete = f
            #expect(abs(x(card, host) - 200 * f) < 1e-9)
        }
        animator.startAnimation()
        host.advance(to: 0.3)
        #expect(abs(x(card, host) - 200 * 0.7) < 1e-9)
        host.advance(to: 0.6)
        #expect(ended == .end)
        #expect(card.animationKeys.isEmpty && x(card, host) == 200)
    }

    @Test func pauseHoldsAndReverseGoesBackToTheStart() {
        let (host, card) = hosted()
        var ended: PropertyAnimator.Position?
        let animator = PropertyAnimator(host: host, duration: 1, timingFunction: .linear) { card.position = Point(x: 100, y: 0) }
        animator.completion = { ended = $0 }
        animator.startAnimation()
        host.advance(to: 0.5)
        animator.pauseAnimation()
        host.advance(to: 2)
        #expect(abs(x(card, host) - 50) < 1e-9 && !animator.isRunning)
        animator.isReversed = true
        animator.startAnimation()
        host.advance(to: 2.25)
        #expect(abs(x(card, host) - 25) < 1e-9)
        host.advance(to: 2.6)
        #expect(ended == .start)
        #expect(card.model.position.x == 0)  // back where it began, model too
    }

    @Test func stopWithoutFinishingLeavesTheLayerWhereItIs() {
        let (host, card) = hosted()
        let animator = PropertyAnimator(host: host, duration: 1, timingFunction: .linear) { card.position = Point(x: 100, y: 0) }
        animator.fractionComplete = 0.3
        animator.stopAnimation(withoutFinishing: true)
        #expect(abs(card.model.position.x - 30) < 1e-9)
        #expect(card.animationKeys.isEmpty)
    }

    @Test func continueFromAGestureVelocityWithASpring() {
        let (host, card) = hosted()
        let animator = PropertyAnimator(host: host, duration: 1) { card.position = Point(x: 100, y: 0) }
        animator.fractionComplete = 0.5
        let shown = x(card, host)
        // Released while moving at 300 pt/s: 3 fractions of the 100 pt change a second.
        animator.continueAnimation(velocity: 3)
        let h = 1e-4
        host.advance(to: h)
        let speed = (x(card, host) - shown) / h
        #expect(abs(speed - 300) < 3, "starts at the gesture's speed, got \(speed)")
        host.advance(to: 5)
        #expect(!animator.isRunning && card.animationKeys.isEmpty && x(card, host) == 100)
    }
}
