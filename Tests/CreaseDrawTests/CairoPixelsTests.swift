import CPangoCairo
@testable import CreaseDraw
import CreaseTestSupport
import Testing

/// The surface formats PNG files rarely produce, converted through the internal helper.
@Suite struct CairoPixelsTests {
    @Test func a8SurfaceReadsAsBlackWithThatAlpha() throws {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_A8, 3, 1))
        defer { cairo_surface_destroy(surface) }
        let data = try #require(cairo_image_surface_get_data(surface))
        data[0] = 0
        data[1] = 77
        data[2] = 255
        cairo_surface_mark_dirty(surface)
        let bitmap = try #require(try CairoPixels.bitmap(from: surface))
        #expect(bitmap.pixels == [0, 0, 0, 0, 0, 0, 0, 77, 0, 0, 0, 255])
    }

    @Test func otherFormatsAreConvertedThroughARGB32() throws {
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_RGB16_565, 2, 1))
        defer { cairo_surface_destroy(surface) }
        let cr = try #require(cairo_create(surface))
        cairo_set_source_rgb(cr, 1, 0, 0)
        cairo_rectangle(cr, 0, 0, 1, 1)
        cairo_fill(cr)
        cairo_set_source_rgb(cr, 0, 0, 1)
        cairo_rectangle(cr, 1, 0, 1, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        let bitmap = try #require(try CairoPixels.bitmap(from: surface))
        #expect(bitmap.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(bitmap.pixel(x: 1, y: 0) == (0, 0, 255, 255))
    }

    @Test func surfaceFromBitmapKeepsPixels() throws {
        let source = sampleBitmap(width: 6, height: 5)
        let surface = try CairoPixels.makeSurface(from: source)
        defer { cairo_surface_destroy(surface) }
        #expect(try CairoPixels.bitmap(from: surface)?.pixels == source.pixels)
    }
}
