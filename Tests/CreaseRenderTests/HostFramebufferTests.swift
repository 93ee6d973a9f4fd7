import CCreaseGL
import CreaseCore
@testable import CreaseGL
import CreaseImage
import CreaseMath
import CreaseRender
import Testing

extension GLSuites {
    /// Crease drawing into a framebuffer of the host's own: its own framebuffer object, a
    /// viewport of it, its pixels around and under the frame kept, and its GL state as it was.
    @Suite
    struct HostFramebufferTests {
        static let (width, height) = (64, 48)

        /// The host's framebuffer object with a texture of its own, cleared to (0, 64, 128).
        func makeHostFramebuffer() -> (framebuffer: GLuint, texture: GLuint) {
            var (framebuffer, texture) = (GLuint(0), GLuint(0))
            crGlGenTextures(1, &texture)
            crGlBindTexture(GLenum(GL_TEXTURE_2D), texture)
            crGlTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, GLsizei(Self.width), GLsizei(Self.height), 0, GLenum(GL_RGBA),
                GLenum(GL_UNSIGNED_BYTE), nil)
            crGlGenFramebuffers(1, &framebuffer)
            crGlBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer)
            crGlFramebufferTexture2D(GLenum(GL_FRAMEBUFFER), GLenum(GL_COLOR_ATTACHMENT0), GLenum(GL_TEXTURE_2D), texture, 0)
            crGlClearColor(0, 64 / 255, 128 / 255, 1)
            crGlClear(GLbitfield(GL_COLOR_BUFFER_BIT))
            return (framebuffer, texture)
        }

        /// The host framebuffer's pixel at (x, y) from its top-left corner (GL's rows run bottom up).
        func pixel(of framebuffer: GLuint, x: Int, y: Int) -> [UInt8] {
            var rgba = [UInt8](repeating: 0, count: 4)
            crGlBindFramebuffer(GLenum(GL_READ_FRAMEBUFFER), framebuffer)
            crGlPixelStorei(GLenum(GL_PACK_ALIGNMENT), 1)
            crGlReadPixels(GLint(x), GLint(Self.height - 1 - y), 1, 1, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), &rgba)
            return rgba
        }

        /// A 32x48-point tree: no background of its own, a red layer inset 4 points, a small
        /// picture (uploaded, so the host's pixel-store settings matter), a rounded clip (the
        /// stencil) and a card turned in a 3D context (the depth test).
        func tree() -> Layer {
            let root = Layer(name: "root")
            root.frame = Rect(x: 0, y: 0, width: 32, height: 48)
            let red = Layer(name: "red")
            red.frame = Rect(x: 4, y: 4, width: 24, height: 40)
            red.backgroundColor = Color(red: 1, green: 0, blue: 0)
            let clip = Layer(name: "clip")
            clip.frame = Rect(x: 6, y: 6, width: 10, height: 10)
            clip.cornerRadius = 3
            clip.masksToBounds = true
            let picture = Layer(name: "picture")
            picture.frame = Rect(x: 0, y: 0, width: 10, height: 10)
            picture.contents = .bitmap(Bitmap(width: 3, height: 3, pixels: [UInt8](repeating: 255, count: 36)))
            clip.addSublayer(picture)
            let space = TransformLayer(name: "space")
            space.frame = Rect(x: 8, y: 24, width: 16, height: 16)
            let card = Layer(name: "card")
            card.frame = Rect(x: 0, y: 0, width: 16, height: 16)
            card.backgroundColor = Color(red: 0, green: 1, blue: 0)
            card.transform = .rotation(0.5, 0, 1, 0)
            space.addSublayer(card)
            root.addSublayer(red)
            red.addSublayer(clip)
            red.addSublayer(space)
            return root
        }

        @Test func aFrameGoesIntoTheHostsViewportOverItsPixels() throws {
            let offscreen = try OffscreenRenderer(viewport: Size(width: 32, height: 48))  // its context stands for the host's
            let host = makeHostFramebuffer()
            let target = HostFramebuffer(name: host.framebuffer, pixelWidth: Self.width, pixelHeight: Self.height,
                viewport: (x: 32, y: 0, width: 32, height: 48))
            try offscreen.renderer.render(tree(), viewport: Size(width: 32, height: 48), into: target)
            // Left of the viewport, and the inset the tree leaves bare: the host's own blue.
            #expect(pixel(of: host.framebuffer, x: 10, y: 10) == [0, 64, 128, 255])
            #expect(pixel(of: host.framebuffer, x: 33, y: 1) == [0, 64, 128, 255])
            // The red layer, the picture in its clip, the card: upright, where the tree has them.
            #expect(pixel(of: host.framebuffer, x: 32 + 26, y: 20) == [255, 0, 0, 255])
            #expect(pixel(of: host.framebuffer, x: 32 + 11, y: 11) == [255, 255, 255, 255])
            #expect(pixel(of: host.framebuffer, x: 32 + 16, y: 32)[1] > 200)
            // A clear colour fills the viewport first.
            try offscreen.renderer.render(Layer(name: "empty"), viewport: Size(width: 32, height: 48), into: target,
                clearColor: Color(red: 0, green: 0, blue: 1))
            #expect(pixel(of: host.framebuffer, x: 33, y: 1) == [0, 0, 255, 255])
            #expect(pixel(of: host.framebuffer, x: 10, y: 10) == [0, 64, 128, 255])
        }

        /// The tree with an upright rectangular clip (the scissor) and a folded layer (the fold
        /// pass and its uniform buffer) added, and `hostTexture`, if given, shown in an 8x8 square at (20, 4).
        func busyTree(showing hostTexture: TextureReference? = nil) -> Layer {
            let root = tree()
            root.sublayers[0].masksToBounds = true
            let folded = Layer(name: "folded")
            folded.frame = Rect(x: 0, y: 40, width: 32, height: 8)
            folded.contents = .bitmap(Bitmap(width: 4, height: 4, filledWith: (0, 0, 255, 255)))
            folded.fold = LayerFold(strips: 4)
            folded.foldAmount = 0.3
            root.addSublayer(folded)
            if let hostTexture {
                let shown = Layer(name: "host's texture")
                shown.frame = Rect(x: 20, y: 4, width: 8, height: 8)
                shown.contents = .texture(hostTexture)
                root.addSublayer(shown)
            }
            return root
        }

        /// Expects `busyTree`'s pixels, `pixel(x, y)` being its pixel at (x, y) as RGBA.
        func expectBusyTree(_ pixel: (Int, Int) -> [UInt8], showingHostTexture: Bool, sourceLocation: SourceLocation = #_sourceLocation) {
            // The red, the picture in its clip, the turned card, the fold and the host's texture.
            #expect(pixel(26, 20) == [255, 0, 0, 255], sourceLocation: sourceLocation)
            #expect(pixel(11, 11) == [255, 255, 255, 255], sourceLocation: sourceLocation)
            #expect(pixel(16, 32)[1] > 200, sourceLocation: sourceLocation)
            let fold = pixel(16, 44)
            #expect(fold[2] > 100 && fold[0] < 60, "the folded layer: \(fold)", sourceLocation: sourceLocation)
            #expect(pixel(24, 8) == (showingHostTexture ? [0, 0, 255, 255] : [255, 0, 0, 255]), sourceLocation: sourceLocation)
        }

        @Test func theHostsGLStateIsAsItLeftIt() throws {
            let offscreen = try OffscreenRenderer(viewport: Size(width: 32, height: 48))
            let host = makeHostFramebuffer()
            // A blue texture of the host's, of straight alpha and GL's row order: shown through a copy.
            var hostTexture = GLuint(0)
            crGlGenTextures(1, &hostTexture)
            crGlBindTexture(GLenum(GL_TEXTURE_2D), hostTexture)
            crGlTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, 2, 2, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE),
                (0..<4).flatMap { _ in [UInt8]([0, 0, 255, 255]) })
            crGlTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)  // complete with no mipmaps
            let busy = try BusyHostState()
            let before = GLStateReadout.current()
            // What the host set, as it set it.
            #expect(before["CURRENT_PROGRAM"] == [Double(busy.program.name.id)])
            #expect(before["VERTEX_ARRAY_BINDING"] == [Double(busy.vertexArray)] && before["ARRAY_BUFFER_BINDING"] == [Double(busy.arrayBuffer)])
            #expect(before["ACTIVE_TEXTURE"] == [Double(GL_TEXTURE3)])
            for (unit, texture) in zip(BusyHostState.textureUnits, busy.textures) {
                #expect(before["TEXTURE_BINDING_2D unit \(unit)"] == [Double(texture)])
            }
            #expect(before["VIEWPORT"] == [5, 6, 7, 8] && before["SCISSOR_BOX"] == [1, 2, 3, 4])
            #expect(before["BLEND_EQUATION_RGB"] == [Double(GL_FUNC_REVERSE_SUBTRACT)] && before["DEPTH_FUNC"] == [Double(GL_GREATER)])
            #expect(before["DRAW_FRAMEBUFFER_BINDING"] == [Double(host.framebuffer)])
            #expect(before["UNPACK_ROW_LENGTH"] == [7] && before["UNPACK_ALIGNMENT"] == [2])
            #expect(before["CULL_FACE"] == [1] && before["SCISSOR_TEST"] == [1] && before["STENCIL_FUNC"] == [Double(GL_NOTEQUAL)])
            #expect(before["UNIFORM_BUFFER_BINDING point 0"] == [Double(busy.uniformBuffers[0]), 256, 512])
            #expect(before["UNIFORM_BUFFER_BINDING"] == [Double(busy.uniformBuffers[1])])

            // A renderer made now, in the host's context; a frame into the right half, with a fold pass.
            let renderer = try LayerRenderer(keeping: offscreen)
            before.expectCurrent(after: "making a renderer")
            renderer.gl.foldPassMinimumStrips = 1
            let right = HostFramebuffer(name: host.framebuffer, pixelWidth: Self.width, pixelHeight: Self.height,
                viewport: (x: 32, y: 0, width: 32, height: 48))
            try renderer.render(busyTree(), viewport: Size(width: 32, height: 48), into: right)
            before.expectCurrent(after: "a frame")
            // The host's texture shown, in a second frame into the left half.
            let shown = try renderer.showHostTexture(hostTexture, pixelWidth: 2, pixelHeight: 2, premultiplied: false, topRowFirst: false)
            before.expectCurrent(after: "showHostTexture")
            let left = HostFramebuffer(name: host.framebuffer, pixelWidth: Self.width, pixelHeight: Self.height,
                viewport: (x: 0, y: 0, width: 32, height: 48))
            try renderer.render(busyTree(showing: shown), viewport: Size(width: 32, height: 48), into: left)
            before.expectCurrent(after: "a second frame")
            let snapshot = try renderer.snapshot(busyTree(), scale: 1)
            before.expectCurrent(after: "a snapshot")

            // And each frame drew as it would in a context of its own, culling, the stencil
            // function and the row length notwithstanding.
            expectBusyTree({ pixel(of: host.framebuffer, x: 32 + $0, y: $1) }, showingHostTexture: false)
            expectBusyTree({ pixel(of: host.framebuffer, x: $0, y: $1) }, showingHostTexture: true)
            renderer.releaseSnapshot(snapshot)
            withExtendedLifetime(busy) {}
        }

        @Test func aViewportOutsideTheFramebufferIsRefused() throws {
            let offscreen = try OffscreenRenderer(viewport: Size(width: 32, height: 48))
            let target = HostFramebuffer(name: 0, pixelWidth: 64, pixelHeight: 48, viewport: (x: 40, y: 0, width: 32, height: 48))
            #expect(throws: GLError.self) { try offscreen.renderer.render(Layer(name: "root"), viewport: Size(width: 32, height: 48), into: target) }
        }
    }
}
