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
        enum Kind { case scenario, frame, phase, gpu, shown }
        let kind: Kind
        let name: String
        let start: Int64
        let duration: Int64
        /// Indexes `scenarios`.
        let scenario: Int
        let frame: Int
        let warmup: Bool
    }

    private var events: [Event] = []
    private var scenarios: [String] = []
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
        func add(_ kind: Event.Kind, _ name: String, _ start: Int64, _ milliseconds: Double) {
            events.append(Event(kind: kind, name: name, start: start, duration: Int64((milliseconds * 1e6).rounded()), scenario: row,
                frame: frame.index, warmup: warmup))
        }
        add(.frame, floor ? "floor frame" : "frame", at, frame.totalMs)
        let phases = frame.phases
        let spans = floor ? [("GL submit", phases.submitMs), ("finish/present", phases.presentMs)]
            : [("animation update", phases.updateMs), ("draw list", phases.drawListMs), ("GL submit", phases.submitMs), ("finish/present", phases.presentMs)]
        for (name, milliseconds) in spans {
            if name == "GL submit", let gpu = frame.gpuMs { add(.gpu, "GPU (timer query)", at, gpu) }
            add(.phase, name, at, milliseconds)
            at += Int64((milliseconds * 1e6).rounded())
        }
        add(.shown, "frame shown", nanoseconds(frame.shownAt), 0)
    }

    /// The span of a scenario's frames, warm-up included.
    func scenario(_ name: String, from start: Double, to end: Double) {
        let from = nanoseconds(start)
        events.append(Event(kind: .scenario, name: name, start: from, duration: nanoseconds(end) - from, scenario: index(of: name), frame: 0, warmup: false))
    }

    /// The trace as JSON: `traceEvents`, then what made it.
    func json(about run: [String: String]) -> String {
        var out = #"{"displayTimeUnit":"ms","otherData":{"#
        out += run.sorted { $0.key < $1.key }.map { "\(quoted($0.key)):\(quoted($0.value))" }.joined(separator: ",")
        out += #"},"traceEvents":["#
        out += #"{"name":"process_name","ph":"M","pid":1,"tid":1,"args":{"name":"crease bench"}},"#
        out += #"{"name":"thread_name","ph":"M","pid":1,"tid":1,"args":{"name":"frames (CPU)"}},"#
        out += #"{"name":"thread_name","ph":"M","pid":1,"tid":2,"args":{"name":"GPU (timer queries)"}}"#
        let names = scenarios.map(quoted)
        for event in events {
            let scenario = names[event.scenario]
            switch event.kind {
            case .scenario:
                out += #",{"name":\#(scenario),"cat":"scenario","ph":"X","pid":1,"tid":1,"ts":\#(micro(event.start)),"dur":\#(micro(event.duration))}"#
            case .shown:
                out += #",{"name":"frame shown","cat":"frame","ph":"i","s":"t","pid":1,"tid":1,"ts":\#(micro(event.start)),"args":{"scenario":\#(scenario),"frame":\#(event.frame)}}"#
            case .frame, .phase, .gpu:
                let category = event.kind == .frame ? "frame" : event.kind == .gpu ? "gpu" : "phase"
                out += #",{"name":"\#(event.name)","cat":"\#(category)","ph":"X","pid":1,"tid":\#(event.kind == .gpu ? 2 : 1),"#
                out += #""ts":\#(micro(event.start)),"dur":\#(micro(event.duration)),"args":{"scenario":\#(scenario),"frame":\#(event.frame)"#
                out += event.warmup ? #","warmup":true}}"# : "}}"
            }
        }
        return out + "]}\n"
    }

    func write(to path: String, about run: [String: String]) throws {
        try Data(json(about: run).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// Nanoseconds as microseconds with three decimals, without going through a formatter.
    private func micro(_ nanoseconds: Int64) -> String {
        let sign = nanoseconds < 0 ? "-" : "", magnitude = abs(nanoseconds)
        let fraction = String(magnitude % 1000)
        return sign + String(magnitude / 1000) + "." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    private func quoted(_ text: String) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])) ?? Data(#"[""]"#.utf8)
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}
