import CPangoCairo
import CreaseImage

/// Conversions between Cairo image surfaces and `Bitmap`s.
///
/// Both sides are premultiplied 8-bit, so the conversion only reorders bytes: Cairo keeps each
/// ARGB32 pixel as one native-endian 32-bit word (0xAARRGGBB), `Bitmap` as R, G, B, A bytes.
enum CairoPixels {
    /// A new ARGB32 surface holding the bitmap's pixels. The caller destroys it.
    static func makeSurface(from bitmap: Bitmap) throws(OutOfMemory) -> OpaquePointer {
        let surface = try makeSurface(width: bitmap.width, height: bitmap.height, for: "a copy of a \(bitmap.width)x\(bitmap.height) picture")
        // Must flush before touching the data directly, and mark dirty afterwards.
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return surface }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let raw = UnsafeMutableRawPointer(data)
        bitmap.pixels.withUnsafeBufferPointer { src in
            for y in 0..<bitmap.height {
                let row = raw + y * stride
                var i = y * bitmap.width * 4
                for x in 0..<bitmap.width {
                    let a = UInt32(src[i + 3])
                    // Clamp to alpha so a malformed (not premultiplied) bitmap cannot make Cairo's
                    // unpremultiply overflow a byte when the surface is saved.
                    let r = min(UInt32(src[i]), a)
                    let g = min(UInt32(src[i + 1]), a)
                    let b = min(UInt32(src[i + 2]), a)
                    row.storeBytes(of: a << 24 | r << 16 | g << 8 | b, toByteOffset: x * 4, as: UInt32.self)
                    i += 4
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// A new transparent ARGB32 surface of `width`×`height` pixels (within Cairo's limits); a
    /// lack of memory for it is `OutOfMemory` for `purpose`. The caller destroys it.
    static func makeSurface(width: Int, height: Int, for purpose: @autoclosure () -> String) throws(OutOfMemory) -> OpaquePointer {
        // Never nil: a failure is a surface in an error state.
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw OutOfMemory(bytes: width * height * 4, purpose: purpose())
        }
        return surface
    }

    /// The surface's pixels as a `Bitmap`, or nil for an empty or failed surface.
    ///
    /// ARGB32, RGB24 (alpha taken as opaque) and A8 (black with that alpha) are read directly;
    /// any other format is first painted onto an ARGB32 surface, which Cairo converts for us.
    static func bitmap(from surface: OpaquePointer) throws(OutOfMemory) -> Bitmap? {
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        guard width > 0, height > 0 else { return nil }
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 || format == CAIRO_FORMAT_A8 else {
            return try convertedToARGB32(surface, width: width, height: height)
        }
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let raw = UnsafeRawPointer(data)
        try PixelMemory.reserve(width * height * 4, for: "the pixels of a \(width)x\(height) picture")
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, count in
            var i = 0
            for y in 0..<height {
                let row = raw + y * stride
                for x in 0..<width {
                    if format == CAIRO_FORMAT_A8 {
                        out[i] = 0
                        out[i + 1] = 0
                        out[i + 2] = 0
                        out[i + 3] = row.load(fromByteOffset: x, as: UInt8.self)
                    } else {
                        let word = row.load(fromByteOffset: x * 4, as: UInt32.self)
                        out[i] = UInt8(truncatingIfNeeded: word >> 16)
                        out[i + 1] = UInt8(truncatingIfNeeded: word >> 8)
                        out[i + 2] = UInt8(truncatingIfNeeded: word)
                        out[i + 3] = format == CAIRO_FORMAT_RGB24 ? 255 : UInt8(truncatingIfNeeded: word >> 24)
                    }
                    i += 4
                }
            }
            count = width * height * 4
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    private static func convertedToARGB32(_ surface: OpaquePointer, width: Int, height: Int) throws(OutOfMemory) -> Bitmap? {
        let target = try makeSurface(width: width, height: height, for: "a \(width)x\(height) picture")
        defer { cairo_surface_destroy(target) }
        let cr = cairo_create(target)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        cairo_destroy(cr)
        guard cairo_surface_status(target) == CAIRO_STATUS_SUCCESS else { return nil }
        return try bitmap(from: target)
    }
}
