import CreaseMath
import Foundation
import Testing

@testable import CreaseGestures

struct MouseGestureMapperTests {
    @Test func leftDragIsOneFinger() {
        var mapper = MouseGestureMapper()
        #expect(mapper.map(.moved(to: p(5, 5), time: 0)).isEmpty)  // hovering
        let events = mapper.map(.buttonDown(button: .left, at: p(10, 10), time: 1))
            + mapper.map(.moved(to: p(40, 10), time: 1.1))
            + mapper.map(.buttonUp(button: .left, at: p(50, 12), time: 1.2))
        #expect(events == [down(10, 10, t: 1), move(40, 10, t: 1.1), up(50, 12, t: 1.2)])
        #expect(mapper.map(.moved(to: p(60, 10), time: 1.3)).isEmpty)

        let pan = PanRecognizer()
        pan.handle(events)
        #expect(pan.state == .ended && pan.translation == p(40, 2))
    }

    @Test func rightPressPutsTwoFingersAboutThePressPoint() {
        var mapper = MouseGestureMapper()
        let events = mapper.map(.buttonDown(button: .right, at: p(100, 50), time: 0))
        #expect(events == [down(60, 50, t: 0, id: 1), down(140, 50, t: 0, id: 2)])
        // Spread follows the horizontal drag, floored at 4 pt; vertical motion is ignored.
        #expect(mapper.map(.moved(to: p(110, 90), time: 0.1)) == [move(50, 50, t: 0.1, id: 1), move(150, 50, t: 0.1, id: 2)])
        #expect(mapper.map(.moved(to: p(0, 50), time: 0.2)) == [move(96, 50, t: 0.2, id: 1), move(104, 50, t: 0.2, id: 2)])
        #expect(mapper.map(.buttonUp(button: .right, at: p(0, 50), time: 0.3)) == [up(96, 50, t: 0.3, id: 1), up(104, 50, t: 0.3, id: 2)])
    }

    @Test func verticalFingersLieOneAboveTheOtherAndFollowTheVerticalDrag() {
        var mapper = MouseGestureMapper()
        mapper.pinchAxis = .vertical
        #expect(mapper.map(.buttonDown(button: .right, at: p(100, 200), time: 0)) == [down(100, 160, t: 0, id: 1), down(100, 240, t: 0, id: 2)])
        // Down opens, sideways motion is ignored, up closes to the 4 pt floor.
        #expect(mapper.map(.moved(to: p(300, 230), time: 0.1)) == [move(100, 130, t: 0.1, id: 1), move(100, 270, t: 0.1, id: 2)])
        #expect(mapper.map(.moved(to: p(300, 0), time: 0.2)) == [move(100, 196, t: 0.2, id: 1), move(100, 204, t: 0.2, id: 2)])
        #expect(mapper.map(.buttonUp(button: .right, at: p(100, 0), time: 0.3)).map(\.phase) == [.up, .up])
        let scroll = mapper.map(.scroll(dy: 1, at: p(50, 60), time: 1))
        #expect(Array(scroll.prefix(2)) == [down(50, -40, t: 1, id: 1), down(50, 160, t: 1, id: 2)])
        #expect(near(scroll[2].location, p(50, 60 - 110), 1e-9) && near(scroll[3].location, p(50, 60 + 110), 1e-9))
    }

    func rightDragPinch(toX x: Double) -> PinchRecognizer {
        var mapper = MouseGestureMapper()
        let pinch = PinchRecognizer()
        pinch.handle(mapper.map(.buttonDown(button: .right, at: p(200, 200), time: 0)))
        for i in 1...10 {
            let cx = 200 + (x - 200) * Double(i) / 10
            pinch.handle(mapper.map(.moved(to: p(cx, 200), time: Double(i) / 60)))
        }
        #expect(pinch.state == .changed)
        pinch.handle(mapper.map(.buttonUp(button: .right, at: p(x, 200), time: 0.2)))
        #expect(pinch.state == .ended)
        #expect(pinch.center == p(200, 200))
        return pinch
    }

    @Test func rightDragRightPinchesOpen() {
        let pinch = rightDragPinch(toX: 240)  // spread 40 → 80
        #expect(near(pinch.scale, 2))
        #expect(pinch.velocity > 0)
    }

    @Test func rightDragLeftPinchesClosed() {
        let pinch = rightDragPinch(toX: 180)  // spread 40 → 20
        #expect(near(pinch.scale, 0.5))
        #expect(pinch.velocity < 0)
    }

    @Test func scrollTicksPinchAboutTheCursorAndEndAfterAPause() {
        var mapper = MouseGestureMapper()
        let pinch = PinchRecognizer()
        let log = StateLog(pinch)
        for i in 0..<3 {
            pinch.handle(mapper.map(.scroll(dy: 1, at: p(300, 100), time: Double(i) * 0.05)))
            pinch.handle(mapper.advance(to: Double(i) * 0.05 + 0.02))
        }
        #expect(pinch.state == .changed)
        #expect(near(pinch.scale, pow(1.1, 3)))
        #expect(pinch.center == p(300, 100))
        #expect(log.states == [.began, .changed, .changed])  // one update per tick

        #expect(mapper.advance(to: 0.3).isEmpty)  // 0.2 s after the last tick
        #expect(mapper.isScrollPinching)
        let lift = mapper.advance(to: 0.35)
        #expect(lift.map(\.phase) == [.up, .up])
        pinch.handle(lift)
        #expect(pinch.state == .ended)
        #expect(near(pinch.scale, pow(1.1, 3)))
        #expect(!mapper.isScrollPinching)
        #expect(mapper.advance(to: 1).isEmpty)
    }

    @Test func scrollingDownPinchesClosed() {
        var mapper = MouseGestureMapper()
        let pinch = PinchRecognizer()
        for i in 0..<4 {
            pinch.handle(mapper.map(.scroll(dy: -1, at: p(0, 0), time: Double(i) * 0.05)))
        }
        #expect(near(pinch.scale, pow(1.1, -4)))
        #expect(pinch.velocity < 0)
    }

    @Test func pressingAButtonEndsAScrollPinch() {
        var mapper = MouseGestureMapper()
        _ = mapper.map(.scroll(dy: 2, at: p(300, 100), time: 0))
        let events = mapper.map(.buttonDown(button: .left, at: p(10, 10), time: 0.1))
        #expect(events.map(\.phase) == [.up, .up, .down])
        #expect(events.map(\.pointer) == [1, 2, 0])
        #expect(events[1].location == p(300 + 100 * 1.1 * 1.1, 100))
        #expect(mapper.map(.scroll(dy: 1, at: p(0, 0), time: 0.2)).isEmpty)  // dragging: no scroll pinch
    }
}
