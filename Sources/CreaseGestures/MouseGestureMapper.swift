import CreaseMath
import Glibc  // pow, for the scroll factor

/// Turns desktop mouse input into pointer events, so a window without a touch screen can drive
/// the recognisers (pure: no window, no clock; the caller feeds input and time).
///
/// - Left button: one finger (pointer `primaryPointer`) that goes down, drags and lifts with it.
/// - Right button: a two-finger pinch about the press point P. The fingers (`fingerPointers`) lie
///   along `pinchAxis`, side by side or one above the other, and go down at
///   P ∓ `rightPinchSpread` along it; while the button is held each sits at P ∓ spread with
///   spread = max(`minimumSpread`, `rightPinchSpread` + the cursor's travel from P along the
///   axis): dragging right (or down) pinches open, left (or up) pinches closed. Motion across the
///   axis is ignored. Releasing lifts both.
/// - Scroll: a pinch about the cursor. The first tick puts the fingers down at
///   cursor ∓ `scrollSpread` along the axis; each tick multiplies the spread by
///   `scrollFactor`^dy (dy > 0 opens, dy < 0 closes), about the point where the scroll started.
///   The fingers lift from `advance(to:)` once `scrollEndDelay` seconds pass with no tick.
///
/// One gesture at a time: a button pressed while the other is held is ignored, as is scrolling
/// with a button held; pressing a button during a scroll pinch ends the pinch first.
public struct MouseGestureMapper: Sendable {
    /// Pointer id of the left-button finger.
    public static let primaryPointer = 0
    /// Pointer ids of the two virtual pinch fingers (left or upper one, right or lower one).
    public static let fingerPointers = (1, 2)

    /// The line the two virtual fingers lie on.
    public enum PinchAxis: Sendable {
        /// Side by side: a pinch across a picture.
        case horizontal
        /// One above the other: a pinch between a list's rows.
        case vertical
    }

    /// How the pinch fingers lie; the scene shown says which suits it.
    public var pinchAxis = PinchAxis.horizontal

    /// Half the distance between the right-button fingers when they go down, in points.
    public var rightPinchSpread = 40.0
    /// Smallest half-distance the right-button drag closes the fingers to, so they never cross.
    public var minimumSpread = 4.0
    /// Half the distance between the scroll fingers when they go down, in points.
    public var scrollSpread = 100.0
    /// Spread factor per scroll unit.
    public var scrollFactor = 1.1
    /// Seconds without a scroll tick after which the scroll pinch ends.
    public var scrollEndDelay = 0.25

    private enum Gesture: Sendable {
        case none
        case drag
        case rightPinch(center: Point, spread: Double)
        case scrollPinch(center: Point, spread: Double, lastTick: Double)
    }

    private var gesture = Gesture.none

    /// A mapper with no button down, pinching along the horizontal axis.
    public init() {}

    /// True while a scroll pinch waits for more ticks (a window should keep calling `advance(to:)`).
    public var isScrollPinching: Bool {
        if case .scrollPinch = gesture { return true }
        return false
    }

    /// The pointer events one mouse input stands for (often none).
    public mutating func map(_ input: MouseInput) -> [PointerEvent] {
        switch input {
        case let .buttonDown(button, at, time):
            var events = endScrollPinch(at: time)
            guard case .none = gesture else { return events }
            switch button {
            case .left:
                gesture = .drag
                events.append(PointerEvent(.down, pointer: Self.primaryPointer, at: at, time: time))
            case .right:
                gesture = .rightPinch(center: at, spread: rightPinchSpread)
                events += fingers(.down, center: at, spread: rightPinchSpread, time: time)
            }
            return events

        case let .moved(to, time):
            switch gesture {
            case .drag:
                return [PointerEvent(.moved, pointer: Self.primaryPointer, at: to, time: time)]
            case let .rightPinch(center, spread):
                let newSpread = rightSpread(center: center, cursor: to)
                guard newSpread != spread else { return [] }
                gesture = .rightPinch(center: center, spread: newSpread)
                return fingers(.moved, center: center, spread: newSpread, time: time)
            case .none, .scrollPinch:
                return []  // hovering is not touching
            }

        case let .buttonUp(button, at, time):
            switch (gesture, button) {
            case (.drag, .left):
                gesture = .none
                return [PointerEvent(.up, pointer: Self.primaryPointer, at: at, time: time)]
            case let (.rightPinch(center, spread), .right):
                gesture = .none
                // Bring the fingers to where the release puts them, then lift both together.
                let final = rightSpread(center: center, cursor: at)
                let moves = final == spread ? [] : fingers(.moved, center: center, spread: final, time: time)
                return moves + fingers(.up, center: center, spread: final, time: time)
            default:
                return []
            }

        case let .scroll(dy, at, time):
            guard dy != 0 else { return [] }
            switch gesture {
            case .none:
                let spread = scrollSpread * pow(scrollFactor, dy)
                gesture = .scrollPinch(center: at, spread: spread, lastTick: time)
                return fingers(.down, center: at, spread: scrollSpread, time: time)
                    + fingers(.moved, center: at, spread: spread, time: time)
            case let .scrollPinch(center, spread, _):
                let newSpread = spread * pow(scrollFactor, dy)
                gesture = .scrollPinch(center: center, spread: newSpread, lastTick: time)
                return fingers(.moved, center: center, spread: newSpread, time: time)
            case .drag, .rightPinch:
                return []
            }
        }
    }

    /// When `advance(to:)` next has events to give: the scroll pinch's end; infinity for none.
    public var nextDeadline: Double {
        guard case let .scrollPinch(_, _, lastTick) = gesture else { return .infinity }
        return lastTick + scrollEndDelay
    }

    /// The events that time alone causes: the scroll pinch's fingers lifting once
    /// `scrollEndDelay` has passed since the last tick.
    public mutating func advance(to time: Double) -> [PointerEvent] {
        guard case let .scrollPinch(_, _, lastTick) = gesture, SceneTime.hasCome(lastTick + scrollEndDelay, by: time) else { return [] }
        return endScrollPinch(at: time)
    }

    private mutating func endScrollPinch(at time: Double) -> [PointerEvent] {
        guard case let .scrollPinch(center, spread, _) = gesture else { return [] }
        gesture = .none
        return fingers(.up, center: center, spread: spread, time: time)
    }

    private func rightSpread(center: Point, cursor: Point) -> Double {
        let travel = pinchAxis == .horizontal ? cursor.x - center.x : cursor.y - center.y
        return max(minimumSpread, rightPinchSpread + travel)
    }

    /// Both virtual fingers doing the same thing, at center ∓ spread along the axis.
    private func fingers(_ phase: PointerEvent.Phase, center: Point, spread: Double, time: Double) -> [PointerEvent] {
        let offset = pinchAxis == .horizontal ? Point(x: spread, y: 0) : Point(x: 0, y: spread)
        return [
            PointerEvent(phase, pointer: Self.fingerPointers.0, at: center - offset, time: time),
            PointerEvent(phase, pointer: Self.fingerPointers.1, at: center + offset, time: time),
        ]
    }
}
