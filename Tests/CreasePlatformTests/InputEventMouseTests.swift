import CreaseGestures
import CreaseMath
import CreasePlatform
import Testing

/// A window's input as the gesture layer's mouse input, as a program with its own window needs it.
struct InputEventMouseTests {
    let p = Point(x: 12, y: 34)

    @Test func buttonsMovesAndTheWheelBecomeMouseInputAtTheGivenTime() {
        #expect(InputEvent.pointerDown(.left, p).mouseInput(at: 1.5) == .buttonDown(button: .left, at: p, time: 1.5))
        #expect(InputEvent.pointerDown(.right, p).mouseInput(at: 2) == .buttonDown(button: .right, at: p, time: 2))
        #expect(InputEvent.pointerUp(.left, p).mouseInput(at: 3) == .buttonUp(button: .left, at: p, time: 3))
        #expect(InputEvent.pointerUp(.right, p).mouseInput(at: 3) == .buttonUp(button: .right, at: p, time: 3))
        #expect(InputEvent.pointerMoved(p).mouseInput(at: 4) == .moved(to: p, time: 4))
        // The wheel's vertical turn only: a pinch reads dy.
        #expect(InputEvent.scroll(dx: 5, dy: -2, at: p).mouseInput(at: 5) == .scroll(dy: -2, at: p, time: 5))
    }

    @Test func keysAndTheMiddleButtonAreNoMouseInput() {
        #expect(InputEvent.keyDown(.escape).mouseInput(at: 0) == nil)
        #expect(InputEvent.pointerDown(.middle, p).mouseInput(at: 0) == nil)
        #expect(InputEvent.pointerUp(.middle, p).mouseInput(at: 0) == nil)
    }

    @Test func aLeftDragThroughTheMapperIsOneFingerMoving() {
        var mapper = MouseGestureMapper()
        let events = [InputEvent.pointerDown(.left, p), .pointerMoved(Point(x: 12, y: 80)), .pointerUp(.left, Point(x: 12, y: 80))]
        let touches = events.enumerated().flatMap { k, event in mapper.map(event.mouseInput(at: Double(k) / 60)!) }
        #expect(touches.map(\.phase) == [.down, .moved, .up], "\(touches)")
        #expect(touches.last?.location == Point(x: 12, y: 80))
    }
}
