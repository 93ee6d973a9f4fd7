import Glibc
import CreaseMath

/// A shadow of a rectangle or rounded rectangle, drawn in closed form: the shape's coverage
/// blurred by a Gaussian, worked out per pixel with no offscreen pass.
public struct DrawShadow: Equatable {
    /// The unit square to the screen: the quad the shadow's blur reaches (its shape grown by
    /// `reach(sigma:alpha:)`), in the caster's plane.
    public var unitToScreen: Transform3D
    /// That quad's size in points.
    public var size: Size
    /// The shape inside the quad, in the quad's points.
    public var shape: Rect
    /// The shape's corner radius, in points.
    public var cornerRadius: Double
    /// The blur's standard deviation, in points.
    public var sigma: Double
    /// Straight-alpha colour, its alpha times the shadow's opacity.
    public var color: Color
    /// As `DrawQuad.unitToDepth`, inside a 3D rendering context.
    public var unitToDepth: Transform3D?
    /// The casting layer's name, for dumps.
    public var layerName: String?
    /// Where the caster hides the shadow for sure (opaque over all of it), in the quad's
    /// points, as rectangles that may overlap: nothing there need be drawn.
    public var hidden: [Rect] = []

    /// A shadow with nothing known hidden under its caster.
    public init(unitToScreen: Transform3D, size: Size, shape: Rect, cornerRadius: Double, sigma: Double, color: Color,
                unitToDepth: Transform3D? = nil, layerName: String? = nil) {
        self.unitToScreen = unitToScreen
        self.size = size
        self.shape = shape
        self.cornerRadius = cornerRadius
        self.sigma = sigma
        self.color = color
        self.unitToDepth = unitToDepth
        self.layerName = layerName
    }

    /// The shadow's coverage at `point` (the quad's points): the shape's area weighted by a
    /// Gaussian about the point. A rectangle's is exact (a product of error functions); a
    /// rounded one's sums 256 rows of the shape within 5σ, each exact across, which is the
    /// integral to well under a level of 255. The renderer's shader sums 8 rows within 3σ and
    /// stays within 3 levels of this; tests compare the two.
    public func coverage(at point: Point) -> Double {
        let s = max(sigma, 1e-4)
        let c = shape.center, h = Size(width: shape.width / 2, height: shape.height / 2)
        let p = Point(x: point.x - c.x, y: point.y - c.y)
        let scale = 1 / (s * 2.squareRoot())
        func across(_ x: Double, _ half: Double) -> Double { 0.5 * (erf((x + half) * scale) - erf((x - half) * scale)) }
        let r = min(cornerRadius, h.width, h.height)
        guard r > 0 else { return across(p.x, h.width) * across(p.y, h.height) }
        let rows = 256
        let low = max(-h.height, p.y - 5 * s), high = min(h.height, p.y + 5 * s)
        guard high > low else { return 0 }
        let step = (high - low) / Double(rows)
        var total = 0.0
        for i in 0..<rows {
            let y = low + (Double(i) + 0.5) * step
            let dy = max(0, abs(y) - (h.height - r))
            let halfWidth = h.width - r + (max(0, r * r - dy * dy)).squareRoot()
            let weight = exp(-(p.y - y) * (p.y - y) / (2 * s * s)) / (s * (2 * Double.pi).squareRoot())
            total += weight * across(p.x, halfWidth) * step
        }
        return total
    }

    /// How far past the shape's edge a shadow of blur `sigma` and alpha `alpha` still shows:
    /// beyond it a straight edge's coverage, erfc(d / σ√2) / 2, times the alpha is under half a
    /// level of 255, which an 8-bit target rounds to nothing (a corner's is less still). At most
    /// 3σ: for opacity 0.6 about 2.7σ, which leaves out an eighth of the pixels 3σ would draw.
    public static func reach(sigma: Double, alpha: Double) -> Double {
        let shown = 1 / (255 * min(max(alpha, 0), 1))  // erfc's value where the shadow stops showing
        var x = 3 / 2.squareRoot()  // in units of σ√2
        guard sigma > 0, shown < 1 else { return 0 }
        guard erfc(x) < shown else { return 3 * sigma }
        // Newton's method on log erfc, which is concave: from the right it closes in without
        // passing the root, in three to six steps (40 halvings cost the compositor 40 µs a frame
        // for 16 shadows).
        for _ in 0..<12 {
            let e = erfc(x)
            let step = (log(e) - log(shown)) * e / (2 / Double.pi.squareRoot() * exp(-x * x))
            x = max(0, x + step)
            if abs(step) < 1e-4 { break }
        }
        return x * sigma * 2.squareRoot()
    }

