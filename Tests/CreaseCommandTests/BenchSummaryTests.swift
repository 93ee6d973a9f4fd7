@testable import CreaseCommand
import Testing

/// The lines `crease bench` prints under its table, from rows with made-up timings.
struct BenchSummaryTests {
    /// A row of three frames of `ms`, each drawn after a floor frame of `floorMs`.
    static func row(_ scenario: BenchScenario, ms: Double, floorMs: Double = 1) -> BenchmarkResult {
        var row = BenchmarkResult(scenario, layers: 1, frameMs: [ms, ms, ms], drawListMs: [0, 0, 0])
        row.pairedFloorMs = [floorMs, floorMs, floorMs]
        return row
    }

    @Test func eachPairOfRowsGivesItsLine() {
        let results = [
            Self.row(.floor, ms: 1),
            Self.row(.flat(.floorLinear), ms: 1.5),
            Self.row(.flat(.flat), ms: 6, floorMs: 2),
            Self.row(.accordion(strips: 2, perStrip: false), ms: 5),
            Self.row(.accordion(strips: 2, perStrip: true), ms: 3),
            Self.row(.accordion(strips: 16, perStrip: false), ms: 4),
            Self.row(.accordion(strips: 256, perStrip: false), ms: 4),
            Self.row(.accordion(strips: 256, perStrip: true), ms: 9),
            Self.row(.look(.shadow, plain: false), ms: 4.8, floorMs: 2),
            Self.row(.look(.shadow, plain: true), ms: 2),
            Self.row(.look(.mask, plain: false), ms: 3),
            Self.row(.look(.liveFold, plain: true), ms: 3),
        ]
        // accordion-16 and the mask ran without their counterparts, the live fold's twin without
        // its look: none of them has a line.
        #expect(BenchSummary(results: results, foldPassMinimum: 256).lines == [
            "flat over floor-linear (p50, both by their paired floor frames): 2.00x",
            "each look over its plain twin (p50, both by their paired floor frames): look-shadow 1.20x",
            "fold path measured faster at 2: strips, 256: pass; the renderer uses the pass from 256 strips",
        ])
    }

    @Test func aRendererThatNeverFoldsThroughThePassSaysSo() {
        let results = [Self.row(.accordion(strips: 4, perStrip: false), ms: 2), Self.row(.accordion(strips: 4, perStrip: true), ms: 3)]
        #expect(BenchSummary(results: results, foldPassMinimum: nil).lines
            == ["fold path measured faster at 4: pass; the renderer uses the pass from never strips"])
    }

    @Test func rowsWithoutTheirCounterpartsSayNothing() {
        let results = [Self.row(.flat(.flat), ms: 2), Self.row(.look(.groupOpacity, plain: true), ms: 2),
            Self.row(.accordion(strips: 8, perStrip: true), ms: 2), Self.row(.tiles(16), ms: 2)]
        #expect(BenchSummary(results: results, foldPassMinimum: 256).lines.isEmpty)
    }

    /// The animation engine's line names the row, whether its layers were animated and on how
    /// many threads they were evaluated.
    @Test func thePresentationRowsLine() {
        let animated = PresentationBenchmark(count: 10_000, frames: 1, animated: true)
        let row = BenchmarkResult(.presentation(animated: true), layers: 10_000, frameMs: [3], drawListMs: [1])
        #expect(animated.line(for: row)
            == "presentation: 10000 layers, one running animation each: evaluate p50 2.000 ms (p99 2.000) on one thread, draw list p50 1.000 ms")
        let still = PresentationBenchmark(count: 10_000, frames: 1, animated: false, threads: 4)
        let stillRow = BenchmarkResult(.presentation(animated: false), layers: 10_000, frameMs: [0.5], drawListMs: [0.25])
        #expect(still.line(for: stillRow)
            == "presentation-still: 10000 layers without animations: evaluate p50 0.250 ms (p99 0.250) on up to 4 threads, draw list p50 0.250 ms")
    }
}
