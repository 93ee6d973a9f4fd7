import CreaseStatistics
import Foundation

/// `crease bench --ramp FAMILY`: the most layers a frame of a workload can hold within a frame
/// budget, found as MotionMark finds its score (`RampSearch`), each count timed alone (no floor
/// frames between: the budget is absolute).
struct RampBenchmark {
    /// The workloads whose size is a layer count.
    enum Family: String, CaseIterable {
        /// tiles-N: tilted textured layers.
        case tiles
        /// accordion-strips-N: the accordion as a quad per strip.
        case strips
        /// accordion-N: the accordion through the fold pass.
        case accordion

        func scenario(_ layers: Int) -> BenchScenario {
            switch self {
            case .tiles: .tiles(layers)
            case .strips: .accordion(strips: layers, perStrip: true)
            case .accordion: .accordion(strips: layers, perStrip: false)
            }
        }
    }

    let scenarios: ScenarioBenchmark
    let family: Family
    let targetMs: Double

    /// Runs the search, saying each count's median as it is decided; gives every count's row
    /// (all its frames) in the order measured, and the search's result.
    func run(say: (String) -> Void) throws -> (rows: [BenchmarkResult], result: RampSearch.Result) {
        var rows: [BenchmarkResult] = []
        let search = RampSearch(targetMs: targetMs, layers: BenchScenario.counts)
        let result = try search.run(measure: { layers in
            let row = try scenarios.measure(family.scenario(layers))
            if let index = rows.firstIndex(where: { $0.scenario == row.scenario }) { rows[index].append(row) } else { rows.append(row) }
            return row.frameMs
        }, decided: { step in
            say(String(format: "%@: p50 %.2f ms (%d frames, outliers dropped): %@", family.scenario(step.layers).name, step.p50, step.frameMs.count,
                step.p50 <= targetMs ? "within" : "beyond"))
        })
        return (rows, result)
    }

    /// The result in one line.
    func summary(_ result: RampSearch.Result) -> String {
        let budget = String(format: "%.1f ms", targetMs)
        if result.reachedTop { return "ramp \(family.rawValue): \(result.layersAtTarget) layers, the most there can be, stay within \(budget) a frame" }
        if result.layersAtTarget == 0 { return "ramp \(family.rawValue): even \(BenchScenario.counts.lowerBound) layer takes longer than \(budget) a frame" }
        return String(format: "ramp %@: %d layers a frame at %@ (p50; 95 %% interval %.0f to %.0f), from %d counts",
            family.rawValue, result.layersAtTarget, budget, result.interval.low, result.interval.high, result.steps.count)
    }
}
