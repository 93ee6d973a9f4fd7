import CreaseCore
import CreaseImage
import Foundation

/// A video made by an ffmpeg child: frames go to its stdin as raw pixels (no files between), it
/// writes the video under a hidden name beside the destination (`PartialPath`), and that name
/// becomes the destination only once ffmpeg has finished without error.
public final class VideoWriter {
    public let destination: URL
    public let format: VideoFormat
    private let staging: URL
    private let process = Process()
    private let input = Pipe()
    /// ffmpeg's messages, in an unnamed temporary file: a pipe would need a reader beside the
    /// frame loop, or ffmpeg could stall on it.
    private let messages: UnsafeMutablePointer<FILE>?
    private var framesWritten = 0

    /// ffmpeg on PATH, found before anything is drawn.
    public static func ffmpeg(writing path: String) throws -> URL {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for directory in directories {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("ffmpeg")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw VideoError.encoder("writing '\(path)' needs ffmpeg, which is not on PATH (Debian: apt-get install ffmpeg)")
    }

    /// Starts ffmpeg writing `path` in `format` from `width`×`height` frames at `fps`.
    public init(path: String, format: VideoFormat, width: Int, height: Int, fps: Double) throws {
        let ffmpeg = try Self.ffmpeg(writing: path)
        self.format = format
        destination = URL(fileURLWithPath: path).standardizedFileURL
        staging = PartialPath.beside(destination)
        messages = tmpfile()
        process.executableURL = ffmpeg
        // rgb0: the frames are premultiplied, so their colour is already over black; alpha is dropped.
        process.arguments = ["-hide_banner", "-nostats", "-loglevel", "error",
            "-f", "rawvideo", "-pix_fmt", "rgb0", "-s", "\(width)x\(height)", "-framerate", "\(fps)", "-i", "pipe:0"]
            + format.encoding + ["-y", staging.path]
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = messages.map { FileHandle(fileDescriptor: fileno($0), closeOnDealloc: false) } ?? FileHandle.nullDevice
        // A write to an ffmpeg that has ended must fail with EPIPE, not kill the process silently.
        signal(SIGPIPE, SIG_IGN)
        // deinit closes `messages` if this throws: every property is set by now.
        do { try process.run() } catch {
            throw VideoError.encoder("cannot start ffmpeg to write '\(path)': \(error.localizedDescription)")
        }
    }

    deinit {
        if let messages { fclose(messages) }
    }

    /// Sends one frame (premultiplied RGBA, the size given at the start).
    public func write(_ frame: Bitmap) throws {
        let fd = input.fileHandleForWriting.fileDescriptor
        try frame.pixels.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Foundation.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { throw failure(since: "frame \(framesWritten)") }
                offset += written
            }
        }
        framesWritten += 1
    }

    /// Ends the input, waits for ffmpeg to finish the file, and puts it in place.
    public func finish() throws {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
        guard process.terminationReason == .exit && process.terminationStatus == 0 else { throw failure(since: "the end") }
        guard rename(staging.path, destination.path) == 0 else {
            let why = String(cString: strerror(errno))
            discard()
            throw VideoError.encoder("cannot move the video into '\(destination.path)': \(why)")
        }
    }

    /// Stops ffmpeg, if it still runs, and removes what it wrote.
    public func discard() {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        unlink(staging.path)
    }

    /// Why ffmpeg stopped taking frames or failed at `moment`, in one line; the partial video is removed.
    private func failure(since moment: String) -> Error {
        discard()
        let what = "ffmpeg failed writing '\(destination.lastPathComponent)' at \(moment)"
        if process.terminationReason == .uncaughtSignal {
            return VideoError.encoder("\(what): killed by signal \(process.terminationStatus) (\(String(cString: strsignal(process.terminationStatus))))")
        }
        return VideoError.encoder("\(what) (status \(process.terminationStatus))" + (firstMessage().map { ": \($0)" } ?? ""))
    }

    /// ffmpeg's first error line, without its "[component @ 0x…] " prefix. Read once ffmpeg has
    /// ended: it shares the file's offset.
    private func firstMessage() -> String? {
        guard let messages else { return nil }
        let fd = fileno(messages)
        lseek(fd, 0, SEEK_SET)
        let text = String(decoding: FileHandle(fileDescriptor: fd, closeOnDealloc: false).readDataToEndOfFile(), as: UTF8.self)
        for line in text.split(whereSeparator: \.isNewline) {
            var line = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("["), let end = line.range(of: "] ") { line = String(line[end.upperBound...]) }
            if !line.isEmpty { return line }
        }
        return nil
    }
}
