import Testing

import CreaseCore
import CreaseMath

/// A layer keeps its last presentation and reuses it for the same time, and at a new time puts
/// back only what its animations write: asked again after any change, it must show the change,
/// and asked at times in any order, each must be that time's state by Core Animation's rules.
struct PresentationReuseTests {
    /// Position x: model 100, an additive animation from −10 to 0 over one second, linear:
    /// 100 − 10 + 10t on screen.
    func slidingLayer() -> Layer {
        let layer = Layer()
        layer.position = Point(x: 100, y: 50)
        var slide = BasicAnimation(\LayerState.position, from: Point(x: -10, y: 0), to: .zero, duration: 1)
        slide.isAdditive = true
        layer.add(slide, forKey: "slide")
        return layer
    }

    func x(_ layer: Layer, _ t: Double) -> Double { layer.presentationState(atLocalTime: t).position.x }

    @Test func anAdditiveAnimationAddsToTheModelAtEveryTimeNotToTheLastFrame() {
        let layer = slidingLayer()
        for (t, expected) in [(0.25, 92.5), (0.5, 95.0), (0.5, 95.0), (0.25, 92.5), (0.75, 97.5)] {
            #expect(abs(x(layer, t) - expected) < 1e-12, "at \(t)")
        }
    }

    @Test func aModelChangeShowsAtTheTimeAlreadyPresented() {
        let layer = slidingLayer()
        #expect(abs(x(layer, 0.5) - 95) < 1e-12)
        layer.position = Point(x: 200, y: 50)  // the animated property
        #expect(abs(x(layer, 0.5) - 195) < 1e-12)
        layer.backgroundColor = Color(red: 1, green: 0, blue: 0)  // one no animation writes
        #expect(layer.presentationState(atLocalTime: 0.5).backgroundColor == Color(red: 1, green: 0, blue: 0))
        #expect(abs(x(layer, 0.75) - 197.5) < 1e-12)
    }

    @Test func aReplacedOrRemovedAnimationShowsAtTheTimeAlreadyPresented() {
        let layer = slidingLayer()
        #expect(abs(x(layer, 0.5) - 95) < 1e-12)
        var faster = BasicAnimation(\LayerState.position, from: Point(x: -40, y: 0), to: .zero, duration: 1)
        faster.isAdditive = true
        layer.add(faster, forKey: "slide")
        #expect(abs(x(layer, 0.5) - 80) < 1e-12)
        layer.updateAnimation(forKey: "slide") { $0.timing.timeOffset = 0.25 }
        #expect(abs(x(layer, 0.5) - 90) < 1e-12)
        layer.removeAnimation(forKey: "slide")
        #expect(x(layer, 0.5) == 100)
    }

    @Test func anOpacityFadeAndAMoveOnOneLayerEachShowTheirOwnTime() {
        let layer = slidingLayer()
        layer.opacity = 0.5
        layer.add(BasicAnimation(\LayerState.opacity, from: 0, to: 1, duration: 2), forKey: "fade")
        for t in [1.5, 0.5, 1.0, 0.5] {
            let state = layer.presentationState(atLocalTime: t)
            // The slide is over after one second: the model's 100 again.
            #expect(abs(state.position.x - (t < 1 ? 90 + 10 * t : 100)) < 1e-12, "at \(t)")
            #expect(abs(state.opacity - t / 2) < 1e-12, "at \(t)")
        }
    }
}
