/// The one rule for when a moment (an input event, a timeout) has come at a frame's time.
///
/// Frames and input reach the same moment by different sums: frame k is at k / fps, a scripted
/// drag's step at start + duration · k / steps, a recording's events at time − first. Their
/// roundings differ, so a moment meant to fall on a frame can land a hair after it and show a
/// frame late. Every such comparison goes through here, where times that close are one moment.
public enum SceneTime {
    /// Seconds apart that still count as one moment: far below a frame (4 ms at 240 Hz) and far
    /// above the rounding of times a scene reaches (10⁻⁹ s at the 10⁷ s a gesture file allows).
    public static let tolerance = 1e-6

    /// Whether `moment` has come by `time`: it is at or before it, as one clock reads them.
    public static func hasCome(_ moment: Double, by time: Double) -> Bool {
        moment <= time + tolerance
    }

    /// The first frame at `framesPerSecond` (frame k at k / framesPerSecond) by which `moment`
    /// has come.
    public static func firstFrame(reaching moment: Double, framesPerSecond: Double) -> Int {
        Int(((moment - tolerance) * framesPerSecond).rounded(.up))
    }
}
