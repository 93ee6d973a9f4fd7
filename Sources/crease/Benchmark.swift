import CreaseCompositor
import CreaseCore
import CreaseGL
import CreasePlatform
import CreaseScenes
import Foundation

/// Runs scenes frame by frame and times them: each frame is finished on the GPU before its
/// time is taken, since llvmpipe and real GPUs both defer work.
struct Benchmark {
    let offscreen: OffscreenRenderer
    let frames: Int
    let warmup: Int
    let compositor = Compositor()

    /// One picture for every scenario, so they differ only in geometry.
    static func sharedImage(size: PixelSize) -> Bitmap {
        Artwork.benchmarkImage(pixelWidth: size.width, pixelHeight: size.height)
    }

    func measure(name: String, layers: Int, scene: Scene) throws -> BenchmarkResult {
        let renderer: Renderer = offscreen.renderer
        let framebuffer = offscreen.target.framebuffer as Framebuffer
        let timer = GPUTimer()
        var frameMs: [Double] = [], cpuMs: [Double] = [], gpuMs: [Double] = []
        var list = DrawList(viewport: offscreen.viewport)
        for k in 0..<(warmup + frames) {
            let start = DispatchTime.now().uptimeNanoseconds
            let time = Double(k) / 60
            scene.update(time: time)
            compositor.build(&list, for: scene.root, viewport: offscreen.viewport, time: time)
            let built = DispatchTime.now().uptimeNanoseconds
            timer.begin()
            try renderer.draw(list, into: framebuffer)
            timer.end()
            GPUSync.finish()
            let end = DispatchTime.now().uptimeNanoseconds
            guard k >= warmup else { continue }
            frameMs.append(Double(end - start) / 1e6)
            cpuMs.append(Double(built - start) / 1e6)
            if let g = timer.milliseconds() { gpuMs.append(g) }
        }
        return BenchmarkResult(
            name: name, layers: layers, frameMs: frameMs, drawListMs: cpuMs, gpuMs: gpuMs.count == frames ? gpuMs : nil,
            stats: renderer.stats)
    }
}

/// One scenario's timings.
struct BenchmarkResult {
    let name: String
    let layers: Int
    let frameMs: [Double]
    let drawListMs: [Double]
    let gpuMs: [Double]?
    let stats: FrameStats
    /// Floor frames timed alternately with this scenario's, when it was measured that way.
    var pairedFloorMs: [Double]? = nil

    /// p50 over the floor's p50: the paired floor frames where there are some.
    func ratio(to floor: BenchmarkResult) -> Double { p50 / (pairedFloorMs.map { Self.percentile($0, 0.5) } ?? floor.p50) }

    var p50: Double { Self.percentile(frameMs, 0.50) }
    var p95: Double { Self.percentile(frameMs, 0.95) }
    var p99: Double { Self.percentile(frameMs, 0.99) }
    var drawListP50: Double { Self.percentile(drawListMs, 0.50) }
    var gpuP50: Double? { gpuMs.map { Self.percentile($0, 0.50) } }

    /// Nearest-rank percentile.
    static func percentile(_ values: [Double], _ p: Double) -> Double {
        let sorted = values.sorted()
        let rank = Int((p * Double(sorted.count)).rounded(.up))
        return sorted[max(0, min(sorted.count - 1, rank - 1))]
    }

    static func table(_ results: [BenchmarkResult], floor: BenchmarkResult) -> String {
        var lines = ["scenario              layers   p50 ms   p95 ms   p99 ms   list ms  us/layer    gpu ms  draws  x floor"]
        for r in results {
            let gpu = r.gpuP50.map { String(format: "%9.2f", $0) } ?? "      n/a"
            let name = r.name.padding(toLength: 21, withPad: " ", startingAt: 0)
            let times = String(format: " %6d %8.2f %8.2f %8.2f %9.3f %9.2f ", r.layers, r.p50, r.p95, r.p99,
                r.drawListP50, r.drawListP50 * 1000 / Double(r.layers))
            lines.append(name + times + gpu + String(format: " %6d %8.2f", r.stats.drawCalls, r.ratio(to: floor)))
        }
        return lines.joined(separator: "\n")
    }

    static func writeJSON(_ results: [BenchmarkResult], floor: BenchmarkResult, size: String, extra: [String: Double], to path: String) throws {
        let rows: [[String: Any]] = results.map { r in
            var row: [String: Any] = [
                "scenario": r.name, "layers": r.layers, "p50_ms": r.p50, "p95_ms": r.p95, "p99_ms": r.p99,
                "draw_list_ms": r.drawListP50, "draw_calls": r.stats.drawCalls, "ratio_to_floor": r.ratio(to: floor),
            ]
            if let g = r.gpuP50 { row["gpu_ms"] = g }
            return row
        }
        var object: [String: Any] = ["size": size, "scenarios": rows]
        for (key, value) in extra { object[key] = value }
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
