import CreaseMath

/// One layer's rectangle as the GPU draws it: everything the shaders need, nothing of the tree.
public struct DrawQuad: Equatable {
    /// The layer's name, for dumps: held by the quad's list (`DrawList.layerName(of:)`).
    public var layerName: QuadName?
    /// The unit square (0…1)² to screen points, perspective included (divide by w).
    public var unitToScreen: Transform3D
    /// Bounds size in points: rounded corners and borders are measured in it.
    public var size: Size
    /// The picture drawn over the background, fitted by `contentFrame`; nil for none. Held by
    /// the quad's list (`DrawList.picture(_:)` puts one there, `DrawList.contents(of:)` reads it).
    public var contents: QuadPicture?
    /// Unit sub-rectangle of the contents shown (contentsRect).
    public var contentsRect: Rect
    /// Where the contents lie in the unit square of the bounds (contentsGravity).
    public var contentFrame: Rect
    /// Straight-alpha background; clear for none.
    public var backgroundColor: Color
    /// Product of the opacities from the root down.
    public var opacity: Double
    /// The corner radius in points, measured in `size`.
    public var cornerRadius: Double
    /// Whether the contents are cut by the rounded corners too (masksToBounds), not only the background.
    public var roundsContents: Bool
    /// Corners and border are those of the whole contents picture, not of the bounds: a fold's
    /// strips, each showing part of one view, keep that view's corners wherever they fall.
    public var shapeFollowsContents: Bool
    /// The border's width in points, inside the bounds.
    public var borderWidth: Double
    /// The border's straight-alpha colour.
    public var borderColor: Color
    /// Light on the quad's plane (folds); nil for none.
    public var shading: Shading?
    /// The unit square into the 3D rendering context's space, for quads inside a transform layer:
    /// the renderer depth-tests on its z/w. Nil for quads drawn in plain painter's order.
    @inlinable public var unitToDepth: Transform3D? {
        get { hasUnitToDepth ? unitToDepthStorage : nil }
        set {
            hasUnitToDepth = newValue != nil
            unitToDepthStorage = newValue ?? .identity
        }
    }
    /// Whether the quad is depth-tested in a 3D rendering context: `unitToDepth != nil`, asked
    /// where the quad lies. An optional matrix is copied whole (129 bytes) to learn whether it
    /// is there, and every quad of every frame asks; so it is kept as a flag and a matrix.
    @inlinable public var isDepthTested: Bool { hasUnitToDepth }
    @usableFromInline var hasUnitToDepth: Bool
    /// `unitToDepth`'s matrix; the identity where there is none.
    @usableFromInline var unitToDepthStorage: Transform3D
    /// Layers flattened into a plane of a 3D context sit this many planes above it, so that
    /// coplanar descendants win the depth test against their ancestors.
    public var depthLevel: Int
    /// The edges of the unit square drawn with analytic coverage where they cross pixels.
    public var antialiasedEdges: LayerEdges
    /// How the quad meets what is drawn before it.
    public var blend: QuadBlend

    /// A quad over the unit square placed by `unitToScreen`, `size` points in its own plane;
    /// what is not given is the plain case: no contents, clear, opaque, square, flat, unshaded.
    /// Inlinable: the compositor makes one per layer per frame, in place, from another module.
    @inlinable public init(
        layerName: QuadName? = nil,
        unitToScreen: Transform3D,
        size: Size,
        contents: QuadPicture? = nil,
        contentsRect: Rect = .unit,
        contentFrame: Rect = .unit,
        backgroundColor: Color = .clear,
        opacity: Double = 1,
        cornerRadius: Double = 0,
        roundsContents: Bool = false,
        shapeFollowsContents: Bool = false,
        borderWidth: Double = 0,
        borderColor: Color = .clear,
        shading: Shading? = nil,
        unitToDepth: Transform3D? = nil,
        depthLevel: Int = 0,
        antialiasedEdges: LayerEdges = [],
        blend: QuadBlend = .sourceOver
    ) {
        self.layerName = layerName
        self.unitToScreen = unitToScreen
        self.size = size
        self.contents = contents
        self.contentsRect = contentsRect
        self.contentFrame = contentFrame
        self.backgroundColor = backgroundColor
        self.opacity = opacity
        self.cornerRadius = cornerRadius
        self.roundsContents = roundsContents
        self.shapeFollowsContents = shapeFollowsContents
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.shading = shading
        hasUnitToDepth = unitToDepth != nil
        unitToDepthStorage = unitToDepth ?? .identity
        self.depthLevel = depthLevel
        self.antialiasedEdges = antialiasedEdges
        self.blend = blend
    }

    /// A quad of nothing, every field at its default, to write a quad's fields over in place
    /// (`DrawList.appendBlankQuad`).
    @inlinable public static var blank: DrawQuad { DrawQuad(unitToScreen: .identity, size: .zero) }

