import CreaseDrawList
import CreaseImage
@testable import CreaseGL
import CreaseMath
import Testing

/// The quad pass's decision for one quad, asked without a device: each expectation follows from
/// the rule the plan states (opaque quads draw unblended, texel-for-pixel pictures nearest,
/// large opaque slanted quads as an inside and a ring, ...).
@Suite struct QuadPlanTests {
    /// A picture of `side`×`side` texels over a quad of `width`×`height` points at (`x`, `y`).
    /// The plan reads what the quad's picture handle says of it (its size, its opacity), not the list.
    static func picture(side: Int = 8, opaque: Bool = true, x: Double = 0, y: Double = 0, width: Double = 8, height: Double = 8) -> DrawQuad {
        var list = DrawList(viewport: Size(width: 200, height: 100))
        return DrawQuad(unitToScreen: .scale(width, height) * .translation(x, y), size: Size(width: width, height: height),
            contents: list.picture(.bitmap(Bitmap(width: side, height: side, filledWith: (200, 100, 50, opaque ? 255 : 128)))))
    }

    /// `q` turned by 0.1 radians about the screen's origin, its four edges antialiased.
    static func slanted(_ q: DrawQuad) -> DrawQuad {
        var turned = q
        turned.unitToScreen = q.unitToScreen * .rotation(0.1, 0, 0, 1)
        turned.antialiasedEdges = .all
        return turned
    }

    static func plan(_ quad: DrawQuad, textured: Bool = true, pixelsPerPoint: Double = 1, edgeCoverage: Bool = true) -> QuadPlan {
        var q = quad
        return QuadPlan(for: &q, textured: textured, pixelsPerPoint: pixelsPerPoint, pixelsPerPoint, edgeCoverage: edgeCoverage)
    }

    @Test func planningLeavesTheQuadAsItWas() {
        // Lent `inout` so as to be read in place: a plan that wrote to it would change the frame.
        var quad = Self.picture(x: 3, y: 5)
        quad.antialiasedEdges = .all
        quad.unitToScreen = quad.unitToScreen * .rotation(0.2, 0, 0, 1)
        let before = quad
        _ = QuadPlan(for: &quad, textured: true, pixelsPerPoint: 2, 2, edgeCoverage: true)
        #expect(quad == before)
    }

    @Test func anOpaqueUprightPictureTexelForPixelIsNearestAndUnblended() {
        let plan = Self.plan(Self.picture(x: 3, y: 5))
        #expect(plan.kind == QuadPrograms.Kind(plain: true, edgeAntialiased: false))
        #expect(plan.opaque)
        #expect(plan.sampling == .nearest)
        #expect(!plan.splits && !plan.cuts)
        #expect(plan.blendFunction == .sourceOver)
    }

    @Test func aPictureOffTheWholePixelsIsBilinear() {
        // Half a point right: each texel's centre falls between two pixels'.
        #expect(Self.plan(Self.picture(x: 0.5)).sampling == .linear)
        // At two pixels a point, half a point is a whole pixel again.
        #expect(Self.plan(Self.picture(x: 0.5, width: 4, height: 4), pixelsPerPoint: 2).sampling == .nearest)
    }

    @Test func aPictureShownAtMoreThanTwoTexelsAPixelIsTrilinear() {
        // 64 texels over 16 pixels: 4 a pixel, past `DrawQuad.trilinearPast`.
        #expect(Self.plan(Self.picture(side: 64, width: 16, height: 16)).sampling == .trilinear)
        // 64 over 40: 1.6 a pixel, below it, and not one for one.
        #expect(Self.plan(Self.picture(side: 64, width: 40, height: 40)).sampling == .linear)
    }

    @Test func aTranslucentQuadBlendsThroughTheScaledProgram() {
        var q = Self.picture()
        q.opacity = 0.5
        let plan = Self.plan(q)
        #expect(!plan.opaque)
        #expect(plan.kind == QuadPrograms.Kind(plain: true, edgeAntialiased: false, scaled: true))
    }

    @Test func aTranslucentPictureBlendsThoughItsQuadIsOpaque() {
        #expect(!Self.plan(Self.picture(opaque: false)).opaque)
    }

