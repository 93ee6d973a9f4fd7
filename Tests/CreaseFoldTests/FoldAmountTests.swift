import CreaseMath
import Foundation
import Testing

@testable import CreaseFold

/// The one amount→angle rule: amount × the style's full turn (90°, a page flip's 180°).
struct FoldAmountTests {
    static let source = Rect(x: 0, y: 0, width: 320, height: 60)

    /// Style, amount, the angle in degrees worked out by hand.
    static let table: [(FoldStyle, Double, Double)] = [
        (.accordion(.center), 0.5, 45), (.accordion(.leading), 1, 90), (.accordion(.trailing), 1.2, 108),
        (.paperFold(.leading), 0.5, 45), (.paperFold(.trailing), 1.5, 90), (.paperFold(.center), -0.2, 0),
        (.oneCrease, 0.5, 45), (.oneCrease, -0.25, -22.5), (.pageFlip, 0.5, 90), (.pageFlip, 1, 180),
        (.halfFold(.pinch), 2.0 / 3, 60), (.halfFold(.foldUp), 0.25, 22.5),
    ]

    @Test(arguments: table)
    func angleIsTheAmountTimesTheFullTurn(style: FoldStyle, amount: Double, degrees: Double) {
        expectClose(style.angle(amount: amount), radians(degrees), 1e-12)
    }

    @Test func amountIsTheInverse() {
        expectClose(FoldStyle.accordion(.center).amount(angle: radians(60)), 2.0 / 3, 1e-12)
        expectClose(FoldStyle.oneCrease.amount(angle: radians(80)), 8.0 / 9, 1e-12)
        expectClose(FoldStyle.pageFlip.amount(angle: radians(45)), 0.25, 1e-12)
        expectClose(FoldStyle.halfFold(.foldBack).amount(angle: radians(30)), 1.0 / 3, 1e-12)
    }

    /// The strips turn by that angle: an accordion at 0.5 by ∓45°, a page flip at 0.5 stands
    /// its page up (90°), a half fold at 2/3 shows a row of 60 at 2·30·cos 60° = 30 tall, its
    /// crease 30·sin 60° back.
    @Test func stripsTurnByTheRulesAngle() {
        let accordion = FoldStyle.accordion(.center).strips(amount: 0.5, source: Self.source, layout: .equal(count: 4, total: 60),
                                                            axis: .horizontal)
        for s in accordion { expectClose(s.angle, s.index.isMultiple(of: 2) ? -.pi / 4 : .pi / 4, 1e-12) }
        let page = FoldStyle.pageFlip.strips(amount: 0.5, source: Self.source, layout: .init(lengths: []), axis: .vertical)
        #expect(page.map(\.angle) == [0, .pi / 2])
        let half = FoldStyle.halfFold(.pinch)
        let extent = half.foldedExtent(amount: 2.0 / 3, source: Self.source, layout: .init(lengths: []), axis: .horizontal)
        expectClose(extent.lowerBound, 15, 1e-9)
        expectClose(extent.upperBound, 45, 1e-9)
        let crease = half.strips(amount: 2.0 / 3, source: Self.source, layout: .init(lengths: []), axis: .horizontal)[1]
        expectClose(crease.foldPoint(.zero).z, -30 * 3.squareRoot() / 2, 1e-9)
    }

    @Test func onlyTheAccordionsFollowTheLayout() {
        let layout = StripLayout.equal(count: 5, total: 60)
        for style: FoldStyle in [.accordion(.center), .paperFold(.leading), .oneCrease, .pageFlip, .halfFold(.pinch)] {
            let strips = style.strips(amount: 0.3, source: Self.source, layout: layout, axis: .horizontal)
            #expect(strips.count == (style.foldsHalves ? 2 : 5))
        }
    }
}
