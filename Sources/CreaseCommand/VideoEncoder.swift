import CreaseCore
import CreaseImage
import CreaseRender
import Foundation

/// A `render --out` video: the library's `VideoWriter` as a frame sink, its failures in the
/// command's terms.
final class VideoEncoder: FrameSink {
    private let writer: VideoWriter

    /// Starts ffmpeg for `width`×`height` frames at `fps`; the destination's folder is checked.
    /// `-` is standard output, which gets the video once it is complete.
    init(path: String, format: VideoFormat, width: Int, height: Int, fps: Double) throws {
        do {
            if path == OutputPath.standardOutput {
                writer = try VideoWriter(descriptor: STDOUT_FILENO, name: "standard output", format: format, width: width, height: height, fps: fps)
            } else {
                try OutputPath.checkWritable(path, extension: format.rawValue)
                writer = try VideoWriter(path: path, format: format, width: width, height: height, fps: fps)
            }
        } catch {
            throw CommandError(error)
        }
    }

    func write(_ frame: Bitmap, index: Int) throws {
        do { try writer.write(frame) } catch { throw Self.reason(error) }
    }

    func commit() throws {
        do { try writer.finish() } catch { throw Self.reason(error) }
    }

    func discard() { writer.discard() }

    /// Ctrl-C or SIGTERM that came meanwhile is what ended the run: say that, not ffmpeg's state.
    private static func reason(_ error: any Error) -> any Error {
        do { try Interruption.check() } catch { return error }
        return CommandError(error)
    }
}
