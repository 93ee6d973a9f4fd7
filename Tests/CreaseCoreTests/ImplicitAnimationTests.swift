import Testing

@testable import CreaseCore
import CreaseMath

/// Transactions, implicit animations and retargeting on a host driven by a manual clock.
struct ImplicitAnimationTests {
    func hosted() -> (LayerTreeHost, Layer) {
        let root = Layer(name: "root")
        let box = Layer(name: "box")
        box.position = Point(x: 0, y: 0)
        root.addSublayer(box)
        let host = LayerTreeHost(root: root)
        host.advance(to: 0)  // a first frame: from now on changes animate
        return (host, box)
    }

    @Test func newLayersTakeChangesAtOnceUntilTheirFirstFrame() {
        let (host, _) = hosted()
        let late = Layer()
        host.root.addSublayer(late)
        late.opacity = 0.3
        #expect(late.animationKeys.isEmpty)
        host.advance(to: 0.1)
        late.opacity = 0.6
        #expect(late.animationKeys.count == 1)
    }

    @Test func aChangeAnimatesForAQuarterSecondOnTheDefaultCurve() {
        let (host, box) = hosted()
        box.position = Point(x: 100, y: 0)
        #expect(box.model.position.x == 100)
        #expect(box.presentation(atHostTime: 0).position.x == 0)
        // Half the time on the default curve is 0.8024 of the way (docs/effects.md §0.5).
        #expect(abs(box.presentation(atHostTime: 0.125).position.x - 80.24) < 0.001)
        host.advance(to: 0.25)
        #expect(box.animationKeys.isEmpty)
        #expect(box.presentation(atHostTime: 0.3).position.x == 100)
    }

    @Test func disableActionsAndNestedTransactions() {
        let (host, box) = hosted()
        host.withoutActions { box.position = Point(x: 50, y: 0) }
        #expect(box.animationKeys.isEmpty)
        host.transaction(duration: 1, timingFunction: .linear) {
            host.transaction(duration: 2) {
                box.opacity = 0  // inherits the linear curve, with its own 2 s
            }
            box.zPosition = 10  // 1 s linear
        }
        #expect(abs(box.presentation(atHostTime: 0.5).zPosition - 5) < 1e-9)
        #expect(abs(box.presentation(atHostTime: 1).opacity - 0.5) < 1e-9)
    }

    @Test func aLayerTurnsActionsOffThroughItsHostOrRunsTheBodyWithoutOne() {
        let (host, box) = hosted()
        box.withoutActions { box.position = Point(x: 50, y: 0) }
        #expect(box.animationKeys.isEmpty && box.presentation(atHostTime: host.time).position.x == 50)
        let loose = Layer()
        loose.withoutActions { loose.opacity = 0.5 }
        #expect(loose.opacity == 0.5)
    }

    @Test func transactionCompletionWaitsForItsAnimations() {
        let (host, box) = hosted()
        var finishedAt: Double?
        host.transaction(duration: 0.5, completion: { finishedAt = host.time }) {
            box.position = Point(x: 10, y: 0)
            host.transaction(duration: 1) { box.opacity = 0 }
        }
        for t in stride(from: 0.1, through: 1.2, by: 0.1) {
            host.advance(to: t)
            if finishedAt != nil { break }
        }
        #expect(finishedAt.map { abs($0 - 1.0) < 1e-9 } == true)
        var empty = false
        host.transaction(completion: { empty = true }) {}
        #expect(empty)
    }

    @Test func retargetingMidFlightKeepsPositionAndVelocity() {
        let (host, box) = hosted()
        let curve = TimingFunction.easeInEaseOut
        host.transaction(duration: 1, timingFunction: curve) { box.position = Point(x: 100, y: 0) }
        host.advance(to: 0.4)
        func x(_ t: Double) -> Double { box.presentation(atHostTime: t).position.x }
        let h = 1e-5
        let before = x(0.4), velocityBefore = (x(0.4) - x(0.4 - h)) / h
        host.transaction(duration: 1, timingFunction: curve) { box.position = Point(x: -50, y: 0) }
        let after = x(0.4), velocityAfter = (x(0.4 + h) - x(0.4)) / h
        #expect(abs(after - before) < 1e-9, "jump \(after - before)")
        #expect(abs(velocityAfter - velocityBefore) < 1e-2 * max(1, abs(velocityBefore)), "\(velocityBefore) → \(velocityAfter)")
        // It still gets where it was sent.
        host.advance(to: 1.5)
        #expect(abs(x(1.5) - (-50)) < 1e-9)
    }

    @Test func removedOrReplacedAnimationsReportNotFinished() {
        let layer = Layer()
        var results: [Bool] = []
        layer.add(BasicAnimation(\LayerState.opacity, from: 0, to: 1), forKey: "a") { results.append($0) }
        layer.add(BasicAnimation(\LayerState.opacity, from: 1, to: 0), forKey: "a") { results.append($0) }
        layer.removeAnimation(forKey: "a")
        #expect(results == [false, false])
    }

    @Test func animationsKeptOnCompletionHoldAndReportOnce() {
        let (host, box) = hosted()
        var animation = BasicAnimation(\LayerState.opacity, from: 1, to: 0.2, duration: 0.5)
        animation.timing.fillMode = .forwards
        animation.timing.removedOnCompletion = false
        var calls = 0
        box.add(animation, forKey: "fade") { _ in calls += 1 }
        host.advance(to: 0.6)
        host.advance(to: 0.7)
        #expect(calls == 1)
        #expect(box.animationKeys == ["fade"])
        #expect(abs(box.presentation(atHostTime: 2).opacity - 0.2) < 1e-9)
    }
}
