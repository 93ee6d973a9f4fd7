import CreaseMath
import Testing

@testable import CreaseGestures

struct LongPressRecognizerTests {
    @Test func beginsOnlyAfterTheMinimumDuration() {
        let press = LongPressRecognizer()
        let log = StateLog(press)
        press.handle(down(20, 30, t: 2))
        press.advance(to: 2.3)
        press.handle(move(24, 30, t: 2.4))  // small wobble is allowed
        press.advance(to: 2.49)
        #expect(press.state == .possible)
        press.advance(to: 2.5)
        #expect(press.state == .began)
        #expect(press.location == p(24, 30))
        #expect(log.states == [.began])
    }

    @Test func failsWhenMovedBeforeBeginning() {
        let press = LongPressRecognizer()
        press.handle(down(0, 0, t: 0))
        press.handle(move(0, 15, t: 0.3))
        #expect(press.state == .failed)
        press.advance(to: 1)
        #expect(press.state == .failed)
    }

    @Test func changesAndEndsAfterBeginning() {
        let press = LongPressRecognizer()
        let log = StateLog(press)
        press.handle(down(0, 0, t: 0))
        press.advance(to: 0.6)
        press.handle(move(40, 0, t: 0.7))  // far moves are fine once it has begun
        #expect(press.state == .changed)
        #expect(press.location == p(40, 0))
        press.handle(up(50, 0, t: 0.8))
        #expect(press.state == .ended)
        #expect(press.location == p(50, 0))
        #expect(press.startLocation == .zero)
        #expect(log.states == [.began, .changed, .ended])
    }

    @Test func aLateEventBeginsItAtItsOwnTime() {
        let press = LongPressRecognizer()
        let log = StateLog(press)
        press.handle(down(0, 0, t: 0))
        press.handle(move(30, 0, t: 0.6))  // no advance: it began at 0.5, then moved
        #expect(log.states == [.began, .changed])
    }

    @Test func liftingEarlyFails() {
        let press = LongPressRecognizer()
        let log = StateLog(press)
        press.handle(down(0, 0, t: 0))
        press.handle(up(0, 0, t: 0.3))
        #expect(press.state == .failed)
        press.advance(to: 1)
        #expect(press.state == .failed)
        #expect(log.states == [.failed])
    }

    @Test func cancelledAfterBeginning() {
        let press = LongPressRecognizer()
        press.handle(down(0, 0, t: 0))
        press.advance(to: 0.5)
        press.handle(cancel(0, 0, t: 0.6))
        #expect(press.state == .cancelled)
    }
}
