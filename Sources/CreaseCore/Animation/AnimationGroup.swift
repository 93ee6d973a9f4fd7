/// CAAnimationGroup: animations that run in the group's time, clipped to its duration.
public struct AnimationGroup: LayerAnimation {
    public var animations: [any LayerAnimation]
    public var timing = MediaTiming()

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
