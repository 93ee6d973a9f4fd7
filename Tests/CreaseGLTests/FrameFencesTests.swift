@testable import CreaseGL
import Testing

/// Frames in flight through a recording device: a fence a frame, the oldest waited on once
/// the limit is reached.
@Suite struct FrameFencesTests {
    let device = RecordingDevice()

    @Test func oneInFlightWaitsForEveryFrame() {
        let fences = FrameFences(limit: 1, device: device)
        for _ in 0..<3 { fences.frameSubmitted() }
        #expect(device.fencesWaited == 3)
        #expect(device.fences.isEmpty)
    }

    @Test func threeInFlightLeaveTwoFramesUnfinished() {
        let fences = FrameFences(limit: 3, device: device)
        fences.frameSubmitted()
        fences.frameSubmitted()
        #expect(device.fencesWaited == 0)
        // The third frame waits for the first; the fifth, for the third.
        fences.frameSubmitted()
        #expect(device.fencesWaited == 1)
        fences.frameSubmitted()
        fences.frameSubmitted()
        #expect(device.fencesWaited == 3 && device.fences.count == 2)
        fences.drain()
        #expect(device.fencesWaited == 5 && device.fences.isEmpty)
    }
}
