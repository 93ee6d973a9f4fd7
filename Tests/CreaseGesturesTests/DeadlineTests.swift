import CreaseMath
import Testing

@testable import CreaseGestures

/// When time alone next changes a recogniser (`nextDeadline`), so a window asleep between events
/// wakes for it: UIKit's 0.5 s long press and tap, the wheel pinch's 0.25 s end.
struct DeadlineTests {
    @Test func aLongPressIsDueHalfASecondAfterItsPressAndNotOnceBegun() {
        let press = LongPressRecognizer()
        #expect(press.nextDeadline == .infinity)
        press.handle(down(10, 10, t: 1))
        #expect(press.nextDeadline == 1.5)
        press.advance(to: 1.5)
        #expect(press.state == .began && press.nextDeadline == .infinity)
    }

    @Test func aHeldTapFailsAtItsLongestAndAWaitingDoubleTapAtItsInterval() {
        let tap = TapRecognizer()
        tap.numberOfTapsRequired = 2
        tap.handle(down(10, 10, t: 1))
        #expect(tap.nextDeadline == 1 + tap.maximumDuration)
        tap.handle(up(10, 10, t: 1.1))
        #expect(abs(tap.nextDeadline - (1.1 + tap.maximumTapInterval)) < 1e-12)
        tap.advance(to: 1.1 + tap.maximumTapInterval + 0.01)
        #expect(tap.state == .failed && tap.nextDeadline == .infinity)
        let single = TapRecognizer()
        single.handle(down(10, 10, t: 2))
        single.handle(up(10, 10, t: 2.1))
        #expect(single.state == .ended && single.nextDeadline == .infinity)
    }

    @Test func panAndPinchWaitForEvents() {
        let pan = PanRecognizer()
        pan.handle(down(10, 10, t: 1))
        #expect(pan.nextDeadline == .infinity)
        #expect(PinchRecognizer().nextDeadline == .infinity)
    }

    @Test func theWheelPinchEndsAQuarterSecondAfterTheLastTick() {
        var mouse = MouseGestureMapper()
        #expect(mouse.nextDeadline == .infinity)
        _ = mouse.map(.scroll(dy: 1, at: p(50, 50), time: 2))
        _ = mouse.map(.scroll(dy: 1, at: p(50, 50), time: 2.1))
        #expect(abs(mouse.nextDeadline - 2.35) < 1e-12)
        #expect(mouse.advance(to: 2.35).count == 2)
        #expect(mouse.nextDeadline == .infinity)
    }
}
