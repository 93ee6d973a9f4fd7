import CreaseRegistry
import CreaseRender
import CreaseScene
import Foundation

/// One row `crease bench` can time, by the name it prints and takes: the floors, the accordion on
/// either fold path and the tilted tiles at any count, every scene of the registry but the
/// benchmark workloads (which are the rows here), the layer looks, the exports and the animation
/// engine.
enum BenchScenario: Hashable {
    /// The picture as one full-screen quad in raw GL, outside the renderer.
    case floor
    /// The same picture through Crease.
    case floorRenderer
    /// The linear path's floors and flat layers (`FlatBenchmark`).
    case flat(FlatBenchmark.Row)
    /// The accordion workload in `strips`, through the fold pass or as a quad per strip.
    case accordion(strips: Int, perStrip: Bool)
    case tiles(Int)
    /// A registry scene playing its demonstration: a transition, showcase or check.
    case scene(String)
    /// A layer look, or its plain twin: the same layers without it (`LayerLookBenchmark`).
    case look(LayerLook, plain: Bool)
    /// A run of frames exported as `render --out` does, the whole pipeline (`ExportBenchmark`).
    case export(ExportBenchmark.Output)
    /// A small change drawn only where it changed, or its twin: the same frames drawn whole
    /// (`DamageBenchmark`).
    case damage(DamageBenchmark.Row, whole: Bool)
    /// A window's frame loop offscreen over a scene at rest: frames drawn and CPU a second (`IdleBenchmark`).
    case idle
    /// The animation engine alone, on the CPU: 10,000 layers, animated or still.
    case presentation(animated: Bool)

    /// The counts a name can carry (accordion-N, accordion-strips-N, tiles-N).
    static let counts = 1...65_536
    /// The counts the default run and the globs use.
    static let stripCounts = [2, 16, 256, 4096], tileCounts = [1, 16, 256, 4096]

    var name: String {
        switch self {
        case .floor: "floor"
        case .floorRenderer: "floor-renderer"
        case .flat(let row): row.rawValue
        case .accordion(let n, false): "accordion-\(n)"
        case .accordion(let n, true): "accordion-strips-\(n)"
        case .tiles(let n): "tiles-\(n)"
        case .scene(let name): name
        case .look(let look, false): "look-\(look.rawValue)"
        case .look(let look, true): "look-\(look.rawValue)-plain"
        case .export(let output): "export-\(output.rawValue)"
        case .damage(let row, false): "damage-\(row.rawValue)"
        case .damage(let row, true): "damage-\(row.rawValue)-whole"
        case .idle: "idle"
        case .presentation(true): "presentation"
        case .presentation(false): "presentation-still"
        }
    }

    /// Whether it is the accordion through the fold pass: the frame --out saves is one of these.
    var isFoldPassAccordion: Bool {
        if case .accordion(_, perStrip: false) = self { return true }
        return false
    }

    /// Whether it runs with no warm-up: an export row (timed by the pace of its frames) or the
    /// idle loop (by real time).
    var runsWithoutWarmup: Bool {
        switch self {
        case .export, .idle: true
        default: false
        }
    }

    /// Whether it draws: the presentation rows run without a GL context.
    var draws: Bool {
        if case .presentation = self { return false }
        return true
    }

    /// The registry's scenes the bench plays: all but its benchmark workloads, which are rows of
    /// their own here (the floors and tiles).
    static var scenes: [SceneEntry] { SceneRegistry.entries.filter { $0.kind != .benchmark } }

    init?(name: String) {
        func count(after prefix: String) -> Int? {
            guard name.hasPrefix(prefix), let n = Int(name.dropFirst(prefix.count)), Self.counts.contains(n) else { return nil }
            return n
        }
        if let n = count(after: "accordion-strips-") {
            self = .accordion(strips: n, perStrip: true)
        } else if let n = count(after: "accordion-") {
            self = .accordion(strips: n, perStrip: false)
        } else if let n = count(after: "tiles-") {
            self = .tiles(n)
        } else if let known = Self.named.first(where: { $0.name == name }) {
            self = known
        } else {
            return nil
        }
    }

    /// The accordion at each count, through the fold pass then as a quad per strip.
    static func accordions(_ counts: [Int]) -> [BenchScenario] {
        counts.flatMap { [.accordion(strips: $0, perStrip: false), .accordion(strips: $0, perStrip: true)] }
    }

    /// Each look, then its plain twin.
    static var looks: [BenchScenario] { LayerLook.allCases.flatMap { [.look($0, plain: false), .look($0, plain: true)] } }

    /// Every scenario with a name of its own (the counted ones at their default counts), in the
    /// order a run takes them: what a glob matches against.
    static var named: [BenchScenario] {
        [.floor, .floorRenderer] + FlatBenchmark.Row.allCases.map { .flat($0) }
            + accordions(stripCounts)
            + tileCounts.map { .tiles($0) }
            + scenes.map { .scene($0.name) }
            + looks
            + damages + [.idle]
            + exports
            + [.presentation(animated: true), .presentation(animated: false)]
    }

    /// Each damage row, then its twin drawn whole.
    static var damages: [BenchScenario] { DamageBenchmark.Row.allCases.flatMap { [.damage($0, whole: false), .damage($0, whole: true)] } }

