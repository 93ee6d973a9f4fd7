import CreaseMath
import Foundation
import Testing

@testable import CreaseFold

struct LightingTests {
    static let source = Rect(x: 0, y: 0, width: 400, height: 400)

    func accordion(_ theta: Double, count: Int = 4, axis: FoldAxis = .horizontal) -> [FoldStrip] {
        FoldStyle.accordion(.center).strips(angle: theta, source: Self.source, layout: .equal(count: count, total: 400), axis: axis)
    }

    @Test func flatStripsAreUntouched() {
        let lighting = FoldLighting.default
        expectClose(lighting.light.length, 1, 1e-15)
        for s in accordion(0, count: 9) + accordion(0, axis: .vertical) {
            let shade = lighting.shading(for: s)
            #expect(shade.multiplier == 1)
            #expect(shade.leadingEdge == 0 && shade.trailingEdge == 0)
            #expect(shade.brightness(at: 0) == 1 && shade.brightness(at: 0.5) == 1 && shade.brightness(at: 1) == 1)
        }
        // A flat strip beside a turned one: the whole is lit as it was, only its crease edge shades.
        let spine = FoldStyle.pageFlip.strips(angle: 1, source: Self.source, layout: .init(lengths: []), axis: .vertical)[0]
        #expect(lighting.shading(for: spine).multiplier == 1)
        #expect(lighting.shading(for: spine).trailingEdge < 0)
        // Calibration holds for other lights and diffuse shares too.
        let other = FoldLighting(light: Vector3(0.6, 0, 0.8), diffuse: 0.7)
        #expect(other.shading(for: accordion(0)[0]).multiplier == 1)
    }

    @Test(arguments: FoldAxis.allCases, [10.0, 30, 60, 80])
    func turnedAwayFromTheLightIsDarker(axis: FoldAxis, degrees: Double) {
        // −θ faces down (horizontal) or right (vertical): away from a light at the upper left.
        let strip = accordion(radians(degrees), axis: axis)[0]
        #expect(strip.angle < 0)
        #expect(FoldLighting.default.shading(for: strip).multiplier < 1)
    }

    @Test func turnedSlightlyTowardTheLightIsBrighter() {
        let strip = accordion(radians(20))[1]
        #expect(FoldLighting.default.shading(for: strip).multiplier > 1)
    }

    @Test func backFacesAreLitOnTheFaceShown() {
        let flipped = FoldStyle.pageFlip.strips(angle: .pi, source: Self.source, layout: .init(lengths: []), axis: .vertical)[1]
        #expect(flipped.showsBack)
        expectClose(FoldLighting.default.shading(for: flipped).multiplier, 1, 1e-12)
    }

    @Test(arguments: [5.0, 30, 60, 89])
    func benchmarkShade(degrees: Double) {
        let theta = radians(degrees)
        let shade = TurnShade.standard
        expectClose(shade.multiplier(angle: -theta), 1 - 0.25 * sin(theta), 1e-15)
        expectClose(shade.multiplier(angle: theta), 1 - 0.6 * sin(theta), 1e-15)
        #expect(shade.multiplier(angle: 0) == 1)
        #expect(shade.multiplier(angle: theta) < shade.multiplier(angle: -theta))
        // The light as a strip sees it: the turn's multiplier, no edge terms. The second strip
        // of an accordion turns toward the viewer.
        let strip = accordion(theta, count: 2)[1]
        let light = FoldLight.standard.shading(for: strip, axis: .horizontal)
        expectClose(light.multiplier, 1 - 0.6 * sin(theta), 1e-15)
        #expect(light.leadingEdge == 0 && light.trailingEdge == 0)
    }

    @Test func valleysDarkenRidgesBrightenOuterEdgesNeither() {
        let lighting = FoldLighting.default
        let shades = accordion(radians(45)).map { lighting.shading(for: $0) }
        // Edges: outer | valley | ridge | valley | outer.
        #expect(shades[0].leadingEdge == 0)
        #expect(shades[0].trailingEdge < 0 && shades[1].leadingEdge < 0)
        #expect(shades[1].trailingEdge > 0 && shades[2].leadingEdge > 0)
        #expect(shades[3].trailingEdge == 0)
        // A 90° crease is half closed: sin 45° of the full amount.
        expectClose(shades[0].trailingEdge, -0.35 * sin(radians(45)), 1e-12)
        expectClose(shades[1].trailingEdge, 0.15 * sin(radians(45)), 1e-12)
        // The terms act at the edge and are gone edgeWidth into the strip.
        let s = shades[1]
        expectClose(s.brightness(at: 0), s.multiplier * (1 + s.leadingEdge), 1e-12)
        expectClose(s.brightness(at: 1), s.multiplier * (1 + s.trailingEdge), 1e-12)
        // Half way into an edge zone, smoothstep is at one half.
        expectClose(s.brightness(at: s.edgeWidth / 2), s.multiplier * (1 + s.leadingEdge / 2), 1e-12)
        expectClose(s.brightness(at: s.edgeWidth), s.multiplier, 1e-12)
        expectClose(s.brightness(at: 0.5), s.multiplier, 1e-12)
    }

    @Test func creasesGrowWithTheFold() {
        let lighting = FoldLighting.default
        let terms = [5.0, 30, 60, 90].map { lighting.shading(for: accordion(radians($0))[0]).trailingEdge }
        #expect(zip(terms, terms.dropFirst()).allSatisfy { $0 > $1 })
        expectClose(terms[3], -0.35, 1e-12)
    }

    @Test func shadingAFrameMatchesShadingEachStrip() {
        let strips = accordion(radians(50), count: 33)
            + FoldStyle.pageFlip.strips(angle: 2, source: Self.source, layout: .init(lengths: []), axis: .vertical)
        var out: [Shading] = []
        FoldLighting.default.shade(strips, into: &out)
        #expect(out == strips.map { FoldLighting.default.shading(for: $0) })
        FoldLighting.default.shade(Array(strips.prefix(2)), into: &out)
        #expect(out.count == 2)
    }

    @Test func flatPresetShadesNothing() {
        let strips = accordion(radians(60), count: 8) + accordion(radians(-80), axis: .vertical)
            + FoldStyle.pageFlip.strips(angle: 2.5, source: Self.source, layout: .init(lengths: []), axis: .vertical)
            + FoldStyle.halfFold(.pinch).strips(amount: 0.8, source: Self.source, layout: .init(lengths: []), axis: .horizontal)
        for s in strips {
            let shade = FoldLight.flat.shading(for: s, axis: .horizontal)
            #expect(shade.multiplier == 1)
            #expect(shade.leadingEdge == 0 && shade.trailingEdge == 0)
            #expect(shade.brightness(at: 0) == 1 && shade.brightness(at: 1) == 1)
        }
    }
}
