import CreaseDraw
import CreaseMath

/// Shapes `Canvas` has no primitive for, built from the primitives it has.
enum ContentShapes {
    /// Fills a convex polygon (a triangle, a diamond) one pixel row at a time.
    ///
    /// Each row is a rectangle exactly one device pixel tall spanning the polygon at the row's
    /// centre, so Cairo antialiases the slanted edges across the row and rows never overlap:
    /// translucent colours stay even.
    static func fillPolygon(_ points: [Point], color: Color, on canvas: Canvas) {
        guard points.count >= 3 else { return }
        let scale = canvas.scale
        let ys = points.map(\.y)
        let firstRow = Int((ys.min()! * scale).rounded(.down))
        let lastRow = Int((ys.max()! * scale).rounded(.up))
        guard lastRow > firstRow else { return }
        for row in firstRow..<lastRow {
            let y = (Double(row) + 0.5) / scale
            var low = Double.infinity
            var high = -Double.infinity
            for i in points.indices {
                let a = points[i]
                let b = points[(i + 1) % points.count]
                // Half-open test so a vertex on the line counts once.
                guard (a.y <= y && b.y > y) || (b.y <= y && a.y > y) else { continue }
                let x = a.x + (y - a.y) / (b.y - a.y) * (b.x - a.x)
                low = min(low, x)
                high = max(high, x)
            }
            guard high > low else { continue }
            canvas.fill(Rect(x: low, y: Double(row) / scale, width: high - low, height: 1 / scale), color: color)
        }
    }

    /// A blurred-looking disc: concentric translucent circles, densest in the middle. Many thin
    /// steps, or the rings show.
    static func fillGlow(center: Point, radius: Double, color: Color, on canvas: Canvas, steps: Int = 40) {
        for step in 0..<steps {
            let r = radius * (1 - Double(step) / Double(steps))
            canvas.fillEllipse(in: Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r),
                               color: color.withAlpha(color.alpha / Double(steps)))
        }
    }
}
