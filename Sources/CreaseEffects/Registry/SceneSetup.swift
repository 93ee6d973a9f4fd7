import CreaseCore
import CreaseGestures

/// What a scene can be given besides its size. Each registry entry says which of these it
/// takes (`SceneEntry.options`); the others keep their defaults.
public struct SceneSetup {
    /// The user's own picture, shown instead of the drawn content.
    public var image: Bitmap?
    /// Input to play instead of the scene's own demonstration; nil plays that.
    public var script: GestureScript?
    /// Pixels per point for drawn content.
    public var contentScale: Double = 2
    /// Seconds the doors stay shut.
    public var doorsDelay: Double = 3.5
    /// The pan fold's halves hinged at the crease rather than pinned at their outer edges.
    public var hinged = false

    public init() {}
}

/// A setting of `SceneSetup` that a scene may take, by the name the command line gives it.
public enum SceneOption: String, CaseIterable, Sendable {
    case image, gesture, delay, hinged
}
