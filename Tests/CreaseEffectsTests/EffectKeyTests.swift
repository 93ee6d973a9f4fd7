import CreaseGestures
import CreaseMath
import CreaseScene
import Testing

@testable import CreaseEffects

/// The transitions' keys, pressed as the window presses them (`Scene.key(_:time:)`): each does
/// what its hint says, and a key no binding names does nothing.
struct EffectKeyTests {
    static let phone = Size(width: 375, height: 667)

    /// Content at one pixel a point, and no input played but the keys.
    static var quiet: SceneSetup {
        var setup = SceneSetup()
        setup.contentScale = 1
        setup.script = GestureScript(events: [])
        return setup
    }

    @Test func hSwitchesThePanFoldsHinge() {
        let scene = PanFoldScene(size: Self.phone, setup: Self.quiet)
        #expect(scene.effect.style == .pinned)
        scene.key(.letter("h"), time: 0)
        #expect(scene.effect.style == .hinged)
        scene.key(.letter("h"), time: 0)
        #expect(scene.effect.style == .pinned)
    }

    @Test func rTurnsTheDoorsBackAndSpaceShowsThemAgain() {
        let scene = OpenDoorsScene(size: Self.phone, setup: Self.quiet, options: OpenDoorsOptions(delay: 0))
        scene.update(time: 0.6)
        #expect(scene.effect.state == .opening)
        scene.key(.letter("r"), time: 0.6)
        scene.update(time: 3)
        #expect(scene.effect.state == .closed)
        scene.key(.space, time: 3)
        scene.update(time: 3.6)
        #expect(scene.effect.state == .opening)
    }

    @Test func rOpensAFolderAndAnUnboundKeyDoesNothing() {
        let scene = OpenFolderScene(size: Self.phone, setup: Self.quiet)
        scene.update(time: 0.1)
        scene.key(.letter("h"), time: 0.1)
        scene.update(time: 0.2)
        #expect(scene.effect.state == .closed)
        scene.key(.letter("r"), time: 0.2)
        scene.update(time: 0.3)
        #expect(scene.effect.state == .opening)
    }
}
