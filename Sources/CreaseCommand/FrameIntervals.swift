import CreaseFiles
import CreaseStatistics
import Foundation

/// How evenly a window showed its frames: the intervals between presentations, for
/// `crease demo --stats FILE`. A display at 60 Hz shows one every 16.7 ms; a p99 above 20 ms
/// means frames were missed.
struct FrameIntervals: Codable {
    var scene: String
    var intervalsMs: [Double] = []
    private var lastShown: Double?

    private enum CodingKeys: String, CodingKey { case scene, intervalsMs = "intervals_ms", p50Ms = "p50_ms", p99Ms = "p99_ms", maxMs = "max_ms" }

    init(scene: String) { self.scene = scene }

    mutating func shown(at time: Double) {
        if let lastShown { intervalsMs.append((time - lastShown) * 1000) }
        lastShown = time
    }

    var summary: String {
        String(format: "%@: %d frame intervals, p50 %.2f ms, p99 %.2f ms, max %.2f ms", scene, intervalsMs.count,
            intervalsMs.percentile(0.5), intervalsMs.percentile(0.99), intervalsMs.max() ?? 0)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(scene, forKey: .scene)
        try c.encode(intervalsMs.percentile(0.5), forKey: .p50Ms)
        try c.encode(intervalsMs.percentile(0.99), forKey: .p99Ms)
        try c.encode(intervalsMs.max() ?? 0, forKey: .maxMs)
        try c.encode(intervalsMs, forKey: .intervalsMs)
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        scene = try c.decode(String.self, forKey: .scene)
        intervalsMs = try c.decode([Double].self, forKey: .intervalsMs)
    }

    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do { try StagedFile.write(Array(try encoder.encode(self)), to: path) } catch { throw CommandError(error) }
    }
}
