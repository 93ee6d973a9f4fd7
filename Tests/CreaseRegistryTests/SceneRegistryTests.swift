import CreaseGestures
import CreaseRegistry
import CreaseScene
import Testing

/// What the window and the command read from the registry.
struct SceneRegistryTests {
    /// The window's keys, in the order the hint line and `crease demo --help` name them.
    @Test func keyedEntriesComeInKeyOrder() {
        #expect(SceneRegistry.keyed.map(\.name) == ["open-folder", "pan-fold", "open-doors", "demo", "fold", "flipping-notch", "folding-list"])
        #expect(SceneRegistry.keyed.map(\.keyHint) == ["1 folder", "2 pan fold", "3 doors", "4 card", "5 fold", "6 notch", "7 list"])
    }

    @Test func aDigitKeyPicksItsScene() {
        #expect(SceneRegistry.entry(for: .digit(6))?.name == "flipping-notch")
        #expect(SceneRegistry.entry(for: .digit(8)) == nil && SceneRegistry.entry(for: .letter("h")) == nil)
    }

    /// A tiles-N name is a grid of N, from 1 to 65536 tiles.
    @Test func aTilesNameCountsItsTiles() throws {
        let grid = try SceneRegistry.entry(named: "tiles-300")
        #expect(grid.name == "tiles-300" && grid.kind == .benchmark)
        #expect(try SceneRegistry.entry(named: "tiles-65536").name == "tiles-65536")
        for bad in ["tiles-0", "tiles-65537", "tiles-x"] {
            #expect(throws: UnknownSceneError.self) { try SceneRegistry.entry(named: bad) }
        }
    }

    /// The list's hint says how to make and delete a row, and its mouse pinches vertically, a row
    /// apart.
    @Test func theFoldingListEntry() throws {
        let entry = try SceneRegistry.entry(named: "folding-list")
        #expect(entry.kind == .transition && entry.key == .digit(7) && entry.options == [.gesture, .reduceMotion])
        #expect(entry.pointerHints.contains { $0.contains("new row") } && entry.pointerHints.contains { $0.contains("delete") })
        #expect(entry.mouse.pinchAxis == .vertical && entry.mouse.rightPinchSpread == 30 && entry.mouse.scrollSpread == 30)
        #expect(try SceneRegistry.entry(named: "pan-fold").mouse.pinchAxis == .horizontal)
    }

    /// Every transition, and nothing else, takes reduced motion: the five of docs/effects.md.
    @Test func theTransitionsTakeReducedMotion() {
        let taking = SceneRegistry.entries.filter { $0.options.contains(.reduceMotion) }.map(\.name)
        #expect(taking.sorted() == ["flipping-notch", "folding-list", "open-doors", "open-folder", "pan-fold"])
        #expect(SceneRegistry.entries.allSatisfy { $0.options.contains(.reduceMotion) == ($0.kind == .transition) })
    }
}
