import CreaseGestures
import CreaseMath

/// One scene Crease can show: its name, its key in the demo window, a one-line summary, what it
/// takes besides a size, what the pointer does in it, and how to build it. Each scene declares
/// its own beside it; the registry lists them all.
public struct SceneEntry: Sendable {
    /// What sort of scene it is, for listing.
    public enum Kind: String, Sendable {
        /// A split-and-fold transition.
        case transition
        /// A renderer or fold-core showcase.
        case showcase
        /// One renderer rule, for tests and for looking at.
        case check
        /// A benchmark workload.
        case benchmark
    }

    /// The name the command line and the registry know it by ("open-folder").
    public let name: String
    /// What sort of scene it is.
    public let kind: Kind
    /// Its key in the demo window, if it has one.
    public let key: Key?
    /// A few words for the window's hint line after its key ("folder").
    public let shortName: String
    /// One line on what it shows, for help and listings.
    public let summary: String
    /// What it takes from `SceneSetup`; any other setting given to it is an error.
    public let options: [SceneOption]
    /// What the pointer does in it, for the window's hint line: only what works here (its keys
    /// come from the scene's `keyBindings`).
    public let pointerHints: [String]
    /// How the mouse stands for fingers in it: where the right drag's and the wheel's two pinch
    /// fingers go down.
    public let mouse: MouseGestureMapper
    let factory: @Sendable (Size, SceneSetup) throws -> any Scene

    /// The entry of `name`: `factory` builds it for a size and the settings of `options`; it is
    /// its own short name unless given one.
    public init(
        _ name: String, _ kind: Kind, key: Key? = nil, shortName: String? = nil, summary: String,
        options: [SceneOption] = [], mouse: MouseGestureMapper = MouseGestureMapper(), pointerHints: [String] = [],
        factory: @escaping @Sendable (Size, SceneSetup) throws -> any Scene
    ) {
        self.name = name
        self.kind = kind
        self.key = key
        self.shortName = shortName ?? name
        self.summary = summary
        self.options = options
        self.mouse = mouse
        self.pointerHints = pointerHints
        self.factory = factory
    }

    /// "1 folder": the window key and short name, for the hint line and help; nil without a key.
    public var keyHint: String? { key.map { "\($0) \(shortName)" } }

    /// Builds the scene for a viewport of `size` points.
    public func make(size: Size, setup: SceneSetup = SceneSetup()) throws -> any Scene {
        try factory(size, setup)
    }
}
