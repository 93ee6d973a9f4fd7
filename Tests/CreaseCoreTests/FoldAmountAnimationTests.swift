import CreaseFold
import CreaseMath
import Foundation
import Testing

@testable import CreaseCore

/// `foldAmount` animates as every layer property does: basic, spring, implicit and interactive.
struct FoldAmountAnimationTests {
    func hosted() -> (LayerTreeHost, Layer) {
        let root = Layer()
        let folded = Layer()
        folded.fold = LayerFold(strips: 4)
        root.addSublayer(folded)
        let host = LayerTreeHost(root: root)
        host.advance(to: 0)
        return (host, folded)
    }

    func amount(_ layer: Layer, at t: Double) -> Double { layer.presentation(atHostTime: t).foldAmount }

    @Test func aBasicAnimationIsCompiledAndRunsAlongItsCurve() {
        let (_, layer) = hosted()
        layer.add(BasicAnimation(\LayerState.foldAmount, from: 0, to: 1, duration: 2, timingFunction: .easeInEaseOut))
        #expect(!layer.mayAnimateZPosition)  // compiled: it says which property it writes
        // A quarter of the time on easeInEaseOut: 0.129162 of the way (solved by bisection).
        #expect(abs(amount(layer, at: 0.5) - 0.129162) < 1e-6)
        #expect(amount(layer, at: 1) == 0.5)
    }

    @Test func aSpringOvershootsAndSettles() {
        let (host, layer) = hosted()
        let spring = Spring(mass: 1, stiffness: 120, damping: 8)
        host.withoutActions { layer.foldAmount = 0.8 }
        layer.add(SpringAnimation(\LayerState.foldAmount, from: 0, to: 0.8, spring: spring))
        let samples = stride(from: 0.0, through: 3, by: 1.0 / 60).map { amount(layer, at: $0) }
        #expect(samples.max()! > 0.8 && abs(samples.last! - 0.8) < 0.01)
        // The underdamped remainder from rest, e^(−ζω₀t)·(cos ω_d t + ζω₀/ω_d·sin ω_d t), with
        // ω₀ = √120, ζ = 8 / (2√120), ω_d = ω₀√(1 − ζ²) (docs/effects.md §0.6).
        let w0 = 120.0.squareRoot(), zeta = 8 / (2 * 120.0.squareRoot()), wd = w0 * (1 - zeta * zeta).squareRoot()
        let remainder = exp(-zeta * w0 * 0.2) * (cos(wd * 0.2) + zeta * w0 / wd * sin(wd * 0.2))
        #expect(abs(amount(layer, at: 0.2) - 0.8 * (1 - remainder)) < 1e-9)
    }

    @Test func settingItInATransactionAnimatesImplicitly() {
        let (host, layer) = hosted()
        host.transaction(duration: 1, timingFunction: .linear) { layer.foldAmount = 0.6 }
        #expect(layer.model.foldAmount == 0.6)
        #expect(abs(amount(layer, at: 0.5) - 0.3) < 1e-12)
        host.withoutActions { layer.foldAmount = 0.2 }
        // Without actions the new value shows at once, on top of what was running: the implicit
        // animation's −0.3 still to go at 0.5 s now leads to 0.2 instead of 0.6.
        #expect(layer.model.foldAmount == 0.2)
        #expect(abs(amount(layer, at: 0.5) - -0.1) < 1e-12)
        #expect(amount(layer, at: 1) == 0.2)
    }

    @Test func aPropertyAnimatorScrubsIt() {
        let (host, layer) = hosted()
        let animator = PropertyAnimator(host: host, duration: 1, timingFunction: .linear) { layer.foldAmount = 1 }
        animator.fractionComplete = 0.25
        #expect(abs(amount(layer, at: host.time) - 0.25) < 1e-12)
        animator.fractionComplete = 0.7
        #expect(abs(amount(layer, at: host.time) - 0.7) < 1e-12)
    }

    /// The strips turn by the style's angle at the amount: an accordion at 0.5 by ∓45°, a crease
    /// at 0.5 its halves by ∓45°, a page flip at 0.5 stands its page up.
    @Test func eachStyleTurnsItsStripsByItsAngleAtTheAmount() {
        let bounds = Rect(x: 0, y: 0, width: 300, height: 200)
        func angles(_ fold: LayerFold, _ amount: Double) -> [Double] { fold.placedStrips(bounds: bounds, amount: amount).map(\.strip.angle) }
        #expect(angles(LayerFold(strips: 4), 0.5) == [-1, 1, -1, 1].map { $0 * .pi / 4 })
        #expect(angles(LayerFold(style: .accordion(.leading), strips: 3), 1) == [-1, 1, -1].map { $0 * .pi / 2 })
        #expect(angles(LayerFold(style: .oneCrease, strips: 6), 0.5) == [-.pi / 4, .pi / 4])
        #expect(angles(LayerFold(style: .pageFlip, strips: 6), 0.5) == [0, .pi / 2])
        #expect(LayerFold(style: .pageFlip, strips: 6).stripCount == 2 && LayerFold(strips: 6).stripCount == 6)
    }

    /// A layout is cut in proportion to the bounds: 2 : 1 : 1 of 200 is 100, 50, 50.
    @Test func aLayoutIsScaledToTheBounds() {
        let fold = LayerFold(layout: StripLayout(lengths: [2, 1, 1]))
        #expect(fold.placedStrips(bounds: Rect(x: 0, y: 0, width: 300, height: 200), amount: 0.3).map(\.strip.sourceRect.height) == [100, 50, 50])
        let vertical = LayerFold(layout: StripLayout(lengths: [2, 1, 1]), axis: .vertical)
        #expect(vertical.placedStrips(bounds: Rect(x: 0, y: 0, width: 300, height: 200), amount: 0.3).map(\.strip.sourceRect.width) == [150, 75, 75])
        #expect(fold.stripCount == 3)
    }
}
