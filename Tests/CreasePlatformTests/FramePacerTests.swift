import Testing

@testable import CreasePlatform

/// The pacer against simulated clocks: what it does, not how long a real run takes.
struct FramePacerTests {
    /// Runs `frames` frames of a loop whose drawing takes `work` and whose swap takes `swap`,
    /// returning when each frame was presented (after the pacer's sleep).
    func simulate(frames: Int, work: (Int) -> Double, swap: Double, refresh: Double = 60) -> [Double] {
        var pacer = FramePacer(refreshRate: refresh)
        var now = 0.0
        var presented: [Double] = []
        for k in 0..<frames {
            now += work(k)
            let swapStart = now
            now += swap
            now += pacer.delayAfterSwap(swapStart: swapStart, swapEnd: now)
            presented.append(now)
        }
        return presented
    }

    @Test func swapsThatReturnAtOnceAreHeldToTheRefreshRate() {
        // Xvfb: a swap takes 0.1 ms, drawing 2 ms; frames must still be 1/60 s apart.
        let times = simulate(frames: 121, work: { _ in 0.002 }, swap: 0.0001)
        for (a, b) in zip(times.dropFirst(), times.dropFirst(2)) { #expect(abs((b - a) - 1.0 / 60) < 1e-9) }
        #expect(abs((times[120] - times[0]) - 2) < 1e-9)
    }

    @Test func aSwapThatBlocksForVsyncIsNotDelayedFurther() {
        var pacer = FramePacer(refreshRate: 60)
        #expect(pacer.delayAfterSwap(swapStart: 0, swapEnd: 0.014) == 0)
        #expect(pacer.delayAfterSwap(swapStart: 0.018, swapEnd: 0.031) == 0)
    }

    @Test func aLateFrameRestartsTheCadenceInsteadOfRushing() {
        // Frame 10 takes 50 ms (three intervals): no burst of short frames after it.
        let times = simulate(frames: 20, work: { $0 == 10 ? 0.05 : 0.002 }, swap: 0.0001)
        let gaps = zip(times, times.dropFirst()).map { $1 - $0 }
        #expect(gaps[9] > 0.05)
        for gap in gaps[10...] { #expect(gap > 1.0 / 60 - 1e-9) }
    }

    @Test func higherRefreshRatesShortenTheInterval() {
        let times = simulate(frames: 3, work: { _ in 0.001 }, swap: 0.0001, refresh: 120)
        #expect(abs((times[2] - times[1]) - 1.0 / 120) < 1e-9)
    }
}
