import Foundation
import Testing

@testable import CreaseCore
import CreaseMath

struct AnimationTypeTests {
    func state(after animation: some LayerAnimation, at t: Double, model: (Layer) -> Void = { _ in }) -> LayerState {
        let layer = Layer()
        model(layer)
        layer.add(animation)
        return layer.presentationState(atLocalTime: t)
    }

    @Test func fromToByCombinationsFollowCoreAnimation() {
        func x(_ a: BasicAnimation<Double>) -> Double {
            state(after: a, at: 0.5) { $0.zPosition = 10 }.zPosition
        }
        #expect(x(BasicAnimation(\.zPosition, from: 0, to: 4, duration: 1)) == 2)
        #expect(x(BasicAnimation(\.zPosition, from: 2, by: 4, duration: 1)) == 4)  // 2 → 6
        #expect(x(BasicAnimation(\.zPosition, to: 6, by: 4, duration: 1)) == 4)  // 2 → 6
        #expect(x(BasicAnimation(\.zPosition, from: 0, duration: 1)) == 5)  // 0 → model 10
        #expect(x(BasicAnimation(\.zPosition, to: 0, duration: 1)) == 5)  // model 10 → 0
        #expect(x(BasicAnimation(\.zPosition, by: 4, duration: 1)) == 12)  // 10 → 14
        var additive = BasicAnimation(\LayerState.zPosition, from: 0, to: 4, duration: 1)
        additive.isAdditive = true
        #expect(x(additive) == 12)  // model 10 + 2
    }

    @Test func aHalfTurnAnimatesThroughNinetyDegrees() {
        let flip = BasicAnimation(\LayerState.transform, from: .identity, to: .rotation(.pi, 0, 1, 0), duration: 1)
        let middle = state(after: flip, at: 0.5).transform
        let quarter = Transform3D.rotation(.pi / 2, 0, 1, 0)
        for (a, b) in zip(middle.entries, quarter.entries) { #expect(abs(a - b) < 1e-9) }
        // At a quarter of the way: 45°, so the layer never collapses to a line on the way.
        let q = state(after: flip, at: 0.25).transform
        #expect(abs(q.m11 - cos(.pi / 4)) < 1e-9)
    }

    @Test func keyframesLinearDiscreteAndPaced() {
        let values: [Double] = [0, 10, 40]
        let linear = KeyframeAnimation(\LayerState.zPosition, values: values, keyTimes: [0, 0.5, 1], duration: 1)
        #expect(state(after: linear, at: 0.25).zPosition == 5)
        #expect(state(after: linear, at: 0.75).zPosition == 25)
        var curved = linear
        curved.timingFunctions = [.easeOut, .linear]
        #expect(abs(state(after: curved, at: 0.25).zPosition - 6.846) < 1e-3)
        let discrete = KeyframeAnimation(\LayerState.zPosition, values: values, calculationMode: .discrete, duration: 1)
        #expect(state(after: discrete, at: 0.3).zPosition == 0)
        #expect(state(after: discrete, at: 0.4).zPosition == 10)
        #expect(state(after: discrete, at: 0.9).zPosition == 40)
        // Paced positions: the path (0,0) → (30,40) → (30,100) is 50 + 60 long; half way is
        // 55 along it: 5 past the corner.
        let points = [Point(x: 0, y: 0), Point(x: 30, y: 40), Point(x: 30, y: 100)]
        let paced = KeyframeAnimation(\LayerState.position, values: points, calculationMode: .paced, duration: 1)
        let p = state(after: paced, at: 0.5).position
        #expect(abs(p.x - 30) < 1e-9 && abs(p.y - 45) < 1e-9)
        let expectedTimes: [Double] = [0, 50.0 / 110, 1]
        for (a, b) in zip(paced.resolvedKeyTimes, expectedTimes) { #expect(abs(a - b) < 1e-12) }
    }

    @Test func groupsRunChildrenInTheirTimeAndClipThem() {
        var late = BasicAnimation(\LayerState.zPosition, from: 0, to: 10, duration: 1)
        late.timing.beginTime = 0.5
        let fade = BasicAnimation(\LayerState.opacity, from: 0, to: 1, duration: 2)
        var group = AnimationGroup([late, fade], duration: 1)
        group.timing.beginTime = 2
        #expect(state(after: group, at: 2.5).opacity == 0.25)
        #expect(state(after: group, at: 2.5).zPosition == 0)  // late child: not yet begun
        #expect(state(after: group, at: 2.75).zPosition == 2.5)
        #expect(state(after: group, at: 3.5).opacity == 1)  // group over: model again
    }

    @Test func springAnimationFollowsItsSpringAndSettles() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 0)
        let animation = SpringAnimation(\LayerState.zPosition, from: 0, to: 100, spring: spring)
        // ζ = 0.5: it settles (within 0.001 of the distance) after 1.270165 s, and follows
        // 1 − e^(−5t)(cos ωt + (5/ω) sin ωt) with ω = 10·√0.75 until then.
        #expect(abs(animation.timing.duration - 1.270165) < 1e-4)
        for t in [0.05, 0.2, 0.5] {
            let omega = 10 * 0.75.squareRoot()
            let closedForm = 1 - exp(-5 * t) * (cos(omega * t) + 5 / omega * sin(omega * t))
            #expect(abs(state(after: animation, at: t).zPosition - 100 * closedForm) < 1e-9)
        }
        // Underdamped: it overshoots somewhere.
        #expect((1...100).contains { state(after: animation, at: Double($0) / 100).zPosition > 100 })
    }

    @Test func compiledTracksAgreeWithTheGenericPath() {
        // A layer evaluates fixed-end animations through a compiled track; the protocol's own
        // evaluate is the generic form. Both must give the same state for every value kind.
        func check(_ animation: some LayerAnimation, sourceLocation: SourceLocation = #_sourceLocation) {
            let layer = Layer()
            layer.position = Point(x: 5, y: 7)
            layer.transform = .rotation(0.3, 0, 0, 1)
            layer.add(animation)
            for t in [0.0, 0.3, 0.7, 1.2] {
                var generic = layer.model
                animation.evaluate(atParentTime: t, into: &generic)
                #expect(layer.presentationState(atLocalTime: t) == generic, "at \(t)", sourceLocation: sourceLocation)
            }
        }
        var additive = BasicAnimation(\LayerState.position, from: Point(x: -10, y: 0), to: .zero, duration: 1)
        additive.isAdditive = true
        check(additive)
        check(BasicAnimation(\LayerState.opacity, from: 0.2, to: 0.9, duration: 1, timingFunction: .easeOut))
        check(BasicAnimation(\LayerState.bounds, from: .zero, to: Rect(x: 0, y: 0, width: 40, height: 20), duration: 1))
        check(BasicAnimation(\LayerState.borderColor, from: .white, to: Color(red: 1, green: 0, blue: 0), duration: 1))
        check(BasicAnimation(\LayerState.transform, from: .identity, to: .rotation(2, 1, 1, 0), duration: 1))
        var spring = SpringAnimation(\LayerState.sublayerTransform, from: .identity, to: .perspective(distance: 500))
        spring.isAdditive = true
        check(spring)
        var turn = BasicAnimation(\LayerState.transform.rotationZ, from: 0, to: .pi, duration: 1)
        turn.isAdditive = true
        check(turn)
        check(SpringAnimation(\LayerState.transform.translation, from: .zero, to: Size(width: 30, height: -10)))
    }
}