    /// Texels a pixel past which a picture is sampled from its mipmaps (trilinear). Core
    /// Animation's default minification filter is plain linear whatever the squeeze; up to 2:1
    /// bilinear taps still touch every texel, and llvmpipe pays for the level choice on every
    /// pixel (a fold pass with it cost twice as much).
    public static let trilinearPast = 2.0

    /// Whether the quad hides everything under it, so it can be drawn without blending: fully
    /// opaque, no rounded corners, and an opaque background or opaque contents over all of it.
    @inlinable @inline(__always) public var isOpaque: Bool {
        guard blend == .sourceOver, opacity >= 1, cornerRadius == 0, borderWidth == 0 || borderColor.alpha >= 1 else { return false }
        if backgroundColor.alpha >= 1 { return true }
        guard let contents, contents.isOpaqueBitmap else { return false }
        return contentFrame.minX <= 0 && contentFrame.minY <= 0 && contentFrame.maxX >= 1 && contentFrame.maxY >= 1
    }

    /// A plain opaque colour over the whole viewport, flat: what a renderer can clear to
    /// instead of drawing.
    public func coversViewportOpaquely(_ viewport: Size) -> Bool {
        guard contents == nil, shading == nil, backgroundColor.alpha >= 1, opacity >= 1, cornerRadius == 0, borderWidth == 0,
            !isDepthTested,
            // No perspective for points of its plane (flattened matrices have m33 = 0).
            unitToScreen.m14 == 0, unitToScreen.m24 == 0, unitToScreen.m44 == 1
        else { return false }
        // Every corner on or past the viewport's edges both ways, and the corners around it all.
        let (a, b, c, d) = projectedCorners
        func outside(_ p: Point) -> Bool { (p.x <= 0 || p.x >= viewport.width) && (p.y <= 0 || p.y >= viewport.height) }
        return outside(a) && outside(b) && outside(c) && outside(d)
            && min(a.x, b.x, c.x, d.x) <= 0 && min(a.y, b.y, c.y, d.y) <= 0
            && max(a.x, b.x, c.x, d.x) >= viewport.width && max(a.y, b.y, c.y, d.y) >= viewport.height
    }

    /// The quad's screen rectangle when it is one: upright, unrotated, no perspective across
    /// it, no rounded corners. A clip of this shape needs only a scissor, not the stencil. A w
    /// the same all over (a flat layer lifted by zPosition under a perspective) only scales it.
    @inlinable @inline(__always) public var screenRectangle: Rect? {
        let m = unitToScreen
        guard cornerRadius == 0, m.m12 == 0, m.m21 == 0, m.m14 == 0, m.m24 == 0, m.m44 > 0 else { return nil }
        // The unit square's corners (0, 0) and (1, 1), straight from the matrix: every quad of
        // every frame asks.
        let x0 = m.m41 / m.m44, y0 = m.m42 / m.m44, x1 = (m.m11 + m.m41) / m.m44, y1 = (m.m22 + m.m42) / m.m44
        return Rect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
    }

    /// How many texels of the contents fall on one pixel along the quad's most squeezed side,
    /// at `pixelsPerPoint`: above about 1 the contents are drawn smaller somewhere (scaled down,
    /// or foreshortened in perspective) and want mipmaps; at 1 or below, plain bilinear
    /// sampling shows them exactly. 0 without contents.
    public func texelsPerPixel(pixelsPerPoint sx: Double, _ sy: Double) -> Double {
        texelsPerPixel(outline: PixelOutline(projectedCorners, pixelsPerPoint: sx, sy))
    }

    /// `texelsPerPixel(pixelsPerPoint:_:)` from the quad's `outline` in pixels, worked out once
    /// for every question the renderer asks of a quad.
    @inlinable @inline(__always) public func texelsPerPixel(outline: PixelOutline) -> Double {
        guard let (across, down) = texelsAlongSides else { return 0 }
        // Perspective shrinks one of two opposite sides: the shorter one counts.
        let s = outline.squaredSides
        return max(across / max(min(s.top, s.bottom).squareRoot(), 1e-9), down / max(min(s.left, s.right).squareRoot(), 1e-9))
    }

    /// Whether the quad shows its contents at more than `trilinearPast` texels a pixel somewhere
    /// (`texelsPerPixel(outline:) > trilinearPast`), asked with no square root: the renderer
    /// asks it of every textured quad of every frame, and the four roots of the sides' lengths
    /// were the slowest steps of a quad's plan.
    @inlinable @inline(__always) public func isMinified(outline: PixelOutline) -> Bool {
        guard let (across, down) = texelsAlongSides else { return false }
        let s = outline.squaredSides, past = Self.trilinearPast * Self.trilinearPast
        return across * across > past * max(min(s.top, s.bottom), 1e-18) || down * down > past * max(min(s.left, s.right), 1e-18)
    }

