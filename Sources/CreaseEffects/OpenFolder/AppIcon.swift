import CreaseMath

/// One icon on the home screen, where it is drawn, for hit-testing taps and placing effects.
public struct AppIcon: Sendable, Hashable {
    /// The app's or folder's name, as its label shows it.
    public let name: String
    /// The icon's rounded square, in points.
    public let frame: Rect
    /// The label under the icon and its shadow, in points. Dock icons have no label: theirs is
    /// an empty rectangle at the bottom edge of the icon.
    public let labelFrame: Rect
    /// A folder (tapping it opens the folder) rather than an app.
    public let isFolder: Bool
    /// In the dock at the bottom rather than on the page.
    public let isInDock: Bool

    /// An icon from its name, places and kind.
    public init(name: String, frame: Rect, labelFrame: Rect, isFolder: Bool, isInDock: Bool) {
        self.name = name
        self.frame = frame
        self.labelFrame = labelFrame
        self.isFolder = isFolder
        self.isInDock = isInDock
    }

    /// The icon down to the bottom of its label: springboard opens a folder below this, so the
    /// label stays whole above the split.
    public var frameWithLabel: Rect {
        Rect(x: frame.minX, y: frame.minY, width: frame.width, height: max(frame.maxY, labelFrame.maxY) - frame.minY)
    }
}
