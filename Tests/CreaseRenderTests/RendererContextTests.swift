import CCreaseGL
import CreaseCore
import CreaseImage
import CreaseMath
import CreasePlatform
import CreaseRender
import CreaseTestSupport
import Testing

extension GLSuites {
    /// Renderers in a program with other GL contexts: each draws in its own, whichever is current
    /// when it is asked, and leaves the one that was current as it was.
    @Suite
    struct RendererContextTests {
        static let frames = 0..<4

        /// Frame `k` of the first scene, 64x48 points over blue: a red square moving 10 points a
        /// frame, a picture new every frame (uploaded each time) of blue k × 60, and a yellow
        /// card's snapshot taken by `renderer` (released with `release` once drawn).
        static func firstScene(_ k: Int, snapshotBy renderer: LayerRenderer) throws -> (root: Layer, snapshot: TextureReference) {
            let root = Layer.make("first", frame: Rect(x: 0, y: 0, width: 64, height: 48), color: Color(red: 0, green: 0, blue: 1))
            root.addSublayer(.make("square", frame: Rect(x: 4 + 10 * Double(k), y: 8, width: 12, height: 12), color: Color(red: 1, green: 0, blue: 0)))
            let picture = Layer.make("picture", frame: Rect(x: 40, y: 30, width: 8, height: 8))
            picture.contents = .bitmap(Bitmap(width: 4, height: 4, filledWith: (255, 255, UInt8(k * 60), 255)))
            root.addSublayer(picture)
            let snapshot = try renderer.snapshot(.make("card", frame: Rect(x: 0, y: 0, width: 10, height: 10), color: Color(red: 1, green: 1, blue: 0)),
                scale: 1)
            let shown = Layer.make("shown", frame: Rect(x: 4, y: 30, width: 10, height: 10))
            shown.contents = .texture(snapshot)
            root.addSublayer(shown)
            return (root, snapshot)
        }

        /// The first scene's frame `k` drawn by `offscreen`, its snapshot released after.
        static func renderFirst(_ k: Int, with offscreen: OffscreenRenderer) throws -> Bitmap {
            let (root, snapshot) = try firstScene(k, snapshotBy: offscreen.renderer)
            defer { offscreen.renderer.releaseSnapshot(snapshot) }
            return try offscreen.render(root)
        }

        /// What frame `k` of the first scene shows where.
        static func expectFirst(_ frame: Bitmap, _ k: Int, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(frame.width == 64 && frame.height == 48, sourceLocation: sourceLocation)
            expectPixel(frame, 10 + 10 * k, 14, RGB(255, 0, 0), within: 0, sourceLocation: sourceLocation)
            expectPixel(frame, 62, 2, RGB(0, 0, 255), within: 0, sourceLocation: sourceLocation)
            expectPixel(frame, 44, 34, RGB(255, 255, k * 60), within: 0, sourceLocation: sourceLocation)
            expectPixel(frame, 9, 35, RGB(255, 255, 0), within: 0, sourceLocation: sourceLocation)
        }

        /// Frame `k` of the second scene, 40x30 points over green: a white picture in a rounded
        /// clip (the stencil, and depth and stencil buffers made on first use), and a black bar
        /// moving 8 points a frame.
        static func secondScene(_ k: Int) -> Layer {
            let root = Layer.make("second", frame: Rect(x: 0, y: 0, width: 40, height: 30), color: Color(red: 0, green: 0.5, blue: 0))
            let clip = Layer.make("clip", frame: Rect(x: 10, y: 5, width: 20, height: 20))
            clip.cornerRadius = 6
            clip.masksToBounds = true
            let picture = Layer.make("picture", frame: Rect(x: 0, y: 0, width: 20, height: 20))
            picture.contents = .bitmap(Bitmap(width: 3, height: 3, filledWith: (255, 255, 255, 255)))
            clip.addSublayer(picture)
            root.addSublayer(clip)
            root.addSublayer(.make("bar", frame: Rect(x: 2 + 8 * Double(k), y: 0, width: 2, height: 30), color: Color(white: 0)))
            return root
        }

        /// What frame `k` of the second scene shows where, at 2 pixels a point.
        static func expectSecond(_ frame: Bitmap, _ k: Int, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(frame.width == 80 && frame.height == 60, sourceLocation: sourceLocation)
            expectPixel(frame, 40, 30, .white, within: 0, sourceLocation: sourceLocation)
            // The clip's rounded corner leaves the background.
            expectPixel(frame, 58, 11, RGB(0, 128, 0), within: 1, sourceLocation: sourceLocation)
            expectPixel(frame, 2 * (3 + 8 * k), 56, RGB(0, 0, 0), within: 0, sourceLocation: sourceLocation)
        }

        @Test func twoRenderersInterleavedFrameByFrameEachDrawTheirOwnScene() throws {
            var first: OffscreenRenderer? = try OffscreenRenderer(viewport: Size(width: 64, height: 48))
            let firstAlone = try Self.frames.map { try Self.renderFirst($0, with: first!) }
            let second = try OffscreenRenderer(viewport: Size(width: 40, height: 30), scale: 2)
            let secondAlone = try Self.frames.map { try second.render(Self.secondScene($0)) }
            for k in Self.frames {
                Self.expectFirst(firstAlone[k], k)
                Self.expectSecond(secondAlone[k], k)
            }
            for k in Self.frames {
                let one = try Self.renderFirst(k, with: first!)
                let two = try second.render(Self.secondScene(k))
                Self.expectFirst(one, k)
                Self.expectSecond(two, k)
                #expect(one.pixels == firstAlone[k].pixels, "the first renderer's frame \(k) differs from its frame drawn alone")
                #expect(two.pixels == secondAlone[k].pixels, "the second renderer's frame \(k) differs from its frame drawn alone")
            }
            // The first goes while the second's context is current: its GL objects go in its own.
            try second.renderer.withContextCurrent { first = nil }
            #expect(try second.render(Self.secondScene(1)).pixels == secondAlone[1].pixels)
        }

        @Test func aRendererBesideAHostsContextDrawsInItsOwnAndLeavesTheHostsCurrent() throws {
            let offscreen = try OffscreenRenderer(viewport: Size(width: 40, height: 30), scale: 2)
            let alone = try Self.frames.map { try offscreen.render(Self.secondScene($0)) }
            let host = try HeadlessContext()
            _ = try host.makeCurrent()
            let hostFramebuffer = HostFramebufferTests()
            let (framebuffer, _) = hostFramebuffer.makeHostFramebuffer()
            for k in Self.frames {
                let frame = try offscreen.render(Self.secondScene(k))
                Self.expectSecond(frame, k)
                #expect(frame.pixels == alone[k].pixels, "frame \(k) differs from the frame drawn with no host")
                // The host's context is current again, its framebuffer bound and its pixels its own.
                #expect(host.isCurrent)
                var bound = GLint(0)
                crGlGetIntegerv(GLenum(GL_DRAW_FRAMEBUFFER_BINDING), &bound)
                #expect(bound == GLint(framebuffer))
                #expect(hostFramebuffer.pixel(of: framebuffer, x: 5, y: 5) == [0, 64, 128, 255])
            }
        }
    }
}
