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

        @Test func theHostsGLStateIsAsItLeftIt() throws {
            let offscreen = try OffscreenRenderer(viewport: Size(width: 32, height: 48))
            let host = makeHostFramebuffer()
            // The host's own program, vertex array, buffer and textures, and settings far from
            // GL's defaults, several of which would spoil Crease's frame if left in force.
            let program = try ShaderProgram(CopyShader.interface, device: ContextDevice())
            crGlUseProgram(program.name.id)
            var (vertexArray, buffer, textures) = (GLuint(0), GLuint(0), [GLuint](repeating: 0, count: 2))
            crGlGenVertexArrays(1, &vertexArray)
            crGlBindVertexArray(vertexArray)
            crGlGenBuffers(1, &buffer)
            crGlBindBuffer(GLenum(GL_ARRAY_BUFFER), buffer)
            crGlGenTextures(2, &textures)
            for (unit, texture) in textures.enumerated() {
                crGlActiveTexture(GLenum(GL_TEXTURE0 + Int32(unit)))
                crGlBindTexture(GLenum(GL_TEXTURE_2D), texture)
            }
            crGlActiveTexture(GLenum(GL_TEXTURE3))
            crGlEnable(GLenum(GL_BLEND))
            crGlBlendFuncSeparate(GLenum(GL_SRC_ALPHA), GLenum(GL_ONE), GLenum(GL_ZERO), GLenum(GL_DST_ALPHA))
            crGlBlendEquationSeparate(GLenum(GL_FUNC_REVERSE_SUBTRACT), GLenum(GL_MAX))
            crGlEnable(GLenum(GL_DEPTH_TEST))
            crGlDepthFunc(GLenum(GL_GREATER))
            crGlDepthMask(0)
            crGlEnable(GLenum(GL_STENCIL_TEST))
            crGlStencilFuncSeparate(GLenum(GL_FRONT), GLenum(GL_NOTEQUAL), 3, 0x0F)
            crGlStencilOpSeparate(GLenum(GL_BACK), GLenum(GL_INCR), GLenum(GL_DECR), GLenum(GL_INVERT))
            crGlEnable(GLenum(GL_SCISSOR_TEST))
            crGlScissor(1, 2, 3, 4)
            crGlViewport(5, 6, 7, 8)
            crGlEnable(GLenum(GL_CULL_FACE))
            crGlColorMask(1, 0, 1, 0)
            crGlClearColor(0.25, 0.5, 0.75, 1)
            crGlPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 2)
            crGlPixelStorei(GLenum(GL_UNPACK_ROW_LENGTH), 7)
            crGlPixelStorei(GLenum(GL_PACK_ALIGNMENT), 8)
            var uniforms = [GLuint](repeating: 0, count: 2)
            crGlGenBuffers(2, &uniforms)
            crGlBindBuffer(GLenum(GL_UNIFORM_BUFFER), uniforms[0])
            crGlBufferData(GLenum(GL_UNIFORM_BUFFER), 1024, nil, GLenum(GL_STATIC_DRAW))
            crGlBindBufferRange(GLenum(GL_UNIFORM_BUFFER), 0, uniforms[0], 256, 512)
            crGlBindBuffer(GLenum(GL_UNIFORM_BUFFER), uniforms[1])
            let before = HostGLState.current()

            // A renderer made now, in the host's context, and a frame drawn, with a fold pass.
            let renderer = try LayerRenderer(keeping: offscreen)
            renderer.gl.foldPassMinimumStrips = 1
            let target = HostFramebuffer(name: host.framebuffer, pixelWidth: Self.width, pixelHeight: Self.height,
                viewport: (x: 32, y: 0, width: 32, height: 48))
            let root = tree()
            let folded = Layer(name: "folded")
            folded.frame = Rect(x: 0, y: 40, width: 32, height: 8)
            folded.contents = .bitmap(Bitmap(width: 4, height: 4, filledWith: (0, 0, 255, 255)))
            folded.fold = LayerFold(strips: 4)
            folded.foldAmount = 0.3
            root.addSublayer(folded)
            try renderer.render(root, viewport: Size(width: 32, height: 48), into: target)

            #expect(HostGLState.current() == before)
            // Read back one by one, against what the host set.
            func integer(_ name: Int32, count: Int = 1) -> [GLint] {
                var values = [GLint](repeating: 0, count: count)
                crGlGetIntegerv(GLenum(name), &values)
                return values
            }
            #expect(integer(GL_CURRENT_PROGRAM) == [GLint(program.name.id)])
            #expect(integer(GL_VERTEX_ARRAY_BINDING) == [GLint(vertexArray)] && integer(GL_ARRAY_BUFFER_BINDING) == [GLint(buffer)])
            #expect(integer(GL_ACTIVE_TEXTURE) == [GL_TEXTURE3])
            #expect(integer(GL_VIEWPORT, count: 4) == [5, 6, 7, 8] && integer(GL_SCISSOR_BOX, count: 4) == [1, 2, 3, 4])
            #expect(integer(GL_BLEND_EQUATION_RGB) == [GL_FUNC_REVERSE_SUBTRACT] && integer(GL_DEPTH_FUNC) == [GL_GREATER])
            #expect(integer(GL_DRAW_FRAMEBUFFER_BINDING) == [GLint(host.framebuffer)])
            #expect(integer(GL_UNPACK_ROW_LENGTH) == [7] && integer(GL_UNPACK_ALIGNMENT) == [2])
            #expect(crGlIsEnabled(GLenum(GL_CULL_FACE)) != 0 && crGlIsEnabled(GLenum(GL_SCISSOR_TEST)) != 0)
            crGlActiveTexture(GLenum(GL_TEXTURE1))
            #expect(integer(GL_TEXTURE_BINDING_2D) == [GLint(textures[1])])
            var (bound, start, size) = (GLint(0), GLint64(0), GLint64(0))
            crGlGetIntegeri_v(GLenum(GL_UNIFORM_BUFFER_BINDING), 0, &bound)
            crGlGetInteger64i_v(GLenum(GL_UNIFORM_BUFFER_START), 0, &start)
            crGlGetInteger64i_v(GLenum(GL_UNIFORM_BUFFER_SIZE), 0, &size)
            #expect(bound == GLint(uniforms[0]) && start == 256 && size == 512)
            #expect(integer(GL_UNIFORM_BUFFER_BINDING) == [GLint(uniforms[1])])
            // And the frame drew as it would in a context of its own, culling and the
            // row length notwithstanding: the red, the picture and the turned card.
            #expect(pixel(of: host.framebuffer, x: 32 + 26, y: 20) == [255, 0, 0, 255])
            #expect(pixel(of: host.framebuffer, x: 32 + 11, y: 11) == [255, 255, 255, 255])
            #expect(pixel(of: host.framebuffer, x: 32 + 16, y: 32)[1] > 200)
            let fold = pixel(of: host.framebuffer, x: 32 + 16, y: 44)
            #expect(fold[2] > 100 && fold[0] < 60, "the folded layer: \(fold)")
        }

        @Test func aViewportOutsideTheFramebufferIsRefused() throws {
            let offscreen = try OffscreenRenderer(viewport: Size(width: 32, height: 48))
            let target = HostFramebuffer(name: 0, pixelWidth: 64, pixelHeight: 48, viewport: (x: 40, y: 0, width: 32, height: 48))
            #expect(throws: GLError.self) { try offscreen.renderer.render(Layer(name: "root"), viewport: Size(width: 32, height: 48), into: target) }
        }
    }
}
