import CreaseMath
import CreaseRegistry
import CreaseScene
import Testing

@testable import CreaseCommand

/// The window's hint line, from the registry's keys, the scene's entry and its key bindings: word
/// for word what it said when each scene's hints were written out by hand.
struct DemoWindowHintTests {
    static let sceneKeys = "1 folder · 2 pan fold · 3 doors · 4 card · 5 fold · 6 notch · 7 list"
    static let everywhere = "S slow motion · F stats · P screenshot · Esc quits"

    @Test(arguments: [
        ("open-folder", ["click a folder", "space replay", "R open/close"]),
        ("pan-fold", ["drag sideways", "space replay", "H hinge"]),
        ("open-doors", ["space replay", "R reverse"]),
        ("folding-list", ["pull down at the top: new row", "right-drag down or wheel up between rows: insert",
            "right-drag up or wheel down on a row: delete", "space replay"]),
        ("demo", ["click or space flips", "drag turns the card"]),
        ("fold", ["drag up/down folds", "↑↓ strips", "N style", "L light"]),
        ("flipping-notch", ["drag the list down to the clamp", "space replay"]),
        ("card-flip", []),
    ])
    func theHintLineSaysWhatWorks(name: String, controls: [String]) throws {
        let entry = try SceneRegistry.entry(named: name)
        var setup = SceneSetup()
        setup.contentScale = 1
        let scene = try entry.make(size: Size(width: 320, height: 480), setup: setup)
        #expect(DemoWindow.hint(for: entry, scene: scene) == ([Self.sceneKeys] + controls + [Self.everywhere]).joined(separator: " · "))
    }
}
