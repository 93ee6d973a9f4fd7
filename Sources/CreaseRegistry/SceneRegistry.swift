import CreaseGestures
import CreaseMath
import CreaseScene
import CreaseShowcases

/// Every scene Crease can show, in one list: the demo window's keys and hint line, the
/// command's help and errors, and `crease list` all read it.
public enum SceneRegistry {
    /// Every scene, in listing order.
    public static let entries: [SceneEntry] = [
        SceneEntry("open-folder", .transition, key: .digit(1), shortName: "folder",
            summary: "tap a folder: the screen splits under it and the lower part slides down",
            options: [.image, .gesture, .reduceMotion], controls: ["click a folder", "space replay", "R open/close"]) { size, setup in
            OpenFolderScene(size: size, setup: setup)
        },
        SceneEntry("pan-fold", .transition, key: .digit(2), shortName: "pan fold",
            summary: "drag sideways: the two halves turn in 3D about their outer edges, then spring back",
            options: [.image, .gesture, .hinge, .reduceMotion], controls: ["drag sideways", "space replay", "H hinge"]) { size, setup in
            PanFoldScene(size: size, setup: setup, options: setup.panFold)
        },
        SceneEntry("open-doors", .transition, key: .digit(3), shortName: "doors",
            summary: "a launch image cut into two doors that slide away after a delay",
            options: [.image, .doorsDelay, .reduceMotion], controls: ["space replay", "R reverse"]) { size, setup in
            OpenDoorsScene(size: size, setup: setup, options: setup.openDoors)
        },
        SceneEntry("folding-list", .transition, key: .digit(7), shortName: "list",
            summary: "Clear's to-do list: rows fold in 3D as a pull or a pinch makes them and a pinch shuts them",
            options: [.gesture, .reduceMotion], mouse: rowPinch,
            controls: ["pull down at the top: new row", "right-drag down or wheel up between rows: insert",
                "right-drag up or wheel down on a row: delete", "space replay"]) { size, setup in
            FoldingListScene(size: size, setup: setup)
        },
        SceneEntry("demo", .showcase, key: .digit(4), shortName: "card",
            summary: "a card rocking in perspective that flips, a rounded translucent panel, a masked group",
            controls: ["click or space flips", "drag turns the card"]) { size, setup in
            DemoScene(size: size, contentScale: setup.contentScale)
        },
        SceneEntry("fold", .showcase, key: .digit(5), shortName: "fold",
            summary: "the fold core: a picture folding as an accordion, paper fold, one crease or page flip",
            options: [.image], controls: ["drag up/down folds", "↑↓ strips", "N style", "L light"]) { size, setup in
            FoldDemoScene(size: size, picture: setup.picture(for: size), contentScale: min(1, setup.contentScale))
        },
        SceneEntry("flipping-notch", .transition, key: .digit(6), shortName: "notch",
            summary: "pull the list down: a card drops from the notch and flips into a new first receipt",
            options: [.gesture, .reduceMotion], controls: ["drag the list down to the clamp", "space replay"]) { size, setup in
            FlippingNotchScene(size: size, setup: setup)
        },
        SceneEntry("card-flip", .showcase, summary: "one 1 s card flip from t = 0: edge-on at 0.5 s") { size, setup in
            CardFlipScene(size: size, contentScale: setup.contentScale)
        },
    ] + CheckScene.Kind.allCases.map { kind in
        SceneEntry(kind.rawValue, .check, summary: kind.summary) { size, _ in CheckScene(kind, size: size) }
    } + [
        SceneEntry("floor", .benchmark, summary: "one full-screen textured quad: the cost floor of a frame") { size, setup in
            FloorScene(size: size, contentScale: min(1, setup.contentScale))
        },
        SceneEntry(tilesPattern, .benchmark, summary: "N perspective-tilted textured layers covering the frame about once (N up to \(maxTiles))") {
            size, setup in TiltedGridScene(count: 16, size: size, contentScale: min(1, setup.contentScale))  // "tiles-N" itself: 16
        },
    ]

    /// The list's mouse: pinch fingers one above the other, a row apart (on a row's edges, as the
    /// original's scale assumed: a right drag of 22.5 pt, or six wheel notches, opens a row far
    /// enough to stay; one notch is not enough to delete one).
    static let rowPinch: MouseGestureMapper = {
        var mouse = MouseGestureMapper()
        mouse.pinchAxis = .vertical
        mouse.rightPinchSpread = FoldingListEffect.rowHeight / 2
        mouse.scrollSpread = FoldingListEffect.rowHeight / 2
        return mouse
    }()

    /// The tiled grid takes its count in its name: tiles-1, tiles-256, ...
    static let tilesPattern = "tiles-N"
    /// The most tiles a grid may have.
    public static let maxTiles = 65_536

    /// The entries with a window key, in key order (the list groups them by kind).
    public static var keyed: [SceneEntry] {
        entries.filter { $0.key != nil }.sorted { $0.key!.description < $1.key!.description }
    }

    /// The entry the window's `key` picks, if any.
    public static func entry(for key: Key) -> SceneEntry? { entries.first { $0.key == key } }

    /// The entry of `name`; a tiles-N name gets a grid of N.
    public static func entry(named name: String) throws -> SceneEntry {
        if let entry = entries.first(where: { $0.name == name && $0.name != tilesPattern }) { return entry }
        if name.hasPrefix("tiles-"), let grid = entries.first(where: { $0.name == tilesPattern }) {
            guard let count = Int(name.dropFirst(6)), (1...maxTiles).contains(count) else {
                throw UnknownSceneError(name: name, known: "\(tilesPattern) takes a whole number N from 1 to \(maxTiles)")
            }
            return SceneEntry(name, .benchmark, summary: grid.summary) { size, setup in
                TiltedGridScene(count: count, size: size, contentScale: min(1, setup.contentScale))
            }
        }
        throw UnknownSceneError(name: name)
    }

    /// Builds `name` for `size`.
    public static func make(_ name: String, size: Size, setup: SceneSetup = SceneSetup()) throws -> any Scene {
        try entry(named: name).make(size: size, setup: setup)
    }
}

/// A scene name that is not in the registry, as one line.
public struct UnknownSceneError: Error, CustomStringConvertible {
    /// The name asked for.
    public let name: String
    /// What the name could have been: every scene, or for a family of names (tiles-N) its rule.
    public let known: String

    /// The error for `name`, listing every known scene unless told otherwise.
    public init(name: String, known: String = "known: " + SceneRegistry.entries.map(\.name).joined(separator: ", ")) {
        self.name = name
        self.known = known
    }

    public var description: String { "unknown scene '\(name)'; \(known)" }
}
