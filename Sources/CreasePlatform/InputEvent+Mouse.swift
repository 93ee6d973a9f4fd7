import CreaseGestures

extension InputEvent {
    /// The event as mouse input at `time` (a scene's clock) for a `MouseGestureMapper`, which
    /// turns it into touches; nil for keys and the middle button.
    public func mouseInput(at time: Double) -> MouseInput? {
        switch self {
        case .pointerDown(.left, let p): .buttonDown(button: .left, at: p, time: time)
        case .pointerDown(.right, let p): .buttonDown(button: .right, at: p, time: time)
        case .pointerUp(.left, let p): .buttonUp(button: .left, at: p, time: time)
        case .pointerUp(.right, let p): .buttonUp(button: .right, at: p, time: time)
        case .pointerMoved(let p): .moved(to: p, time: time)
        case .scroll(_, let dy, let p): .scroll(dy: dy, at: p, time: time)
        default: nil
        }
    }
}
