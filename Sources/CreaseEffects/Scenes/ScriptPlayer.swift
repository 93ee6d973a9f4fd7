import CreaseGestures

/// Plays a gesture script into a scene as its clock passes the events' times.
struct ScriptPlayer {
    var script: GestureScript
    private var played = -Double.infinity

    init(_ script: GestureScript) { self.script = script }

    /// Feeds `recognizer` the events due by `time` (once each), then lets its time pass.
    mutating func play(upTo time: Double, into recognizer: any GestureRecognizer) {
        for event in script.events(after: played, upTo: time) { recognizer.handle(event) }
        played = max(played, time)
        recognizer.advance(to: time)
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
