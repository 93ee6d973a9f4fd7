import CreaseCore
import CreaseDraw
@testable import CreaseGL
import CreaseImage
import CreaseMath
import CreaseRender
import Testing

extension GLSuites {
    /// The texture cache's memory budget and the GPU's size limits, tested on the cache itself.
    @Suite
    struct TextureCacheTests {
        /// A new bitmap of `width`×`height` opaque grey (a distinct object, so a new texture).
        func picture(_ width: Int, _ height: Int) -> LayerContents {
            .bitmap(Bitmap(width: width, height: height, filledWith: (90, 90, 90, 255)))
        }

        @Test func bitmapsTexturesStayWithinTheBudgetLeastRecentlyUsedFirst() throws {
            let offscreen = try OffscreenRenderer(viewport: Size(width: 8, height: 8), samples: 1)
            try withExtendedLifetime(offscreen) {
                // 1024x512 is 2 MiB, about 8/3 MiB with mipmaps: a budget of three.
                let each = TextureObject.byteCount(pixelWidth: 1024, pixelHeight: 512, mipmapped: true), budget = 3 * each
                let cache = TextureCache(device: ContextDevice(), gpu: offscreen.renderer.gpu, byteBudget: budget)
                var stats = FrameStats()
                let kept = picture(1024, 512)
                // Every picture stays held, as by layers that may show it again: only the budget
                // frees a texture (a picture no one holds would give its texture to a new one).
                var held: [LayerContents] = []
                // Scenes switching every frame: two new pictures a frame, one shown throughout.
                for _ in 0..<12 {
                    for contents in [kept, picture(1024, 512), picture(1024, 512)] {
                        held.append(contents)
                        _ = try cache.texture(for: contents, stats: &stats)
                    }
                    #expect(cache.bitmapBytes <= budget, "\(cache.bitmapBytes) bytes held")
                    cache.endFrame()
                }
                #expect(stats.textureUploads == 25)
                // The picture in use every frame was never the least recently used.
                _ = try cache.texture(for: kept, stats: &stats)
                #expect(stats.textureUploads == 25)

                // A frame that shows more than the budget keeps all it shows; the next frame frees.
                for _ in 0..<4 {
                    held.append(picture(1024, 512))
                    _ = try cache.texture(for: held.last!, stats: &stats)
                }
                #expect(cache.bitmapBytes == 5 * each)
                cache.endFrame()
                held.append(picture(1024, 512))
                _ = try cache.texture(for: held.last!, stats: &stats)
                #expect(cache.bitmapBytes == 3 * each)
            }
        }

        /// A layer whose picture is drawn anew every frame, as an app redrawing its view: each
        /// new picture is written into the texture of one no layer holds any more, so the
        /// textures held stay a handful however many frames go by (a texture a frame before),
        /// and the frame shows the newest picture.
        @Test func liveContentsAreWrittenIntoTexturesAlreadyMade() throws {
            let (width, height) = (320, 240)
            let size = Size(width: Double(width), height: Double(height))
            let offscreen = try OffscreenRenderer(viewport: size)
            let root = Layer.root(size: size, name: "live")
            let view = Layer.make("canvas", frame: Rect(origin: .zero, size: size))
            root.addSublayer(view)
            let canvas = Canvas(pixelWidth: width, pixelHeight: height)
            let (blue, red) = (Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 0, blue: 0))
            var most = (count: 0, bytes: 0), uploads = 0
            var frame: Bitmap?
            for k in 0..<100 {
                // Frame k: blue with a red band at rows 2k and 2k + 1.
                canvas.fill(Rect(origin: .zero, size: size), color: blue)
                canvas.fill(Rect(x: 0, y: Double(2 * k), width: size.width, height: 2), color: red)
                view.contents = .bitmap(canvas.makeBitmap())
                frame = try offscreen.render(root, time: Double(k) / 60)
                uploads += offscreen.renderer.gl.stats.textureUploads
                let alive = offscreen.renderer.gl.texturesAlive
                most = (max(most.count, alive.count), max(most.bytes, alive.bytes))
            }
            #expect(uploads == 100)
            let one = TextureObject.byteCount(pixelWidth: width, pixelHeight: height, mipmapped: true)
            #expect(most.count <= 3 && most.bytes <= 3 * one, "\(most.count) textures, \(most.bytes) bytes held at most")
            // The last frame's band, and blue where the frame before had its own.
            let band = try #require(frame).pixel(x: 160, y: 199), before = try #require(frame).pixel(x: 160, y: 197)
            #expect(band.r > 250 && band.b < 5, "\(band)")
            #expect(before.b > 250 && before.r < 5, "\(before)")
        }

        @Test func aPictureBeyondTheTextureLimitTakesTheRoomOfItsScaledCopy() throws {
            let offscreen = try OffscreenRenderer(viewport: Size(width: 8, height: 8), samples: 1)
            let limit = offscreen.renderer.gpu.maxTextureSize
            try withExtendedLifetime(offscreen) {
                let cache = TextureCache(device: ContextDevice(), gpu: offscreen.renderer.gpu)
                var notes: [String] = []
                cache.note = { notes.append($0) }
                var stats = FrameStats()
                _ = try cache.texture(for: picture(limit + 1, 2), stats: &stats)
                // limit x 2 with its mipmaps, level by level at 4 bytes a pixel.
                var (w, h, bytes) = (limit, 2, limit * 2 * 4)
                while w > 1 || h > 1 {
                    (w, h) = (max(1, w / 2), max(1, h / 2))
                    bytes += w * h * 4
                }
                #expect(cache.bitmapBytes == bytes)
                #expect(notes == ["a \(limit + 1)x2 picture is beyond this GPU's \(limit)-pixel textures; it is drawn from a copy scaled to \(limit)x2"])
            }
        }

        @Test func aRenderTargetNamesTheSmallerOfItsLimits() {
            let gpu = GPUInfo(renderer: "test", version: "3.3", versionNumber: 33, maxTextureSize: 16_384,
                              maxRenderbufferSize: 8192, maxSamples: 4, maxAnisotropy: 1)
            #expect(throws: Never.self) { try gpu.checkSize(width: 8192, height: 8192) }
            let error = #expect(throws: GLError.self) { try gpu.checkSize(width: 100, height: 9000) }
            #expect(error?.description == "a 100x9000 render target is beyond this GPU's limit of 8192 pixels a side for renderbuffers")
            #expect(throws: Never.self) { try gpu.checkPictureSize(width: 9000, height: 100) }
        }
    }
}
