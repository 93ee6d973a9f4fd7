import CreaseImage

/// Where a run's frames go (a folder of PNGs or a video): each frame as it is drawn, then all of
/// them put in place at once, or none.
protocol FrameSink {
    func write(_ frame: Bitmap, index: Int) throws
    /// Frame `index` is the frame before it again (nothing changed between them): written whole
    /// as the same bytes, with nothing read back or encoded again.
    func repeatLast(index: Int) throws
    /// Puts the output in place once the last frame is written.
    func commit() throws
    /// Removes what a run that failed or was interrupted wrote.
    func discard()
    /// Refuses, once the first frame is written, a run of `count` frames that would not fit
    /// where it goes.
    func checkRoom(forFrames count: Int) throws
}

extension FrameSink {
    /// A video's size cannot be told from its first frame (ffmpeg holds it, and compression
    /// depends on what follows): a disk that fills is said when it does.
    func checkRoom(forFrames count: Int) throws {}
}
