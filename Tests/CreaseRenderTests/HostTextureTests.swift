import CCreaseGL
import CreaseCore
@testable import CreaseGL
import CreaseImage
import CreaseMath
import CreaseRender
import Testing

extension GLSuites {
    /// Textures in and out: a host's GL texture as a layer's contents, whatever its alpha and
    /// row order, and a snapshot's texture read by the host.
    @Suite
    struct HostTextureTests {
        /// The picture every case shows, top row first, premultiplied: red, half-transparent
        /// green; blue, white.
        static let expected: [[UInt8]] = [[255, 0, 0, 255], [0, 128, 0, 128], [0, 0, 255, 255], [255, 255, 255, 255]]

        /// A 2x2 host texture, sampled nearest, of `rows` (each two RGBA pixels) in memory order.
        func hostTexture(rows: [[UInt8]]) -> GLuint {
            var texture = GLuint(0)
            crGlGenTextures(1, &texture)
            crGlBindTexture(GLenum(GL_TEXTURE_2D), texture)
            crGlPixelStorei(GLenum(GL_UNPACK_ALIGNMENT), 1)
            let bytes = rows.flatMap { $0 }
            crGlTexImage2D(GLenum(GL_TEXTURE_2D), 0, GL_RGBA8, 2, 2, 0, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), bytes)
            for parameter in [GL_TEXTURE_MIN_FILTER, GL_TEXTURE_MAG_FILTER] { crGlTexParameteri(GLenum(GL_TEXTURE_2D), GLenum(parameter), GL_NEAREST) }
            return texture
        }

        /// A 2x2 frame over black of one layer showing `reference`, a pixel a texel (a copy is
        /// sampled bilinearly, whatever the host's filters).
        func render(_ reference: TextureReference, with offscreen: OffscreenRenderer) throws -> [[UInt8]] {
            let root = Layer(name: "root")
            root.frame = Rect(x: 0, y: 0, width: 2, height: 2)
            root.backgroundColor = Color(white: 0)
            let picture = Layer(name: "picture")
            picture.frame = root.bounds
            picture.contents = .texture(reference)
            root.addSublayer(picture)
            let frame = try offscreen.render(root)
            return [(0, 0), (1, 0), (0, 1), (1, 1)].map { frame.rgba(x: $0, y: $1) }
        }

        /// Over black, the expected picture's colours (premultiplied, so added to black as they are).
        var overBlack: [[UInt8]] { Self.expected.map { [$0[0], $0[1], $0[2], 255] } }

        @Test func aPremultipliedTopRowFirstTextureIsShownAsItIs() throws {
            let offscreen = try OffscreenRenderer(viewport: Size(width: 2, height: 2))
            let name = hostTexture(rows: [Self.expected[0] + Self.expected[1], Self.expected[2] + Self.expected[3]])
            let reference = try offscreen.renderer.showHostTexture(name, pixelWidth: 2, pixelHeight: 2)
            #expect(try render(reference, with: offscreen) == overBlack)
            #expect(offscreen.renderer.glTextureName(of: reference) == name)
        }

        @Test func aStraightAlphaTextureInGLsRowOrderIsPremultipliedAndTurnedUpright() throws {
            let offscreen = try OffscreenRenderer(viewport: Size(width: 2, height: 2))
            // Bottom row first, colours not scaled by alpha: the green is full green at half alpha.
            let name = hostTexture(rows: [Self.expected[2] + Self.expected[3], Self.expected[0] + [0, 255, 0, 128]])
            let before = HostGLState.current()
            let reference = try offscreen.renderer.showHostTexture(name, pixelWidth: 2, pixelHeight: 2, premultiplied: false, topRowFirst: false)
            #expect(HostGLState.current() == before)
            let shown = try render(reference, with: offscreen)
            #expect(shown == overBlack, "\(shown)")
            // Drawn into by the host since: the next frame shows it.
            crGlBindTexture(GLenum(GL_TEXTURE_2D), name)
            let yellow: [UInt8] = [255, 255, 0, 255]
            crGlTexSubImage2D(GLenum(GL_TEXTURE_2D), 0, 0, 0, 1, 1, GLenum(GL_RGBA), GLenum(GL_UNSIGNED_BYTE), yellow)
            #expect(try render(reference, with: offscreen)[2] == yellow)
            offscreen.renderer.releaseSnapshot(reference)
            #expect(offscreen.renderer.glTextureName(of: reference) == nil)
        }

        @Test func aSnapshotsTextureIsTheHostsToRead() throws {
            let offscreen = try OffscreenRenderer(viewport: Size(width: 20, height: 20))
            let card = Layer(name: "card")
            card.frame = Rect(x: 0, y: 0, width: 8, height: 4)
            card.backgroundColor = Color(red: 0, green: 0, blue: 1)
            let stripe = Layer(name: "stripe")
            stripe.frame = Rect(x: 0, y: 0, width: 8, height: 1)
            stripe.backgroundColor = Color(red: 1, green: 0, blue: 0)
            card.addSublayer(stripe)
            let snapshot = try offscreen.renderer.snapshot(card, scale: 1)
            let name = try #require(offscreen.renderer.glTextureName(of: snapshot))
            // The host reads it through a framebuffer of its own: row 0 is the top, the stripe.
            let pixels = readTexture(name, width: 8, height: 4)
            #expect(pixels.rgba(x: 0, y: 0) == [255, 0, 0, 255] && pixels.rgba(x: 0, y: 3) == [0, 0, 255, 255])
            offscreen.renderer.releaseSnapshot(snapshot)
        }

        @Test func noTextureIsRefused() throws {
            let offscreen = try OffscreenRenderer(viewport: Size(width: 20, height: 20))
            #expect(throws: GLError.self) { try offscreen.renderer.showHostTexture(0, pixelWidth: 2, pixelHeight: 2) }
        }
    }
}

extension GLSuites {
    /// A picture wider than the GPU's textures is drawn from a copy scaled to fit, with one note.
    @Suite
    struct OversizePictureTests {
        @Test func aPictureBeyondTheTextureLimitIsDrawnScaledWithANote() throws {
            let offscreen = try OffscreenRenderer(viewport: Size(width: 40, height: 20))
            var notes: [String] = []
            offscreen.renderer.gl.note = { notes.append($0) }
            let width = offscreen.renderer.gpu.maxTextureSize + 2
            // Left half red, right half blue, two rows.
            var pixels: [UInt8] = []
            for _ in 0..<2 {
                for x in 0..<width { pixels += x < width / 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
            }
            let root = Layer(name: "root")
            root.frame = Rect(x: 0, y: 0, width: 40, height: 20)
            root.contents = .bitmap(Bitmap(width: width, height: 2, pixels: pixels))
            let frame = try offscreen.render(root)
            let left = frame.pixel(x: 5, y: 10), right = frame.pixel(x: 35, y: 10)
            #expect(left.r == 255 && left.b == 0 && right.b == 255 && right.r == 0, "\(left) \(right)")
            #expect(notes.count == 1 && notes[0].contains("\(width)x2"), "\(notes)")
            _ = try offscreen.render(root)
            #expect(notes.count == 1, "once per picture: \(notes)")
        }
    }
}
