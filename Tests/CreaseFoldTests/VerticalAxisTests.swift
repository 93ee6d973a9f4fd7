import CreaseMath
import Foundation
import Testing

@testable import CreaseFold

/// A vertical fold is the horizontal one with x and y swapped.
struct VerticalAxisTests {
    static func swapped(_ r: Rect) -> Rect { Rect(x: r.minY, y: r.minX, width: r.height, height: r.width) }
    static func swapped(_ p: Vector3) -> Vector3 { Vector3(p.y, p.x, p.z) }

    /// Styles and amounts.
    static let folds: [(FoldStyle, Double)] = [
        (.accordion(.center), 0.55), (.accordion(.leading), 0.2), (.accordion(.trailing), 0.9), (.paperFold(.leading), 0.6),
        (.oneCrease, 0.45), (.oneCrease, -0.45), (.pageFlip, 0.7), (.halfFold(.pinch), 0.5), (.halfFold(.foldBack), 0.7),
    ]

    @Test(arguments: folds)
    func matchesTheHorizontalFoldWithAxesSwapped(style: FoldStyle, amount: Double) {
        let horizontalSource = Rect(x: 10, y: 20, width: 300, height: 175)
        let layout = StripLayout(lengths: [100, 50, 25])
        let h = style.strips(amount: amount, source: horizontalSource, layout: layout, axis: .horizontal)
        let v = style.strips(amount: amount, source: Self.swapped(horizontalSource), layout: layout, axis: .vertical)
        #expect(h.count == v.count)
        expectContinuous(v, .vertical)
        for (a, b) in zip(h, v) {
            #expect(b.sourceRect == Self.swapped(a.sourceRect))
            #expect(b.textureRect == Self.swapped(a.textureRect))
            #expect(b.angle == a.angle)
            #expect(b.showsBack == a.showsBack)
            #expect(b.leadingEdge == a.leadingEdge && b.trailingEdge == a.trailingEdge)
            expectClose(b.normal, Self.swapped(a.normal), 1e-12)
            // Every local point (x, y) of a horizontal strip lands where (y, x) of its vertical twin does.
            for (x, y) in [(0.0, 0.0), (a.sourceRect.width, 0), (0, a.sourceRect.height), (37, 11)] {
                expectClose(foldPoint(b, y, x), Self.swapped(foldPoint(a, x, y)), 1e-9)
            }
        }
        let he = style.foldedExtent(amount: amount, source: horizontalSource, layout: layout, axis: .horizontal)
        let ve = style.foldedExtent(amount: amount, source: Self.swapped(horizontalSource), layout: layout, axis: .vertical)
        expectClose(he.lowerBound, ve.lowerBound)
        expectClose(he.upperBound, ve.upperBound)
    }

    @Test func verticalAccordionSpansWidthTimesCosThetaAboutTheMiddle() {
        let source = Rect(x: 0, y: 0, width: 1920, height: 1080)
        let theta = radians(60)
        let strips = FoldStyle.accordion(.center)
            .strips(angle: theta, source: source, layout: .equal(count: 16, total: 1920), axis: .vertical)
        let extent = measuredExtent(strips, .vertical)
        expectClose(extent.lowerBound, 480, 1e-9)
        expectClose(extent.upperBound, 1440, 1e-9)
        expectTiling(strips.map(\.textureRect), .unit, .vertical)
        expectTiling(strips.map(\.sourceRect), source, .vertical)
        // The same fold as the benchmark's mirror image: about y, the angle's sign flips.
        var hinge = Vector3(480, 0, 0)
        for s in strips {
            expectClose(s.transform, .rotation(-s.angle, 0, 1, 0) * .translation(hinge.x, hinge.y, hinge.z), 1e-9)
            hinge = foldPoint(s, 120, 0)
        }
        // Strip 0 (−θ) takes its right edge away from the viewer.
        #expect(trailingEnds(strips[0], .vertical)[0].z < 0)
    }
}
