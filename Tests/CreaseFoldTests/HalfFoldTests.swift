import CreaseMath
import Foundation
import Testing

@testable import CreaseFold

/// Clear's folding row (docs/effects.md §5.2): a row 2l = 60 tall shown at height h.
struct HalfFoldTests {
    static let row = Rect(x: 0, y: 0, width: 320, height: 60)

    /// The strips of a row shown `height` tall (θ from the height, as the folding list turns it).
    func strips(_ height: Double, _ style: HalfFoldStyle, source: Rect = row) -> [FoldStrip] {
        let theta = FoldStyle.halfFoldAngle(height: height, halfLength: source.height / 2).theta
        return FoldStyle.halfFold(style).strips(angle: theta, source: source, layout: .init(lengths: []), axis: .horizontal)
    }

    /// h, θ in degrees, z.
    static let table: [(Double, Double, Double)] = [(60, 0, 0), (45, 41.41, 19.84), (30, 60, 25.98), (0, 90, 30)]

    @Test func theClearTable() {
        for (h, degrees, z) in Self.table {
            let (theta, depth) = FoldStyle.halfFoldAngle(height: h, halfLength: 30)
            expectClose(theta * 180 / .pi, degrees, 0.01)
            expectClose(depth, z, 0.01)
        }
        // Heights past 2l stay flat rather than failing.
        #expect(FoldStyle.halfFoldAngle(height: 80, halfLength: 30).theta == 0)
    }

    @Test func pinchKeepsTheOuterEdgesAndPushesTheCreaseBack() {
        for (h, _, _) in Self.table {
            let (_, z) = FoldStyle.halfFoldAngle(height: h, halfLength: 30)
            let s = strips(h, .pinch)
            #expect(s.count == 2)
            #expect(s[0].sourceRect == Rect(x: 0, y: 0, width: 320, height: 30))
            #expect(s[1].sourceRect == Rect(x: 0, y: 30, width: 320, height: 30))
            expectContinuous(s, .horizontal, tol: 1e-9)
            for p in leadingEnds(s[0], .horizontal) { expectClose(p, Vector3(p.x, 30 - h / 2, 0), 1e-9) }
            for p in trailingEnds(s[1], .horizontal) { expectClose(p, Vector3(p.x, 30 + h / 2, 0), 1e-9) }
            for p in trailingEnds(s[0], .horizontal) { expectClose(p, Vector3(p.x, 30, -z), 1e-9) }
            #expect(s[0].trailingEdge == (h < 60 ? .valley : .flat))
        }
    }

    @Test func foldBackIsOnePlaneHingedAtTheBottom() {
        for (h, _, _) in Self.table {
            let (_, z) = FoldStyle.halfFoldAngle(height: h, halfLength: 30)
            let s = strips(h, .foldBack)
            for p in trailingEnds(s[1], .horizontal) { expectClose(p, Vector3(p.x, 30 + h / 2, 0), 1e-9) }
            for p in leadingEnds(s[0], .horizontal) { expectClose(p, Vector3(p.x, 30 - h / 2, -2 * z), 1e-9) }
            expectClose(s[0].normal, s[1].normal, 1e-12)
            #expect(s[0].trailingEdge == .flat)
        }
    }

    @Test func foldUpIsOnePlaneHingedAtTheTop() {
        let (_, z) = FoldStyle.halfFoldAngle(height: 30, halfLength: 30)
        let s = strips(30, .foldUp)
        for p in leadingEnds(s[0], .horizontal) { expectClose(p, Vector3(p.x, 15, 0), 1e-9) }
        for p in trailingEnds(s[1], .horizontal) { expectClose(p, Vector3(p.x, 45, -2 * z), 1e-9) }
    }

    /// Each half's transform is MHFoldingLayer's R_x(angle)·T(0, 0, −z) about its anchor, the
    /// anchor placed at the row's centre.
    @Test(arguments: HalfFoldStyle.allCases)
    func transformsAreTheLayersOwn(style: HalfFoldStyle) {
        let row = Rect(x: 40, y: 200, width: 320, height: 60)
        let (theta, z) = FoldStyle.halfFoldAngle(height: 45, halfLength: 30)
        let (top, bottom): (Double, Double) =
            switch style {
            case .foldBack: (theta, theta)
            case .pinch: (-theta, theta)
            case .foldUp: (-theta, -theta)
            }
        let s = strips(45, style, source: row)
        let centre = Transform3D.translation(200, 230)
        // Top half: anchor (0.5, 1) of 320×30; bottom half: anchor (0.5, 0).
        expectClose(s[0].transform, .translation(-160, -30) * .rotation(top, 1, 0, 0) * .translation(0, 0, -z) * centre)
        expectClose(s[1].transform, .translation(-160, 0) * .rotation(bottom, 1, 0, 0) * .translation(0, 0, -z) * centre)
        #expect(s[0].angle == top && s[1].angle == bottom)
    }

    /// With the row's m34 = −1/200 about its centre, FoldBack's top edge and widths match the
    /// table of docs/effects.md §5.2.
    @Test func perspectiveMatchesTheFoldTable() {
        let perspective = Transform3D.translation(-160, -30) * .perspective(distance: 200) * .translation(160, 30)
        // h, top edge y from the centre, crease width, top edge width.
        let rows: [(Double, Double, Double, Double)] = [
            (60, -30, 320, 320), (45, -18.77, 291.1, 267.0), (30, -11.91, 283.2, 254.0), (0, 0, 278.3, 246.2),
        ]
        for (h, topY, creaseWidth, topWidth) in rows {
            let s = strips(h, .foldBack)
            func screen(_ p: Vector3) -> Vector3 { perspective.project(p) }
            let topLeft = screen(foldPoint(s[0], 0, 0)), topRight = screen(foldPoint(s[0], 320, 0))
            let creaseLeft = screen(foldPoint(s[1], 0, 0)), creaseRight = screen(foldPoint(s[1], 320, 0))
            expectClose(topLeft.y - 30, topY, 0.01)
            expectClose(topRight.x - topLeft.x, topWidth, 0.1)
            expectClose(creaseRight.x - creaseLeft.x, creaseWidth, 0.1)
        }
    }

    @Test func extentIsTheRowHeightAboutItsCentre() {
        for h in [0.0, 12, 45, 60] {
            for style in HalfFoldStyle.allCases {
                let fold = FoldStyle.halfFold(style)
                let amount = fold.amount(angle: FoldStyle.halfFoldAngle(height: h, halfLength: 30).theta)
                let e = fold.foldedExtent(amount: amount, source: Self.row, layout: .init(lengths: []), axis: .horizontal)
                expectClose(e.lowerBound, 30 - h / 2, 1e-9)
                expectClose(e.upperBound, 30 + h / 2, 1e-9)
            }
        }
    }
}
