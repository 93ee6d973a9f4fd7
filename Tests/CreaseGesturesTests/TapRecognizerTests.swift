import CreaseMath
import Testing

@testable import CreaseGestures

struct TapRecognizerTests {
    @Test func recognizedWithLocation() {
        let tap = TapRecognizer()
        let log = StateLog(tap)
        tap.handle(down(40, 60, t: 1))
        #expect(tap.state == .possible)
        tap.handle(move(43, 62, t: 1.05))
        tap.handle(up(43, 62, t: 1.1))
        #expect(tap.state == .recognized)
        #expect(tap.location == p(43, 62))
        #expect(log.states == [.ended])
    }

    @Test func failsWhenMovedFifteenPoints() {
        let tap = TapRecognizer()
        let log = StateLog(tap)
        tap.handle(down(0, 0, t: 0))
        tap.handle(move(15, 0, t: 0.05))
        #expect(tap.state == .failed)
        tap.handle(up(0, 0, t: 0.1))  // coming back does not help
        #expect(tap.state == .failed)
        #expect(log.states == [.failed])
    }

    @Test func failsWhenReleasedFifteenPointsAwayWithNoMoves() {
        let tap = TapRecognizer()
        tap.handle(down(0, 0, t: 0))
        tap.handle(up(9, 12, t: 0.1))
        #expect(tap.state == .failed)
    }

    @Test func failsWhenHeldTooLong() {
        let tap = TapRecognizer()
        tap.handle(down(0, 0, t: 0))
        tap.handle(up(0, 0, t: 0.6))
        #expect(tap.state == .failed)

        // advance(to:) alone fails a held press, before it lifts.
        let held = TapRecognizer()
        held.handle(down(0, 0, t: 0))
        held.advance(to: 0.4)
        #expect(held.state == .possible)
        held.advance(to: 0.6)
        #expect(held.state == .failed)
    }

    @Test func startsAfreshOnTheNextTouch() {
        let tap = TapRecognizer()
        tap.handle(down(0, 0, t: 0))
        tap.handle(move(30, 0, t: 0.1))
        tap.handle(up(30, 0, t: 0.2))
        #expect(tap.state == .failed)
        tap.handle(down(100, 100, t: 1))
        tap.handle(up(100, 100, t: 1.1))
        #expect(tap.state == .recognized)
    }

    @Test func doubleTap() {
        let tap = TapRecognizer()
        tap.numberOfTapsRequired = 2
        let log = StateLog(tap)
        tap.handle(down(50, 50, t: 0))
        tap.handle(up(50, 50, t: 0.1))
        #expect(tap.state == .possible)
        #expect(tap.tapCount == 1)
        tap.handle(down(55, 52, t: 0.3))
        tap.handle(up(55, 52, t: 0.4))
        #expect(tap.state == .recognized)
        #expect(tap.tapCount == 2)
        #expect(tap.location == p(55, 52))
        #expect(log.states == [.ended])
    }

    @Test func doubleTapFailsWhenTheSecondComesLateOrFar() {
        let late = TapRecognizer()
        late.numberOfTapsRequired = 2
        late.handle(down(50, 50, t: 0))
        late.handle(up(50, 50, t: 0.1))
        late.advance(to: 0.45)
        #expect(late.state == .failed)

        let far = TapRecognizer()
        far.numberOfTapsRequired = 2
        far.handle(down(50, 50, t: 0))
        far.handle(up(50, 50, t: 0.1))
        far.handle(down(70, 50, t: 0.2))
        #expect(far.state == .failed)
    }

    @Test func aSecondFingerFailsIt() {
        let tap = TapRecognizer()
        tap.handle(down(0, 0, t: 0, id: 1))
        tap.handle(down(80, 0, t: 0, id: 2))
        tap.handle(up(0, 0, t: 0.1, id: 1))
        #expect(tap.state == .failed)
    }
}
