import CreaseFiles
import CreaseGL
import CreaseStatistics
import CreaseThreads
import Foundation

/// What `bench --json` writes: the machine and GPU it ran on, the run's settings, and every
/// scenario's summary with the samples it came from, so that runs can be compared later.
struct BenchReport: Codable {
    /// The version of this layout: `--compare` reads only its own.
    static let currentSchema = 1

    struct Machine: Codable {
        /// The CPU's model name from /proc/cpuinfo ("unknown" where it has none).
        let cpu: String
        let cores: Int
        /// How many threads llvmpipe rasterises with, when set (unset: one per core).
        let lpNumThreads: String?
        /// Runnable processes over the last 1, 5 and 15 minutes, when the run started: a busy
        /// machine's timings are slower and noisier.
        let loadAverage: [Double]

        static var current: Machine {
            let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
            let model = info.split(separator: "\n").first { $0.hasPrefix("model name") }
                .flatMap { $0.split(separator: ":", maxSplits: 1).last }
                .map { $0.trimmingCharacters(in: .whitespaces) }
            var load = [Double](repeating: 0, count: 3)
            if getloadavg(&load, 3) != 3 { load = [] }
            return Machine(cpu: model ?? "unknown", cores: WorkerThreads.cores,
                lpNumThreads: ProcessInfo.processInfo.environment["LP_NUM_THREADS"], loadAverage: load)
        }
    }

    struct GPU: Codable {
        let renderer: String
        let version: String
        /// The driver and its version, from the GL version string ("Mesa 22.3.6").
        let driver: String
        let eglPlatform: String
        /// The OpenGL API drawn with, `desktop` or `es`; nil in reports from before ES, all desktop.
        let api: String?

        init(renderer: String, version: String, eglPlatform: String, api: GLAPI) {
            self.renderer = renderer
            self.version = version
            driver = Self.driver(inVersion: version)
            self.eglPlatform = eglPlatform
            self.api = api.rawValue
        }

        /// What follows the GL version number and profile: "4.5 (Core Profile) Mesa 22.3.6"
        /// gives "Mesa 22.3.6", "4.6.0 NVIDIA 535.54.03" gives "NVIDIA 535.54.03", and
        /// "OpenGL ES 3.2 Mesa 22.3.6" gives "Mesa 22.3.6".
        static func driver(inVersion full: String) -> String {
            let version = full.hasPrefix("OpenGL ES ") ? full.dropFirst("OpenGL ES ".count) : Substring(full)
            let rest = version.firstIndex(of: ")").map { version[version.index(after: $0)...] }
                ?? version.firstIndex(of: " ").map { version[$0...] } ?? ""
            let driver = rest.trimmingCharacters(in: .whitespaces)
            return driver.isEmpty ? "unknown" : driver
        }
    }

    struct Row: Codable {
        let scenario: String
        let layers: Int
        let p50Ms: Double
        let p95Ms: Double
        let p99Ms: Double
        /// p50 of the time to update the scene and build its draw list.
        let drawListMs: Double
        /// p50 of the scene's own update inside it, the app's code (none in older reports and
        /// for the rows timed on the CPU alone): the rest is Crease's.
        let updateMs: Double?
        /// Of a frame with the median count; none for the rows that draw nothing.
        let drawCalls: Int?
        let gpuMs: Double?
        /// p50 of the drawing thread's CPU time a frame, waits excluded (none in reports from
        /// before it was measured, and for the rows timed on the CPU alone).
        let cpuMs: Double?
        /// Frames a second at the mean frame time (none in older reports).
        let framesPerSecond: Double?
        /// An export row's CPU seconds a frame, every thread's and ffmpeg's; none for the others.
        let cpuSecondsPerFrame: Double?
        /// An export row's peak resident memory over the row, in MiB; none for the others.
        let peakResidentMb: Double?
        /// The idle row's refreshes, frames drawn and CPU a second; none for the others.
        let idle: BenchmarkResult.Idle?
        /// The GPU's work a frame by pipeline statistics, fragments a pixel among it; none where
        /// not counted (older reports, --no-counts, a driver without them, export and idle rows).
        let pipeline: BenchmarkResult.Pipeline?
        /// p50 over the p50 of the floor frames drawn alternately with this row's; none for the
        /// floor itself.
        let ratioToFloor: Double?
        /// What the ratio is to: "paired" floor frames.
        let ratioTo: String?
        let samples: Samples

