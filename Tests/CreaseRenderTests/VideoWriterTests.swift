import CreaseImage
import CreaseRender
import CreaseTestSupport
import Foundation
import Testing

/// The library's video writer on its own: frames of the size it was started with, and a file
/// that exists only once the video is complete.
@Suite(.serialized, .needsFFmpeg)
struct VideoWriterTests {
    /// A fresh empty folder, and its contents (hidden names too).
    static func scratchFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("crease-video-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
        return url
    }

    static func contents(_ folder: URL) throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }

    static func frame(_ width: Int, _ height: Int, grey: UInt8) -> Bitmap {
        Bitmap(width: width, height: height, filledWith: (grey, grey, grey, 255))
    }

    @Test func aFrameOfAnotherSizeIsRefusedAndTheVideoGoesOn() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("clip.webm").path
        let video = try VideoWriter(path: path, format: .webm, width: 64, height: 64, fps: 10)
        try video.write(Self.frame(64, 64, grey: 40))
        let error = #expect(throws: VideoError.self) { try video.write(Self.frame(100, 50, grey: 200)) }
        #expect(error.map { "\($0)" } == "frame 1 for '\(path)' is 100x50 pixels; the video is 64x64")
        try video.write(Self.frame(64, 64, grey: 80))
        try video.finish()
        // EBML's magic number: a whole WebM, under its name alone.
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path)).prefix(4)) == [0x1A, 0x45, 0xDF, 0xA3])
        #expect(try Self.contents(folder) == ["clip.webm"])
    }

    @Test(arguments: VideoFormat.allCases)
    func aWriterDroppedWithoutFinishingLeavesNothing(_ format: VideoFormat) throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            let video = try VideoWriter(path: folder.appendingPathComponent("clip.\(format.rawValue)").path, format: format,
                width: 32, height: 32, fps: 10)
            for k in 0..<5 { try video.write(Self.frame(32, 32, grey: UInt8(k * 40))) }
        }
        #expect(try Self.contents(folder).isEmpty)
    }

    @Test func aVideoOnADescriptorArrivesOnlyWhenFinished() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("received.gif").path
        let descriptor = open(target, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let video = try VideoWriter(descriptor: descriptor, name: "the test's file", format: .gif, width: 16, height: 8, fps: 25)
        for k in 0..<4 { try video.write(Self.frame(16, 8, grey: UInt8(k * 60))) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)).isEmpty, "bytes arrived before the video was complete")
        try video.finish()
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: target)).prefix(6)) == Array("GIF89a".utf8))
        #expect(try Self.contents(folder) == ["received.gif"])
    }
}
