import CreaseMath
import Testing

@testable import CreaseGestures

struct PinchRecognizerTests {
    /// Two fingers 100 pt apart about (200, 300).
    func twoDown(_ pinch: PinchRecognizer) {
        pinch.handle(down(150, 300, t: 0, id: 1))
        pinch.handle(down(250, 300, t: 0, id: 2))
    }

    @Test func spreadingToTwiceTheDistanceIsScaleTwo() {
        let pinch = PinchRecognizer()
        let log = StateLog(pinch)
        twoDown(pinch)
        #expect(pinch.state == .possible)
        for i in 1...10 {
            let d = 5.0 * Double(i)  // each finger moves out 5 pt a step: 100 → 200 apart
            pinch.handle([move(150 - d, 300, t: Double(i) / 60, id: 1), move(250 + d, 300, t: Double(i) / 60, id: 2)])
        }
        #expect(pinch.state == .changed)
        #expect(near(pinch.scale, 2))
        #expect(pinch.center == p(200, 300))
        #expect(log.states.first == .began)
        #expect(log.states.count == 10)
    }

    @Test func doesNotBeginUnderFivePointsAndDoesNotJumpAtTheBegin() {
        let pinch = PinchRecognizer()
        twoDown(pinch)
        pinch.handle(move(254, 300, t: 0.1, id: 2))
        #expect(pinch.state == .possible)
        #expect(near(pinch.scale, 1.04))
        pinch.handle(move(256, 300, t: 0.2, id: 2))
        #expect(pinch.state == .began)
        #expect(near(pinch.scale, 1.06))  // measured from the second down, not the begin
        #expect(pinch.center == p(203, 300))
    }

    @Test func endsWhenAFingerLifts() {
        let pinch = PinchRecognizer()
        let log = StateLog(pinch)
        twoDown(pinch)
        pinch.handle(move(100, 300, t: 0.1, id: 1))
        pinch.handle(up(90, 300, t: 0.2, id: 1))
        #expect(pinch.state == .ended)
        #expect(near(pinch.scale, 1.6))
        pinch.handle(move(400, 300, t: 0.3, id: 2))  // the other finger no longer counts
        pinch.handle(up(400, 300, t: 0.4, id: 2))
        #expect(near(pinch.scale, 1.6))
        #expect(log.states == [.began, .ended])
    }

    @Test func reportsEachFingerWhereItWentDownAndWhereItIs() {
        let pinch = PinchRecognizer()
        #expect(pinch.pointerLocations.isEmpty)
        pinch.handle(down(150, 300, t: 0, id: 1))
        #expect(pinch.pointerLocations.isEmpty)  // one finger is no pinch yet
        pinch.handle(down(250, 310, t: 0, id: 2))
        pinch.handle(move(120, 300, t: 0.1, id: 1))
        #expect(pinch.initialPointerLocations == [p(150, 300), p(250, 310)])
        #expect(pinch.pointerLocations == [p(120, 300), p(250, 310)])
        var atEnd: [Point] = []
        pinch.onChange = { atEnd = $0.pointerLocations }
        pinch.handle(up(100, 300, t: 0.2, id: 1))
        #expect(pinch.state == .ended && atEnd == [p(100, 300), p(250, 310)])  // where it lifted
        pinch.reset()
        #expect(pinch.initialPointerLocations.isEmpty)
    }

    @Test func cancelled() {
        let pinch = PinchRecognizer()
        twoDown(pinch)
        pinch.handle(move(120, 300, t: 0.1, id: 1))
        pinch.handle(cancel(120, 300, t: 0.2, id: 2))
        #expect(pinch.state == .cancelled)
    }

    @Test func velocitySign() {
        let spreading = PinchRecognizer()
        twoDown(spreading)
        for i in 1...6 {
            spreading.handle(move(250 + 10 * Double(i), 300, t: Double(i) / 60, id: 2))
        }
        // Scale grows 0.1 per 1/60 s: 6 per second.
        #expect(near(spreading.velocity, 6, 0.3))

        let closing = PinchRecognizer()
        twoDown(closing)
        for i in 1...6 {
            closing.handle(move(250 - 10 * Double(i), 300, t: Double(i) / 60, id: 2))
        }
        #expect(closing.velocity < -5)
        #expect(closing.scale < 1)
    }

    @Test func oneFingerNeverBegins() {
        let pinch = PinchRecognizer()
        let log = StateLog(pinch)
        pinch.handle(down(0, 0, t: 0, id: 1))
        pinch.handle(move(100, 0, t: 0.1, id: 1))
        pinch.handle(move(200, 80, t: 0.2, id: 1))
        pinch.handle(up(200, 80, t: 0.3, id: 1))
        #expect(pinch.state == .possible)
        #expect(pinch.scale == 1)
        #expect(log.states.isEmpty)
    }

    @Test func twoFingersLiftingBeforeBeginningFail() {
        let pinch = PinchRecognizer()
        twoDown(pinch)
        pinch.handle(move(152, 300, t: 0.1, id: 1))
        pinch.handle(up(152, 300, t: 0.2, id: 1))
        #expect(pinch.state == .failed)
    }
}
