import CreaseFiles
import Foundation

/// What `bench --json` writes: the machine and GPU it ran on, the run's settings, and every
/// scenario's summary with the samples it came from, so that runs can be compared later.
struct BenchReport: Codable {
    struct Machine: Codable {
        /// The CPU's model name from /proc/cpuinfo ("unknown" where it has none).
        let cpu: String
        let cores: Int

        static var current: Machine {
            let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
            let model = info.split(separator: "\n").first { $0.hasPrefix("model name") }
                .flatMap { $0.split(separator: ":", maxSplits: 1).last }
                .map { $0.trimmingCharacters(in: .whitespaces) }
            return Machine(cpu: model ?? "unknown", cores: ProcessInfo.processInfo.activeProcessorCount)
        }
    }

    struct GPU: Codable {
        let renderer: String
        let version: String
        let eglPlatform: String
    }

    struct Row: Codable {
        let scenario: String
        let layers: Int
        let p50Ms: Double
        let p95Ms: Double
        let p99Ms: Double
        /// p50 of the time to update the scene and build its draw list.
        let drawListMs: Double
        /// Of a frame with the median count; none for the rows that draw nothing.
        let drawCalls: Int?
        let gpuMs: Double?
        /// p50 over the p50 of the floor frames drawn alternately with this row's; none for the
        /// floor itself.
        let ratioToFloor: Double?
        /// What the ratio is to: "paired" floor frames.
        let ratioTo: String?
        let samples: Samples
    }

    /// Every timed frame, in the order drawn.
    struct Samples: Codable {
        let frameMs: [Double]
        let drawListMs: [Double]
        let gpuMs: [Double]?
        let floorMs: [Double]?
    }

    let creaseVersion: String
    let machine: Machine
    /// None when only the animation engine ran (no GL context was made).
    let gpu: GPU?
    /// The frame in points (the bench draws at one pixel a point).
    let size: String
    let multisamples: Int
    let frames: Int
    let warmup: Int
    /// What the floor row draws.
    let floor: String
    let scenarios: [Row]

    init(results: [BenchmarkResult], gpu: GPU?, size: PixelSize, multisamples: Int, frames: Int, warmup: Int) {
        creaseVersion = Crease.version
        machine = .current
        self.gpu = gpu
        self.size = size.description
        self.multisamples = multisamples
        self.frames = frames
        self.warmup = warmup
        self.floor = "raw GL: the picture as one full-screen quad with the simplest shader, outside the renderer"
        scenarios = results.map { r in
            return Row(scenario: r.name, layers: r.layers, p50Ms: r.p50, p95Ms: r.p95, p99Ms: r.p99, drawListMs: r.drawListP50,
                drawCalls: r.stats?.drawCalls, gpuMs: r.gpuP50, ratioToFloor: r.ratioToFloor,
                ratioTo: r.ratioToFloor == nil ? nil : "paired",
                samples: Samples(frameMs: r.frameMs, drawListMs: r.drawListMs, gpuMs: r.gpuMs, floorMs: r.pairedFloorMs))
        }
    }

    /// Writes the report to `path`, named only once whole (`StagedFile`), or to stdout for "-".
    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        let bytes = Array(try encoder.encode(self)) + Array("\n".utf8)
        if path == OutputPath.standardOutput {
            do { try bytes.withUnsafeBytes { try DescriptorOutput.writeAll($0, to: STDOUT_FILENO) } } catch {
                throw CommandError("cannot write the report to standard output: \(error)")
            }
        } else {
            do { try StagedFile.write(bytes, to: path) } catch { throw CommandError(error) }
        }
    }
}
