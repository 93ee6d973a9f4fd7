// Cairo for pixels, Pango for text. Cairo's headers come through pkg-config "cairo". Pango's
// own headers need glib's, whose pkg-config flags carry -pthread, which SwiftPM refuses with a
// warning in every build (ours and every package that depends on Crease); so the few Pango
// functions Crease calls are declared here instead, as Pango 1.x's stable C interface has them.
#ifndef CPANGOCAIRO_SHIM_H
#define CPANGOCAIRO_SHIM_H

#include <cairo.h>

typedef struct _PangoContext PangoContext;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoFontDescription PangoFontDescription;

typedef struct {
    int x;
    int y;
    int width;
    int height;
} PangoRectangle;

typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;
typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;

#define PANGO_SCALE 1024

PangoContext *pango_cairo_create_context(cairo_t *cr);
void pango_cairo_update_context(cairo_t *cr, PangoContext *context);
void pango_cairo_context_set_resolution(PangoContext *context, double dpi);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);

PangoLayout *pango_layout_new(PangoContext *context);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);

PangoFontDescription *pango_font_description_from_string(const char *str);
void pango_font_description_free(PangoFontDescription *desc);

void g_object_unref(void *object);

#endif
