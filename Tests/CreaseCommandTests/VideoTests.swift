import Foundation
import Testing

/// ffprobe on PATH, if it is installed.
private let ffprobe: URL? = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    .map { URL(fileURLWithPath: String($0)).appendingPathComponent("ffprobe") }
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }

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

    @Test func aVideoReplacesAnOlderFile() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let video = folder.appendingPathComponent("clip.webm")
        try Data("earlier work".utf8).write(to: video)
        let result = try CreaseProcess.run(["render", "--effect", "pan-fold", "--size", "32x32", "--frames", "3", "--out", video.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Self.probe(video).frames == 3)
    }

    /// Ctrl-C or SIGTERM part-way: one line, the shell's status, and neither the video nor ffmpeg's partial file.
    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptedVideoLeavesNothing(_ signal: Int32) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Once ffmpeg has started its partial file, and half a second more.
        var seen: Date?
        let result = try CreaseProcess.interrupt(["render", "--effect", "pan-fold", "--size", "200x300", "--duration", "600", "--out",
            folder.appendingPathComponent("clip.mp4").path], with: signal) {
            if seen == nil, try !FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty { seen = Date() }
            return seen.map { Date().timeIntervalSince($0) >= 0.5 } ?? false
        }
        #expect(result.status == 128 + signal)
        #expect(result.stderr == "crease: error: \(signal == SIGINT ? "interrupted" : "terminated")\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }
}
