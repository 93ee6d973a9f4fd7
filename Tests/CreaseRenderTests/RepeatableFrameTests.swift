import CreaseImage
import CreaseMath
import CreaseRegistry
import CreaseRender
import CreaseScene
import Testing

extension GLSuites {
    /// A frame is the same pixels however it is reached: a still (`render --time`: a renderer of
    /// its own, the scene sought, one frame) and the same moment stepped to at 60 frames a second
    /// (`render --out folder/`) match byte for byte, and a frame at rest matches the frames after it.
    @Suite
    struct RepeatableFrameTests {
        /// Pictures drawn at 2 pixels a point and shown at 1, as `render` draws them.
        static let size = Size(width: 320, height: 480)

        /// Frames 0 to `last` of `name` at 60 frames a second, drawn by one renderer.
        static func run(_ name: String, through last: Int) throws -> [Bitmap] {
            let offscreen = try OffscreenRenderer(viewport: size, samples: 1)
            let scene = try SceneRegistry.make(name, size: size)
            let driver = FrameDriver(renderer: offscreen.renderer)
            return try (0...last).map { k in
                try driver.draw(.init(scene, at: Double(k) / 60), index: k, on: offscreen)
                return try offscreen.readFrame()
            }
        }

        /// `name` at frame `k` as a still: a new renderer, the scene sought there, one frame.
        static func still(_ name: String, frame k: Int) throws -> Bitmap {
            let offscreen = try OffscreenRenderer(viewport: size, samples: 1)
            let scene = try SceneRegistry.make(name, size: size)
            let time = Double(k) / 60
            FrameDriver.seek(scene, to: time)
            try FrameDriver(renderer: offscreen.renderer).draw(.init(scene, at: time), on: offscreen)
            return try offscreen.readFrame()
        }

        /// Pixels that differ, and the largest difference in a channel.
        static func difference(_ a: Bitmap, _ b: Bitmap) -> (pixels: Int, most: Int) {
            var pixels = 0, most = 0
            for i in stride(from: 0, to: a.pixels.count, by: 4) {
                let d = (0..<4).map { abs(Int(a.pixels[i + $0]) - Int(b.pixels[i + $0])) }.max()!
                if d > 0 { pixels += 1 }
                most = max(most, d)
            }
            return (pixels, most)
        }

        /// At rest the pan fold shows one picture, the same at every frame: the first frame too.
        @Test func theFirstFrameIsDrawnAsTheFramesAfterIt() throws {
            let frames = try Self.run("pan-fold", through: 2)
            let d = Self.difference(frames[0], frames[2])
            #expect(d.pixels == 0, "frame 0 differs from frame 2 in \(d.pixels) pixels, by up to \(d.most)")
        }

        /// Moments of each transition (at rest, mid-turn, mid-fade or mid-flip) as stills and as
        /// frames of a run.
        @Test(arguments: [("pan-fold", 36), ("open-folder", 45), ("open-doors", 80), ("folding-list", 33), ("flipping-notch", 80)])
        func aStillIsTheFrameOfARunAtItsTime(name: String, frame k: Int) throws {
            let stepped = try Self.run(name, through: k)[k], still = try Self.still(name, frame: k)
            let d = Self.difference(stepped, still)
            #expect(d.pixels == 0, "\(name) frame \(k): the still differs in \(d.pixels) pixels, by up to \(d.most)")
        }
    }
}
