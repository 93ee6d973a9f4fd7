import Testing

@testable import CreaseCore
import CreaseMath

/// CAMediaTiming's rules on a 1-second linear animation of opacity from 0 to 1, read through the
/// presentation at chosen layer times.
struct MediaTimingTests {
    func layer(_ configure: (inout BasicAnimation<Double>) -> Void) -> Layer {
        let layer = Layer()
        layer.opacity = 0.5  // the model, seen whenever the animation does not apply
        var animation = BasicAnimation(\LayerState.opacity, from: 0, to: 1, duration: 1)
        configure(&animation)
        layer.add(animation, forKey: "fade")
        return layer
    }

    func opacity(_ layer: Layer, _ t: Double) -> Double { layer.presentationState(atLocalTime: t).opacity }

    func expect(_ layer: Layer, _ pairs: [(Double, Double)], sourceLocation: SourceLocation = #_sourceLocation) {
        for (t, expected) in pairs {
            #expect(abs(opacity(layer, t) - expected) < 1e-9, "at \(t): \(opacity(layer, t)) vs \(expected)", sourceLocation: sourceLocation)
        }
    }

    @Test func plainAnimationShowsTheModelOutsideItsTime() {
        let l = layer { $0.timing.beginTime = 1 }
        expect(l, [(0.5, 0.5), (1, 0), (1.25, 0.25), (1.999, 0.999), (2, 0.5), (3, 0.5)])
        #expect(l.model.opacity == 0.5)  // the presentation never writes the model
    }

    @Test func fillModesHoldTheEnds() {
        let forwards = layer { $0.timing.beginTime = 1; $0.timing.fillMode = .forwards }
        expect(forwards, [(0.5, 0.5), (2, 1), (10, 1)])
        let backwards = layer { $0.timing.beginTime = 1; $0.timing.fillMode = .backwards }
        expect(backwards, [(0.5, 0), (2, 0.5)])
        let both = layer { $0.timing.beginTime = 1; $0.timing.fillMode = .both }
        expect(both, [(0.5, 0), (1.5, 0.5), (5, 1)])
    }

    @Test func repeatCountIncludingFractions() {
        let l = layer { $0.timing.repeatCount = 2.5; $0.timing.fillMode = .forwards }
        expect(l, [(0.25, 0.25), (1.25, 0.25), (2.25, 0.25), (2.5, 0.5), (4, 0.5)])
    }

    @Test func autoreversePlaysBackAndEndsAtTheStart() {
        let l = layer { $0.timing.autoreverses = true; $0.timing.repeatCount = 2; $0.timing.fillMode = .forwards }
        expect(l, [(0.5, 0.5), (1, 1), (1.25, 0.75), (2.5, 0.5), (3.75, 0.25), (4, 0), (5, 0)])
    }

    @Test func repeatDurationCutsThePasses() {
        let l = layer { $0.timing.repeatDuration = 1.5; $0.timing.fillMode = .forwards }
        expect(l, [(1.25, 0.25), (1.5, 0.5), (2, 0.5)])
    }

    @Test func speedScalesTime() {
        let l = layer { $0.timing.speed = 2; $0.timing.beginTime = 1 }
        expect(l, [(1.25, 0.5), (1.49, 0.98), (1.5, 0.5)])
    }

    @Test func timeOffsetStartsPartWayAndWraps() {
        let l = layer { $0.timing.timeOffset = 0.25 }
        expect(l, [(0, 0.25), (0.5, 0.75), (0.8, 0.05), (1, 0.5)])
    }

    @Test func speedZeroWithTimeOffsetScrubs() {
        var fractions: [Double] = []
        for offset in [0.1, 0.6, 0.3] {
            let l = layer { $0.timing.speed = 0; $0.timing.timeOffset = offset }
            fractions.append(opacity(l, 123))  // any time: frozen at the offset
        }
        #expect(fractions.map { ($0 * 1e6).rounded() / 1e6 } == [0.1, 0.6, 0.3])
    }

    @Test func layerSpeedZeroScrubsItsAnimationsAndSublayers() {
        // The usual gesture set-up: freeze the layer's time and move its timeOffset.
        let parent = Layer()
        let child = layer { _ in }
        parent.addSublayer(child)
        parent.speed = 0
        for offset in [0.2, 0.7] {
            parent.timeOffset = offset
            #expect(abs(child.presentation(atHostTime: 42).opacity - offset) < 1e-9)
        }
    }

    @Test func defaultDurationIsAQuarterSecond() {
        let l = layer { $0.timing.duration = 0 }
        expect(l, [(0.125, 0.5)])
    }

    @Test func timingFunctionShapesProgress() {
        let l = layer { $0.timingFunction = .easeOut }
        #expect(abs(opacity(l, 0.5) - 0.6846) < 1e-4)
    }
}
