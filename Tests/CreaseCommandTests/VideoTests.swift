import CreaseTestSupport
import Foundation
import Testing

/// ffprobe on PATH, if it is installed.
private let ffprobe = programOnPath("ffprobe")

/// Videos through ffmpeg: the exact frame count and size, read back with ffprobe; nothing left
/// beside the video, and nothing at all when the run is interrupted.
@Suite(.serialized, .enabled(if: ffprobe != nil, "ffprobe is not installed (scripts/setup installs ffmpeg)"))
struct VideoTests {
    /// Frames counted by decoding them all, and the stream's size.
    static func probe(_ video: URL) throws -> (frames: Int, width: Int, height: Int) {
        let process = Process()
        process.executableURL = ffprobe
        process.arguments = ["-v", "error", "-count_frames", "-select_streams", "v:0",
            "-show_entries", "stream=nb_read_frames,width,height", "-of", "csv=p=0", video.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let fields = text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: ",").compactMap { Int($0) }
        try #require(fields.count == 3, "ffprobe said: \(text)")
        return (fields[2], fields[0], fields[1])
    }

    /// Odd sizes where the format allows them (H.264 in 4:2:0 does not); --frames, or --duration × --fps.
    @Test(arguments: [
        ("mp4", ["--size", "64x48", "--frames", "7"], 7, 64, 48),
        ("webm", ["--size", "61x47", "--frames", "7"], 7, 61, 47),
        ("gif", ["--size", "61x47", "--frames", "7"], 7, 61, 47),
        ("mp4", ["--size", "40x30", "--scale", "2", "--duration", "0.5", "--fps", "24"], 12, 80, 60),
    ])
    func aVideoHasTheExactFramesAndSize(format: String, options: [String], frames: Int, width: Int, height: Int) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let video = folder.appendingPathComponent("clip.\(format)")
        let result = try CreaseProcess.run(["render", "--effect", "open-folder", "--out", video.path] + options)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote \(frames) frames of 'open-folder'"))
        // Not a terminal: no progress line.
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let probed = try Self.probe(video)
        #expect(probed.frames == frames && probed.width == width && probed.height == height, "\(probed)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["clip.\(format)"])
    }

    /// The video stream's length in seconds.
    static func duration(_ video: URL) throws -> Double {
        let process = Process()
        process.executableURL = ffprobe
        process.arguments = ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=duration", "-of", "csv=p=0", video.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return try #require(Double(text.trimmingCharacters(in: .whitespacesAndNewlines)), "ffprobe said: \(text)")
    }

    /// Whatever x264's preset, an .mp4 has every frame, the size asked and frames / fps seconds.
    @Test(arguments: [nil, "ultrafast", "slow"])
    func anMP4HasItsFramesSizeAndLengthWhateverThePreset(preset: String?) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let video = folder.appendingPathComponent("clip.mp4")
        let result = try CreaseProcess.run(["render", "--effect", "pan-fold", "--size", "96x64", "--frames", "15", "--fps", "30",
            "--out", video.path] + (preset.map { ["--preset", $0] } ?? []))
        #expect(result.status == 0, "\(result.stderr)")
        let probed = try Self.probe(video)
        #expect(probed.frames == 15 && probed.width == 96 && probed.height == 64, "\(probed)")
        #expect(abs(try Self.duration(video) - 0.5) < 1e-3)
    }

    @Test func aVideoReplacesAnOlderFile() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let video = folder.appendingPathComponent("clip.webm")
        try Data("earlier work".utf8).write(to: video)
        let result = try CreaseProcess.run(["render", "--effect", "pan-fold", "--size", "32x32", "--frames", "3", "--out", video.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.probe(video).frames == 3)
    }

    /// Starting ffmpeg takes no descriptor beyond its pipe and its messages' file: a dozen do.
    @Test func aVideoIsMadeWithADozenDescriptors() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CreaseProcess.run(["render", "--effect", "pan-fold", "--size", "64x64", "--duration", "0.5", "--out", "a.mp4"],
            ulimit: "-n 12", in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.probe(folder.appendingPathComponent("a.mp4")).frames == 30)
    }

    /// With none left for ffmpeg's pipe, one line says so and nothing is left.
    @Test func noDescriptorLeftForTheEncoderIsAnError() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CreaseProcess.run(["render", "--effect", "pan-fold", "--size", "64x64", "--duration", "0.5", "--out", "a.mp4"],
            ulimit: "-n 6", in: folder)
        try CreaseProcess.expectOneLineAndNothingLeft(result, saying: "cannot start ffmpeg to write 'a.mp4': \(String(cString: strerror(EMFILE)))",
            in: folder)
    }

    @Test(arguments: ["mp4", "webm", "gif"])
    func aVideoOnStandardOutputIsWholeAndAlone(_ format: String) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CreaseProcess.run(["render", "--effect", "open-folder", "--size", "64x48", "--frames", "7", "--out", "-", "--format", format],
            in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        // The note goes to stderr: standard output holds the video alone.
        #expect(result.stderr == "wrote 7 frames of 'open-folder' to standard output (1 drawn, 6 the same as the frame before)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "something was written where crease ran")
        let video = folder.appendingPathComponent("received.\(format)")
        try result.output.write(to: video)
        let probed = try Self.probe(video)
        #expect(probed.frames == 7 && probed.width == 64 && probed.height == 48, "\(probed)")
    }

    /// The ids of `pid`'s child processes, from /proc.
    static func children(of pid: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { candidate in
            guard let stat = try? String(contentsOfFile: "/proc/\(candidate)/stat", encoding: .utf8),
                let close = stat.lastIndex(of: ")") else { return false }
            // After the command's name in parentheses: the state, then the parent's id.
            return stat[stat.index(after: close)...].split(separator: " ").dropFirst().first == Substring(String(pid))
        }
    }

    /// Watches a crease process for its ffmpeg child: ready once that has run `seconds`.
    final class EncoderWatch {
        private(set) var encoder: Int32?
        private var started: Date?
        let seconds: Double

        init(seconds: Double) { self.seconds = seconds }

        func ready(_ pid: Int32) -> Bool {
            if encoder == nil, let child = VideoTests.children(of: pid).first {
                encoder = child
                started = Date()
            }
            return started.map { Date().timeIntervalSince($0) >= seconds } ?? false
        }
    }

    /// Whether `pid` is a process that has not ended (gone, or a zombie nobody has reaped yet).
    static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8), let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].split(separator: " ").first != "Z"
    }

    /// SIGKILL allows no cleaning up: ffmpeg's file has no name until the video is complete, so
    /// nothing is left even then, once ffmpeg has ended on the closed pipe.
    @Test func aVideoKilledOutrightLeavesNothing() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A second of frames after ffmpeg started.
        let watch = EncoderWatch(seconds: 1)
        let result = try CreaseProcess.interrupt(["render", "--effect", "pan-fold", "--size", "200x300", "--duration", "600", "--out",
            folder.appendingPathComponent("clip.mp4").path], with: SIGKILL, once: watch.ready)
        #expect(result.status == SIGKILL)
        let child = try #require(watch.encoder, "ffmpeg never started")
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, Self.isRunning(child) { Thread.sleep(forTimeInterval: 0.05) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// The signals crease ignores, while it writes a video: SIGXFSZ (so a file-size limit is an
    /// error, not a silent death) and not SIGPIPE, whose handling is the host process's own.
    @Test func writingAVideoIgnoresTheFileSizeSignalButNotSIGPIPE() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var ignored: UInt64?
        let watch = EncoderWatch(seconds: 0)
        _ = try CreaseProcess.interrupt(["render", "--effect", "pan-fold", "--size", "200x300", "--duration", "600", "--out",
            folder.appendingPathComponent("clip.webm").path], with: SIGTERM) { pid in
            guard watch.ready(pid) else { return false }
            ignored = CreaseProcess.signalMask("SigIgn", of: pid)
            return true
        }
        let mask = try #require(ignored)
        #expect(mask & CreaseProcess.bit(SIGPIPE) == 0, "SIGPIPE is ignored")
        #expect(mask & CreaseProcess.bit(SIGXFSZ) != 0, "SIGXFSZ is not ignored")
    }

    /// Ctrl-C, SIGTERM, a closed terminal (SIGHUP) or Ctrl-\ (SIGQUIT) part-way: one line (no
    /// backtrace), the shell's status, and neither the video nor ffmpeg's partial file.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    func anInterruptedVideoLeavesNothing(_ signal: Int32) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Once ffmpeg has run half a second.
        let watch = EncoderWatch(seconds: 0.5)
        let result = try CreaseProcess.interrupt(["render", "--effect", "pan-fold", "--size", "200x300", "--duration", "600", "--out",
            folder.appendingPathComponent("clip.mp4").path], with: signal, once: watch.ready)
        #expect(watch.encoder != nil, "ffmpeg never started")
        #expect(result.status == 128 + signal)
        #expect(result.stderr == "crease: error: \(CreaseProcess.stopWords[signal]!)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
