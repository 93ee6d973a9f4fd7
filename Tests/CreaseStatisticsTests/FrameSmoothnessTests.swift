import Testing

@testable import CreaseStatistics

struct FrameSmoothnessTests {
    static let vsync = 1.0 / 60

    @Test func everyFrameOnTimeDropsNone() {
        let smooth = FrameSmoothness(presentTimes: (0..<121).map { Double($0) * Self.vsync }, vsyncInterval: Self.vsync)
        #expect(smooth.intervals.count == 120 && smooth.droppedFrames == 0 && smooth.droppedPercent == 0)
        #expect(abs(smooth.p50 - Self.vsync) < 1e-9 && abs(smooth.longestStall - Self.vsync) < 1e-9)
    }

    @Test func missedRefreshesCountAsDropped() {
        // 100 refreshes; frames at 0...100 but for one frame shown two refreshes late (a 50 ms
        // stall: 2 dropped) and one a refresh late (1 dropped), with a little jitter.
        var times: [Double] = []
        for k in 0...100 where k != 40 && k != 41 && k != 70 { times.append(Double(k) * Self.vsync + (k % 2 == 0 ? 0.0005 : -0.0005)) }
        let smooth = FrameSmoothness(presentTimes: times, vsyncInterval: Self.vsync)
        #expect(smooth.droppedFrames == 3)
        #expect(abs(smooth.droppedPercent - 3) < 1e-9)  // 3 of the 100 refreshes spanned
        #expect(abs(smooth.longestStall - 3 * Self.vsync - 0.001) < 1e-9)
        // 97 intervals: the 99th percentile is the largest, the stall.
        #expect(abs(smooth.p50 - Self.vsync) < 0.0011 && abs(smooth.p99 - 3 * Self.vsync) < 0.0011)
    }
}
