import CreaseMath
import Foundation
import Testing

@testable import CreaseFold

struct PageFlipTests {
    /// A double page, 384 + 384 wide.
    static let spread = Rect(x: 100, y: 50, width: 768, height: 512)

    func strips(_ angle: Double, _ axis: FoldAxis = .vertical, source: Rect = spread) -> [FoldStrip] {
        FoldStyle.pageFlip.strips(angle: angle, source: source, layout: .init(lengths: []), axis: axis)
    }

    @Test func flatAtZero() {
        let s = strips(0)
        #expect(s.count == 2)
        #expect(s[0].sourceRect == Rect(x: 100, y: 50, width: 384, height: 512))
        #expect(s[1].sourceRect == Rect(x: 484, y: 50, width: 384, height: 512))
        #expect(s[1].textureRect == Rect(x: 0.5, y: 0, width: 0.5, height: 1))
        for strip in s {
            expectClose(strip.transform, .translation(strip.sourceRect.minX, strip.sourceRect.minY), 1e-12)
            #expect(!strip.showsBack)
        }
        #expect(s[0].trailingEdge == .flat)
    }

    @Test func edgeOnAtHalfTurn() {
        let s = strips(.pi / 2)
        // The far edge stands straight up over the spine, half a spread toward the viewer.
        for p in trailingEnds(s[1], .vertical) {
            expectClose(p.x, 484, 1e-9)
            expectClose(p.z, 384, 1e-9)
        }
        expectClose(s[1].normal, Vector3(-1, 0, 0), 1e-12)
        #expect(!strips(.pi / 2 - 0.01)[1].showsBack)
        #expect(strips(.pi / 2 + 0.01)[1].showsBack)
        // The static half never moves.
        expectClose(s[0].transform, .translation(100, 50), 0)
        #expect(s[0].leadingEdge == .outer && s[0].trailingEdge == .valley)
    }

    @Test(arguments: FoldAxis.allCases)
    func liesOnTheOtherHalfAtPi(axis: FoldAxis) {
        let source = axis == .vertical ? Self.spread : Rect(x: 50, y: 100, width: 512, height: 768)
        let s = strips(.pi, axis, source: source)
        #expect(s[1].showsBack)
        #expect(!s[0].showsBack)
        expectClose(s[1].normal, Vector3(0, 0, -1), 1e-12)
        // The turning half's far edge lands on the static half's outer edge, in the plane.
        for (p, q) in zip(trailingEnds(s[1], axis), leadingEnds(s[0], axis)) { expectClose(p, q, 1e-9) }
        // And it covers the static half exactly, mirrored: its local point u lies at 384 − u.
        for (x, y) in [(0.0, 0.0), (100, 20), (384, 300)] {
            let turning = axis == .vertical ? foldPoint(s[1], x, y) : foldPoint(s[1], y, x)
            let mirrored = axis == .vertical ? foldPoint(s[0], 384 - x, y) : foldPoint(s[0], y, 384 - x)
            expectClose(turning, mirrored, 1e-9)
        }
    }

    @Test func horizontalFlipTurnsTheBottomHalfTowardTheViewer() {
        let source = Rect(x: 0, y: 0, width: 300, height: 400)
        let s = strips(radians(60), .horizontal, source: source)
        #expect(s[0].sourceRect == Rect(x: 0, y: 0, width: 300, height: 200))
        for p in trailingEnds(s[1], .horizontal) {
            expectClose(p.y, 200 + 200 * cos(radians(60)), 1e-9)
            expectClose(p.z, 200 * sin(radians(60)), 1e-9)
        }
    }
}
