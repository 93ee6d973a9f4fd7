import CreaseMath
import Foundation
import Testing

@testable import CreaseStatistics

struct RampSearchTests {
    /// Frames of a simulated renderer: 2 ms plus 10 µs a layer, 5 % spread, and a stalled frame
    /// now and then: within 16.7 ms up to 1470 layers.
    final class SimulatedRenderer {
        var random = RepeatableRandom(state: 21)
        var measured: [(layers: Int, frames: Int)] = []
        let framesPerCall: Int

        init(framesPerCall: Int) { self.framesPerCall = framesPerCall }

        func frames(_ layers: Int) -> [Double] {
            measured.append((layers, framesPerCall))
            return (0..<framesPerCall).map { k in
                let time = (2 + 0.01 * Double(layers)) * exp(0.05 * Gaussian.next(&random))
                return k % 7 == 3 ? time * 4 : time
            }
        }
    }

    @Test func findsTheCountWhereFramesReachTheBudget() {
        let renderer = SimulatedRenderer(framesPerCall: 15)
        let result = RampSearch(targetMs: 16.7, layers: 1...65_536).run(measure: renderer.frames)
        #expect(abs(Double(result.layersAtTarget) - 1470) < 1470 * 0.05, "\(result.layersAtTarget)")
        #expect(result.interval.low <= 1470 && result.interval.high >= 1470, "\(result.interval)")
        #expect(result.interval.high - result.interval.low < 1470 * 0.15 && !result.reachedTop)
        // Grew by doubling to 2048, then bisected; the stalled frames never counted.
        #expect(Array(result.steps.prefix(12).map(\.layers)) == [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048])
        #expect(result.steps.allSatisfy { $0.frameMs.count >= RampSearch.minimumFrames && $0.frameMs.max()! < 2 * $0.p50 })
    }

    @Test func neverDecidesOnFewerThanNineFrames() {
        let renderer = SimulatedRenderer(framesPerCall: 4)
        let result = RampSearch(targetMs: 16.7, layers: 1...4096).run(measure: renderer.frames)
        #expect(result.steps.allSatisfy { $0.frameMs.count >= 9 })
        // Each call's 4 frames hold a stall, dropped as an outlier: three calls make the 9.
        #expect(renderer.measured.filter { $0.layers == 1 }.count == 3)
    }

    @Test func saysWhenTheRangeEndsWithinOrBeyondTheBudget() {
        let within = RampSearch(targetMs: 100, layers: 1...1000).run(measure: SimulatedRenderer(framesPerCall: 10).frames)
        #expect(within.reachedTop && within.layersAtTarget == 1000 && within.steps.last?.layers == 1000)
        let beyond = RampSearch(targetMs: 1, layers: 1...1000).run(measure: SimulatedRenderer(framesPerCall: 10).frames)
        #expect(!beyond.reachedTop && beyond.layersAtTarget == 0 && beyond.steps.count == 1)
    }

    @Test func theCrossingIsInterpolatedBetweenTheCountsEitherSide() {
        #expect(RampSearch.crossing(counts: [100, 200, 300], p50s: [10, 14, 18], targetMs: 16) == 250)
        // Noise below the crossing: the first count past the budget decides.
        let noisy = RampSearch.crossing(counts: [100, 200, 300, 400], p50s: [10, 17, 15, 20], targetMs: 16)
        #expect(abs(noisy - (100 + 600.0 / 7)) < 1e-9)
    }
}
