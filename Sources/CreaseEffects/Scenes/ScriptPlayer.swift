import CreaseGestures

/// Plays input into a scene as its clock passes the events' times: a gesture script, and the
/// events the window sends. Both reach the recognizer in `play`, which a scene calls once its
/// host is at the frame's time, so what they start begins at the frame that shows it (handled
/// at once, a tap would start its animation at the frame before).
struct ScriptPlayer {
    var script: GestureScript
    private var played = -Double.infinity
    /// Live events received since the last frame.
    private var received: [PointerEvent] = []

    init(_ script: GestureScript) { self.script = script }

    /// Keeps a live event for the next `play`.
    mutating func receive(_ event: PointerEvent) { received.append(event) }

    /// Feeds `recognizer` the script's events due by `time` (once each) and the live ones
    /// received, in time order, then lets its time pass.
    mutating func play(upTo time: Double, into recognizer: any GestureRecognizer) {
        let scripted = script.events(after: played, upTo: time)
        if received.isEmpty {
            for event in scripted { recognizer.handle(event) }
        } else {
            // Merged by time only when there is live input to merge: most frames have none.
            for event in GestureScript(events: Array(scripted) + received).events { recognizer.handle(event) }
            received.removeAll()
        }
        played = max(played, time)
        recognizer.advance(to: time)
    }

    /// Plays the script again, moved to start at `time`.
    mutating func restart(at time: Double) {
        script = script.starting(at: time)
        played = time - 1e-9
    }
}
