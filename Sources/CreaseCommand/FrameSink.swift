import CreaseCore
import CreaseImage

/// Where a run's frames go (a folder of PNGs or a video): each frame as it is drawn, then all of
/// them put in place at once, or none.
protocol FrameSink {
    func write(_ frame: Bitmap, index: Int) throws
    /// Puts the output in place once the last frame is written.
    func commit() throws
    /// Removes what a run that failed or was interrupted wrote.
    func discard()
}
