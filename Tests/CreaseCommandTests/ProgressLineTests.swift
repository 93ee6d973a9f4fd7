@testable import CreaseCommand
import Testing

/// The progress line, without a terminal: the flag and the sink are injected, and so is the clock.
struct ProgressLineTests {
    final class Recorder {
        var written: [String] = []
        var now = 100.0
    }

    func line(total: Int, isTerminal: Bool = true, quiet: Bool = false, _ recorder: Recorder) -> ProgressLine {
        ProgressLine("render", total: total, isTerminal: isTerminal, quiet: quiet, clock: { recorder.now }) { recorder.written.append($0) }
    }

    @Test func saysFramesDoneRateAndTimeLeftRewritingItsLine() {
        let recorder = Recorder()
        let progress = line(total: 120, recorder)
        for _ in 0..<30 {
            recorder.now += 0.0625  // 16 frames a second (exact in binary)
            progress.advance()
        }
        // Shown at most every 0.1 s: frames 1, 3, 5, ... 29.
        #expect(recorder.written.count == 15)
        #expect(recorder.written.last == "\rrender: 29/120 frames, 16.0 fps, 0:06 left\u{1B}[K")
        progress.advance()
        recorder.now += 5
        for _ in 0..<89 { progress.advance() }
        // The last frame is always shown, whatever the interval.
        #expect(recorder.written.last?.hasPrefix("\rrender: 120/120 frames, ") == true)
        #expect(recorder.written.last?.hasSuffix(", 0:00 left\u{1B}[K") == true)
        progress.clear()
        #expect(recorder.written.last == "\r\u{1B}[K")
    }

    @Test func minutesLeftForALongRun() {
        let recorder = Recorder()
        let progress = line(total: 10_000, recorder)
        recorder.now += 1
        progress.advance()  // 1 frame a second: 9999 s left
        #expect(recorder.written == ["\rrender: 1/10000 frames, 1.0 fps, 166:39 left\u{1B}[K"])
    }

    @Test(arguments: [(false, false), (true, true), (false, true)])
    func silentOffATerminalOrWhenQuiet(isTerminal: Bool, quiet: Bool) {
        let recorder = Recorder()
        let progress = line(total: 5, isTerminal: isTerminal, quiet: quiet, recorder)
        for _ in 0..<5 {
            recorder.now += 1
            progress.advance()
        }
        progress.clear()
        #expect(recorder.written.isEmpty)
    }

    @Test func clearingALineNeverShownWritesNothing() {
        let recorder = Recorder()
        line(total: 5, recorder).clear()
        #expect(recorder.written.isEmpty)
    }
}
