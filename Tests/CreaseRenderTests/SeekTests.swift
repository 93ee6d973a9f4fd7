import CreaseCompositor
import CreaseEffects
import CreaseGestures
import CreaseMath
import CreaseRegistry
import CreaseRender
import CreaseScene
import Testing

/// `render --time T` seeks: frames only around the scene's scripted input, then T. It must land
/// where stepping every frame from 0 lands.
struct SeekTests {
    let size = Size(width: 375, height: 667)

    func dump(_ scene: any Scene, at time: Double) -> String {
        Compositor().drawList(for: scene.root, viewport: size, time: time).dump
    }

    @Test(arguments: ["open-folder", "pan-fold", "open-doors", "flipping-notch", "folding-list", "demo"], [0.55, 0.6, 1.4, 3.2])
    func seekingLandsWhereSteppingEveryFrameLands(name: String, time: Double) throws {
        let stepped = try SceneRegistry.make(name, size: size), sought = try SceneRegistry.make(name, size: size)
        var frame = 0
        while Double(frame) / 60 < time {
            stepped.update(time: Double(frame) / 60)
            frame += 1
        }
        stepped.update(time: time)
        FrameDriver.seek(sought, to: time)
        #expect(dump(stepped, at: time) == dump(sought, at: time))
    }

    /// The pan fold's demonstration drags 180 pt over 0.75 s from 0.3 s, 4 pt a frame: at 0.6 s
    /// (frame 36) the finger is 72 pt in, and the fold at 72 / 6 = 12°.
    @Test func seekingMidDragShowsThatFramesStep() throws {
        let scene = try #require(try SceneRegistry.make("pan-fold", size: Size(width: 320, height: 480)) as? PanFoldScene)
        FrameDriver.seek(scene, to: 0.6)
        #expect(abs(scene.effect.angle - 12) < 1e-9, "\(scene.effect.angle)°")
    }

    @Test func aGestureFarInTheFutureIsReachedWithoutWalkingThere() throws {
        var setup = SceneSetup()
        setup.script = GestureScript(events: GestureScript.drag(from: Point(x: 100, y: 300), by: Point(x: 120, y: 0), at: 5_000, duration: 0.3))
        let scene = try SceneRegistry.make("pan-fold", size: size, setup: setup)
        FrameDriver.seek(scene, to: 5_000.2)
        // Mid-drag: the halves are out and turned.
        let list = Compositor().drawList(for: scene.root, viewport: size, time: 5_000.2)
        #expect(list.dump.contains("right-half"))
    }
}
