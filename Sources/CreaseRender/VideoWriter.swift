import CreaseCore
import CreaseFiles
import CreaseImage
import Foundation

/// A video made by an ffmpeg child: frames go to its stdin as raw pixels (no files between), and
/// it writes the video into a file with no name (`StagedFile`), handed to it as its standard
/// output and opened as `/dev/fd/1`. Only once ffmpeg has finished without error does the file
/// get the destination's name, or go to the descriptor given; a run that fails, is dropped
/// without `finish()`, or is killed outright leaves nothing.
public final class VideoWriter {
    /// The kind of video written, with how ffmpeg makes it.
    public let format: VideoFormat
    /// The frame size every frame must have.
    public let width: Int
    /// The frame height every frame must have, in pixels.
    public let height: Int
    /// The destination in messages: its path, or the name given with the descriptor.
    private let name: String
    private let output: Output
    private let encoder: ChildProcess
    /// Our end of the pipe ffmpeg reads frames from.
    private let input: Int32
    /// ffmpeg's messages, in an unnamed temporary file: a pipe would need a reader beside the
    /// frame loop, or ffmpeg could stall on it.
    private let messages: UnsafeMutablePointer<FILE>
    private var framesWritten = 0
    /// Whether frames may still be written: neither finished nor discarded.
    private var isOpen = true

    /// Where ffmpeg's file goes once complete.
    private enum Output {
        /// Named at a path.
        case file(StagedFile)
        /// Copied onto a descriptor from a temporary file (`tmpfile`: read and written, no name).
        case descriptor(Int32, scratch: UnsafeMutablePointer<FILE>)

        /// The descriptor ffmpeg writes to.
        var encoderOutput: Int32 {
            switch self {
            case .file(let file): file.descriptor
            case .descriptor(_, let scratch): fileno(scratch)
            }
        }
    }

