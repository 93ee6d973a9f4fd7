import Testing

@testable import CreaseCore

struct ClockTests {
    @Test func fixedStepClockGivesExactFrameTimes() {
        let clock = FixedStepClock(framesPerSecond: 60)
        for _ in 0..<90 { clock.tick() }
        #expect(clock.now == 1.5)
    }

    @Test func displayLinkClockFollowsPresentedFramesAndSlowsDownWithoutAJump() {
        let clock = DisplayLinkClock()
        clock.tick(presentedAt: 100)
        clock.tick(presentedAt: 101)
        #expect(clock.now == 1)
        clock.toggleSlowMotion()
        #expect(clock.now == 1)
        clock.tick(presentedAt: 102)
        #expect(abs(clock.now - 1.1) < 1e-12)
        clock.toggleSlowMotion()
        clock.tick(presentedAt: 103)
        #expect(abs(clock.now - 2.1) < 1e-12)
    }

    @Test func displayLinkClockReadsTheTimeTheNextFrameWillBeShownAt() {
        let clock = DisplayLinkClock(refreshInterval: 0.02)
        #expect(clock.now == 0)
        clock.tick(presentedAt: 100)
        #expect(abs(clock.now - 0.02) < 1e-12, "the second frame is a refresh on, not at 0 again")
        clock.tick(presentedAt: 100.02)
        #expect(abs(clock.now - 0.04) < 1e-12)
        // A refresh missed: the frame after it is where the display is, two refreshes on.
        clock.tick(presentedAt: 100.06)
        #expect(abs(clock.now - 0.08) < 1e-12)
    }

    @Test func manualClockMovesWhenTold() {
        let clock = ManualClock()
        clock.advance(by: 0.25)
        #expect(clock.now == 0.25)
    }
}
