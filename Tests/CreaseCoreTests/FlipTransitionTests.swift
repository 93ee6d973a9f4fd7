import CreaseCore
import CreaseMath
import Testing

/// UIView.transition's flips on any two layers: one eased half turn, swapping at 90°.
struct FlipTransitionTests {
    func faces(_ edge: FlipTransition.Edge) -> (Layer, Layer, LayerTreeHost) {
        let root = Layer(name: "root")
        root.frame = Rect(x: 0, y: 0, width: 400, height: 400)
        let front = Layer(name: "front"), back = Layer(name: "back")
        for face in [front, back] {
            face.frame = Rect(x: 100, y: 100, width: 200, height: 100)
            root.addSublayer(face)
        }
        let host = LayerTreeHost(root: root)
        host.advance(to: 1)
        FlipTransition(edge: edge, duration: 0.6).run(from: front, to: back, beginTime: 1.5)
        return (front, back, host)
    }

    /// The projected corner `(u, v)` (unit coordinates) of a face at host time `t`.
    func corner(_ layer: Layer, _ u: Double, _ v: Double, at t: Double) -> Vector3 {
        let state = layer.presentation(atHostTime: t)
        let b = state.bounds
        let m = state.localToSuperlayer(nil)
        return m.apply(Vector4(Vector3(b.minX + u * b.width, b.minY + v * b.height, 0))).projected
    }

    @Test(arguments: FlipTransition.Edge.allCases)
    func theNamedEdgeComesForwardFirst(edge: FlipTransition.Edge) {
        let (front, _, _) = faces(edge)
        // A quarter of the way in, the named edge is nearer (z > 0) and the opposite one further.
        let (near, far): ((Double, Double), (Double, Double)) = switch edge {
        case .bottom: ((0.5, 1), (0.5, 0))
        case .top: ((0.5, 0), (0.5, 1))
        case .left: ((0, 0.5), (1, 0.5))
        case .right: ((1, 0.5), (0, 0.5))
        }
        let t = 1.5 + 0.15
        #expect(corner(front, near.0, near.1, at: t).z > 1 && corner(front, far.0, far.1, at: t).z < -1)
    }

    @Test func theAngleFollowsTheCurveAndTheFacesSwapAt90Degrees() {
        let flip = FlipAnimation(edge: .bottom, startAngle: 0, timingFunction: .easeInEaseOut)
        var timed = flip
        timed.timing.duration = 0.6
        #expect(abs(timed.angle(atPassTime: 0.3) - .pi / 2) < 1e-9)  // the curve is symmetric
        // A quarter of the time on easeInEaseOut: 0.129162 of the half turn (solved by bisection).
        #expect(abs(timed.angle(atPassTime: 0.15) - .pi * 0.129162) < 1e-5)
        let (front, back, _) = faces(.bottom)
        // Before the start the back hides behind, turned half a turn; the front is flat.
        #expect(front.presentation(atHostTime: 1.2).transform.m22 == 1)
        #expect(abs(back.presentation(atHostTime: 1.2).transform.m22 + 1) < 1e-12)
        // Edge-on at the middle: both faces' top and bottom edges project to one line.
        for face in [front, back] {
            #expect(abs(corner(face, 0.5, 0, at: 1.8).y - corner(face, 0.5, 1, at: 1.8).y) < 1e-9)
        }
        #expect(!front.isDoubleSided && !back.isDoubleSided)
    }

    @Test func theFrontLeavesAtTheEndAndTheBackStandsFlat() {
        let (front, back, host) = faces(.left)
        var finished: Bool?
        let other = Layer(name: "other")
        host.root.addSublayer(other)
        FlipTransition(edge: .top, duration: 0.2).run(from: other, to: Layer(name: "unused")) { finished = $0 }
        host.advance(to: 2.2)
        #expect(front.superlayer == nil && back.superlayer != nil && back.presentation(atHostTime: 2.2).transform.isIdentity)
        #expect(finished == true && other.superlayer == nil)
    }
}
