import Testing

import CreaseMath

/// A moment meant for a frame is reached at that frame however it was summed; one a real
/// fraction of a frame later waits for the next.
struct SceneTimeTests {
    @Test func aMomentSummedAnotherWayIsReachedAtItsFrame() {
        // 0.3 + 0.75 · 18/45 is 0.6 on paper, frame 36 at 60 Hz, but lands a hair above 36/60.
        let moment = 0.3 + 0.75 * (18.0 / 45)
        #expect(moment > 36.0 / 60)
        #expect(SceneTime.hasCome(moment, by: 36.0 / 60))
        #expect(SceneTime.firstFrame(reaching: moment, framesPerSecond: 60) == 36)
        // A recording moved to start at 0: frame 1007 less frame 1000 of a window's clock.
        let shifted = 1007.0 / 60 - 1000.0 / 60
        #expect(shifted > 7.0 / 60 && SceneTime.firstFrame(reaching: shifted, framesPerSecond: 60) == 7)
    }

    @Test func aMomentBetweenFramesWaitsForTheNext() {
        // A tap's lift 0.08 s after 0.5 s is 34.8 frames in: frame 35 shows it.
        #expect(!SceneTime.hasCome(0.58, by: 34.0 / 60) && SceneTime.hasCome(0.58, by: 35.0 / 60))
        #expect(SceneTime.firstFrame(reaching: 0.58, framesPerSecond: 60) == 35)
        // A millisecond after a frame, even at 240 Hz, is the next frame's.
        #expect(SceneTime.firstFrame(reaching: 1.0 + 0.001, framesPerSecond: 240) == 241)
        #expect(!SceneTime.hasCome(1.001, by: 1))
        // Far from 0 as well: ten million seconds in, a moment a frame on is not yet reached.
        #expect(!SceneTime.hasCome(1e7 + 1.0 / 60, by: 1e7) && SceneTime.hasCome(1e7 + 1.0 / 60, by: 1e7 + 1.0 / 60))
    }
}