    @Test func aLargeOpaqueSlantedQuadSplitsIntoItsInsideAndItsRing() {
        // 200×200 pixels: past 16 384 and far thicker than 4.
        let plan = Self.plan(Self.slanted(Self.picture(side: 200, x: 50, y: 50, width: 200, height: 200)))
        #expect(plan.kind.edgeAntialiased && plan.kind.plain)
        // Its edges blend, so the quad as a whole is not drawn opaque; its inside is.
        #expect(!plan.opaque)
        #expect(plan.splits)
    }

    @Test func aSmallOrThinSlantedQuadIsOneBlendedDraw() {
        // 100×100 pixels: under 16 384.
        let small = Self.plan(Self.slanted(Self.picture(side: 100, x: 50, y: 50, width: 100, height: 100)))
        #expect(small.kind.edgeAntialiased && !small.opaque && !small.splits)
        // 8000×3: 24 000 pixels, but 3 thick.
        var thin = Self.picture(x: 50, y: 50, width: 8000, height: 3)
        thin.contents = nil
        thin.backgroundColor = .white
        let plan = Self.plan(Self.slanted(thin), textured: false)
        #expect(plan.kind.edgeAntialiased && !plan.splits)
    }

    @Test func aTranslucentSlantedQuadDoesNotSplit() {
        var q = Self.slanted(Self.picture(side: 200, x: 50, y: 50, width: 200, height: 200))
        q.opacity = 0.9
        #expect(!Self.plan(q).splits)
    }

    @Test func multisamplingLeavesSlantedEdgesToTheFramebuffer() {
        let plan = Self.plan(Self.slanted(Self.picture(side: 200, x: 50, y: 50, width: 200, height: 200)), edgeCoverage: false)
        #expect(!plan.kind.edgeAntialiased)
        #expect(plan.opaque && !plan.splits)
    }

    @Test func aMaskCutsWhatIsDrawn() {
        var q = Self.picture()
        q.blend = .destinationIn
        let plan = Self.plan(q)
        #expect(plan.cuts && plan.blendFunction == .destinationIn)
        #expect(!plan.opaque)
    }

    @Test func aQuadWhosePictureHasNoTextureIsItsColourAlone() {
        var q = Self.picture(x: 0.5)
        q.backgroundColor = .white
        let plan = Self.plan(q, textured: false)
        #expect(plan.kind == QuadPrograms.Kind(plain: true, edgeAntialiased: false, solid: true))
        // Nothing to sample: nearest reads what bilinear would.
        #expect(plan.texelForPixel)
    }

    @Test func aRoundedQuadTakesTheWholeShaderBlended() {
        var q = Self.picture()
        q.cornerRadius = 2
        let plan = Self.plan(q)
        #expect(plan.kind == .general)
        #expect(!plan.opaque)
    }

    @Test func plansJoinOnProgramBlendingAndBlendFunctionAlone() {
        let nearest = Self.plan(Self.picture())
        let trilinear = Self.plan(Self.picture(side: 64, width: 16, height: 16))
        #expect(nearest.joins(trilinear))
        var translucent = Self.picture()
        translucent.opacity = 0.5
        #expect(!nearest.joins(Self.plan(translucent)))
        // A mask as translucent: the same program and blending, another blend function.
        var mask = translucent
        mask.blend = .destinationIn
        #expect(Self.plan(mask).kind == Self.plan(translucent).kind)
        #expect(!Self.plan(translucent).joins(Self.plan(mask)))
    }

    @Test func aRunIsTrilinearWhenAnyQuadIsMinifiedAndNearestOnlyWhenAllAreTexelForPixel() {
        let nearest = Self.plan(Self.picture())
        let bilinear = Self.plan(Self.picture(x: 0.5))
        let trilinear = Self.plan(Self.picture(side: 64, width: 16, height: 16))
        #expect(nearest.joined(with: nearest).sampling == .nearest)
        #expect(nearest.joined(with: bilinear).sampling == .linear)
        #expect(bilinear.joined(with: nearest).sampling == .linear)
        #expect(nearest.joined(with: trilinear).sampling == .trilinear)
    }

    @Test func aRunSplitsWhenAnyOfItsQuadsDoes() {
        let large = Self.plan(Self.slanted(Self.picture(side: 200, x: 50, y: 50, width: 200, height: 200)))
        let small = Self.plan(Self.slanted(Self.picture(side: 100, x: 50, y: 50, width: 100, height: 100)))
        #expect(small.joins(large))
        #expect(small.joined(with: large).splits && large.joined(with: small).splits)
        #expect(!small.joined(with: small).splits)
    }
}
