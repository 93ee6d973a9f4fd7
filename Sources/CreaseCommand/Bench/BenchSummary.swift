import Foundation

/// What `crease bench` says under its table, each line read from rows paired by their
/// scenarios: the flat layers over the linear floor, each look over its plain twin, the faster
/// fold path at each strip count against the one the renderer chose, and each export row's pace
/// and cost.
struct BenchSummary {
    let results: [BenchmarkResult]
    /// The strip count from which the renderer folds an accordion through the pass; nil for never.
    let foldPassMinimum: Int?

    /// The lines for the rows that ran, in order; none when no pair ran.
    var lines: [String] {
        var lines: [String] = []
        if let ratio = flatOverLinearFloor {
            lines.append(String(format: "flat over floor-linear (p50, both by their paired floor frames): %.2fx", ratio))
        }
        let twins = looksOverTwins
        if !twins.isEmpty {
            lines.append("each look over its plain twin (p50, both by their paired floor frames): "
                + twins.map { String(format: "%@ %.2fx", BenchScenario.look($0.look, plain: false).name, $0.ratio) }.joined(separator: ", "))
        }
        let paths = fasterFoldPaths
        if !paths.isEmpty {
            let minimum = foldPassMinimum.map(String.init) ?? "never"
            lines.append("fold path measured faster at " + paths.map { "\($0.strips): \($0.passIsFaster ? "pass" : "strips")" }.joined(separator: ", ")
                + "; the renderer uses the pass from \(minimum) strips")
        }
        return lines + results.compactMap(Self.exportLine)
    }

    /// An export row's frame rate, CPU time and memory in a line; nil for the other rows.
    static func exportLine(_ row: BenchmarkResult) -> String? {
        guard let cpu = row.cpuSecondsPerFrame else { return nil }
        let peak = row.peakResidentMb.map { String(format: "peak %.0f MiB resident", $0) } ?? "peak memory unknown"
        return String(format: "%@: %d frames, %.1f frames a second, %.3f CPU s a frame (every thread%@), %@", row.name, row.frameMs.count,
            row.framesPerSecond, cpu, row.scenario == .export(.mp4) ? " and ffmpeg" : "", peak)
    }

    /// The flat row over the linear floor, both by their paired floor frames, where both ran.
    var flatOverLinearFloor: Double? {
        guard let flat = row(.flat(.flat))?.ratioToFloor, let floor = row(.flat(.floorLinear))?.ratioToFloor else { return nil }
        return flat / floor
    }

    /// Each look over its twin, both by their paired floor frames, for the looks whose twins ran too.
    var looksOverTwins: [(look: LayerLook, ratio: Double)] {
        results.compactMap { result in
            guard case .look(let look, plain: false) = result.scenario, let lookRatio = result.ratioToFloor,
                let twinRatio = row(.look(look, plain: true))?.ratioToFloor else { return nil }
            return (look, lookRatio / twinRatio)
        }
    }

    /// Which path drew the accordion faster (p50) at each strip count both paths ran: what the
    /// renderer's choice rests on.
    var fasterFoldPaths: [(strips: Int, passIsFaster: Bool)] {
        results.compactMap { pass in
            guard case .accordion(let strips, perStrip: false) = pass.scenario,
                let perStrip = row(.accordion(strips: strips, perStrip: true)) else { return nil }
            return (strips, pass.p50 < perStrip.p50)
        }
    }

    private func row(_ scenario: BenchScenario) -> BenchmarkResult? { results.first { $0.scenario == scenario } }
}
