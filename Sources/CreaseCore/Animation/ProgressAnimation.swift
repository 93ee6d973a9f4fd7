/// An animation whose value can be set by a progress from 0 (start) to 1 (end) directly,
/// instead of by time: what an interactive animator drives.
public protocol ProgressAnimation: LayerAnimation {
    func apply(progress: Double, to state: inout LayerState)
    /// Writes the value at `progress` into the layer's model, with no implicit animation.
    func commit(progress: Double, to layer: Layer)
}

/// An animation held at a progress an animator sets: it never ends by itself.
struct DrivenAnimation: LayerAnimation {
    var base: any ProgressAnimation
    var progress: Double
    var timing: MediaTiming

    init(_ base: any ProgressAnimation, progress: Double) {
        var base = base
        base.prepare()
        self.base = base
        self.progress = progress
        timing = MediaTiming()
        timing.speed = 0  // frozen: always active, never finished
    }

    func apply(passTime: Double, to state: inout LayerState) { base.apply(progress: progress, to: &state) }
}
