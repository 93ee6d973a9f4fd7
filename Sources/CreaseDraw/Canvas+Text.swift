import CPangoCairo
import CreaseMath

/// Text drawing with Pango. Fonts are Pango description strings such as "DejaVu Sans Bold 20",
/// whose size is in points (the canvas's units, not pixels).
extension Canvas {
    /// Draws text with the top of its line box at `point.y`. `point.x` is the left edge, the
    /// centre or the right edge of the text, as `alignment` says. Newlines start new lines.
    public func drawText(_ text: String, at point: Point, font: String, color: Color,
                         alignment: TextAlignment = .left) {
        let layout = makeLayout(text, font: font, width: nil, alignment: alignment)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let box = logicalBox(of: layout)
        let anchor: Double
        switch alignment {
        case .left: anchor = 0
        case .center: anchor = box.width / 2
        case .right: anchor = box.width
        }
        cairo_move_to(cr, point.x - box.minX - anchor, point.y - box.minY)
        setSource(color)
        pango_cairo_show_layout(cr, layout)
    }

    /// Draws text from the top of `rect`, wrapping lines at its width and aligning each line
    /// within it. Text taller than the rectangle runs past its bottom edge rather than being cut.
    public func drawText(_ text: String, in rect: Rect, font: String, color: Color,
                         alignment: TextAlignment = .left) {
        let layout = makeLayout(text, font: font, width: rect.width, alignment: alignment)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        cairo_move_to(cr, rect.minX, rect.minY)
        setSource(color)
        pango_cairo_show_layout(cr, layout)
    }

    /// The size in points of the line boxes `drawText` would fill: the widest line's advance by
    /// the lines' total height. With `width`, text wraps as `drawText(_:in:...)` wraps it.
    public func measureText(_ text: String, font: String, width: Double? = nil) -> Size {
        let layout = makeLayout(text, font: font, width: width, alignment: .left)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return logicalBox(of: layout).size
    }

    // MARK: Helpers

    static func makePangoContext(for cr: OpaquePointer) -> OpaquePointer {
        let context = pango_cairo_create_context(cr)!
        // 72 dpi makes a font's point size its size in canvas points; Pango assumes 96 otherwise.
        pango_cairo_context_set_resolution(context, 72)
        // No hinting and unhinted metrics: text lays out the same at every scale and on every
        // machine's fontconfig settings, which golden images need. Grey antialiasing because the
        // result is composited later, where subpixel colour fringes would be wrong.
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        return context
    }

    private func makeLayout(_ text: String, font: String, width: Double?, alignment: TextAlignment) -> OpaquePointer {
        // Bring the context up to date with the current transform before laying out.
        pango_cairo_update_context(cr, pangoContext)
        let layout = pango_layout_new(pangoContext)!
        let description = pango_font_description_from_string(font)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, text, -1)
        if let width {
            pango_layout_set_width(layout, Int32(clamping: Int((max(width, 0) * Double(PANGO_SCALE)).rounded())))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        pango_layout_set_alignment(layout, alignment.pango)
        return layout
    }

    private func logicalBox(of layout: OpaquePointer) -> Rect {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let unit = Double(PANGO_SCALE)
        return Rect(x: Double(logical.x) / unit, y: Double(logical.y) / unit,
                    width: Double(logical.width) / unit, height: Double(logical.height) / unit)
    }
}
