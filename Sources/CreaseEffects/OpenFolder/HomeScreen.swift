import CreaseCore
import CreaseImage

/// A drawn home screen and where its icons are.
public struct HomeScreen: Sendable {
    /// The whole screen, wallpaper to dock, at the scale it was drawn at.
    public let image: Bitmap
    /// Every icon on it, page icons row by row and then the dock's, left to right.
    public let icons: [AppIcon]
    /// The clear height under the page's labels before the next row's icons (or the page dots)
    /// begin, at its narrowest: room for an open folder's arrow under a label.
    public let spaceBelowLabels: Double

    /// A home screen from its picture and its icons' places.
    public init(image: Bitmap, icons: [AppIcon], spaceBelowLabels: Double) {
        self.image = image
        self.icons = icons
        self.spaceBelowLabels = spaceBelowLabels
    }
}
