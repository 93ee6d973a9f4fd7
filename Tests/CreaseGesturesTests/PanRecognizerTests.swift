import CreaseMath
import Testing

@testable import CreaseGestures

struct PanRecognizerTests {
    @Test func doesNotBeginBelowTheHysteresis() {
        let pan = PanRecognizer()
        let log = StateLog(pan)
        pan.handle(down(100, 100, t: 0))
        pan.handle(move(105, 100, t: 0.05))
        pan.handle(move(106, 107, t: 0.1))  // 9.2 pt away
        #expect(pan.state == .possible)
        #expect(log.states.isEmpty)
    }

    @Test func beginsAtTenPointsWithTranslationFromTheDownPoint() {
        let pan = PanRecognizer()
        let log = StateLog(pan)
        pan.handle(down(100, 100, t: 0))
        pan.handle(move(104, 100, t: 0.02))
        pan.handle(move(106, 108, t: 0.04))  // exactly 10 pt
        #expect(pan.state == .began)
        #expect(pan.translation == p(6, 8))
        #expect(pan.location == p(106, 108))
        pan.handle(move(130, 110, t: 0.06))
        #expect(pan.state == .changed)
        #expect(pan.translation == p(30, 10))
        pan.handle(move(150, 90, t: 0.08))
        #expect(pan.translation == p(50, -10))
        pan.handle(up(160, 90, t: 0.1))
        #expect(pan.state == .ended)
        #expect(pan.translation == p(60, -10))
        #expect(log.states == [.began, .changed, .changed, .ended])
    }

    @Test func velocityOfAConstantSpeedDrag() {
        let pan = PanRecognizer()
        pan.handle(down(0, 50, t: 0))
        for i in 1...12 {  // 300 pt/s for 0.2 s at 60 Hz
            let t = Double(i) / 60
            pan.handle(move(300 * t, 50, t: t))
        }
        #expect(near(pan.velocity.x, 300, 15))
        pan.handle(up(60, 50, t: 0.2))
        #expect(pan.state == .ended)
        #expect(near(pan.velocity.x, 300, 15))
        #expect(near(pan.velocity.y, 0, 1e-6))
    }

    @Test func aHeldFingerDoesNotFling() {
        let pan = PanRecognizer()
        pan.handle(down(0, 0, t: 0))
        for i in 1...12 {
            let t = Double(i) / 60
            pan.handle(move(0, 300 * t, t: t))
        }
        #expect(pan.velocity.y > 250)
        pan.advance(to: 0.5)  // held still for 0.3 s, no events
        pan.handle(up(0, 60, t: 0.5))
        #expect(pan.state == .ended)
        #expect(near(pan.velocity, .zero, 1e-6))
        #expect(pan.translation == p(0, 60))
    }

    @Test func cancelledAfterBeginning() {
        let pan = PanRecognizer()
        let log = StateLog(pan)
        pan.handle(down(0, 0, t: 0))
        pan.handle(move(20, 0, t: 0.1))
        pan.handle(cancel(25, 0, t: 0.2))
        #expect(pan.state == .cancelled)
        #expect(log.states == [.began, .cancelled])
    }

    @Test func aShortPressAndReleaseFails() {
        let pan = PanRecognizer()
        let log = StateLog(pan)
        pan.handle(down(0, 0, t: 0))
        pan.handle(move(3, 3, t: 0.05))
        pan.handle(up(3, 3, t: 0.1))
        #expect(pan.state == .failed)
        #expect(log.states == [.failed])
        // The next touch starts afresh.
        pan.handle(down(200, 200, t: 1))
        #expect(pan.state == .possible)
        pan.handle(move(200, 215, t: 1.1))
        #expect(pan.state == .began)
        #expect(pan.translation == p(0, 15))
    }

    @Test func setTranslationRebasesTheReference() {
        let pan = PanRecognizer()
        pan.handle(down(0, 0, t: 0))
        pan.handle(move(20, 0, t: 0.05))
        pan.setTranslation(.zero)
        #expect(pan.translation == .zero)
        pan.handle(move(35, 5, t: 0.1))
        #expect(pan.translation == p(15, 5))
        pan.setTranslation(p(100, 0))
        #expect(pan.translation == p(100, 0))
        #expect(pan.location == p(35, 5))
        pan.handle(move(40, 5, t: 0.15))
        #expect(pan.translation == p(105, 0))
        // Velocity ignores the re-basing: 40 pt in 0.15 s, steady-ish, not thousands.
        #expect(pan.velocity.x > 0 && pan.velocity.x < 500)
    }

    @Test func aSecondFingerBeforeBeginningFailsAOneFingerPan() {
        let pan = PanRecognizer()
        pan.handle(down(0, 0, t: 0, id: 1))
        pan.handle(down(80, 0, t: 0, id: 2))
        #expect(pan.state == .failed)
        pan.handle(move(-50, 0, t: 0.1, id: 1))
        #expect(pan.state == .failed)
    }

    @Test func twoFingerPanFollowsTheCentroidWithoutJumps() {
        let pan = PanRecognizer()
        pan.minimumNumberOfTouches = 2
        pan.maximumNumberOfTouches = 2
        pan.handle(down(0, 0, t: 0, id: 1))
        pan.handle(move(0, 30, t: 0.05, id: 1))
        #expect(pan.state == .possible)  // one finger is not enough
        pan.handle(down(100, 30, t: 0.1, id: 2))
        pan.handle([move(0, 50, t: 0.2, id: 1), move(100, 50, t: 0.2, id: 2)])
        #expect(pan.state == .began)
        #expect(pan.translation == p(0, 20))
        #expect(pan.location == p(50, 50))
        pan.handle(up(100, 50, t: 0.3, id: 2))
        #expect(pan.state == .ended)
    }

    @Test func aLateLiftAfterAnEndIsIgnored() {
        let pan = PanRecognizer()
        pan.handle(down(0, 0, t: 0))
        pan.handle(move(50, 0, t: 0.1))
        pan.handle(up(50, 0, t: 0.2))
        pan.handle(up(50, 0, t: 0.3))
        pan.handle(move(90, 0, t: 0.3))
        #expect(pan.state == .ended && pan.translation == p(50, 0))
    }
}
