import CreaseMath
/// Where animations get the time: seconds that only move forward.
public protocol MediaClock: AnyObject {
    var now: Double { get }
}

/// A clock tests set by hand.
public final class ManualClock: MediaClock {
    /// Seconds since the clock's origin; set or advance it by hand.
    public var now: Double

    /// A clock reading `now` seconds.
    public init(now: Double = 0) { self.now = now }

    /// Moves the time on by `seconds`.
    public func advance(by seconds: Double) { now += seconds }
}

/// Maps real time to media time with a slow-motion factor, without a jump when the factor
/// changes (the iOS simulator's slow animations).
public struct SlowMotion: Sendable {
    /// Real seconds per media second: 1 is normal speed.
    public private(set) var factor: Double = 1
    private var realAtChange = 0.0
    private var mediaAtChange = 0.0

    /// Normal speed, with media time equal to real time.
    public init() {}

    /// The media time at `real` seconds: real time since the last change, divided by the factor.
    public func mediaTime(atReal real: Double) -> Double { mediaAtChange + (real - realAtChange) / factor }

    /// The real time at which media time reaches `media` at the present factor.
    public func realTime(atMedia media: Double) -> Double { realAtChange + (media - mediaAtChange) * factor }

    /// Changes the factor at `real` seconds, so media time goes on from where it was (no jump).
    /// Factors below 0.001 count as 0.001.
    public mutating func setFactor(_ newFactor: Double, atReal real: Double) {
        mediaAtChange = mediaTime(atReal: real)
        realAtChange = real
        factor = max(newFactor, 1e-3)
    }
}

/// One tick per presented frame, at the time the frame was shown (the window's display link).
/// Between ticks it reads the time the next frame will be shown at, one refresh after the last
/// (CADisplayLink's targetTimestamp): the first frame is at 0, the second a refresh later, not
/// at 0 again.
public final class DisplayLinkClock: MediaClock {
    public private(set) var now = 0.0
    public var slowMotion = SlowMotion()
    /// Seconds between the display's refreshes; 0 reads the last frame's own time.
    public let refreshInterval: Double
    private var origin: Double?
    private var lastReal = 0.0

    /// A clock for a display refreshing every `refreshInterval` seconds.
    public init(refreshInterval: Double = 0) { self.refreshInterval = max(0, refreshInterval) }

    /// A frame was presented at `timestamp` (seconds on any monotonic clock).
    public func tick(presentedAt timestamp: Double) {
        let origin = self.origin ?? timestamp
        self.origin = origin
        lastReal = timestamp - origin + refreshInterval
        now = slowMotion.mediaTime(atReal: lastReal)
    }

    /// The timestamp (on the monotonic clock ticks are given on) of a frame presented so that
    /// the next reads `time`: when a window resting until `time` wakes. Before the first tick,
    /// minus infinity: the first frame is at once.
    public func timestamp(reaching time: Double) -> Double {
        guard let origin else { return -.infinity }
        return origin + slowMotion.realTime(atMedia: time) - refreshInterval
    }

    /// Turns slow motion on (factor 10) or off, keeping the time continuous.
    public func toggleSlowMotion(factor: Double = 10) {
        slowMotion.setFactor(slowMotion.factor == 1 ? factor : 1, atReal: lastReal)
    }
}

/// Exact frame times for headless runs: frame k is at k / fps, so a run renders the same
/// pixels every time.
public final class FixedStepClock: MediaClock {
    /// The frame rate the step is worked out from (frame k is at k / fps seconds).
    public let framesPerSecond: Double
    public private(set) var frame = 0
    /// Slows media time relative to the frame times, as on screen.
    public var slowMotion = SlowMotion()

    /// A clock at frame 0, stepping at `framesPerSecond` (by default the display's rate).
    public init(framesPerSecond: Double = DisplayRate.framesPerSecond) { self.framesPerSecond = framesPerSecond }

    /// The current frame's time in media seconds.
    public var now: Double { slowMotion.mediaTime(atReal: Double(frame) / framesPerSecond) }

    /// Moves on to the next frame.
    public func tick() { frame += 1 }
}

/// A clock a frame loop moves on once a frame has been shown.
public protocol FrameClock: MediaClock {
    /// The frame was shown at `timestamp` (seconds on a monotonic clock).
    func frameShown(at timestamp: Double)
}

extension DisplayLinkClock: FrameClock {
    /// Takes the frame's real timestamp as the display link's tick.
    public func frameShown(at timestamp: Double) { tick(presentedAt: timestamp) }
}

extension FixedStepClock: FrameClock {
    /// Headless frames are a fixed step apart, however long they took.
    public func frameShown(at timestamp: Double) { tick() }
}
