import CreaseDrawList

/// How the quad pass draws one quad, decided from the quad alone (no GL, so tests ask it
/// directly): the program, whether it blends, how its texture is sampled, whether it is drawn
/// as an inside and an edge ring, and whether it cuts what is under it. A run of quads drawn as
/// one has the plan of all of them (`joined(with:)`).
struct QuadPlan: Equatable {
    /// The program that draws it.
    var kind: QuadPrograms.Kind
    /// It hides what is under it: drawn without blending.
    var opaque: Bool
    /// It shows its texture smaller than it is somewhere: sampled from the mipmaps.
    var minified: Bool
    /// It shows its texture texel for pixel, or has none: nearest sampling reads what bilinear would.
    var texelForPixel: Bool
    /// It is drawn as its inside, unblended, then its edge ring, blended.
    var splits: Bool
    /// It cuts what is drawn to its alpha (a mask) rather than covering it.
    var cuts: Bool

    /// Pixels an opaque antialiased quad covers from which it is drawn in two parts: the inside
    /// with neither blending nor coverage (on llvmpipe a blended, measured pixel costs half as
    /// much again), then the edge ring. Below, the second draw costs more than it saves.
    static let splitPastPixels = 16_384.0
    /// The thinnest quad split: its inside is half a pixel in from each antialiased edge.
    static let splitPastThickness = 4.0

    /// The plan for `q`, its texture found or not (`textured`), at `pixelsPerPoint`, with
    /// `edgeCoverage` (false in a multisampled framebuffer, which smooths edges itself).
    ///
    /// `q` is only read. It is taken `inout` because only so is it read where it lies: an
    /// initialiser takes a plain argument over, so the caller copies the quad (546 bytes); a
    /// borrowed one the optimiser copies all the same before calling its accessors, not knowing
    /// what else may write that memory. An `inout` quad is the plan's alone while it runs. (A
    /// frame of 4,096 quads: 2.3 M instructions less when a quad held references, 0.38 M since.)
    init(for q: inout DrawQuad, textured: Bool, pixelsPerPoint sx: Double, _ sy: Double, edgeCoverage: Bool) {
        kind = QuadPrograms.Kind(for: &q, textured: textured, edgeCoverage: edgeCoverage)
        // Partly covered pixels along an antialiased edge blend.
        let opaqueQuad = q.isOpaque
        opaque = opaqueQuad && !kind.edgeAntialiased
        // The blending goes to the edge ring alone when the quad is opaque, plain and large.
        let mightSplit = kind.edgeAntialiased && kind.plain && opaqueQuad
        // The outline in pixels, measured once for the texel density and the footprint, and only
        // where one of them is asked.
        let outline = q.contents != nil || mightSplit ? DrawQuad.PixelOutline(q.projectedCorners, pixelsPerPoint: sx, sy) : nil
        minified = outline.map { q.isMinified(outline: $0) } ?? false
        texelForPixel = !textured || q.showsTexelForPixel(pixelsPerPoint: sx, sy)
        let footprint = mightSplit ? outline.flatMap { q.pixelFootprint(outline: $0) } : nil
        splits = footprint.map { $0.area >= Self.splitPastPixels && $0.thickness >= Self.splitPastThickness } ?? false
        cuts = q.blend == .destinationIn
    }

    /// The plan of quads not drawn (passed over outside the part of the frame drawn).
    static let nothing = QuadPlan(kind: .general, opaque: false, minified: false, texelForPixel: true, splits: false, cuts: false)

    private init(kind: QuadPrograms.Kind, opaque: Bool, minified: Bool, texelForPixel: Bool, splits: Bool, cuts: Bool) {
        (self.kind, self.opaque, self.minified, self.texelForPixel, self.splits, self.cuts) = (kind, opaque, minified, texelForPixel, splits, cuts)
    }

    /// Whether a quad of plan `other` may be drawn in one instanced draw with quads of this
    /// plan: the same program, blending and blend function.
    func joins(_ other: QuadPlan) -> Bool {
        kind == other.kind && opaque == other.opaque && cuts == other.cuts
    }

    /// The plan of a run of this plan's quads and `other`'s: mipmaps when any quad needs them,
    /// nearest sampling only when every quad is texel for pixel, split when any quad splits.
    func joined(with other: QuadPlan) -> QuadPlan {
        var run = self
        run.minified = minified || other.minified
        run.texelForPixel = texelForPixel && other.texelForPixel
        run.splits = splits || other.splits
        return run
    }

    /// How the texture is read.
    var sampling: TextureFilter { minified ? .trilinear : texelForPixel ? .nearest : .linear }

    /// How the colour meets what is drawn.
    var blendFunction: BlendFunction { cuts ? .destinationIn : .sourceOver }
}
