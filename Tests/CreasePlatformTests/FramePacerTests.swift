import Testing

@testable import CreasePlatform

/// The pacer against simulated clocks: what it does, not how long a real run takes.
struct FramePacerTests {
    /// Runs a loop whose frame `k` takes `work(k)` seconds up to the end of its swap, and
    /// returns when each frame was handed over (after the pacer's sleep).
    func simulate(frames: Int, refresh: Double = 60, work: (Int, Double) -> Double) -> [Double] {
        var pacer = FramePacer(refreshRate: refresh)
        var now = 0.0
        var presented: [Double] = []
        for k in 0..<frames {
            now += work(k, now)
            now += pacer.delay(afterSwapEndingAt: now)
            presented.append(now)
        }
        return presented
    }

    func gaps(_ times: [Double]) -> [Double] { zip(times, times.dropFirst()).map { $1 - $0 } }

    @Test func swapsThatReturnAtOnceAreHeldToTheRefreshRate() {
        // Xvfb: drawing and swapping take 9 ms (llvmpipe draws inside the swap).
        let times = simulate(frames: 121) { _, _ in 0.009 }
        for gap in gaps(times) { #expect(abs(gap - 1.0 / 60) < 1e-9) }
        #expect(abs((times[120] - times[0]) - 2) < 1e-9)
    }

    @Test func vsyncPacedSwapsAreNeverDelayed() {
        // The swap blocks to the next vblank, with up to 0.4 ms of jitter either way.
        var pacer = FramePacer(refreshRate: 60)
        for k in 1...240 {
            let jitter = 0.0004 * Double((k * 7) % 5 - 2) / 2
            #expect(pacer.delay(afterSwapEndingAt: Double(k) / 60 + jitter) == 0)
        }
    }

    @Test func aLateFrameRestartsTheCadenceInsteadOfRushing() {
        // Frame 10 takes 50 ms (three intervals): no burst of short frames after it.
        let times = simulate(frames: 20) { k, _ in k == 10 ? 0.05 : 0.002 }
        let g = gaps(times)
        #expect(g[9] > 0.05 - 1e-9)
        for gap in g[10...] { #expect(gap > 1.0 / 60 - 1e-9) }
    }

    @Test func higherRefreshRatesShortenTheInterval() {
        let times = simulate(frames: 3, refresh: 120) { _, _ in 0.001 }
        #expect(abs((times[2] - times[1]) - 1.0 / 120) < 1e-9)
    }
}
