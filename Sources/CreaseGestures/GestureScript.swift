import CreaseFiles
import CreaseMath
import FoundationEssentials
import Glibc

/// Timed pointer events, played back into a scene: how a gesture recorded in the window
/// replays headless to the same pixels every time. Stored as JSON.
public struct GestureScript: Codable, Sendable, Equatable {
    /// The events, in time order.
    public var events: [PointerEvent]

    /// The events in time order; events at the same time keep the order given.
    public init(events: [PointerEvent]) {
        self.events = events.enumerated().sorted { a, b in
            a.element.time != b.element.time ? a.element.time < b.element.time : a.offset < b.offset
        }.map(\.element)
    }

    /// Decoded files are put in time order too, so a file replays the same whatever order its
    /// events are written in.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(events: try container.decode([PointerEvent].self, forKey: .events))
    }

    private enum CodingKeys: String, CodingKey { case events }

    /// The same events moved in time so that the first is at `time`: a recording counts from the
    /// first thing the person did, not from when the window opened.
    public func starting(at time: Double) -> GestureScript {
        guard let first = events.first?.time else { return self }
        return GestureScript(events: events.map { PointerEvent($0.phase, pointer: $0.pointer, at: $0.location, time: $0.time - first + time) })
    }

    /// The time of the last event, 0 for none.
    public var duration: Double { events.last?.time ?? 0 }

    /// The events that have come by `to` but had not by `from`, in order: a frame's events, with
    /// `from` the frame before. `SceneTime` decides, so an event meant for a frame plays at that
    /// frame however its time was summed. Found by binary search: replays call this every frame.
    public func events(after from: Double, upTo to: Double) -> ArraySlice<PointerEvent> {
        let start = count(reachedBy: from), end = count(reachedBy: to)
        return events[start..<max(start, end)]
    }

    /// The time of the first event that has not come by `time`; infinity after the last.
    public func nextTime(after time: Double) -> Double {
        let next = count(reachedBy: time)
        return next < events.count ? events[next].time : .infinity
    }

    /// How many events, from the first, have come by `time`.
    private func count(reachedBy time: Double) -> Int {
        var low = 0, high = events.count
        while low < high {
            let mid = (low + high) / 2
            if SceneTime.hasCome(events[mid].time, by: time) { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// A one-finger drag from `start` by `offset` over `duration` seconds, sampled at 60 Hz.
    public static func drag(from start: Point, by offset: Point, at time: Double, duration: Double) -> [PointerEvent] {
        let steps = max(1, Int((duration * DisplayRate.framesPerSecond).rounded()))
        var events = [PointerEvent(.down, pointer: 0, at: start, time: time)]
        for k in 1...steps {
            let f = Double(k) / Double(steps)
            events.append(PointerEvent(.moved, pointer: 0, at: start + offset * f, time: time + duration * f))
        }
        events.append(PointerEvent(.up, pointer: 0, at: start + offset, time: time + duration + DisplayRate.frameDuration))
        return events
    }

    /// Two fingers (pointers 1 and 2, the mouse's pinch fingers) at `center` ∓ `from`, moving
    /// apart or together to `center` ∓ `to` over `duration` seconds at 60 Hz, then lifting.
    public static func pinch(about center: Point, from start: Point, to end: Point, at time: Double, duration: Double) -> [PointerEvent] {
        let steps = max(1, Int((duration * DisplayRate.framesPerSecond).rounded()))
        func fingers(_ phase: PointerEvent.Phase, _ offset: Point, _ t: Double) -> [PointerEvent] {
            [PointerEvent(phase, pointer: 1, at: center - offset, time: t), PointerEvent(phase, pointer: 2, at: center + offset, time: t)]
        }
        var events = fingers(.down, start, time)
        for k in 1...steps {
            let f = Double(k) / Double(steps)
            events += fingers(.moved, start + (end - start) * f, time + duration * f)
        }
        return events + fingers(.up, end, time + duration + DisplayRate.frameDuration)
    }

    /// A tap at `point`.
    public static func tap(at point: Point, time: Double) -> [PointerEvent] {
        [PointerEvent(.down, pointer: 0, at: point, time: time), PointerEvent(.up, pointer: 0, at: point, time: time + 0.08)]
    }

    // MARK: Files

    /// Why a gesture file was refused.
    public enum FileError: Error, CustomStringConvertible {
        /// The file could not be read: its path and the reason.
        case unreadable(String, String)
        /// The file was read but is not a valid script: its path and the reason.
        case malformed(String, String)

        public var description: String {
            switch self {
            case .unreadable(let path, let why): return "cannot read gesture file '\(path)': \(why)"
            case .malformed(let path, let why): return "gesture file '\(path)' is not a gesture script: \(why)"
            }
        }
    }

    /// The most a gesture file may hold: far beyond a person's input (an hour of four fingers at
    /// 120 Hz is under two million), and it keeps a bad file from taking the machine.
    public static let maxEvents = 1_000_000
    /// The largest gesture file read, in bytes (128 MiB).
    public static let maxFileBytes = 128 << 20
    /// Event times are seconds from the recording's start: four months is plenty.
    public static let maxSeconds = 1e7

    /// Reads a gesture file: a regular file, within the limits above, its events in time order
    /// from 0 (as `demo --record` writes them). Anything else is a `FileError` naming the problem.
    public static func load(path: String) throws -> GestureScript {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw FileError.unreadable(path, errno == ENOENT ? "no such file" : String(cString: strerror(errno)))
        }
        // A FIFO or a device would block or never end: only a regular file is read.
        guard status.st_mode & S_IFMT == S_IFREG else { throw FileError.unreadable(path, "not a regular file") }
        guard Int(status.st_size) <= maxFileBytes else {
            throw FileError.unreadable(path, "\(status.st_size) bytes, more than the \(maxFileBytes >> 20) MiB a gesture file may hold")
        }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw FileError.unreadable(path, "not readable")
        }
        let events: [PointerEvent]
        do { events = try JSONDecoder().decode(FileContents.self, from: data).events } catch {
            throw FileError.malformed(path, "expected {\"events\": [...]} of timed pointer events")
        }
        guard events.count <= maxEvents else {
            throw FileError.malformed(path, "\(events.count) events, more than the \(maxEvents) a gesture file may hold")
        }
        guard events.allSatisfy({ abs($0.time) <= maxSeconds && $0.location.x.isFinite && $0.location.y.isFinite }) else {
            throw FileError.malformed(path, "an event's time is not within ±\(Int(maxSeconds)) s, or its place is not a finite number")
        }
        if let problem = orderProblem(events) { throw FileError.malformed(path, problem) }
        let script = GestureScript(events: events)
        return script
    }

    /// A file's events as written, before they are put in time order.
    private struct FileContents: Decodable {
        let events: [PointerEvent]
    }

    /// What is wrong with the order of a file's events, naming the first bad one (counted from
    /// 1), or nil: times count from 0 and never go back. A file is refused rather than sorted,
    /// since events out of order are a damaged or hand-edited file, and sorting would replay a
    /// gesture nobody made.
    static func orderProblem(_ events: [PointerEvent]) -> String? {
        for (index, event) in events.enumerated() {
            if event.time < 0 {
                return "event \(index + 1) (\(event.phase.rawValue)) is at \(event.time) s, before 0: times count from the start of the gesture"
            }
            if index > 0, event.time < events[index - 1].time {
                return "event \(index + 1) (\(event.phase.rawValue) at \(event.time) s) comes after event \(index) at \(events[index - 1].time) s: "
                    + "events must be in time order"
            }
        }
        return nil
    }

    /// Writes the script; the file takes its name only once whole (`StagedFile`).
    public func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try StagedFile.write(Array(try encoder.encode(self)), to: path)
    }
}
