import CreaseMath
import Foundation
import Testing

@testable import CreaseFold

struct OneCreaseTests {
    static let source = Rect(x: 0, y: 0, width: 320, height: 480)

    @Test(arguments: FoldAxis.allCases, [30.0, 75, -30, -75])
    func halvesMeetAndOuterEdgesStayInThePlane(axis: FoldAxis, degrees: Double) {
        let angle = radians(degrees)
        let layout = StripLayout.equal(count: 7, total: 480)  // ignored: always two halves
        let strips = FoldStyle.oneCrease.strips(angle: angle, source: Self.source, layout: layout, axis: axis)
        #expect(strips.count == 2)
        let half = axis.length(Self.source) / 2
        #expect(strips.allSatisfy { axis.length($0.sourceRect) == half })
        expectContinuous(strips, axis, tol: 1e-9)
        for p in leadingEnds(strips[0], axis) + trailingEnds(strips[1], axis) { expectClose(p.z, 0, 1e-9) }

        // The outer edges move inward symmetrically: the halves keep their length.
        let extent = measuredExtent(strips, axis)
        expectClose(extent.lowerBound, half - half * cos(angle), 1e-9)
        expectClose(extent.upperBound, half + half * cos(angle), 1e-9)

        let crease = trailingEnds(strips[0], axis)[0]
        expectClose(crease.z, -half * sin(angle), 1e-9)
        expectClose(along(crease, axis), half, 1e-9)
        let kind: FoldEdge = degrees > 0 ? .valley : .ridge
        #expect(strips[0].trailingEdge == kind && strips[1].leadingEdge == kind)
        #expect(strips[0].leadingEdge == .outer && strips[1].trailingEdge == .outer)
    }

    @Test func positiveAngleSendsTheCreaseAway() {
        let strips = FoldStyle.oneCrease.strips(angle: 0.4, source: Self.source, layout: .init(lengths: []), axis: .vertical)
        #expect(trailingEnds(strips[0], .vertical).allSatisfy { $0.z < 0 })
        let back = FoldStyle.oneCrease.strips(angle: -0.4, source: Self.source, layout: .init(lengths: []), axis: .vertical)
        #expect(trailingEnds(back[0], .vertical).allSatisfy { $0.z > 0 })
    }
}
