/// CAAnimationGroup: animations that run in the group's time, clipped to its duration.
public struct AnimationGroup: LayerAnimation {
    /// The group's children, each timed in the group's local time.
    public var animations: [any LayerAnimation]
    /// The group's own timing; a duration of 0 means Core Animation's default 0.25 s.
    public var timing = MediaTiming()

    /// A group of `animations` lasting `duration` seconds (0: the default 0.25 s).
    public init(_ animations: [any LayerAnimation], duration: Double = 0) {
        self.animations = animations
        timing.duration = duration
    }

    public mutating func prepare() {
        for i in animations.indices { animations[i].prepare() }
    }

    public func apply(passTime: Double, to state: inout LayerState) {
        for animation in animations { animation.evaluate(atParentTime: passTime, into: &state) }
    }
}
