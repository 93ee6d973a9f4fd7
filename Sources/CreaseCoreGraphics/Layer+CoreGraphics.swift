import CreaseCore
import CreaseMath
import Foundation

// CALayer's geometry in Foundation's CGRect and CGPoint, for code written against Core Animation:
// `layer.cgFrame = CGRect(x: 0, y: 0, width: 120, height: 80)` sets what `frame` sets. Swift
// cannot overload a property by type, so these are properties of their own over the same state.
extension Layer {
    /// `frame` as a CGRect, in the superlayer's coordinates.
    public var cgFrame: CGRect {
        get { CGRect(frame) }
        set { frame = Rect(newValue) }
    }

    /// `bounds` as a CGRect, in the layer's own coordinates.
    public var cgBounds: CGRect {
        get { CGRect(bounds) }
        set { bounds = Rect(newValue) }
    }

    /// `position` as a CGPoint, in the superlayer's coordinates.
    public var cgPosition: CGPoint {
        get { CGPoint(position) }
        set { position = Point(newValue) }
    }

    /// `anchorPoint` as a CGPoint, in unit coordinates of the bounds.
    public var cgAnchorPoint: CGPoint {
        get { CGPoint(anchorPoint) }
        set { anchorPoint = Point(newValue) }
    }

    /// `hitTest(_:)` at a CGPoint in the superlayer's coordinates.
    public func hitTest(_ point: CGPoint) -> Layer? { hitTest(Point(point)) }
}
