import CreaseImage
import CreaseMath
import CreaseRegistry
import CreaseRender
import Testing

extension GLSuites {
    /// Frames in flight change when the CPU waits, never what is drawn: a run of frames fenced,
    /// up to three queued, ends on the same pixels as the same run finished frame by frame.
    @Suite
    struct FramesInFlightTests {
        static let size = Size(width: 160, height: 240)

        /// Frames 0 to 30 of the pan fold, `inFlight` at a time (nil: each finished), and the last one's pixels.
        static func lastFrame(inFlight: Int?) throws -> Bitmap {
            let offscreen = try OffscreenRenderer(viewport: size)
            offscreen.framesInFlight = inFlight
            let scene = try SceneRegistry.make("pan-fold", size: size)
            let driver = FrameDriver(renderer: offscreen.renderer)
            for k in 0...30 { try driver.draw(.init(scene, at: Double(k) / 60), index: k, on: offscreen) }
            offscreen.finishFramesInFlight()
            return try offscreen.readFrame()
        }

        @Test(arguments: [2, 3])
        func aPipelinedRunEndsOnTheFinishedRunsPicture(inFlight: Int) throws {
            let finished = try Self.lastFrame(inFlight: nil), pipelined = try Self.lastFrame(inFlight: inFlight)
            #expect(pipelined.pixels == finished.pixels)
            // Not a blank frame that any two runs would share.
            #expect(Set(finished.pixels).count > 2)
        }

        @Test func framesInFlightAreWhatWasAsked() throws {
            let offscreen = try OffscreenRenderer(viewport: Self.size)
            #expect(offscreen.framesInFlight == nil)
            offscreen.framesInFlight = 2
            #expect(offscreen.framesInFlight == 2)
        }
    }
}
