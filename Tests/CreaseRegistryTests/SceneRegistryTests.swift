import CreaseGestures
import CreaseRegistry
import CreaseScene
import Testing

/// What the window and the command read from the registry.
struct SceneRegistryTests {
    @Test func keyedEntriesComeInKeyOrder() {
        let keys = SceneRegistry.keyed.map { $0.key!.description }
        #expect(keys == keys.sorted() && keys.contains("7"))
    }

    /// The list's hint says how to make and delete a row, and its mouse pinches vertically, a row
    /// apart.
    @Test func theFoldingListEntry() throws {
        let entry = try SceneRegistry.entry(named: "folding-list")
        #expect(entry.kind == .transition && entry.key == .digit(7) && entry.options == [.gesture, .reduceMotion])
        #expect(entry.controls.contains { $0.contains("new row") } && entry.controls.contains { $0.contains("delete") })
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
