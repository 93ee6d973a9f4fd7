/// Keeps frames on the display's cadence even when buffer swaps return at once (Xvfb, some
/// compositors, vsync off), by sleeping up to the next frame's deadline.
///
/// Pure timing: give it the swap's start and end times, it says how long to wait.
public struct FramePacer: Sendable {
    /// Seconds between frames (1/60 for a 60 Hz display).
    public let interval: Double
    private var deadline: Double?

    public init(refreshRate: Double) {
        interval = 1 / max(1, refreshRate)
    }

    /// Seconds to sleep after a swap that ran from `swapStart` to `swapEnd`.
    public mutating func delayAfterSwap(swapStart: Double, swapEnd: Double) -> Double {
        // A swap that blocked for a good part of a frame was paced by vsync: follow it.
        if swapEnd - swapStart > interval * 0.25 {
            deadline = swapEnd + interval
            return 0
        }
        guard let due = deadline else {
            deadline = swapEnd + interval
            return 0
        }
        if swapEnd >= due {
            // Late: start the cadence again from now rather than rushing to catch up.
            deadline = swapEnd - due > interval ? swapEnd + interval : due + interval
            return 0
        }
        deadline = due + interval
        return due - swapEnd
    }
}
