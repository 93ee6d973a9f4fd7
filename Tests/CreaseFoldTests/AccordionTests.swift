import CreaseMath
import Foundation
import Testing

@testable import CreaseFold

struct AccordionTests {
    static let source = Rect(x: 0, y: 0, width: 1920, height: 1080)
    static let thetas = [10.0, 45, 80].map(radians)

    @Test(arguments: FoldAnchor.allCases, [2, 16, 257])
    func hingesMeetIn3D(anchor: FoldAnchor, count: Int) {
        for axis in FoldAxis.allCases {
            let layout = StripLayout.equal(count: count, total: axis.length(Self.source))
            for theta in Self.thetas {
                let strips = FoldStyle.accordion(anchor)
                    .strips(angle: theta, source: Self.source, layout: layout, axis: axis)
                #expect(strips.count == count)
                expectContinuous(strips, axis)
            }
        }
    }

    @Test(arguments: FoldAnchor.allCases, [0, 0.3, 0.75, 1])
    func paperFoldHingesMeet(anchor: FoldAnchor, amount: Double) {
        for axis in FoldAxis.allCases {
            let layout = StripLayout.equal(count: 6, total: axis.length(Self.source))
            let strips = FoldStyle.paperFold(anchor)
                .strips(amount: amount, source: Self.source, layout: layout, axis: axis)
            expectContinuous(strips, axis)
            // θ = amount·90°: the folded length is H·cos θ.
            let extent = measuredExtent(strips, axis)
            expectClose(extent.upperBound - extent.lowerBound, axis.length(Self.source) * cos(amount * .pi / 2), 1e-6)
        }
    }

    @Test func paperFoldIsTheAccordionAtAmountTimesNinetyDegrees() {
        let layout = StripLayout.equal(count: 5, total: 1080)
        for anchor in FoldAnchor.allCases {
            let paper = FoldStyle.paperFold(anchor).strips(amount: 0.4, source: Self.source, layout: layout, axis: .horizontal)
            let accordion = FoldStyle.accordion(anchor)
                .strips(angle: 0.4 * .pi / 2, source: Self.source, layout: layout, axis: .horizontal)
            #expect(paper == accordion)
        }
        // Amounts past 1 clamp to fully folded.
        let over = FoldStyle.paperFold(.leading).strips(amount: 1.5, source: Self.source, layout: layout, axis: .horizontal)
        #expect(over.map(\.angle) == [-1, 1, -1, 1, -1].map { $0 * Double.pi / 2 })
    }

    @Test(arguments: FoldAnchor.allCases)
    func equalStripsSpanLengthTimesCosTheta(anchor: FoldAnchor) {
        let source = Rect(x: 30, y: 40, width: 600, height: 900)
        let layout = StripLayout.equal(count: 16, total: 900)
        for theta in Self.thetas {
            let style = FoldStyle.accordion(anchor)
            let strips = style.strips(angle: theta, source: source, layout: layout, axis: .horizontal)
            let extent = measuredExtent(strips, .horizontal)
            expectClose(extent.upperBound - extent.lowerBound, 900 * cos(theta), 1e-6)
            let api = style.foldedExtent(amount: style.amount(angle: theta), source: source, layout: layout, axis: .horizontal)
            expectClose(api.lowerBound, extent.lowerBound, 1e-9)
            expectClose(api.upperBound, extent.upperBound, 1e-9)
            switch anchor {
            case .center:
                expectClose((extent.lowerBound + extent.upperBound) / 2, source.midY, 1e-9)
            case .leading:
                // The leading edge stays exactly where it was, in the z = 0 plane.
                for (p, q) in zip(leadingEnds(strips[0], .horizontal), [Vector3(30, 40, 0), Vector3(630, 40, 0)]) {
                    expectClose(p, q, 1e-12)
                }
                expectClose(extent.lowerBound, source.minY, 1e-12)
            case .trailing:
                for (p, q) in zip(trailingEnds(strips[15], .horizontal), [Vector3(30, 940, 0), Vector3(630, 940, 0)]) {
                    expectClose(p, q, 1e-9)
                }
                expectClose(extent.upperBound, source.maxY, 1e-9)
            }
        }
    }

