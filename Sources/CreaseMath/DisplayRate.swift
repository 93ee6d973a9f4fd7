/// The display rate Crease's clocks, gesture scripts and seeks step at when none is given: 60
/// frames a second, as an iPhone's display and most desktop ones.
public enum DisplayRate {
    /// Frames a second: 60.
    public static let framesPerSecond = 60.0
    /// One frame, in seconds.
    public static let frameDuration = 1 / framesPerSecond
}