    /// Each export row: a folder of PNGs, then a video.
    static var exports: [BenchScenario] { ExportBenchmark.Output.allCases.map { .export($0) } }

    /// A plain `crease bench`: the floors, the accordion on both paths, the tiles, the
    /// transitions and the card flip, the damage rows and their twins, the idle loop, and the
    /// animation engine.
    static var defaultRun: [BenchScenario] {
        let transitions = SceneRegistry.entries.filter { $0.kind == .transition || $0.name == "card-flip" }
        return [.floor, .floorRenderer]
            + accordions(stripCounts)
            + tileCounts.map { .tiles($0) } + transitions.map { .scene($0.name) }
            + damages + [.idle]
            + [.presentation(animated: true), .presentation(animated: false)]
    }

    /// Names that stand for several rows, with the floors they are read against.
    static func group(_ name: String, strips: Int?) -> [BenchScenario]? {
        switch name {
        case "accordion":
            [.floor, .floorRenderer] + accordions(strips.map { [$0] } ?? stripCounts)
        case "looks": [.floor, .floorRenderer] + looks
        case "damage": [.floor] + damages + [.idle]
        case "linear": [.floor] + FlatBenchmark.Row.allCases.map { .flat($0) }
        case "export": exports
        default: nil
        }
    }

    /// The names, groups and globs in a comma-separated `spec`, without the spaces around them;
    /// an empty one is kept, to be refused by name.
    static func words(_ spec: String) -> [String] {
        spec.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The scenarios `spec` names: names, groups and globs (`accordion-*`), comma-separated, in
    /// the order given, each once.
    static func select(_ spec: String, strips: Int? = nil) throws -> [BenchScenario] {
        var chosen: [BenchScenario] = []
        for word in words(spec) {
            let matches: [BenchScenario]
            if let group = group(word, strips: strips) {
                matches = group
            } else if word.contains(where: { "*?[".contains($0) }) {
                matches = named.filter { fnmatch(word, $0.name, 0) == 0 }
                guard !matches.isEmpty else { throw CommandError("--scenario '\(word)' matches no scenario (crease bench --list)", status: 64) }
            } else if let scenario = BenchScenario(name: word) {
                matches = [scenario]
            } else {
                throw CommandError("unknown scenario '\(word)' (crease bench --list prints them all)", status: 64)
            }
            for scenario in matches where !chosen.contains(scenario) { chosen.append(scenario) }
        }
        return chosen
    }

    /// What `crease bench --list` prints: each scenario or family of them, and what it times.
    static var listing: [(name: String, summary: String)] {
        let counted = "any N from \(counts.lowerBound) to \(counts.upperBound)"
        let families: [(name: String, summary: String)] = [
            ("floor", "the picture as one full-screen quad in raw GL with the simplest shader, outside the renderer: the machine's floor"),
            ("floor-renderer", "the same picture through Crease"),
        ] + FlatBenchmark.Row.allCases.map { ($0.rawValue, $0.summary) } + [
            ("accordion-N", "the accordion workload in N strips through the fold pass (\(counted); a plain run: \(list(stripCounts)))"),
            ("accordion-strips-N", "the same accordion as a quad per strip"),
            ("tiles-N", "N perspective-tilted textured layers covering the frame about once (\(counted); a plain run: \(list(tileCounts)))"),
        ]
        let registered: [(name: String, summary: String)] = scenes.map { ($0.name, "\($0.kind.rawValue): \($0.summary)") }
        let looked: [(name: String, summary: String)] = looks.compactMap {
            guard case .look(let look, let plain) = $0 else { return nil }
            return ($0.name, look.summary(plain: plain))
        }
        let damaged: [(name: String, summary: String)] = DamageBenchmark.Row.allCases.flatMap { row in
            [("damage-\(row.rawValue)", row.summary),
             ("damage-\(row.rawValue)-whole", "its twin: the same frames drawn whole; the line under the table gives the one over the other")]
        } + [("idle", "the window's frame loop offscreen over \(IdleBenchmark.sceneName) at rest for --frames refreshes (real time, no warm-up): frames drawn and CPU ms a second of every thread after the first frame")]
        let exported: [(name: String, summary: String)] = [
            ("export-png", "render --effect \(ExportBenchmark.sceneName) --out DIR/ at --size for --frames frames (no warm-up, no floor; not in a plain run): "
                + "draw, read back, PNG encoding on every core, written in order, into a temporary folder; frames a second, CPU seconds a frame "
                + "of every thread, peak resident memory"),
            ("export-mp4", "the same into an .mp4 through ffmpeg (x264 \(VideoFormat.defaultPreset)), ffmpeg's CPU time counted; "
                + "skipped, and said so, where ffmpeg is not on PATH"),
        ]
        let engine: [(name: String, summary: String)] = [
            ("presentation", "the animation engine on the CPU, no GL: 10,000 layers with one running animation each, evaluated, and the draw list built"),
            ("presentation-still", "the same 10,000 layers without animations"),
        ]
        return families + registered + looked + damaged + exported + engine
    }

    private static func list(_ counts: [Int]) -> String { counts.map(String.init).joined(separator: ", ") }
}
