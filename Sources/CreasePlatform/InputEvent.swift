import CreaseGestures
import CreaseMath

/// Pointer and keyboard input from a window, in window points (y down), as plain values.
public enum InputEvent: Sendable, Equatable {
    /// The mouse button pressed or released.
    public enum Button: Sendable, Equatable { case left, right, middle }

    case pointerDown(Button, Point)
    case pointerUp(Button, Point)
    case pointerMoved(Point)
    /// Wheel or trackpad scroll at the pointer.
    case scroll(dx: Double, dy: Double, at: Point)
    /// A key pressed (or repeated).
    case keyDown(Key)
}
