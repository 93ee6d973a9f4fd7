import CreaseCore
import CreaseDraw
import CreaseImage
import CreaseMath

/// Surface textures: linen for the folder, brushed metal for the doors.
enum ContentTexture {
    /// Fine grain: each device pixel a little lighter or darker, at most `amount` alpha, as a
    /// bitmap the size of `canvas` to lay over it one pixel to one pixel.
    static func grain(for canvas: Canvas, amount: Double, pattern: UInt64) -> Bitmap {
        var random = RepeatableRandom(state: pattern)
        let count = canvas.pixelWidth * canvas.pixelHeight
        var pixels = [UInt8](repeating: 0, count: count * 4)
        let limit = min(max(amount, 0), 1) * 255
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let bits = random.next()
            let alpha = UInt8(Double(bits & 0xFFFF) / 65535 * limit)
            // Premultiplied: white grain carries its alpha in the colour too, black grain none.
            let lighten = bits & 0x1_0000 != 0
            let value = lighten ? alpha : 0
            pixels[i] = value
            pixels[i + 1] = value
            pixels[i + 2] = value
            pixels[i + 3] = alpha
        }
        return Bitmap(width: canvas.pixelWidth, height: canvas.pixelHeight, pixels: pixels)
    }

    /// Lays `grain` over the whole canvas.
    static func addGrain(to canvas: Canvas, amount: Double, pattern: UInt64) {
        let noise = grain(for: canvas, amount: amount, pattern: pattern)
        canvas.drawBitmap(noise, in: Rect(x: 0, y: 0, width: Double(canvas.pixelWidth) / canvas.scale,
                                          height: Double(canvas.pixelHeight) / canvas.scale))
    }

    /// Dark linen: a base colour crossed by fine light and dark threads both ways, with grain.
    static func linen(on canvas: Canvas, in rect: Rect, base: Color, pattern: UInt64) {
        canvas.fill(rect, color: base)
        var random = RepeatableRandom(state: pattern)
        // Threads a little under a point apart, of varying strength: the weave of the cloth.
        let pitch = 1.5
        var y = rect.minY
        while y < rect.maxY {
            let strength = random.value(in: 0.02...0.09)
            let color = random.unit() < 0.5 ? Color(white: 1, alpha: strength) : Color(white: 0, alpha: strength * 1.4)
            canvas.fill(Rect(x: rect.minX, y: y, width: rect.width, height: 0.6), color: color)
            y += pitch * random.value(in: 0.7...1.3)
        }
        var x = rect.minX
        while x < rect.maxX {
            let strength = random.value(in: 0.02...0.08)
            let color = random.unit() < 0.5 ? Color(white: 1, alpha: strength) : Color(white: 0, alpha: strength * 1.4)
            canvas.fill(Rect(x: x, y: rect.minY, width: 0.6, height: rect.height), color: color)
            x += pitch * random.value(in: 0.7...1.3)
        }
        addGrain(to: canvas, amount: 0.08, pattern: pattern &+ 1)
    }

    /// Brushed metal: fine horizontal streaks, lighter and darker, over what is drawn in `rect`.
    static func brushed(on canvas: Canvas, in rect: Rect, pattern: UInt64) {
        var random = RepeatableRandom(state: pattern)
        var y = rect.minY
        while y < rect.maxY {
            let strength = random.value(in: 0.01...0.07)
            let color = random.unit() < 0.5 ? Color(white: 1, alpha: strength * 1.5) : Color(white: 0, alpha: strength)
            // Streaks of uneven length, as a brush leaves them.
            let start = rect.minX + random.value(in: -0.2...0.3) * rect.width
            let length = rect.width * random.value(in: 0.5...1.2)
            let left = max(start, rect.minX)
            let right = min(start + length, rect.maxX)
            if right > left {
                canvas.fill(Rect(x: left, y: y, width: right - left, height: random.value(in: 0.4...1.0)), color: color)
            }
            y += random.value(in: 0.6...1.6)
        }
    }
}