    /// How a part of the shadow's quad works its coverage out, from most work to least.
    public enum Patch: Hashable, Sendable {
        /// Rows summed: where the blur reaches a rounded corner.
        case rounded
        /// The product of the two axes' error functions: a rectangle's corner.
        case product
        /// Along one side, away from the corners: the coverage varies across that side only.
        case acrossX, acrossY
        /// Deep inside, away from every edge: the full colour.
        case solid
    }

    /// The parts of the quad to draw, in its points, and how each works out its coverage. The
    /// quad is cut where the blur stops reaching the corners (r + 3σ in from the shape's sides):
    /// only the corner cells need the rounded sums (or, unrounded, the two-axis product), the
    /// bands between them vary along one axis, and the middle is the full colour. A part the
    /// caster hides is left out.
    public var patches: [(rect: Rect, kind: Patch)] {
        let whole = Rect(origin: .zero, size: size)
        let r = min(cornerRadius, shape.width / 2, shape.height / 2)
        let inset = cornerZone
        // Cuts across and down, where the corner zones end; where they meet, one zone.
        let xs = Self.cuts(whole.minX, shape.minX + inset, shape.maxX - inset, whole.maxX)
        let ys = Self.cuts(whole.minY, shape.minY + inset, shape.maxY - inset, whole.maxY)
        let corner: Patch = r > 0 ? .rounded : .product
        var parts: [(rect: Rect, kind: Patch)] = []
        for (i, (y0, y1)) in zip(ys, ys.dropFirst()).enumerated() {
            for (j, (x0, x1)) in zip(xs, xs.dropFirst()).enumerated() where x1 > x0 && y1 > y0 {
                let cell = Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
                let middleRow = ys.count == 4 && i == 1, middleColumn = xs.count == 4 && j == 1
                let kind: Patch = switch (middleRow, middleColumn) {
                case (true, true): .solid
                case (true, false): .acrossX
                case (false, true): .acrossY
                case (false, false): corner
                }
                let shown = hidden.reduce([cell]) { pieces, hole in pieces.flatMap { Self.subtract(hole, from: $0) } }
                parts += shown.map { ($0, kind) }
            }
        }
        return parts
    }

    /// Whether from every point of the quad at most one side of the shape across and one down lie
    /// within the blur's reach (3σ): so where the shape is wide and tall enough for a middle
    /// between its corner zones. Then each axis's coverage needs its near edge's error function
    /// alone, the far one's being 1.
    public var nearEdgesOnly: Bool {
        shape.width > 2 * cornerZone && shape.height > 2 * cornerZone
    }

    /// How far in from the shape's sides the blur reaches a corner's curve (or, unrounded, the
    /// other side's edge).
    private var cornerZone: Double { min(cornerRadius, shape.width / 2, shape.height / 2) + 3 * sigma }

    /// The table its rounded corners may read instead of summing rows (`ShadowCornerTable`):
    /// where the shape leaves a middle and the quad reaches out alike on every side; nil where
    /// the shader sums rows.
    public var cornerTableKey: ShadowCornerTable.Key? {
        let margin = shape.minX
        guard cornerRadius > 0, sigma > 0, nearEdgesOnly, abs(shape.minY - margin) < 1e-9, abs(size.width - shape.maxX - margin) < 1e-9,
            abs(size.height - shape.maxY - margin) < 1e-9
        else { return nil }
        return ShadowCornerTable.Key(radius: cornerRadius, sigma: sigma, margin: margin)
    }

    /// The edges of three bands between `low` and `high`, or of one where the middle closes up.
    private static func cuts(_ low: Double, _ a: Double, _ b: Double, _ high: Double) -> [Double] {
        a < b ? [low, max(low, a), min(high, b), high] : [low, high]
    }

    /// `whole` less `hole` where the hole lies inside it: up to four bands around it.
    private static func subtract(_ hole: Rect, from whole: Rect) -> [Rect] {
        let h = Rect.intersection(hole, whole)
        guard !h.isEmpty else { return [whole] }
        let bands = [
            Rect(x: whole.minX, y: whole.minY, width: whole.width, height: h.minY - whole.minY),
            Rect(x: whole.minX, y: h.maxY, width: whole.width, height: whole.maxY - h.maxY),
            Rect(x: whole.minX, y: h.minY, width: h.minX - whole.minX, height: h.height),
            Rect(x: h.maxX, y: h.minY, width: whole.maxX - h.maxX, height: h.height),
        ]
        return bands.filter { !$0.isEmpty }
    }
}
