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

    /// Feeds the recognizers the script's events due by `time` (once each) and the live ones
    /// received, in time order, then lets their time pass. Every recognizer takes each event (or
    /// each set of simultaneous moves) before the next, so what they report stays in time order.
    mutating func play(upTo time: Double, into recognizers: [any GestureRecognizer]) {
        let scripted = script.events(after: played, upTo: time)
        // Merged by time only when there is live input to merge: most frames have none.
        let events = received.isEmpty ? Array(scripted) : GestureScript(events: Array(scripted) + received).events
        received.removeAll()
        for group in simultaneousGroups(events) {
            for recognizer in recognizers { recognizer.handle(group) }
        }
        played = max(played, time)
        for recognizer in recognizers { recognizer.advance(to: time) }
    }

    /// When the next input is to be played: at once for a live event waiting, else the next
    /// scripted event's time (infinity after the last).
    var nextEventTime: Double { received.isEmpty ? script.nextTime(after: played) : -.infinity }

    /// Plays the script again, moved to start at `time`: every event is to come again.
    mutating func restart(at time: Double) {
        script = script.starting(at: time)
        played = -.infinity
    }
}
