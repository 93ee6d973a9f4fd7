import CreaseCore
import CreaseDraw
import CreaseImage
import CreaseTestSupport
import Foundation
import Testing

/// The programs in Examples/, built with the package (on the `Crease` product) and run here, so
/// they never go stale: each writes its GIF, whose frames are then checked.
@Suite(.serialized, .needsFFmpeg)
struct ExamplesTests {
    /// Runs example `name` in a scratch folder; returns the folder.
    func run(_ name: String, _ arguments: [String] = []) throws -> (CreaseProcess.Result, URL) {
        let folder = try CreaseProcess.scratchFolder()
        let binary = CreaseProcess.binary.deletingLastPathComponent().appendingPathComponent(name)
        let result = try CreaseProcess.run(command: binary.path, arguments.map { $0.replacingOccurrences(of: "OUT", with: folder.path) })
        return (result, folder)
    }

    /// The frame `index` of a GIF, decoded by ffmpeg into a PNG.
    func frame(_ index: Int, of gif: URL) throws -> Bitmap {
        let png = gif.deletingPathExtension().appendingPathExtension("\(index).png")
        let result = try CreaseProcess.run(command: "/usr/bin/env",
            ["ffmpeg", "-v", "error", "-y", "-i", gif.path, "-vf", "select=eq(n\\,\(index))", "-frames:v", "1", png.path])
        try #require(result.status == 0, "\(result.stderr)")
        return try PNGFile.read(path: png.path)
    }

    @Test func foldOnASpringWritesItsGIF() throws {
        let (result, folder) = try run("FoldOnASpring", ["OUT/fold.gif", "OUT/missing.png"])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(result.status == 1 && result.stderr.contains("FoldOnASpring:"), "a missing picture is one line: \(result.stderr)")
        let (made, out) = try run("FoldOnASpring", ["OUT/fold.gif"])
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(made.status == 0 && made.stdout.contains("wrote 50 frames"), "\(made.stderr)")
        // Settled at 0.8 by the end: the four strips stand in the middle, black above and below.
        let last = try frame(49, of: out.appendingPathComponent("fold.gif"))
        #expect(last.width == 480 && last.height == 320)
        let middle = last.pixel(x: 240, y: 160), top = last.pixel(x: 240, y: 5)
        let topSum = Int(top.r) + Int(top.g) + Int(top.b)
        #expect(Int(middle.r) > 150 && topSum < 30, "middle \(middle), top \(top)")
    }

    @Test func splitByDragWritesItsGIF() throws {
        let (made, out) = try run("SplitByDrag", ["OUT/split.gif"])
        defer { try? FileManager.default.removeItem(at: out) }
        #expect(made.status == 0 && made.stdout.contains("wrote 45 frames"), "\(made.stderr)")
        // Mid-drag (0.7 s, 100 pt down): the dark gap under the cut at y = 200.
        let open = try frame(18, of: out.appendingPathComponent("split.gif"))
        let gap = open.pixel(x: 160, y: 240), above = open.pixel(x: 160, y: 100)
        #expect(Int(gap.r) < 60 && Int(gap.b) < 60 && Int(above.b) > 150, "gap \(gap), above \(above)")
    }
}

/// The examples that need no ffmpeg but a display: the embedding one, a C host with its own
/// context (a GL window), program and vertex array, whose PNG holds the host's squares and
/// Crease's frame where each belongs; and the split in a window of its own.
@Suite(.needsDisplay)
struct WindowAndHostExampleTests {
    @Test func theSplitRunsInAWindowForItsFrames() throws {
        let binary = CreaseProcess.binary.deletingLastPathComponent().appendingPathComponent("SplitByDrag")
        let result = try CreaseProcess.run(command: binary.path, ["--window", "20"])
        #expect(result.status == 0, "\(result.stderr)")
    }

    /// In a host whose context is desktop OpenGL 3.3, and in one whose context is OpenGL ES 3.0.
    @Test(arguments: [[], ["--es"]])
    func creaseDrawsIntoTheHostsViewportAndLeavesItsStateAlone(_ api: [String]) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = CreaseProcess.binary.deletingLastPathComponent().appendingPathComponent("EmbedInHost")
        let output = folder.appendingPathComponent("host.png")
        let result = try CreaseProcess.run(command: binary.path, api + [output.path])
        try #require(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("drawn with OpenGL ES") == (api == ["--es"]), "\(result.stdout)")
        let picture = try PNGFile.read(path: output.path)
        #expect(picture.width == 640 && picture.height == 360)
        func rgb(_ x: Int, _ y: Int) -> [UInt8] {
            let p = picture.pixel(x: x, y: y)
            return [p.r, p.g, p.b]
        }
        // The host's squares, the second drawn after Crease without rebinding anything.
        #expect(rgb(70, 70) == [255, 255, 255] && rgb(70, 250) == [255, 255, 255], "\(rgb(70, 70)) \(rgb(70, 250))")
        // The host's clear colour, left of the viewport and in the inset Crease's tree leaves bare.
        #expect(rgb(10, 10) == [0, 64, 128] && rgb(330, 10) == [0, 64, 128], "\(rgb(10, 10)) \(rgb(330, 10))")
        #expect(rgb(480, 180) == [255, 0, 0], "\(rgb(480, 180))")
        // Usage: one line and status 2.
        let bare = try CreaseProcess.run(command: binary.path, [])
        #expect(bare.status == 2 && bare.stderr.contains("usage: EmbedInHost"))
    }
}
