import CreaseMath
import Foundation
import Testing

@testable import CreaseStatistics

struct RunComparisonTests {
    /// A run of one scenario on a machine of `speed` (2 is twice as slow): frame k costs what the
    /// scene's moment k costs (a sweep, as the accordion's angle), each frame and its floor frame
    /// slowed alike by the machine at that moment, with 5 % noise of their own.
    static func run(_ name: String, cost: Double, speed: Double, _ random: inout RepeatableRandom) -> ScenarioSamples {
        var frames: [Double] = [], floors: [Double] = []
        for k in 0..<120 {
            let moment = speed * (1 + 0.3 * Double(random.next() % 100) / 100)
            frames.append(cost * (1 + 0.5 * sin(Double(k) / 10)) * moment * exp(0.05 * Gaussian.next(&random)))
            floors.append(moment * exp(0.05 * Gaussian.next(&random)))
        }
        return ScenarioSamples(name: name, frameMs: frames, floorMs: floors)
    }

    @Test func aUniformlySlowerMachineIsNotASlowerScenario() {
        var random = RepeatableRandom(state: 1)
        let base = [Self.run("tiles", cost: 3, speed: 1, &random)]
        let new = [Self.run("tiles", cost: 3, speed: 1.04, &random)]
        let comparison = RunComparison(base: base, new: new, threshold: 0.03, paired: true)
        // 4 % slower in milliseconds, the same over the floor.
        #expect(comparison.rows[0].byFloor && comparison.rows[0].judged && comparison.slower.isEmpty)
        #expect(abs(comparison.rows[0].floorChange! - 0.04) < 0.04 && abs(comparison.rows[0].comparison.change) < 0.02, "floor \(comparison.rows[0].floorChange!), change \(comparison.rows[0].comparison.change)")
        let milliseconds = Comparison(base: base[0].frameMs, new: new[0].frameMs, threshold: 0.03, paired: true)
        #expect(milliseconds.verdict == .slower || milliseconds.verdict == .withinThreshold)
    }

    @Test func aSlowerScenarioIsFoundAndNamed() {
        var random = RepeatableRandom(state: 2)
        let base = [Self.run("tiles", cost: 3, speed: 1, &random), Self.run("list", cost: 2, speed: 1, &random)]
        let new = [Self.run("tiles", cost: 3.3, speed: 1, &random), Self.run("list", cost: 2, speed: 1, &random), Self.run("new", cost: 1, speed: 1, &random)]
        let comparison = RunComparison(base: base, new: new, threshold: 0.03, paired: true)
        #expect(comparison.slower.map(\.name) == ["tiles"] && comparison.onlyInNew == ["new"] && comparison.onlyInBase.isEmpty)
        #expect(comparison.rows[0].comparison.interval!.contains(0.1) && comparison.rows[1].comparison.verdict == .notSignificant)
        // (1.1 · 1.0)^½ − 1.
        #expect(abs(comparison.geometricMeanChange! - (1.1.squareRoot() - 1)) < 0.02)
    }

    @Test func aRowWhoseFloorMovedIsNotJudged() {
        var random = RepeatableRandom(state: 3)
        let base = [Self.run("tiles", cost: 3, speed: 1, &random)]
        let new = [Self.run("tiles", cost: 3.6, speed: 1.5, &random)]
        let comparison = RunComparison(base: base, new: new, threshold: 0.03, paired: true)
        #expect(!comparison.rows[0].judged && comparison.rows[0].comparison.verdict == .slower && comparison.slower.isEmpty)
        #expect(comparison.geometricMeanChange == nil)
    }

    @Test func pairingFrameByFrameNarrowsTheInterval() {
        var random = RepeatableRandom(state: 4)
        let base = [Self.run("tiles", cost: 3, speed: 1, &random)], new = [Self.run("tiles", cost: 3, speed: 1, &random)]
        let paired = RunComparison(base: base, new: new, threshold: 0.03, paired: true).rows[0].comparison
        let unpaired = RunComparison(base: base, new: new, threshold: 0.03, paired: false).rows[0].comparison
        // The sweep's spread is left out when frame k meets frame k.
        let width = { (c: Comparison) in c.interval!.high - c.interval!.low }
        #expect(paired.paired && !unpaired.paired && width(paired) < width(unpaired) / 2)
    }

    @Test func rowsWithoutFloorsCompareTheirTimes() {
        let base = [ScenarioSamples(name: "presentation", frameMs: (0..<20).map { 10 + Double($0 % 5) * 0.01 }, floorMs: nil)]
        let new = [ScenarioSamples(name: "presentation", frameMs: (0..<20).map { 11 + Double($0 % 5) * 0.01 }, floorMs: nil)]
        let row = RunComparison(base: base, new: new, threshold: 0.03, paired: true).rows[0]
        #expect(!row.byFloor && row.base == 10.02 && row.new == 11.02 && row.comparison.verdict == .slower)
    }

    /// Samples no comparison can judge say why, naming the first bad frame (counted from 1).
    @Test func samplesThatCannotBeJudgedSayWhy() {
        let times: [Double] = [1, 2, 3]
        #expect(ScenarioSamples(name: "a", frameMs: times, floorMs: times).problem == nil)
        #expect(ScenarioSamples(name: "a", frameMs: times, floorMs: nil).problem == nil)
        #expect(ScenarioSamples(name: "a", frameMs: [], floorMs: nil).problem == "has no frames")
        #expect(ScenarioSamples(name: "a", frameMs: [1, .nan, -1], floorMs: nil).problem == "has frame 2 at nan ms: every time must be a number above 0")
        #expect(ScenarioSamples(name: "a", frameMs: times, floorMs: [1, 1, .infinity]).problem == "has floor frame 3 at inf ms: every time must be a number above 0")
        #expect(ScenarioSamples(name: "a", frameMs: times, floorMs: [1, 1]).problem
            == "has 2 floor frames for 3 frames: each frame needs the floor frame drawn beside it")
    }
}
