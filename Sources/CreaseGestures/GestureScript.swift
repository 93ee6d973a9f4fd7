import CreaseMath
import Foundation

/// Timed pointer events, played back into a scene: how a gesture recorded in the window
/// replays headless to the same pixels every time. Stored as JSON.
public struct GestureScript: Codable, Sendable, Equatable {
    public var events: [PointerEvent]

    public init(events: [PointerEvent]) {
        self.events = events.sorted { $0.time < $1.time }
    }

    /// The events with `from < time ≤ to`, in order.
    public func events(after from: Double, upTo to: Double) -> ArraySlice<PointerEvent> {
        let start = events.firstIndex { $0.time > from } ?? events.count
        let end = events.firstIndex { $0.time > to } ?? events.count
        return events[start..<max(start, end)]
    }

    /// A one-finger drag from `start` by `offset` over `duration` seconds, sampled at 60 Hz.
    public static func drag(from start: Point, by offset: Point, at time: Double, duration: Double) -> [PointerEvent] {
        let steps = max(1, Int((duration * 60).rounded()))
        var events = [PointerEvent(.down, pointer: 0, at: start, time: time)]
        for k in 1...steps {
            let f = Double(k) / Double(steps)
            events.append(PointerEvent(.moved, pointer: 0, at: start + offset * f, time: time + duration * f))
        }
        events.append(PointerEvent(.up, pointer: 0, at: start + offset, time: time + duration + 1.0 / 60))
        return events
    }

    /// A tap at `point`.
    public static func tap(at point: Point, time: Double) -> [PointerEvent] {
        [PointerEvent(.down, pointer: 0, at: point, time: time), PointerEvent(.up, pointer: 0, at: point, time: time + 0.08)]
    }

    // MARK: Files

    public enum FileError: Error, CustomStringConvertible {
        case unreadable(String, String)
        case malformed(String, String)

        public var description: String {
            switch self {
            case .unreadable(let path, let why): return "cannot read gesture file '\(path)': \(why)"
            case .malformed(let path, let why): return "gesture file '\(path)' is not a gesture script: \(why)"
            }
        }
    }

    public static func load(path: String) throws -> GestureScript {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw FileError.unreadable(path, FileManager.default.fileExists(atPath: path) ? "not readable" : "no such file")
        }
        do { return try JSONDecoder().decode(GestureScript.self, from: data) } catch {
            throw FileError.malformed(path, "expected {\"events\": [...]} of timed pointer events")
        }
    }

    /// Writes the script atomically (a temporary file renamed over the target).
    public func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}
