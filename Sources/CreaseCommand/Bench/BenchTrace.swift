import CreaseFiles
import CreaseRender
import Foundation

/// `crease bench --trace FILE.json`: every frame the bench draws, warm-up and floor frames
/// included, in Chrome's Trace Event Format (Perfetto and chrome://tracing open it): a span for
/// each scenario, each frame, and each frame's phases (animation update, draw list, GL submit,
/// finish/present), the GPU's time from timer queries on a track of its own where the driver
/// gives one, and a mark where each frame was shown. Times are microseconds from the trace's start.
///
/// Frames are kept as plain numbers while the bench runs and written out at the end, by hand
/// rather than through an encoder, so that tracing adds little to a frame's work.
final class BenchTrace {
    /// One span or mark, its times in nanoseconds from `origin`.
    private struct Event {
        enum Kind: String {
            case scenario
            case frame
            case floorFrame = "floor frame"
            case update = "animation update"
            case drawList = "draw list"
            case submit = "GL submit"
            case present = "finish/present"
            case gpu = "GPU (timer query)"
            case shown = "frame shown"
        }
        let kind: Kind
        let start: Int64
        let duration: Int64
        /// Indexes `scenarios`.
        let scenario: Int
        let frame: Int
        let warmup: Bool
    }

    private var events: [Event] = []
    private var scenarios: [String] = []
    /// Each scenario's pipeline work a frame, where counted: its span's arguments.
    private var pipelines: [Int: BenchmarkResult.Pipeline] = [:]
    /// Time 0 of the trace: when it was started, on the frame loop's clock.
    private let origin = FrameDriver.now

    private func nanoseconds(_ seconds: Double) -> Int64 { Int64(((seconds - origin) * 1e9).rounded()) }

    private func index(of scenario: String) -> Int {
        if let last = scenarios.indices.last, scenarios[last] == scenario { return last }
        scenarios.append(scenario)
        return scenarios.count - 1
    }

    /// A frame of `scenario` (the floor frames paired with a row are "floor" frames of it).
    func record(_ frame: FrameDriver.Frame, of scenario: String, floor: Bool = false, warmup: Bool) {
        let row = index(of: scenario)
        var at = nanoseconds(frame.startedAt)
        func add(_ kind: Event.Kind, _ start: Int64, _ milliseconds: Double) {
            events.append(Event(kind: kind, start: start, duration: Int64((milliseconds * 1e6).rounded()), scenario: row, frame: frame.index, warmup: warmup))
        }
        add(floor ? .floorFrame : .frame, at, frame.totalMs)
        let phases = frame.phases
        if !floor {
            add(.update, at, phases.updateMs)
            at += Int64((phases.updateMs * 1e6).rounded())
            add(.drawList, at, phases.drawListMs)
            at += Int64((phases.drawListMs * 1e6).rounded())
        }
        if let gpu = frame.gpuMs { add(.gpu, at, gpu) }
        add(.submit, at, phases.submitMs)
        at += Int64((phases.submitMs * 1e6).rounded())
        add(.present, at, phases.presentMs)
        add(.shown, nanoseconds(frame.shownAt), 0)
    }

    /// The span of a scenario's frames, warm-up and counted pass included, with its pipeline
    /// work a frame where counted.
    func scenario(_ name: String, from start: Double, to end: Double, pipeline: BenchmarkResult.Pipeline? = nil) {
        let from = nanoseconds(start), row = index(of: name)
        events.append(Event(kind: .scenario, start: from, duration: nanoseconds(end) - from, scenario: row, frame: 0, warmup: false))
        pipelines[row] = pipeline
    }

    /// The trace as JSON: `traceEvents`, then what made it.
    func json(about run: [String: String]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(events.count * 150 + 1000)
        func put(_ text: String) { out.append(contentsOf: text.utf8) }
        put(#"{"displayTimeUnit":"ms","otherData":{"#)
        put(run.sorted { $0.key < $1.key }.map { "\(Self.quoted($0.key)):\(Self.quoted($0.value))" }.joined(separator: ","))
        put(#"},"traceEvents":["#)
        put(#"{"name":"process_name","ph":"M","pid":1,"tid":1,"args":{"name":"crease bench"}},"#)
        put(#"{"name":"thread_name","ph":"M","pid":1,"tid":1,"args":{"name":"frames (CPU)"}},"#)
        put(#"{"name":"thread_name","ph":"M","pid":1,"tid":2,"args":{"name":"GPU (timer queries)"}}"#)
        let names = scenarios.map { Array(Self.quoted($0).utf8) }
        for event in events {
            put(#",{"name":"#)
            if event.kind == .scenario { out += names[event.scenario] } else { put("\"" + event.kind.rawValue + "\"") }
            switch event.kind {
            case .scenario: put(#","cat":"scenario","ph":"X","pid":1,"tid":1"#)
            case .shown: put(#","cat":"frame","ph":"i","s":"t","pid":1,"tid":1"#)
            case .frame, .floorFrame: put(#","cat":"frame","ph":"X","pid":1,"tid":1"#)
            case .gpu: put(#","cat":"gpu","ph":"X","pid":1,"tid":2"#)
            case .update, .drawList, .submit, .present: put(#","cat":"phase","ph":"X","pid":1,"tid":1"#)
            }
            put(#","ts":"#)
            Self.appendMicroseconds(event.start, to: &out)
            if event.kind != .shown {
                put(#","dur":"#)
                Self.appendMicroseconds(event.duration, to: &out)
            }
            if event.kind == .scenario, let pipeline = pipelines[event.scenario] {
                put(String(format: #","args":{"frags_per_px":%.4f,"fragments":%.1f,"primitives":%.1f,"vertices":%.1f}"#,
                    pipeline.fragmentsPerPixel, pipeline.fragments, pipeline.primitives, pipeline.vertices))
            }
            if event.kind != .scenario {
                put(#","args":{"scenario":"#)
                out += names[event.scenario]
                put(#","frame":"#)
                Self.appendDigits(of: UInt64(event.frame), to: &out)
                put(event.warmup ? #","warmup":true}"# : "}")
            }
            put("}")
        }
        put("]}\n")
        return out
    }

    /// Writes the trace to `path`, named only once whole (`StagedFile`).
    func write(to path: String, about run: [String: String]) throws {
        do { try StagedFile.write(json(about: run), to: path) } catch { throw CommandError(error) }
    }

    /// Nanoseconds as microseconds with three decimals, digit by digit (a formatter per number
    /// would cost more than the frame's own bookkeeping).
    private static func appendMicroseconds(_ nanoseconds: Int64, to out: inout [UInt8]) {
        if nanoseconds < 0 { out.append(UInt8(ascii: "-")) }
        let magnitude = nanoseconds.magnitude
        appendDigits(of: magnitude / 1000, to: &out)
        out.append(UInt8(ascii: "."))
        let fraction = magnitude % 1000
        out.append(UInt8(ascii: "0") + UInt8(fraction / 100))
        out.append(UInt8(ascii: "0") + UInt8(fraction / 10 % 10))
        out.append(UInt8(ascii: "0") + UInt8(fraction % 10))
    }

    private static func appendDigits(of value: UInt64, to out: inout [UInt8]) {
        if value >= 10 { appendDigits(of: value / 10, to: &out) }
        out.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    private static func quoted(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])) ?? Data(#"[""]"#.utf8)
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}
