import Foundation

/// What `crease bench` says under its table, each line read from rows paired by their
/// scenarios: the flat layers over the linear floor, each look over its plain twin, each damage
/// row over its twin drawn whole, the faster fold path at each strip count against the one the
/// renderer chose, each export row's pace and cost, and what the idle loop did.
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
        let damages = damagesOverWhole
        if !damages.isEmpty {
            lines.append("each damage row over its twin drawn whole (p50, both by their paired floor frames): "
                + damages.map { String(format: "%@ %.2fx", BenchScenario.damage($0.row, whole: false).name, $0.ratio) }.joined(separator: ", "))
        }
        let paths = fasterFoldPaths
        if !paths.isEmpty {
            let minimum = foldPassMinimum.map(String.init) ?? "never"
            lines.append("fold path measured faster at " + paths.map { "\($0.strips): \($0.passIsFaster ? "pass" : "strips")" }.joined(separator: ", ")
                + "; the renderer uses the pass from \(minimum) strips")
        }
        return lines + results.compactMap(Self.exportLine) + results.compactMap(Self.idleLine)
    }

    /// The idle row's frames drawn and CPU in a line; nil for the other rows.
    static func idleLine(_ row: BenchmarkResult) -> String? {
        guard let idle = row.idle else { return nil }
        return String(format: "idle: %@ at rest for %d refreshes (%.1f s): %d frame%@ drawn, %.2f CPU ms a second after the first (every thread)",
            IdleBenchmark.sceneName, idle.refreshes, idle.seconds, idle.framesDrawn, idle.framesDrawn == 1 ? "" : "s", idle.cpuMsPerSecond)
    }

    /// Each damage row over its twin drawn whole, both by their paired floor frames, where both ran.
    var damagesOverWhole: [(row: DamageBenchmark.Row, ratio: Double)] {
        results.compactMap { result in
            guard case .damage(let row, whole: false) = result.scenario, let part = result.ratioToFloor,
                let whole = self.row(.damage(row, whole: true))?.ratioToFloor else { return nil }
            return (row, part / whole)
        }
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
