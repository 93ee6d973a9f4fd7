import CreaseMath

/// A mouse button the `MouseGestureMapper` gives meaning to.
public enum MouseButton: String, Sendable, Equatable, Codable {
    case left, right
}

/// Desktop mouse input, as a window reports it, for `MouseGestureMapper`.
public enum MouseInput: Sendable, Equatable {
    /// A button was pressed with the cursor at `at`.
    case buttonDown(button: MouseButton, at: Point, time: Double)
    /// A button was released with the cursor at `at`.
    case buttonUp(button: MouseButton, at: Point, time: Double)
    /// The cursor moved.
    case moved(to: Point, time: Double)
    /// The wheel turned by `dy` units (positive: away from the user, or up) with the cursor at `at`.
    case scroll(dy: Double, at: Point, time: Double)
}
