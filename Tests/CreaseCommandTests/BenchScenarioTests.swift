@testable import CreaseCommand
import Testing

/// The bench's scenarios as values: their names, the looks and their twins.
struct BenchScenarioTests {
    /// Each look, then its twin, by the names the table, the report and --scenario use.
    @Test func eachLookIsFollowedByItsPlainTwin() throws {
        #expect(BenchScenario.looks.map(\.name) == [
            "look-group-opacity", "look-group-opacity-plain", "look-shadow", "look-shadow-plain",
            "look-mask", "look-mask-plain", "look-live-fold", "look-live-fold-plain",
        ])
        #expect(try BenchScenario.select("looks") == [.floor, .floorRenderer] + BenchScenario.looks)
        #expect(try BenchScenario.select("look-mask*") == [.look(.mask, plain: false), .look(.mask, plain: true)])
    }

    /// --list gives each row the summary of its own case, the twin's its own.
    @Test func theListSaysWhatEachLookAndTwinDraws() {
        let summaries = Dictionary(uniqueKeysWithValues: BenchScenario.listing.map { ($0.name, $0.summary) })
        #expect(summaries["look-shadow"] == "16 rounded cards with blurred shadows (radius 10), one moving")
        #expect(summaries["look-shadow-plain"] == "the same cards without shadows")
        #expect(summaries["look-live-fold-plain"] == "a still snapshot of the card, folded the same")
    }

    /// A name read back gives the scenario it came from, for every scenario with a name of its
    /// own and for counts beyond the default ones.
    @Test func everyNameReadsBackAsItsScenario() {
        let named = BenchScenario.named + [.accordion(strips: 3, perStrip: false), .accordion(strips: 65_536, perStrip: true), .tiles(7)]
        for scenario in named { #expect(BenchScenario(name: scenario.name) == scenario, "\(scenario.name)") }
        #expect(Set(named.map(\.name)).count == named.count)
    }

    /// Names in a comma list are read without the spaces around them, by --strips' check too.
    @Test func namesInACommaListAreTrimmed() throws {
        let accordion: [BenchScenario] = [.floor, .floorRenderer, .accordion(strips: 4, perStrip: false), .accordion(strips: 4, perStrip: true)]
        #expect(try BenchScenario.select(" floor , accordion", strips: 4) == accordion)
        #expect(try BenchCommand.parse(["--scenario", "floor, accordion", "--strips", "4"]).scenarios() == accordion)
    }
}

/// The damage rows and the idle loop as scenarios.
struct DamageScenarioTests {
    /// Each damage row, then its twin drawn whole, by name and as a group with the floor and idle.
    @Test func eachDamageRowIsFollowedByItsTwinDrawnWhole() throws {
        #expect(BenchScenario.damages.map(\.name) == ["damage-small", "damage-small-whole", "damage-notch", "damage-notch-whole"])
        #expect(try BenchScenario.select("damage") == [.floor] + BenchScenario.damages + [.idle])
        #expect(BenchScenario(name: "damage-notch-whole") == .damage(.notch, whole: true) && BenchScenario(name: "idle") == .idle)
        #expect(BenchScenario.defaultRun.contains(.idle) && BenchScenario.idle.runsWithoutWarmup && !BenchScenario.damages[0].runsWithoutWarmup)
    }

    /// The line under the table reads each row over its twin by their cases.
    @Test func theSummaryPairsEachDamageRowWithItsTwin() {
        func row(_ scenario: BenchScenario, _ ms: Double) -> BenchmarkResult {
            var result = BenchmarkResult(scenario, layers: 1, frameMs: [ms, ms, ms], drawListMs: [0, 0, 0])
            result.pairedFloorMs = [2, 2, 2]
            return result
        }
        let summary = BenchSummary(results: [row(.damage(.small, whole: true), 10), row(.damage(.small, whole: false), 1.5)], foldPassMinimum: nil)
        #expect(summary.damagesOverWhole.map(\.row) == [.small])
        #expect(summary.lines.contains("each damage row over its twin drawn whole (p50, both by their paired floor frames): damage-small 0.15x"))
    }
}
