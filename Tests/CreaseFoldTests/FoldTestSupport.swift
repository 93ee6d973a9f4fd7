import CreaseMath
import Foundation
import Testing

@testable import CreaseFold

func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

/// A local point of a strip's plane through its transform (the generic matrix path, not the
/// module's own shortcut).
func foldPoint(_ s: FoldStrip, _ x: Double, _ y: Double) -> Vector3 {
    s.transform.project(Vector3(x, y, 0))
}

/// The two fold-space ends of a strip's leading edge (top or left).
func leadingEnds(_ s: FoldStrip, _ axis: FoldAxis) -> [Vector3] {
    let w = s.sourceRect.width, h = s.sourceRect.height
    return axis == .horizontal
        ? [foldPoint(s, 0, 0), foldPoint(s, w, 0)] : [foldPoint(s, 0, 0), foldPoint(s, 0, h)]
}

/// The two fold-space ends of a strip's trailing edge (bottom or right).
func trailingEnds(_ s: FoldStrip, _ axis: FoldAxis) -> [Vector3] {
    let w = s.sourceRect.width, h = s.sourceRect.height
    return axis == .horizontal
        ? [foldPoint(s, 0, h), foldPoint(s, w, h)] : [foldPoint(s, w, 0), foldPoint(s, w, h)]
}

/// Coordinate along the fold direction.
func along(_ p: Vector3, _ axis: FoldAxis) -> Double { axis == .horizontal ? p.y : p.x }

/// The span the strips' transformed corners cover along the fold direction.
func measuredExtent(_ strips: [FoldStrip], _ axis: FoldAxis) -> ClosedRange<Double> {
    let values = strips.flatMap { leadingEnds($0, axis) + trailingEnds($0, axis) }.map { along($0, axis) }
    return values.min()!...values.max()!
}

func expectClose(
    _ a: Vector3, _ b: Vector3, _ tol: Double = 1e-9, _ comment: Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(
        (a - b).length <= tol, "(\(a.x), \(a.y), \(a.z)) vs (\(b.x), \(b.y), \(b.z)) \(comment.map { "\($0)" } ?? "")",
        sourceLocation: sourceLocation)
}

func expectClose(
    _ a: Double, _ b: Double, _ tol: Double = 1e-9, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(abs(a - b) <= tol, "\(a) vs \(b)", sourceLocation: sourceLocation)
}

func expectClose(
    _ a: Transform3D, _ b: Transform3D, _ tol: Double = 1e-9, sourceLocation: SourceLocation = #_sourceLocation
) {
    let worst = zip(a.entries, b.entries).map { abs($0 - $1) }.max() ?? 0
    #expect(worst <= tol, "\(a) vs \(b)", sourceLocation: sourceLocation)
}

/// Every hinge: strip i's trailing edge on strip i+1's leading edge, both ends, within `tol`.
func expectContinuous(
    _ strips: [FoldStrip], _ axis: FoldAxis, tol: Double = 0.01, sourceLocation: SourceLocation = #_sourceLocation
) {
    for (a, b) in zip(strips, strips.dropFirst()) {
        for (p, q) in zip(trailingEnds(a, axis), leadingEnds(b, axis)) {
            expectClose(p, q, tol, "hinge \(a.index)|\(b.index)", sourceLocation: sourceLocation)
        }
    }
}

/// Rects that tile `whole` along the fold direction: the first starts at its start, each starts
/// where the last ended, the last ends at its end, and each spans it across the fold.
func expectTiling(
    _ rects: [Rect], _ whole: Rect, _ axis: FoldAxis, tol: Double = 1e-12,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    func lo(_ r: Rect) -> Double { axis == .horizontal ? r.minY : r.minX }
    func hi(_ r: Rect) -> Double { axis == .horizontal ? r.maxY : r.maxX }
    func across(_ r: Rect) -> (Double, Double) { axis == .horizontal ? (r.minX, r.maxX) : (r.minY, r.maxY) }
    guard let first = rects.first, let last = rects.last else {
        Issue.record("no rects", sourceLocation: sourceLocation)
        return
    }
    expectClose(lo(first), lo(whole), tol, sourceLocation: sourceLocation)
    expectClose(hi(last), hi(whole), tol, sourceLocation: sourceLocation)
    for (a, b) in zip(rects, rects.dropFirst()) {
        expectClose(hi(a), lo(b), tol, sourceLocation: sourceLocation)
    }
    for r in rects {
        #expect(hi(r) > lo(r), sourceLocation: sourceLocation)
        #expect(across(r) == across(whole), sourceLocation: sourceLocation)
    }
}

extension FoldStyle {
    /// The strips turned by `angle` radians, the style's own angle (`angle(amount:)`), so that
    /// tests state the geometry in the angles it is defined by.
    func strips(angle: Double, source: Rect, layout: StripLayout, axis: FoldAxis) -> [FoldStrip] {
        var out: [FoldStrip] = []
        strips(angle: angle, source: source, layout: layout, axis: axis, into: &out)
        return out
    }
}
