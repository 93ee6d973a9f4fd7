import CreaseCore

/// A drawn home screen and where its icons are.
public struct HomeScreen: Sendable {
    /// The whole screen, wallpaper to dock, at the scale it was drawn at.
    public let image: Bitmap
    /// Every icon on it, page icons row by row and then the dock's, left to right.
    public let icons: [AppIcon]

    public init(image: Bitmap, icons: [AppIcon]) {
        self.image = image
        self.icons = icons
    }
}
