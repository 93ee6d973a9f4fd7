@testable import CreaseCommand
import CreaseCore
import CreaseDraw
import CreaseImage
import CreaseMath
import CreaseRender
import Foundation
import Testing

/// Frames encoded on worker threads, each compression, decode to the bytes the framebuffer held.
@Suite(.serialized)
struct FrameEncodingTests {
    static let size = Size(width: 96, height: 64)

    /// A turned, translucent card over a clear background, more opaque frame by frame: opaque,
    /// translucent and empty pixels, and multisampled edges between them.
    static func frames(count: Int) throws -> [Bitmap] {
        let offscreen = try OffscreenRenderer(viewport: size, samples: 4)
        let root = Layer()
        root.bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        root.position = Point(x: size.width / 2, y: size.height / 2)
        let card = Layer()
        card.bounds = Rect(x: 0, y: 0, width: 50, height: 30)
        card.position = Point(x: 48, y: 32)
        card.backgroundColor = Color(red: 0.9, green: 0.45, blue: 0.1, alpha: 0.7)
        card.transform = .rotation(0.4, 0, 0, 1)
        root.addSublayer(card)
        return try (0..<count).map { k in
            card.opacity = 0.4 + 0.2 * Double(k)
            return try offscreen.render(root, clearColor: k == count - 1 ? .black : .clear)
        }
    }

    @Test(arguments: PNGCompression.allCases)
    func framesWrittenEachWayDecodeToTheFramebuffersBytes(_ compression: PNGCompression) throws {
        let frames = try Self.frames(count: 4)
        #expect(frames[0].pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element != 0 && $0.element != 255 }, "no translucent pixel")
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = folder.appendingPathComponent("run")
        let sink = try FrameFolder(run.path, compression: compression)
        for (index, frame) in frames.enumerated() { try sink.write(frame, index: index) }
        try sink.commit()
        for (index, frame) in frames.enumerated() {
            let back = try PNGFile.read(path: run.appendingPathComponent(String(format: "frame-%05d.png", index)).path)
            #expect(back.width == frame.width && back.height == frame.height)
            #expect(back.pixels == frame.pixels, "frame \(index), \(compression)")
        }
    }
}
