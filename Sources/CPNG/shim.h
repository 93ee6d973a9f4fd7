// libpng's simplified API, found through pkg-config (libpng). Its format constants are macro
// expressions Swift does not import: the one Crease reads, stated as a constant.
#include <png.h>

static const png_uint_32 crease_png_format_rgba = PNG_FORMAT_RGBA;
