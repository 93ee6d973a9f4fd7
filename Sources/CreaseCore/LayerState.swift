import CreaseMath

/// The animatable properties of a layer, as one value: what the app set (a layer's `model`) or
/// what is on screen at some time (its presentation: the model with running animations applied).
public struct LayerState: Equatable, Sendable {
    /// The layer's own coordinate space: origin and size, in points.
    public var bounds: Rect = .zero
    /// Where the anchor point lands, in the superlayer's coordinates.
    public var position: Point = .zero
    /// The anchor in unit coordinates of the bounds; (0.5, 0.5), the centre, by default.
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    /// The anchor's z coordinate, in points.
    public var anchorPointZ: Double = 0
    /// The position's z in the superlayer, in points; also orders flattened siblings.
    public var zPosition: Double = 0
    /// Applied about the anchor point, before `position` places the layer in its superlayer.
    public var transform: Transform3D = .identity
    /// Applied to every sublayer, about this layer's anchor point.
    public var sublayerTransform: Transform3D = .identity
    /// The unit sub-rectangle of the contents shown; the whole, (0, 0, 1, 1), by default.
    public var contentsRect: Rect = .unit
    /// 0 transparent to 1 opaque, applied to the layer and its sublayers.
    public var opacity: Double = 1
    /// The fill under the contents; clear by default.
    public var backgroundColor: Color = .clear
    /// The corner radius in points, for the background, border and (when masking) contents.
    public var cornerRadius: Double = 0
    /// The border's width in points, inside the bounds.
    public var borderWidth: Double = 0
    /// The border's colour; opaque black by default.
    public var borderColor: Color = .black
    /// How far `Layer.fold` is folded (0 flat, 1 fully).
    public var foldAmount: Double = 0
    /// The shadow's colour; opaque black by default, as CALayer's.
    public var shadowColor: Color { get { looks.shadowColor } set { changeLooks { $0.shadowColor = newValue } } }
    /// 0 (none, the default) to 1, times the colour's alpha.
    public var shadowOpacity: Double { get { looks.shadowOpacity } set { changeLooks { $0.shadowOpacity = newValue } } }
    /// The blur's standard deviation in points; 3 by default.
    public var shadowRadius: Double { get { looks.shadowRadius } set { changeLooks { $0.shadowRadius = newValue } } }
    /// The shadow's offset in the layer's plane; (0, −3), 3 points up, by default.
    public var shadowOffset: Size { get { looks.shadowOffset } set { changeLooks { $0.shadowOffset = newValue } } }
    /// Whether a shadow shows at all: some opacity, of a colour with some alpha. Asked of
    /// every layer each frame, so it is kept up to date as the shadow changes rather than
    /// read from the looks box then.
    public private(set) var castsShadow = false
    /// A `GradientLayer`'s colours, in order.
    public var gradientColors: [Color] { get { looks.gradientColors } set { changeLooks { $0.gradientColors = newValue } } }
    /// Where each colour stands, 0 to 1; empty spreads them evenly.
    public var gradientLocations: [Double] { get { looks.gradientLocations } set { changeLooks { $0.gradientLocations = newValue } } }
    /// Where the first colour is, in unit coordinates of the bounds; (0.5, 0) by default.
    public var gradientStart: Point { get { looks.gradientStart } set { changeLooks { $0.gradientStart = newValue } } }
    /// Where the last colour is, in unit coordinates of the bounds; (0.5, 1) by default.
    public var gradientEnd: Point { get { looks.gradientEnd } set { changeLooks { $0.gradientEnd = newValue } } }

    /// The shadow's and gradient's properties in one box, nil while all are at their defaults
    /// (most layers): a state then copies as one null reference, not their 160 bytes and two
    /// arrays (10,000 layers' presentation copies as many states each frame).
    private var lookBox: LookBox?
    private var looks: Looks { lookBox?.values ?? Looks.defaults }

    private mutating func changeLooks(_ change: (inout Looks) -> Void) {
        var values = looks
        change(&values)
        lookBox = values == Looks.defaults ? nil : LookBox(values)
        castsShadow = values.shadowOpacity > 0 && values.shadowColor.alpha > 0
    }

    /// A state with CALayer's defaults.
    public init() {}

    /// The anchor point in the layer's own (bounds) coordinates.
    @inline(__always) public var anchorInBounds: Point {
        Point(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// The transform rule, stated once: how a point of a layer's plane reaches its superlayer.
    ///
    /// Subtract the anchor (bounds.origin + anchorPoint·size, anchorPointZ), apply `transform`,
    /// add (position, zPosition); then the superlayer's `sublayerTransform` acts about the
    /// superlayer's anchor. Row vectors, so the matrices read left to right in that order.
    /// The result may carry z and perspective; flattening is the caller's business.
    public func localToSuperlayer(_ superlayer: LayerState?) -> Transform3D {
        localToSuperlayer(underSublayerTransform: superlayer?.sublayerTransformIfAny)
    }

    /// The same, given the superlayer's `sublayerTransformIfAny`: a walk over many layers works
    /// it out once for all of a layer's sublayers.
    @inline(__always) public func localToSuperlayer(underSublayerTransform parentTransform: Transform3D?) -> Transform3D {
        let m = localToSuperlayerBeforeSublayerTransform
        return parentTransform.map { m * $0 } ?? m
    }

    /// The same where the superlayer has no sublayer transform: the transform about the
    /// anchor, then the position.
    @inline(__always) public var localToSuperlayerBeforeSublayerTransform: Transform3D {
        let anchor = anchorInBounds
        // Most layers are only moved: one translation, not one built and then moved.
        guard !transform.isIdentity else {
            return .translation(position.x - anchor.x, position.y - anchor.y, zPosition - anchorPointZ)
        }
        return transform.translated(-anchor.x, -anchor.y, -anchorPointZ).thenTranslated(position.x, position.y, zPosition)
    }

    /// `sublayerTransformAboutAnchor`, or nil where the sublayer transform is the identity.
    public var sublayerTransformIfAny: Transform3D? {
        sublayerTransform.isIdentity ? nil : sublayerTransformAboutAnchor
    }

    /// `sublayerTransform` moved to act about the anchor point, in this layer's bounds space.
    public var sublayerTransformAboutAnchor: Transform3D {
        let a = anchorInBounds
        return Transform3D.translation(-a.x, -a.y, -anchorPointZ) * sublayerTransform
            * .translation(a.x, a.y, anchorPointZ)
    }
}

/// The properties of a layer's state that most layers leave at their defaults.
struct Looks: Equatable, Sendable {
    var shadowColor: Color = .black
    var shadowOpacity: Double = 0
    var shadowRadius: Double = 3
    var shadowOffset = Size(width: 0, height: -3)
    var gradientColors: [Color] = []
    var gradientLocations: [Double] = []
    var gradientStart = Point(x: 0.5, y: 0)
    var gradientEnd = Point(x: 0.5, y: 1)

    /// Made once: every layer without a shadow or gradient reads its properties here, each
    /// frame.
    static let defaults = Looks()
}

/// `Looks` that differ from the defaults, never changed in place.
final class LookBox: Equatable, Sendable {
    let values: Looks

    init(_ values: Looks) { self.values = values }

    static func == (a: LookBox, b: LookBox) -> Bool { a === b || a.values == b.values }
}
