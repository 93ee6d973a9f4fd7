import CreaseMath

/// The animatable properties of a layer, as one value: what the app set (a layer's `model`) or
/// what is on screen at some time (its presentation: the model with running animations applied).
public struct LayerState: Equatable, Sendable {
    public var bounds: Rect = .zero
    public var position: Point = .zero
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    public var anchorPointZ: Double = 0
    public var zPosition: Double = 0
    public var transform: Transform3D = .identity
    public var sublayerTransform: Transform3D = .identity
    public var contentsRect: Rect = .unit
    public var opacity: Double = 1
    public var backgroundColor: Color = .clear
    public var cornerRadius: Double = 0
    public var borderWidth: Double = 0
    public var borderColor: Color = .black
    /// How far `Layer.fold` is folded (0 flat, 1 fully).
    public var foldAmount: Double = 0
    /// The shadow's colour, opacity, blur and offset (CALayer's defaults: opaque black, none,
    /// 3 points, 3 points up).
    public var shadowColor: Color = .black
    public var shadowOpacity: Double = 0
    public var shadowRadius: Double = 3
    public var shadowOffset = Size(width: 0, height: -3)
    /// A `GradientLayer`'s colours, their locations (empty: spread evenly) and its start and
    /// end points in unit coordinates of the bounds.
    public var gradientColors: [Color] {
        get { gradientLists?.colors ?? [] }
        set { gradientLists = GradientLists(colors: newValue, locations: gradientLocations) }
    }
    public var gradientLocations: [Double] {
        get { gradientLists?.locations ?? [] }
        set { gradientLists = GradientLists(colors: gradientColors, locations: newValue) }
    }
    /// The two lists in one box, nil for every layer that is no gradient: a state copies with
    /// one reference, not two arrays' (10,000 layers' presentation each frame copies as many).
    private var gradientLists: GradientLists?
    public var gradientStart = Point(x: 0.5, y: 0)
    public var gradientEnd = Point(x: 0.5, y: 1)

    public init() {}

    /// The anchor point in the layer's own (bounds) coordinates.
    public var anchorInBounds: Point {
        Point(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// The transform rule, stated once: how a point of a layer's plane reaches its superlayer.
    ///
    /// Subtract the anchor (bounds.origin + anchorPoint·size, anchorPointZ), apply `transform`,
    /// add (position, zPosition); then the superlayer's `sublayerTransform` acts about the
    /// superlayer's anchor. Row vectors, so the matrices read left to right in that order.
    /// The result may carry z and perspective; flattening is the caller's business.
    public func localToSuperlayer(_ superlayer: LayerState?) -> Transform3D {
        let anchor = anchorInBounds
        var m = Transform3D.translation(-anchor.x, -anchor.y, -anchorPointZ)
        if !transform.isIdentity { m = m * transform }
        m = m * .translation(position.x, position.y, zPosition)
        if let parent = superlayer, !parent.sublayerTransform.isIdentity {
            m = m * parent.sublayerTransformAboutAnchor
        }
        return m
    }

    /// `sublayerTransform` moved to act about the anchor point, in this layer's bounds space.
    public var sublayerTransformAboutAnchor: Transform3D {
        let a = anchorInBounds
        return Transform3D.translation(-a.x, -a.y, -anchorPointZ) * sublayerTransform
            * .translation(a.x, a.y, anchorPointZ)
    }
}

/// A gradient's colours and locations, kept together and never changed in place.
final class GradientLists: Equatable, Sendable {
    let colors: [Color]
    let locations: [Double]

    init?(colors: [Color], locations: [Double]) {
        guard !colors.isEmpty || !locations.isEmpty else { return nil }
        self.colors = colors
        self.locations = locations
    }

    static func == (a: GradientLists, b: GradientLists) -> Bool { a === b || (a.colors == b.colors && a.locations == b.locations) }
}
