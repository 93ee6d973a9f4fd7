import CreaseCore
import CreaseMath
import CreaseRender
import CreaseShowcases
import CreaseTestSupport
import Testing

extension GLSuites {
    /// The benchmark's floor, raw GL outside the renderer, draws the very picture the renderer
    /// draws for the floor scene: the two rows time the same pixels.
    @Suite
    struct RawFloorTests {
        @Test func theRawFloorDrawsWhatTheRendererDrawsForTheFloorScene() throws {
            let size = Size(width: 192, height: 108)
            let offscreen = try OffscreenRenderer(viewport: size)
            let picture = Artwork.numberedGrid(pixelWidth: 192, pixelHeight: 108)
            let viaRenderer = try offscreen.render(FloorScene(size: size, image: picture).root)
            let floor = try offscreen.makeRawFloor(picture: picture)
            try floor.draw(into: offscreen.target.framebuffer)
            let raw = try floor.readBitmap(of: offscreen.target.framebuffer)
            let result = ImageComparison.compare(actual: raw, expected: viaRenderer, maxChannelDifference: 1, maxDifferingShare: 0, maxMeanDifference: 1)
            #expect(result.passed, "\(result)")
            // And it is the picture, not a blank: a corner is the gradient's dark blue.
            let corner = raw.pixel(x: 1, y: 1)
            #expect(corner.b > corner.r && corner.b > 100, "\(corner)")
            // The renderer still draws correctly after the floor bound its own program.
            let again = try offscreen.render(FloorScene(size: size, image: picture).root)
            #expect(ImageComparison.compare(actual: again, expected: viaRenderer, maxChannelDifference: 0, maxDifferingShare: 0,
                                            maxMeanDifference: 0).passed)
        }
    }
}
