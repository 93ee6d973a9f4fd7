import CreaseMath
import Testing

@testable import CreaseFold

struct StripLayoutTests {
    @Test func equalStrips() {
        let layout = StripLayout.equal(count: 16, total: 1080)
        #expect(layout.count == 16)
        #expect(layout.lengths.allSatisfy { $0 == 67.5 })
        #expect(layout.total == 1080)
        #expect(StripLayout.equal(count: 0, total: 100).lengths.isEmpty)
        #expect(StripLayout.equal(count: -3, total: 100).lengths.isEmpty)
    }

    @Test func proportionalStrips() {
        let layout = StripLayout.proportional([4, 2, 1], total: 175)
        #expect(layout.lengths == [100, 50, 25])
        #expect(StripLayout.proportional([0, 0], total: 10).lengths == [0, 0])
    }

    @Test func texturesTileForManyStripCounts() {
        let source = Rect(x: 3, y: 7, width: 1920, height: 1080)
        for count in [1, 3, 7, 257, 4096] {
            for axis in FoldAxis.allCases {
                let layout = StripLayout.equal(count: count, total: axis.length(source))
                let strips = FoldStyle.accordion(.center).strips(angle: 1, source: source, layout: layout, axis: axis)
                expectTiling(strips.map(\.textureRect), .unit, axis, tol: 1e-9)
                expectTiling(strips.map(\.sourceRect), source, axis, tol: 1e-6)
            }
        }
    }
}
