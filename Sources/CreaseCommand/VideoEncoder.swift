import CreaseCore
import CreaseImage
import CreaseRender
import Foundation

/// A `render --out` video: the library's `VideoWriter` as a frame sink, its failures in the
/// command's terms. Frames go to ffmpeg from a thread of their own, two at most waiting, so the
/// next frames are drawn while ffmpeg takes the last.
final class VideoEncoder: FrameSink {
    private let writer: VideoWriter
    /// One worker: frames reach ffmpeg in order. The writer is used by it alone until it has
    /// finished (`commit`, `discard`).
    private let sender: OrderedWorkers<Void>

    /// Starts ffmpeg for `width`×`height` frames at `fps`, an .mp4 with x264's `preset`; the
    /// destination's folder is checked. `-` is standard output, which gets the video once it is complete.
    init(path: String, format: VideoFormat, width: Int, height: Int, fps: Double, preset: String) throws {
        do {
            if path == OutputPath.standardOutput {
                writer = try VideoWriter(descriptor: STDOUT_FILENO, name: "standard output", format: format, width: width, height: height,
                    fps: fps, preset: preset)
            } else {
                try OutputPath.checkWritable(path, extension: format.rawValue)
                writer = try VideoWriter(path: path, format: format, width: width, height: height, fps: fps, preset: preset)
            }
        } catch {
            throw CommandError(error)
        }
        sender = OrderedWorkers(workers: 1, depth: 2, label: "crease.video") { _ in }
    }

    /// The frame sent last: a frame the same as the one before is sent as it again.
    private var last: Bitmap?

    func write(_ frame: Bitmap, index: Int) throws {
        nonisolated(unsafe) let writer = writer
        last = frame
        do { try sender.give { try writer.write(frame) } } catch { throw Self.reason(error) }
    }

    func repeatLast(index: Int) throws {
        guard let last else { return }
        try write(last, index: index)
    }

    func commit() throws {
        do {
            try sender.finish()
            try writer.finish()
        } catch { throw Self.reason(error) }
    }

    /// ffmpeg takes the frames in flight, or has died and refuses them: either way the wait ends.
    func discard() {
        try? sender.finish()
        writer.discard()
    }

    /// Ctrl-C or SIGTERM that came meanwhile is what ended the run: say that, not ffmpeg's state.
    private static func reason(_ error: any Error) -> any Error {
        do { try Interruption.check() } catch { return error }
        return CommandError(error)
    }
}
