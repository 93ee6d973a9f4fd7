import CreaseEffects
import CreaseGestures
import CreaseMath
import CreaseScene
import CreaseShowcases

/// Every scene Crease can show, in one list: the demo window's keys and hint line, the
/// command's help and errors, and `crease list` all read it. Each scene declares its own entry;
/// a new one is a line here.
public enum SceneRegistry {
    /// Every scene, in listing order.
    public static let entries: [SceneEntry] = [
        OpenFolderScene.entry,
        PanFoldScene.entry,
        OpenDoorsScene.entry,
        FoldingListScene.entry,
        DemoScene.entry,
        FoldDemoScene.entry,
        FlippingNotchScene.entry,
        CardFlipScene.entry,
    ] + CheckScene.entries + [
        FloorScene.entry,
        TiltedGridScene.entry,
    ]

    /// The entries with a window key, in key order (the list groups them by kind).
    public static var keyed: [SceneEntry] {
        entries.filter { $0.key != nil }.sorted { $0.key!.description < $1.key!.description }
    }

    /// The entry the window's `key` picks, if any.
    public static func entry(for key: Key) -> SceneEntry? { entries.first { $0.key == key } }

    /// The entry of `name`; a tiles-N name gets a grid of N.
    public static func entry(named name: String) throws -> SceneEntry {
        let grid = TiltedGridScene.entry
        if let entry = entries.first(where: { $0.name == name && $0.name != grid.name }) { return entry }
        if name.hasPrefix(TiltedGridScene.namePrefix) {
            guard let count = Int(name.dropFirst(TiltedGridScene.namePrefix.count)), (1...TiltedGridScene.maxCount).contains(count) else {
                throw UnknownSceneError(name: name, known: "\(grid.name) takes a whole number N from 1 to \(TiltedGridScene.maxCount)")
            }
            return TiltedGridScene.entry(count: count)
        }
        throw UnknownSceneError(name: name)
    }

    /// Builds `name` for `size`.
    public static func make(_ name: String, size: Size, setup: SceneSetup = SceneSetup()) throws -> any Scene {
        try entry(named: name).make(size: size, setup: setup)
    }
}
