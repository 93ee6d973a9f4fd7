// libpng, found through pkg-config (libpng). Reading goes through its simplified API; its format
// constants are macro expressions Swift does not import: the one Crease reads, stated as a
// constant. Writing needs compression settings the simplified API does not offer, and libpng
// reports errors by longjmp, which Swift cannot catch: the encoder below holds the setjmp.
#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

static const png_uint_32 crease_png_format_rgba = PNG_FORMAT_RGBA;

/// Takes `count` encoded bytes; returns 0 when they could not be written (the encoder stops).
typedef int (*crease_png_output)(void *context, const unsigned char *bytes, size_t count);

struct crease_png_failure {
    char message[160];
};

struct crease_png_destination {
    crease_png_output output;
    void *context;
};

static void crease_png_error(png_structp png, png_const_charp message) {
    struct crease_png_failure *failure = png_get_error_ptr(png);
    strncpy(failure->message, message, sizeof failure->message - 1);
    failure->message[sizeof failure->message - 1] = 0;
    png_longjmp(png, 1);
}

static void crease_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void crease_png_write(png_structp png, png_bytep bytes, size_t count) {
    struct crease_png_destination *destination = png_get_io_ptr(png);
    if (!destination->output(destination->context, bytes, count)) png_error(png, "output failed");
}

static void crease_png_flush(png_structp png) { (void)png; }

/// Encodes premultiplied RGBA rows as a PNG of straight colour, as Cairo's writer does: RGB when
/// every pixel is opaque, else RGBA unpremultiplied with rounding (a colour above its alpha is
/// clamped to it). `level` is zlib's (0-9), `filters` libpng's PNG_FILTER_ mask. Returns 1, or 0
/// with `failure` holding libpng's message (or "output failed" when `output` refused bytes).
static inline int crease_png_encode(const unsigned char *pixels, png_uint_32 width, png_uint_32 height, int level, int filters,
                                    crease_png_output output, void *context, struct crease_png_failure *failure) {
    int opaque = 1;
    size_t count = (size_t)width * height;
    for (size_t i = 0; i < count && opaque; i++) opaque = pixels[i * 4 + 3] == 255;
    struct crease_png_destination destination = { output, context };
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, failure, crease_png_error, crease_png_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    unsigned char *volatile row = malloc((size_t)width * 4);
    if (!png || !info || !row) {
        strcpy(failure->message, "out of memory");
        free(row);
        png_destroy_write_struct(&png, &info);
        return 0;
    }
    if (setjmp(png_jmpbuf(png))) {
        free(row);
        png_destroy_write_struct(&png, &info);
        return 0;
    }
    png_set_write_fn(png, &destination, crease_png_write, crease_png_flush);
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_set_IHDR(png, info, width, height, 8, opaque ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    for (png_uint_32 y = 0; y < height; y++) {
        const unsigned char *source = pixels + (size_t)y * width * 4;
        unsigned char *out = row;
        for (png_uint_32 x = 0; x < width; x++, source += 4) {
            unsigned a = source[3];
            if (opaque) {
                out[0] = source[0]; out[1] = source[1]; out[2] = source[2];
                out += 3;
                continue;
            }
            for (int c = 0; c < 3; c++) {
                unsigned v = source[c] < a ? source[c] : a;
                out[c] = a == 0 ? 0 : (unsigned char)((v * 255 + a / 2) / a);
            }
            out[3] = (unsigned char)a;
            out += 4;
        }
        png_write_row(png, row);
    }
    png_write_end(png, info);
    free(row);
    png_destroy_write_struct(&png, &info);
    return 1;
}
