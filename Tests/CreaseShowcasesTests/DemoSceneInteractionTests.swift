import CreaseCore
import CreaseGestures
import CreaseMath
import Foundation
import Testing

@testable import CreaseShowcases

/// The demo card driven by synthetic pointer events on the scene's own clock.
struct DemoSceneInteractionTests {
    let size = Size(width: 400, height: 300)

    /// The card's turn about y on screen at `time`, in degrees.
    func turn(_ scene: DemoScene, at time: Double) -> Double {
        let t = scene.card.flipper.presentation(atHostTime: time).transform
        return atan2(-t.m13, t.m11) * 180 / .pi
    }

    @Test func aClickFlipsTheCardThroughNinetyDegrees() {
        let scene = DemoScene(size: size, contentScale: 1)
        scene.update(time: 1)
        let centre = Point(x: size.width * 0.275, y: size.height * 0.5)
        scene.handle(PointerEvent(.down, pointer: 0, at: centre, time: 1))
        scene.handle(PointerEvent(.up, pointer: 0, at: centre, time: 1.05))
        scene.update(time: 1.4)  // half way through the 0.8 s flip
        #expect(abs(abs(turn(scene, at: 1.4)) - 90) < 1)
        scene.update(time: 2)
        #expect(abs(abs(turn(scene, at: 2)) - 180) < 1e-6)
    }

    @Test func aDragTurnsTheCardAndItSpringsBackAfterRelease() {
        let scene = DemoScene(size: size, contentScale: 1)
        scene.update(time: 1)
        let start = Point(x: size.width * 0.2, y: size.height * 0.5)
        scene.handle(PointerEvent(.down, pointer: 0, at: start, time: 1))
        var t = 1.0
        for step in 1...10 {  // 78 pt to the right over 1/6 s
            t += 1.0 / 60
            scene.handle(PointerEvent(.moved, pointer: 0, at: Point(x: start.x + Double(step) * 7.8, y: start.y), time: t))
            scene.update(time: t)
        }
        let dragged = turn(scene, at: t)
        // The card follows the finger: 78 pt of a 156 pt wide card is a quarter turn.
        #expect(abs(dragged - 90) < 1, "turned \(dragged)°")
        scene.handle(PointerEvent(.up, pointer: 0, at: Point(x: start.x + 78, y: start.y), time: t))
        // Right after release it keeps moving the way the finger went (spring started with the
        // drag's speed), then it settles back flat.
        scene.update(time: t + 0.02)
        #expect(turn(scene, at: t + 0.02) > dragged)
        scene.update(time: t + 3)
        #expect(abs(turn(scene, at: t + 3)) < 0.1)
        #expect(scene.card.flipper.model.transform == .identity)
    }
}
