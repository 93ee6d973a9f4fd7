import CreaseMath
import Testing

@testable import CreaseGestures

/// Replay at 60 Hz hands each event to the frame its time names: a drag's steps one a frame,
/// with no frame skipped and none given two, from scripts and from recordings alike.
struct GestureScriptTests {
    /// The frame (at 60 Hz, frame k at k / 60) at which each event of `script` plays, when the
    /// frames ask for the events after the last frame's time up to their own.
    func framesPlayed(_ script: GestureScript, through last: Int) -> [Int] {
        var frames: [Int] = []
        for k in 0...last {
            let due = script.events(after: k == 0 ? -.infinity : Double(k - 1) / 60, upTo: Double(k) / 60)
            frames += Array(repeating: k, count: due.count)
        }
        return frames
    }

    @Test(arguments: [0.3, 0.5, 1.3, 2.3, 3.3], [0.5, 0.6, 0.75])
    func eachStepOfADragPlaysAtItsFrame(start: Double, duration: Double) {
        let script = GestureScript(events: GestureScript.drag(from: p(0, 0), by: p(100, 0), at: start, duration: duration))
        let first = Int((start * 60).rounded()), steps = Int((duration * 60).rounded())
        // Down at the start's frame, a move every frame after it, the lift one frame after the last.
        let expected = Array(first...(first + steps)) + [first + steps + 1]
        #expect(framesPlayed(script, through: first + steps + 5) == expected)
    }

    @Test func aRecordingMovedToStartAtZeroKeepsEachEventOnItsFrame() {
        // A window's frames 1000 to 1120 (its clock k / 60), one move each: recorded from the
        // first, they are frames 0 to 120 of a replay.
        let recorded = (1000...1120).map { k in move(Double(k), 0, t: Double(k) / 60) }
        let script = GestureScript(events: recorded).starting(at: 0)
        #expect(framesPlayed(script, through: 130) == Array(0...120))
    }
}
