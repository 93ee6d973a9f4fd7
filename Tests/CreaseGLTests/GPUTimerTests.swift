@testable import CreaseGL
import Testing

/// The GPU timer through a recording device: its own query, begun and ended around the
/// commands timed, its result read back in milliseconds.
@Suite struct GPUTimerTests {
    let device = RecordingDevice()

    @Test func aTimerTimesThroughAQueryOfItsOwn() {
        device.elapsed = 2_500_000
        let timer = GPUTimer(device: device)
        #expect(device.made == [.query])
        timer.begin()
        timer.end()
        // The device's first name is 1: the timer's query.
        #expect(device.commands == [.beginQuery(1, .timeElapsed), .endQuery(.timeElapsed)])
        #expect(timer.milliseconds() == 2.5)
    }

    @Test func noTimeMeasuredIsNoAnswer() {
        let timer = GPUTimer(device: device)
        #expect(timer.milliseconds() == nil)
    }

    @Test func theQueryGoesWithItsTimer() {
        _ = GPUTimer(device: device)
        #expect(device.deleted == [.query])
    }

    @Test func aTimerSaysWhetherItsResultIsIn() {
        let timer = GPUTimer(device: device)
        device.queryResultsIn = false
        #expect(!timer.isFinished)
        device.queryResultsIn = true
        #expect(timer.isFinished)
    }
}
