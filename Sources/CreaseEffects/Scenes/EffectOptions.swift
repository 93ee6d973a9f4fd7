import CreaseCore
import CreaseGestures

/// What an effect scene can be given from the command line.
public struct EffectOptions {
    /// The user's own picture, shown instead of the drawn content.
    public var image: Bitmap?
    /// Input to play instead of the effect's own demonstration; nil plays that.
    public var script: GestureScript?
    /// Pixels per point for drawn content.
    public var contentScale: Double = 2
    /// Seconds the doors stay shut.
    public var doorsDelay: Double = 3.5
    /// The pan fold's hinge.
    public var hinged = false

    public init() {}
}

/// Plays a gesture script into a scene as its clock passes the events' times.
struct ScriptPlayer {
    var script: GestureScript
    private var played = -Double.infinity

    init(_ script: GestureScript) { self.script = script }

    /// The events due by `time`, once each.
    mutating func events(upTo time: Double) -> ArraySlice<PointerEvent> {
        let due = script.events(after: played, upTo: time)
        played = max(played, time)
        return due
    }

    /// Plays the script again, moved to start at `time`.
    mutating func restart(at time: Double) {
        guard let first = script.events.first?.time else { return }
        script = GestureScript(events: script.events.map {
            PointerEvent($0.phase, pointer: $0.pointer, at: $0.location, time: $0.time - first + time)
        })
        played = time - 1e-9
    }
}
