import CreaseCore
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
                // Scenes switching every frame: two new pictures a frame, one shown throughout.
                for _ in 0..<12 {
                    for contents in [kept, picture(1024, 512), picture(1024, 512)] {
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
                for _ in 0..<4 { _ = try cache.texture(for: picture(1024, 512), stats: &stats) }
                #expect(cache.bitmapBytes == 5 * each)
                cache.endFrame()
                _ = try cache.texture(for: picture(1024, 512), stats: &stats)
                #expect(cache.bitmapBytes == 3 * each)
            }
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
