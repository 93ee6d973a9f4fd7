/// What an animation shows outside its active time (CAMediaTimingFillMode).
public enum FillMode: Sendable {
    /// Nothing: the animation stops affecting the layer.
    case removed
    /// Holds the final value after the end.
    case forwards
    /// Shows the first value before the start.
    case backwards
    /// Both: the first value before the start and the final value after the end.
    case both
}

/// Where an animation is in its time, with CAMediaTiming's rules: beginTime, speed, timeOffset,
/// repeatCount or repeatDuration, autoreverses, fillMode.
public struct MediaTiming: Sendable, Equatable {
    /// When it starts, in the layer's time. 0 on a layer in a host means "now" when added.
    public var beginTime: Double = 0
    /// One pass, in seconds; 0 means Core Animation's default of 0.25.
    public var duration: Double = 0
    /// Time scale: 2 runs twice as fast; 0 freezes at `timeOffset` (how gestures scrub).
    public var speed: Double = 1
    /// Added to the animation's time; with a finite active time it wraps around (the animation
    /// starts part way through and loops to its beginning), as Core Animation does.
    public var timeOffset: Double = 0
    /// Passes to play (fractions allowed, `.infinity` for ever); 0 means one.
    public var repeatCount: Double = 0
    /// Seconds to repeat for, instead of a count.
    public var repeatDuration: Double = 0
    /// Each pass plays forwards then backwards.
    public var autoreverses = false
    /// What shows outside the active time; `.removed` by default, as in Core Animation.
    public var fillMode: FillMode = .removed
    /// Taken off the layer once its active time is over.
    public var removedOnCompletion = true

    /// Core Animation's defaults: begins at 0, the default duration, one pass, no fill.
    public init() {}

    /// One pass of `duration` seconds from `beginTime` (in the layer's time).
    public init(duration: Double, beginTime: Double = 0) {
        self.duration = duration
        self.beginTime = beginTime
    }

    /// The pass length in use: `duration`, or 0.25 s when that is 0.
    public var effectiveDuration: Double { duration > 0 ? duration : 0.25 }

    /// One pass, or there and back when autoreversing.
    var cycle: Double { autoreverses ? 2 * effectiveDuration : effectiveDuration }

    /// The whole active time (may be infinite).
    public var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return repeatCount * cycle }
        return cycle
    }

    /// Where the animation is at a time of its parent (the layer's local time, or a group's).
    public enum Phase: Equatable, Sendable {
        /// Not started, and not filling backwards: it does not apply.
        case before
        /// Applies with this many seconds into its pass (0…duration).
        case active(Double)
        /// Over, holding this many seconds into its pass (forwards fill).
        case filling(Double)
        /// Over, and it does not apply.
        case after
    }

    /// The phase at `parentTime` (the layer's or a group's local time), with speed, time
    /// offset, repeats, autoreversing and fill mode applied. Always inlined: every track asks
    /// it every frame, and the call cost a third as much as the answer.
    @inline(__always) public func phase(at parentTime: Double) -> Phase {
        let elapsed = (parentTime - beginTime) * speed
        let active = activeDuration
        if elapsed < 0 {
            return fillMode == .backwards || fillMode == .both ? .active(passTime(timeOffset)) : .before
        }
        if elapsed >= active {
            return fillMode == .forwards || fillMode == .both ? .filling(passTime(active)) : .after
        }
        var t = elapsed + timeOffset
        if timeOffset != 0, active.isFinite, active > 0, t > active { t = t.truncatingRemainder(dividingBy: active) }
        if t < 0 { t += active.isFinite ? active : 0 }
        return .active(passTime(t))
    }

    /// Whether the active time is over at `parentTime` (for completion and removal).
    public func isFinished(at parentTime: Double) -> Bool {
        speed != 0 && (parentTime - beginTime) * speed >= activeDuration
    }

    /// The first parent time from `parentTime` on at which what the animation shows may change:
    /// `parentTime` itself while it plays, its begin time before it starts (a backwards fill
    /// holds one value until then), and infinity once it is over or frozen (speed 0), since a
    /// filling or finished animation shows one value for good. Played backwards (negative
    /// speed) it counts as playing: such timing is rare and its ends are not worth solving.
    public func nextChange(afterParentTime parentTime: Double) -> Double {
        if speed == 0 { return .infinity }
        if speed < 0 { return parentTime }
        let elapsed = (parentTime - beginTime) * speed
        if elapsed < 0 { return beginTime }
        return elapsed >= activeDuration ? .infinity : parentTime
    }

    /// Seconds into the current pass at `t` seconds of active time, played back when reversing.
    @inline(__always) private func passTime(_ t: Double) -> Double {
        let d = effectiveDuration
        let cycle = self.cycle
        guard t > 0 else { return 0 }
        // Within the first cycle the remainder is t itself, and fmod is a call into libm.
        var inCycle = t < cycle ? t : t.truncatingRemainder(dividingBy: cycle)
        // The very end of a pass is its last value, not the first of the next.
        if inCycle == 0 { inCycle = cycle }
        return inCycle > d ? 2 * d - inCycle : inCycle
    }
}