    /// The texels of the contents shown across the bounds and down them; nil without contents
    /// or with an empty content frame.
    @inlinable @inline(__always) var texelsAlongSides: (across: Double, down: Double)? {
        guard let contents, contentFrame.width > 0, contentFrame.height > 0 else { return nil }
        let (w, h) = contents.pixelSize
        return (Double(w) * abs(contentsRect.width) / contentFrame.width, Double(h) * abs(contentsRect.height) / contentFrame.height)
    }

    /// The quad's area in pixels at `pixelsPerPoint`, and its thickness (the area over its
    /// longest side: about its narrowest width); nil when a corner is at or behind the eye,
    /// where the projected outline means nothing.
    public func pixelFootprint(pixelsPerPoint sx: Double, _ sy: Double) -> (area: Double, thickness: Double)? {
        pixelFootprint(outline: PixelOutline(projectedCorners, pixelsPerPoint: sx, sy))
    }

    /// `pixelFootprint(pixelsPerPoint:_:)` from the quad's `outline` in pixels.
    @inlinable @inline(__always) public func pixelFootprint(outline: PixelOutline) -> (area: Double, thickness: Double)? {
        let m = unitToScreen
        func inFront(_ u: Double, _ v: Double) -> Bool { u * m.m14 + v * m.m24 + m.m44 > 0 }
        guard inFront(0, 0), inFront(1, 0), inFront(1, 1), inFront(0, 1) else { return nil }
        let c = outline.corners
        // The outline's sides in turn, the last closing it.
        let twiceArea = (c.0.x * c.1.y - c.1.x * c.0.y) + (c.1.x * c.2.y - c.2.x * c.1.y) + (c.2.x * c.3.y - c.3.x * c.2.y)
            + (c.3.x * c.0.y - c.0.x * c.3.y)
        let s = outline.squaredSides
        let longest = max(max(s.top, s.right), max(s.bottom, s.left)).squareRoot()
        let area = abs(twiceArea) / 2
        return (area, longest > 0 ? area / longest : 0)
    }

    /// A quad's outline on screen in pixels: its projected corners scaled by the pixels a point
    /// covers, and its sides' squared lengths, worked out once for the texel density and the
    /// footprint (each measured the four sides itself). Squared: the questions asked of most
    /// quads compare lengths, and need no root.
    public struct PixelOutline {
        /// The corners in pixels, clockwise from the top-left of the bounds.
        public let corners: (Point, Point, Point, Point)
        /// The squared lengths in pixels of the sides from the first corner to the second (top),
        /// the second to the third (right), the third to the fourth (bottom) and back (left).
        public let squaredSides: (top: Double, right: Double, bottom: Double, left: Double)

        /// The outline of a quad whose `projectedCorners` are `c`, at `pixelsPerPoint`.
        @inlinable @inline(__always) public init(_ c: (Point, Point, Point, Point), pixelsPerPoint sx: Double, _ sy: Double) {
            func pixels(_ p: Point) -> Point { Point(x: p.x * sx, y: p.y * sy) }
            func squaredDistance(_ a: Point, _ b: Point) -> Double { (b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y) }
            corners = (pixels(c.0), pixels(c.1), pixels(c.2), pixels(c.3))
            squaredSides = (squaredDistance(corners.0, corners.1), squaredDistance(corners.1, corners.2),
                squaredDistance(corners.2, corners.3), squaredDistance(corners.3, corners.0))
        }
    }

    /// Whether some antialiased edge crosses pixels at a slant: not for an upright rectangle,
    /// whose edges run along pixel rows and columns. Those are drawn by pixel centres, as
    /// browser compositors and Core Animation draw them, so that the many upright layers of a
    /// screen stay opaque (no blending) and cost no coverage work; a fractional edge moves in
    /// whole pixels.
    @inlinable @inline(__always) public var needsEdgeAntialiasing: Bool { !antialiasedEdges.isEmpty && screenRectangle == nil }

    /// The four corners on screen, clockwise from the top-left of the bounds.
    public var screenCorners: [Point] {
        let c = projectedCorners
        return [c.0, c.1, c.2, c.3]
    }

    /// `screenCorners` with no array to allocate: the quad pass asks of every quad every frame.
    /// Sums of the matrix's rows, what `project` gives for the unit square's corners with its zero
    /// terms left out: four trips through the general product cost the pass more than the rest
    /// of a quad's plan.
    @inlinable @inline(__always) public var projectedCorners: (Point, Point, Point, Point) {
        let m = unitToScreen
        func divided(_ v: SIMD4<Double>) -> Point { Point(x: v.x / v.w, y: v.y / v.w) }
        return (divided(m.r4), divided(m.r1 + m.r4), divided(m.r1 + m.r2 + m.r4), divided(m.r2 + m.r4))
    }
}
