import CreaseMath

/// Estimates the rate of change of a 2-D value from its recent samples.
///
/// A least-squares line through the samples of the last `window` seconds before "now": jitter in
/// single samples averages out, and a value that has not moved for a whole window reads 0, so a
/// finger that stops and holds before lifting does not fling.
struct VelocityTracker {
    /// How far back samples count, in seconds.
    var window: Double

    /// Samples oldest first; those before `start` have aged out and wait to be dropped in bulk,
    /// so adding a sample costs O(1) however many arrive in a window.
    private var samples: [(time: Double, value: Point)] = []
    private var start = 0

    init(window: Double) {
        self.window = window
    }

    mutating func add(_ value: Point, at time: Double) {
        samples.append((time, value))
        // Keep a little more than the window, for reads at a "now" slightly past the last sample.
        let oldest = time - 2 * window
        while start < samples.count, samples[start].time < oldest { start += 1 }
        if start > 1024 && start * 2 > samples.count {
            samples.removeFirst(start)
            start = 0
        }
    }

    /// Moves every sample by `delta`, for when the measured value is re-based (setTranslation).
    mutating func shift(by delta: Point) {
        for i in start..<samples.count { samples[i].value = samples[i].value + delta }
    }

    mutating func removeAll() {
        samples.removeAll(keepingCapacity: true)
        start = 0
    }

    /// Units per second at time `now`, from samples in [now − window, now]; zero with fewer than two.
    func velocity(at now: Double) -> Point {
        let recent = samples[start...].filter { SceneTime.hasCome(now - window, by: $0.time) && SceneTime.hasCome($0.time, by: now) }
        guard recent.count >= 2 else { return .zero }
        let n = Double(recent.count)
        let meanT = recent.reduce(0) { $0 + $1.time } / n
        let meanX = recent.reduce(0) { $0 + $1.value.x } / n
        let meanY = recent.reduce(0) { $0 + $1.value.y } / n
        var stt = 0.0, stx = 0.0, sty = 0.0
        for s in recent {
            let dt = s.time - meanT
            stt += dt * dt
            stx += dt * (s.value.x - meanX)
            sty += dt * (s.value.y - meanY)
        }
        // All samples at one instant say nothing about speed.
        guard stt > 1e-12 else { return .zero }
        return Point(x: stx / stt, y: sty / stt)
    }
}
