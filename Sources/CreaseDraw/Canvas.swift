import CPangoCairo
import CreaseImage
import CreaseMath

/// A drawing surface in memory: a Cairo ARGB32 image of a fixed pixel size, drawn on in points.
///
/// `scale` maps points to pixels (2 for a HiDPI backing store), so the same drawing code gives
/// sharper pixels at a higher scale. The surface starts fully transparent; take the result with
/// `makeBitmap()`. A canvas is not thread-safe; use one per thread.
///
/// A canvas holds at most `maxPixelSide` pixels a side and `maxPixelCount` in all. A larger
/// size asked for is drawn at a lower resolution rather than refused: pixels and `scale` shrink
/// by the same factor, so `size` in points stays (to a pixel) what was asked and the drawing
/// stays whole, only less sharp. A size under one pixel gets one. Memory that cannot be had for
/// the pixels (within the limits) is a `PixelMemory.shortage`: drawing has no way to throw.
public final class Canvas {
    /// The most pixels a side: Cairo's image surfaces stop at 32767.
    public static let maxPixelSide = 32_767
    /// The most pixels in all: 2^28, a gibibyte of ARGB32, within Cairo's 2^31 bytes a surface.
    public static let maxPixelCount = 1 << 28

    /// The surface's width in pixels.
    public let pixelWidth: Int
    /// The surface's height in pixels.
    public let pixelHeight: Int
    /// Pixels per point: as asked, or less where the size asked for was beyond the limits.
    public let scale: Double

    let surface: OpaquePointer
    let cr: OpaquePointer
    /// One Pango context for the canvas, so font options and resolution are set once.
    let pangoContext: OpaquePointer

