import CreaseCore
import CreaseGestures
import CreaseMath

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

    /// Lowers `contentScale` where content drawn for a frame of `size` points would pass
    /// `maxPixels` a side (the GPU's texture limit, or Cairo's): a 20000-point-wide frame gets
    /// its content at under one pixel a point rather than a picture no texture can hold.
    public mutating func fitContent(to size: Size, maxPixels: Int) {
        let side = max(size.width, size.height)
        if side * contentScale > Double(maxPixels) { contentScale = Double(maxPixels) / side }
    }
}

/// A setting of `SceneSetup` that a scene may take, by the name the command line gives it.
public enum SceneOption: String, CaseIterable, Sendable {
    case image, gesture, delay, hinged
}