    /// ffmpeg on PATH, found before anything is drawn.
    public static func ffmpeg(writing path: String) throws -> URL {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for directory in directories {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("ffmpeg")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw VideoError.encoder("writing '\(path)' needs ffmpeg, which is not on PATH (Debian: apt-get install ffmpeg)")
    }

    /// Starts ffmpeg writing `path` in `format` from `width`×`height` frames at `fps`; an .mp4
    /// with x264's `preset` (`VideoFormat.presets`).
    public convenience init(path: String, format: VideoFormat, width: Int, height: Int, fps: Double,
                            preset: String = VideoFormat.defaultPreset) throws {
        let ffmpeg = try Self.ffmpeg(writing: path)
        let file: StagedFile
        do { file = try StagedFile(for: path) } catch { throw VideoError.encoder("\(error)") }
        try self.init(ffmpeg: ffmpeg, output: .file(file), name: path, format: format, width: width, height: height, fps: fps, preset: preset)
    }

    /// Starts ffmpeg making a video that `finish()` writes, whole, onto `descriptor` (standard
    /// output, a pipe, a socket); `name` names it in messages. Nothing is written there unless
    /// the video is complete. The descriptor is not closed.
    public convenience init(descriptor: Int32, name: String, format: VideoFormat, width: Int, height: Int, fps: Double,
                            preset: String = VideoFormat.defaultPreset) throws {
        let ffmpeg = try Self.ffmpeg(writing: name)
        guard let scratch = tmpfile() else { throw VideoError.encoder("cannot make a temporary file for \(name): \(SystemError.last)") }
        ChildProcess.keepFromChildren(fileno(scratch))
        try self.init(ffmpeg: ffmpeg, output: .descriptor(descriptor, scratch: scratch), name: name, format: format,
            width: width, height: height, fps: fps, preset: preset)
    }

    private init(ffmpeg: URL, output: Output, name: String, format: VideoFormat, width: Int, height: Int, fps: Double,
                 preset: String) throws {
        // rgb0: the frames are premultiplied, so their colour is already over black; alpha is dropped.
        // The output is ffmpeg's stdout reopened by name: a file it can seek in (MP4's index goes
        // first), which a pipe would not be.
        let arguments = ["-hide_banner", "-nostats", "-loglevel", "error",
            "-f", "rawvideo", "-pix_fmt", "rgb0", "-s", "\(width)x\(height)", "-framerate", "\(fps)", "-i", "pipe:0"]
            + format.encoding(preset: preset) + ["-y", "/dev/fd/1"]
        // Each step may find no descriptor (or memory) left: an error, with what was opened closed.
        let messages = tmpfile()
        var ends: [Int32] = [-1, -1]
        defer { if ends[0] >= 0 { close(ends[0]) } }  // ffmpeg has its own copy of the reading end
        do throws(SystemError) {
            guard let messages, pipe(&ends) == 0 else { throw .last }
            // ffmpeg would never see the end of its input while it held the writing end itself.
            for descriptor in ends + [fileno(messages)] { ChildProcess.keepFromChildren(descriptor) }
            encoder = try ChildProcess(ffmpeg.path, arguments: arguments, input: ends[0], output: output.encoderOutput, error: fileno(messages))
            self.messages = messages
        } catch {
            if ends[1] >= 0 { close(ends[1]) }
            if let messages { fclose(messages) }
            if case .descriptor(_, let scratch) = output { fclose(scratch) }
            throw VideoError.encoder("cannot start ffmpeg to write '\(name)': \(error)")
        }
        input = ends[1]
        self.format = format
        self.width = width
        self.height = height
        self.name = name
        self.output = output
    }

    /// A writer dropped before `finish()` stops ffmpeg and leaves no file.
    deinit {
        discard()
        fclose(messages)
        if case .descriptor(_, let scratch) = output { fclose(scratch) }
    }

    /// Sends one frame (premultiplied RGBA, `width`×`height`). A frame of another size is
    /// refused (`VideoError.frame`) and the video goes on without it.
    public func write(_ frame: Bitmap) throws {
        guard frame.width == width && frame.height == height else {
            throw VideoError.frame("frame \(framesWritten) for '\(name)' is \(frame.width)x\(frame.height) pixels; the video is \(width)x\(height)")
        }
        guard isOpen else { throw VideoError.encoder("'\(name)' is already finished or discarded: it takes no more frames") }
        do {
            try frame.pixels.withUnsafeBytes { try DescriptorOutput.writeAll($0, to: input) }
        } catch {
            throw failure(since: "frame \(framesWritten)")
        }
        framesWritten += 1
    }

    /// Ends the input, waits for ffmpeg to finish the video, and puts it in place.
    public func finish() throws {
        guard isOpen else { throw VideoError.encoder("'\(name)' is already finished or discarded") }
        isOpen = false
        close(input)
        // ffmpeg 5 may exit with 0 after failing to write the file's end (a full disk, a file-size
        // limit): it prints only errors, so anything printed is a failure too.
        guard encoder.wait() == .exited(0) && firstMessage() == nil else {
            throw failure(since: "the end")
        }
        switch output {
        case .file(let file):
            do { try file.publish() } catch { throw VideoError.encoder("\(error)") }
        case .descriptor(let descriptor, let scratch):
            try copy(fileno(scratch), to: descriptor)
        }
    }

    /// Stops ffmpeg, if it still runs; nothing is kept of what it wrote.
    public func discard() {
        guard isOpen else { return }
        isOpen = false
        close(input)
        encoder.terminate()
        encoder.wait()
    }

    /// The finished video, from the start of the scratch file onto `descriptor`.
    private func copy(_ scratch: Int32, to descriptor: Int32) throws {
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var offset: off_t = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(scratch, $0.baseAddress, $0.count, offset) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw VideoError.encoder("cannot read the finished '\(name)' back: \(SystemError.last)") }
            if count == 0 { return }
            do { try chunk.withUnsafeBytes { try DescriptorOutput.writeAll(UnsafeRawBufferPointer(rebasing: $0[..<count]), to: descriptor) } } catch {
                throw VideoError.encoder("cannot write \(name): \(error)")
            }
            offset += off_t(count)
        }
    }

    /// Why ffmpeg stopped taking frames or failed at `moment`, in one line; its output is dropped.
    private func failure(since moment: String) -> Error {
        discard()
        let what = "ffmpeg failed writing '\(URL(fileURLWithPath: name).lastPathComponent)' at \(moment)"
        switch encoder.wait() {
        case .killed(let signal):
            return VideoError.encoder("\(what): killed by signal \(signal) (\(String(cString: strsignal(signal))))")
        case .exited(let code):
            let status = code == 0 ? "" : " (status \(code))"
            return VideoError.encoder(what + status + (firstMessage().map { ": \($0)" } ?? ""))
        }
    }

    /// ffmpeg's first error line, without its "[component @ 0x…] " prefix, and with the file it
    /// was given called by the destination's name. Read once ffmpeg has ended: it shares the
    /// file's offset.
    private func firstMessage() -> String? {
        let fd = fileno(messages)
        lseek(fd, 0, SEEK_SET)
        let text = String(decoding: FileHandle(fileDescriptor: fd, closeOnDealloc: false).readDataToEndOfFile(), as: UTF8.self)
        for line in text.split(whereSeparator: \.isNewline) {
            var line = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("["), let end = line.range(of: "] ") { line = String(line[end.upperBound...]) }
            if !line.isEmpty { return line.replacingOccurrences(of: "/dev/fd/1", with: name) }
        }
        return nil
    }
}