    /// The canvas's size in points.
    public var size: Size { Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale) }

    /// A transparent canvas of the given pixel size (within the limits); drawing coordinates are
    /// pixels ÷ `scale`, which must be positive and finite.
    public convenience init(pixelWidth: Int, pixelHeight: Int, scale: Double = 1) {
        self.init(fitting: Double(pixelWidth), Double(pixelHeight), scale: scale)
    }

    /// A transparent canvas covering `size` points at `scale` (positive and finite), rounded up
    /// to whole pixels (within the limits).
    public convenience init(size: Size, scale: Double = 1) {
        self.init(fitting: size.width * scale, size.height * scale, scale: scale)
    }

    /// A canvas of `width`×`height` pixels as asked, brought within the limits.
    private init(fitting width: Double, _ height: Double, scale: Double) {
        precondition(scale > 0 && scale.isFinite, "a canvas needs a positive scale")
        // NaN and sizes under a pixel become one pixel; infinity becomes merely huge.
        let w = Double.minimum(Double.maximum(width, 1), 1e12), h = Double.minimum(Double.maximum(height, 1), 1e12)
        let side = Double(Self.maxPixelSide)
        let shrink = min(1, side / w, side / h, (Double(Self.maxPixelCount) / (w * h)).squareRoot())
        // Shrunk sizes round down, so the limits hold; others round up, to cover what was asked.
        func pixels(_ x: Double) -> Int { max(1, Int(shrink < 1 ? (x * shrink).rounded(.down) : x.rounded(.up))) }
        pixelWidth = pixels(w)
        pixelHeight = pixels(h)
        self.scale = scale * shrink
        // Within the limits only a lack of memory is left.
        do { surface = try CairoPixels.makeSurface(width: pixelWidth, height: pixelHeight, for: "a \(pixelWidth)x\(pixelHeight) canvas") } catch {
            PixelMemory.shortage(error)
        }
        cr = cairo_create(surface)!
        cairo_scale(cr, self.scale, self.scale)
        pangoContext = Canvas.makePangoContext(for: cr)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pangoContext))
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    // MARK: Shapes

    /// Fills a rectangle with a colour, blending over what is there.
    public func fill(_ rect: Rect, color: Color) {
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        setSource(color)
        cairo_fill(cr)
    }

    /// Fills a rectangle whose corners are quarter circles of `radius` (clamped to half the shorter side).
    public func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {
        addRoundedRect(rect, radius: radius)
        setSource(color)
        cairo_fill(cr)
    }

    /// Strokes a rounded rectangle's outline. As with a layer's border, the line lies wholly
    /// inside `rect`, so a border never spills past the shape it outlines.
    public func strokeRoundedRect(_ rect: Rect, radius: Double, lineWidth: Double, color: Color) {
        let inset = lineWidth / 2
        let inner = Rect(x: rect.minX + inset, y: rect.minY + inset,
                         width: max(rect.width - lineWidth, 0), height: max(rect.height - lineWidth, 0))
        addRoundedRect(inner, radius: max(radius - inset, 0))
        setSource(color)
        cairo_set_line_width(cr, lineWidth)
        cairo_stroke(cr)
    }

    /// Fills the ellipse inscribed in a rectangle.
    public func fillEllipse(in rect: Rect, color: Color) {
        guard !rect.isEmpty else { return }
        cairo_save(cr)
        // Draw a unit circle through a scaled matrix; Cairo has no ellipse primitive.
        cairo_translate(cr, rect.midX, rect.midY)
        cairo_scale(cr, rect.width / 2, rect.height / 2)
        cairo_new_path(cr)
        cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
        cairo_restore(cr)
        setSource(color)
        cairo_fill(cr)
    }

    /// Fills a rectangle with a vertical gradient from `top` at its top edge to `bottom` at its bottom edge.
    public func fillLinearGradient(_ rect: Rect, top: Color, bottom: Color) {
        guard let pattern = cairo_pattern_create_linear(0, rect.minY, 0, rect.maxY) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_add_color_stop_rgba(pattern, 0, top.red, top.green, top.blue, top.alpha)
        cairo_pattern_add_color_stop_rgba(pattern, 1, bottom.red, bottom.green, bottom.blue, bottom.alpha)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_set_source(cr, pattern)
        cairo_fill(cr)
    }

    // MARK: Images

    /// Draws a bitmap stretched to fill `rect`, blending over what is there.
    public func drawBitmap(_ bitmap: Bitmap, in rect: Rect) {
        guard !rect.isEmpty else { return }
        let image: OpaquePointer
        do { image = try CairoPixels.makeSurface(from: bitmap) } catch { PixelMemory.shortage(error) }
        defer { cairo_surface_destroy(image) }
        cairo_save(cr)
        cairo_translate(cr, rect.minX, rect.minY)
        cairo_scale(cr, rect.width / Double(bitmap.width), rect.height / Double(bitmap.height))
        cairo_set_source_surface(cr, image, 0, 0)
        let pattern = cairo_get_source(cr)
        // Pad rather than fade: edge pixels stay opaque when the image is scaled.
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_rectangle(cr, 0, 0, Double(bitmap.width), Double(bitmap.height))
        cairo_fill(cr)
        cairo_restore(cr)
    }

    /// The canvas's pixels so far, as a premultiplied RGBA bitmap.
    public func makeBitmap() -> Bitmap {
        let bitmap: Bitmap?
        do { bitmap = try CairoPixels.bitmap(from: surface) } catch { PixelMemory.shortage(error) }
        guard let bitmap else {
            fatalError("canvas surface failed: \(String(cString: cairo_status_to_string(cairo_surface_status(surface))))")
        }
        return bitmap
    }

    // MARK: Helpers

    func setSource(_ color: Color) {
        // Cairo takes straight alpha here and premultiplies itself.
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    private func addRoundedRect(_ rect: Rect, radius: Double) {
        let r = min(max(radius, 0), rect.width / 2, rect.height / 2)
        cairo_new_path(cr)
        guard r > 0 else {
            cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        let halfPi = Double.pi / 2
        cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -halfPi, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, halfPi)
        cairo_arc(cr, rect.minX + r, rect.maxY - r, r, halfPi, 2 * halfPi)
        cairo_arc(cr, rect.minX + r, rect.minY + r, r, 2 * halfPi, 3 * halfPi)
        cairo_close_path(cr)
    }
}