        /// The samples `--compare` judges: the frames and the floor frames beside them.
        var scenarioSamples: ScenarioSamples { ScenarioSamples(name: scenario, frameMs: samples.frameMs, floorMs: samples.floorMs) }
    }

    /// Every timed frame, in the order drawn.
    struct Samples: Codable {
        let frameMs: [Double]
        let drawListMs: [Double]
        let updateMs: [Double]?
        let gpuMs: [Double]?
        let cpuMs: [Double]?
        let floorMs: [Double]?
    }

    let schemaVersion: Int
    let creaseVersion: String
    /// The git commit the binary was built from, or "unknown" (`BuildInfo.commit`).
    let commit: String
    /// "debug" or "release": a debug build's timings say little about a release build.
    let buildConfiguration: String
    /// When the run started, ISO 8601 in UTC.
    let timestamp: String
    /// The command line, program first.
    let command: [String]
    let machine: Machine
    /// None when only the animation engine ran (no GL context was made).
    let gpu: GPU?
    /// The frame in points (the bench draws at one pixel a point).
    let size: String
    let multisamples: Int
    let frames: Int
    let warmup: Int
    /// `--in-flight`: frames let run ahead of the GPU, fenced; none where every frame was
    /// finished before the next began (and in older reports).
    let framesInFlight: Int?
    /// What the floor row draws.
    let floor: String
    let scenarios: [Row]
    /// What `--ramp` found; its counts are the scenarios.
    var ramp: Ramp?
    /// The rows asked for that could not run here, with why; none when every row ran (and in
    /// older reports).
    var skipped: [Skip]?

    /// A row not measured: thrown by its benchmark, and kept in the report.
    struct Skip: Codable, Error {
        let scenario: String
        /// Why, in one line.
        let reason: String
    }

    struct Ramp: Codable {
        /// The workload: tiles, strips or accordion.
        let scenario: String
        let layersAtTarget: Int
        /// The 95 % bootstrap interval of layersAtTarget.
        let ciLow: Int
        let ciHigh: Int
        let targetMs: Double
    }

    init(results: [BenchmarkResult], gpu: GPU?, size: PixelSize, multisamples: Int, frames: Int, warmup: Int, framesInFlight: Int? = nil,
         machine: Machine, started: Date) {
        schemaVersion = Self.currentSchema
        creaseVersion = CreaseTool.version
        commit = BuildInfo.commit
        buildConfiguration = BuildInfo.configuration
        timestamp = ISO8601DateFormatter().string(from: started)
        command = CommandLine.arguments
        self.machine = machine
        self.gpu = gpu
        self.size = size.description
        self.multisamples = multisamples
        self.frames = frames
        self.warmup = warmup
        self.framesInFlight = framesInFlight
        self.floor = "raw GL: the picture as one full-screen quad with the simplest shader, outside the renderer"
        scenarios = results.map { r in
            return Row(scenario: r.name, layers: r.layers, p50Ms: r.p50, p95Ms: r.p95, p99Ms: r.p99, drawListMs: r.drawListP50, updateMs: r.updateP50,
                drawCalls: r.stats?.drawCalls, gpuMs: r.gpuP50, cpuMs: r.cpuP50, framesPerSecond: r.framesPerSecond,
                cpuSecondsPerFrame: r.cpuSecondsPerFrame, peakResidentMb: r.peakResidentMb, idle: r.idle, pipeline: r.pipeline, ratioToFloor: r.ratioToFloor,
                ratioTo: r.ratioToFloor == nil ? nil : "paired",
                samples: Samples(frameMs: r.frameMs, drawListMs: r.drawListMs, updateMs: r.updateMs, gpuMs: r.gpuMs, cpuMs: r.cpuMs, floorMs: r.pairedFloorMs))
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
