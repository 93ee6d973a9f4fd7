import CreaseDraw
import CreaseImage
import CreaseMath
import CreaseRegistry
import CreaseRender
import CreaseScene
import Foundation
import Testing

/// Frames `render` writes, read back through pixel buffers with several under way, decode to the
/// framebuffer's bytes: a folder of frames, a single PNG and a PNG on standard output, each
/// against the same frame drawn here and read back at once, with and without multisampling.
@Suite(.serialized)
struct PipelinedReadbackTests {
    static let size = Size(width: 120, height: 80)
    /// More frames than are under way at once, so that the ring of buffers goes round, at a
    /// rate slow enough that the fold moves between most of them.
    static let frameCount = 7, framesPerSecond = 4.0
    /// The single PNG's moment: mid-fold.
    static let time = 0.4

    /// pan-fold as `render` makes it, drawn in a context of its own.
    static func scene(on offscreen: OffscreenRenderer) throws -> any Scene {
        var setup = SceneSetup()
        setup.fitContent(to: size, maxPixels: offscreen.renderer.gpu.maxTextureSize)
        return try SceneRegistry.make("pan-fold", size: size, setup: setup)
    }

    /// `render`'s arguments for pan-fold at `size` with `samples`.
    static func arguments(samples: Int) -> [String] {
        ["render", "--effect", "pan-fold", "--size", "\(Int(size.width))x\(Int(size.height))", "--samples", "\(samples)"]
    }

    @Test(arguments: [1, 4])
    func aFolderOfFramesHoldsTheFramebuffersBytes(samples: Int) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = folder.appendingPathComponent("run")
        let result = try CreaseProcess.run(Self.arguments(samples: samples) + ["--frames", "\(Self.frameCount)", "--fps", "\(Self.framesPerSecond)", "--out", run.path + "/"])
        #expect(result.status == 0, "\(result.stderr)")
        let offscreen = try OffscreenRenderer(viewport: Self.size, samples: samples)
        let scene = try Self.scene(on: offscreen)
        let driver = FrameDriver(renderer: offscreen.renderer)
        var distinct = Set<[UInt8]>()
        for k in 0..<Self.frameCount {
            try driver.draw(.init(scene, at: Double(k) / Self.framesPerSecond), index: k, on: offscreen)
            let drawn = try offscreen.readFrame()
            let written = try PNGFile.read(path: run.appendingPathComponent(String(format: "frame-%05d.png", k)).path)
            #expect(written.width == drawn.width && written.height == drawn.height)
            #expect(written.pixels == drawn.pixels, "frame \(k), \(samples) sample(s)")
            distinct.insert(drawn.pixels)
        }
        // Most frames differ from the others: a frame handed on in the wrong place would show.
        #expect(distinct.count > Self.frameCount / 2)
    }

    @Test(arguments: [1, 4])
    func aSinglePNGAndOneOnStandardOutputHoldTheFramebuffersBytes(samples: Int) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("frame.png"), piped = folder.appendingPathComponent("piped.png")
        let moment = ["--time", "\(Self.time)"]
        let toFile = try CreaseProcess.run(Self.arguments(samples: samples) + moment + ["--out", file.path])
        #expect(toFile.status == 0, "\(toFile.stderr)")
        let toStdout = try CreaseProcess.run(Self.arguments(samples: samples) + moment + ["--out", "-"])
        #expect(toStdout.status == 0, "\(toStdout.stderr)")
        try toStdout.output.write(to: piped)
        let offscreen = try OffscreenRenderer(viewport: Self.size, samples: samples)
        let scene = try Self.scene(on: offscreen)
        FrameDriver.seek(scene, to: Self.time)
        try FrameDriver(renderer: offscreen.renderer).draw(.init(scene, at: Self.time), on: offscreen)
        let drawn = try offscreen.readFrame()
        for written in [file, piped] {
            #expect(try PNGFile.read(path: written.path).pixels == drawn.pixels, "\(written.lastPathComponent), \(samples) sample(s)")
        }
    }
}
