import CreaseMath

@testable import CreaseGestures

func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }

func down(_ x: Double, _ y: Double, t: Double, id: Int = 0) -> PointerEvent { PointerEvent(.down, pointer: id, at: p(x, y), time: t) }
func move(_ x: Double, _ y: Double, t: Double, id: Int = 0) -> PointerEvent { PointerEvent(.moved, pointer: id, at: p(x, y), time: t) }
func up(_ x: Double, _ y: Double, t: Double, id: Int = 0) -> PointerEvent { PointerEvent(.up, pointer: id, at: p(x, y), time: t) }
func cancel(_ x: Double, _ y: Double, t: Double, id: Int = 0) -> PointerEvent { PointerEvent(.cancelled, pointer: id, at: p(x, y), time: t) }

func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }
func near(_ a: Point, _ b: Point, _ tolerance: Double = 1e-9) -> Bool { a.distance(to: b) <= tolerance }

/// Records every state a recogniser reports through onChange.
final class StateLog<R: GestureRecognizer> {
    var states: [GestureState] = []
    init(_ recognizer: R) {
        recognizer.onChange = { [unowned self] r in self.states.append(r.state) }
    }
}