    /// Past 90° every strip turns over and the chain runs back up (cos θ < 0); the folded whole
    /// still sits centred.
    @Test func centredPastNinetyDegrees() {
        let layout = StripLayout.equal(count: 6, total: 1080)
        let strips = FoldStyle.accordion(.center).strips(angle: radians(120), source: Self.source, layout: layout, axis: .horizontal)
        expectContinuous(strips, .horizontal)
        let extent = measuredExtent(strips, .horizontal)
        expectClose(extent.upperBound - extent.lowerBound, 1080 * 0.5, 1e-9)
        expectClose((extent.lowerBound + extent.upperBound) / 2, 540, 1e-9)
        // Strip 0's trailing edge lies above its leading edge.
        #expect(trailingEnds(strips[0], .horizontal)[0].y < leadingEnds(strips[0], .horizontal)[0].y)
        #expect(strips.allSatisfy { $0.showsBack && abs($0.normal.z + 0.5) < 1e-12 })
    }

    /// The benchmark: strip i turns about the x axis around its top hinge by −θ (even i) or +θ
    /// (odd i), each starting where the last ended, the whole centred.
    @Test func benchmarkWorkload() {
        let theta = radians(60)
        let layout = StripLayout.equal(count: 16, total: 1080)
        let style = FoldStyle.accordion(.center)
        let strips = style.strips(angle: theta, source: Self.source, layout: layout, axis: .horizontal)
        #expect(strips.count == 16)
        #expect(strips[0].angle == -theta)
        #expect(strips[1].angle == theta)
        for s in strips { #expect(s.angle == (s.index.isMultiple(of: 2) ? -theta : theta)) }

        let extent = measuredExtent(strips, .horizontal)
        expectClose(extent.lowerBound, 270, 1e-9)
        expectClose(extent.upperBound, 810, 1e-9)
        let api = style.foldedExtent(amount: style.amount(angle: theta), source: Self.source, layout: layout, axis: .horizontal)
        expectClose(api.lowerBound, 270, 1e-9)
        expectClose(api.upperBound, 810, 1e-9)

        // Strip 0 hangs from (0, 270, 0) and its bottom recedes; each transform is exactly the
        // rotation about x then the move to its hinge.
        expectClose(foldPoint(strips[0], 0, 0), Vector3(0, 270, 0), 1e-12)
        expectClose(foldPoint(strips[0], 0, 67.5), Vector3(0, 270 + 33.75, -67.5 * sin(theta)), 1e-9)
        var hinge = Vector3(0, 270, 0)
        for s in strips {
            expectClose(s.transform, .rotation(s.angle, 1, 0, 0) * .translation(hinge.x, hinge.y, hinge.z), 1e-9)
            hinge = foldPoint(s, 0, 67.5)
        }
    }

    @Test func unequalStrips() {
        let source = Rect(x: 10, y: 20, width: 300, height: 175)
        let layout = StripLayout(lengths: [100, 50, 25])
        for anchor in FoldAnchor.allCases {
            for theta in Self.thetas {
                let strips = FoldStyle.accordion(anchor)
                    .strips(angle: theta, source: source, layout: layout, axis: .horizontal)
                expectContinuous(strips, .horizontal)
                let extent = measuredExtent(strips, .horizontal)
                expectClose(extent.upperBound - extent.lowerBound, 175 * cos(theta), 1e-9)
                #expect(strips.map(\.sourceRect.height) == [100, 50, 25])
                expectTiling(strips.map(\.textureRect), .unit, .horizontal)
                expectTiling(strips.map(\.sourceRect), source, .horizontal)
                // Rigid: each strip keeps its length in 3D.
                for s in strips {
                    expectClose((trailingEnds(s, .horizontal)[0] - leadingEnds(s, .horizontal)[0]).length, s.sourceRect.height)
                }
            }
        }
    }

    @Test func textureRectsAreTheSourceRectsInUnitCoordinates() {
        let source = Rect(x: 10, y: 20, width: 300, height: 175)
        let strips = FoldStyle.accordion(.center)
            .strips(angle: 0.5, source: source, layout: StripLayout(lengths: [100, 50, 25]), axis: .horizontal)
        for s in strips {
            expectClose(s.textureRect.minY, (s.sourceRect.minY - 20) / 175, 1e-12)
            expectClose(s.textureRect.height, s.sourceRect.height / 175, 1e-12)
        }
    }

    /// Pinned at the trailing edge, the fold is the leading one seen in a mirror.
    @Test func trailingAnchorMirrorsLeading() {
        let source = Rect(x: 0, y: 0, width: 200, height: 175)
        let theta = radians(35)
        let trailing = FoldStyle.accordion(.trailing)
            .strips(angle: theta, source: source, layout: StripLayout(lengths: [100, 50, 25]), axis: .horizontal)
        let leading = FoldStyle.accordion(.leading)
            .strips(angle: theta, source: source, layout: StripLayout(lengths: [25, 50, 100]), axis: .horizontal)
        func mirror(_ p: Vector3) -> Vector3 { Vector3(p.x, 175 - p.y, p.z) }
        for (t, l) in zip(trailing, leading.reversed()) {
            for (p, q) in zip(trailingEnds(t, .horizontal), leadingEnds(l, .horizontal)) { expectClose(p, mirror(q)) }
            for (p, q) in zip(leadingEnds(t, .horizontal), trailingEnds(l, .horizontal)) { expectClose(p, mirror(q)) }
            #expect(t.leadingEdge == l.trailingEdge)
            #expect(t.trailingEdge == l.leadingEdge)
        }
        // The strip at the anchor folds away from the viewer in both.
        #expect(leadingEnds(trailing[2], .horizontal)[0].z < 0)
        #expect(trailingEnds(leading[0], .horizontal)[0].z < 0)
    }

    @Test func edgeKindsAlternate() {
        let layout = StripLayout.equal(count: 4, total: 1080)
        let strips = FoldStyle.accordion(.center)
            .strips(angle: radians(45), source: Self.source, layout: layout, axis: .horizontal)
        #expect(strips.map(\.leadingEdge) == [.outer, .valley, .ridge, .valley])
        #expect(strips.map(\.trailingEdge) == [.valley, .ridge, .valley, .outer])
        expectClose(strips[0].trailingCrease, radians(90))
        expectClose(strips[1].trailingCrease, -radians(90))
        // The first hinge's crease is really behind its neighbours' far edges.
        #expect(trailingEnds(strips[0], .horizontal)[0].z < leadingEnds(strips[0], .horizontal)[0].z)
        // Negative θ swaps valleys and ridges.
        let flipped = FoldStyle.accordion(.center)
            .strips(angle: -radians(45), source: Self.source, layout: layout, axis: .horizontal)
        #expect(flipped.map(\.trailingEdge) == [.ridge, .valley, .ridge, .outer])
    }

    @Test func zeroThetaIsTheFlatPicture() {
        let source = Rect(x: 5, y: 6, width: 100, height: 80)
        let strips = FoldStyle.accordion(.center)
            .strips(angle: 0, source: source, layout: .equal(count: 8, total: 80), axis: .horizontal)
        for s in strips {
            expectClose(s.transform, .translation(s.sourceRect.minX, s.sourceRect.minY), 1e-12)
            #expect(s.normal == Vector3(0, 0, 1))
            #expect(!s.showsBack)
        }
        #expect(strips.dropFirst().allSatisfy { $0.leadingEdge == .flat })
        #expect(strips[0].leadingEdge == .outer && strips[7].trailingEdge == .outer)
    }

    @Test func writingIntoAnArrayReusesIt() {
        var out: [FoldStrip] = []
        let style = FoldStyle.accordion(.center)
        style.strips(amount: 0.6, source: Self.source, layout: .equal(count: 64, total: 1080), axis: .horizontal, into: &out)
        #expect(out.count == 64)
        let capacity = out.capacity
        style.strips(amount: 0.6, source: Self.source, layout: .equal(count: 4, total: 1080), axis: .horizontal, into: &out)
        #expect(out == style.strips(amount: 0.6, source: Self.source, layout: .equal(count: 4, total: 1080), axis: .horizontal))
        #expect(out.capacity == capacity)
        #expect(out.map(\.index) == [0, 1, 2, 3])
        style.strips(amount: 0.6, source: Self.source, layout: StripLayout(lengths: []), axis: .horizontal, into: &out)
        #expect(out.isEmpty)
    }

    @Test func normalsAreUnitAndShowsBackFollowsThem() {
        let strips = FoldStyle.accordion(.center)
            .strips(angle: radians(70), source: Self.source, layout: .equal(count: 5, total: 1080), axis: .horizontal)
        for s in strips {
            expectClose(s.normal.length, 1, 1e-12)
            // The normal is the image of the local +z axis.
            let n = s.transform.project(Vector3(0, 0, 1)) - s.transform.project(Vector3.zero)
            expectClose(n, s.normal, 1e-12)
            #expect(s.showsBack == (s.normal.z < 0))
            #expect(!s.showsBack)
            expectClose(s.foldPoint(Point(x: 33, y: 44)), foldPoint(s, 33, 44), 1e-9)
        }
    }
}
