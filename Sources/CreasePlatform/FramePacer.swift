/// Keeps frames on the display's cadence even when buffer swaps return at once (Xvfb, some
/// compositors, vsync off), by sleeping up to the next frame's deadline.
///
/// Only the time each swap ended counts, not how long it took: a software rasteriser does its
/// drawing inside the swap, which says nothing about vsync.
public struct FramePacer: Sendable {
    /// Seconds between frames (1/60 for a 60 Hz display).
    public let interval: Double
    /// Lateness within this much of a deadline is jitter, not an early frame.
    public let slack: Double
    private var deadline: Double?

    /// A pacer for a display of `refreshRate` Hz (at least 1), with `slack` seconds of tolerance.
    public init(refreshRate: Double, slack: Double = 0.001) {
        interval = 1 / max(1, refreshRate)
        self.slack = slack
    }

    /// Seconds to sleep after a swap that ended at `now`.
    public mutating func delay(afterSwapEndingAt now: Double) -> Double {
        guard let due = deadline, now < due - slack else {
            // First frame, a vsync-paced frame (on time) or a late one: the cadence starts
            // again from now, so a late frame is not followed by a rush of short ones.
            deadline = now + interval
            return 0
        }
        deadline = due + interval
        return due - now
    }
}
