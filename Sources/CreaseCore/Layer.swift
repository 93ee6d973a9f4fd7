import CreaseMath

/// A node of the layer tree, with CALayer's geometry and appearance properties.
///
/// The model only: what the app set. It draws nothing itself; a compositor walks the tree and
/// turns it into a draw list. Layers are main-thread objects, as on iOS.
open class Layer {
    /// A label for dumps and debugging.
    public var name: String?

    // MARK: Geometry

    /// The layer's own coordinate space: its origin is the local coordinate of the top-left corner.
    public var bounds: Rect = .zero
    /// Where the anchor point lands, in the superlayer's coordinates.
    public var position: Point = .zero
    /// The point (unit coordinates of the bounds) that `position` names and `transform` acts about.
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    public var anchorPointZ: Double = 0
    public var zPosition: Double = 0
    public var transform: Transform3D = .identity
    /// Applied to every sublayer, about this layer's anchor point: the usual home of m34.
    public var sublayerTransform: Transform3D = .identity

    // MARK: Appearance

    public var contents: LayerContents?
    /// The unit sub-rectangle of the contents stretched over the bounds.
    public var contentsRect: Rect = .unit
    public var contentsGravity: ContentsGravity = .resize
    /// Pixels of contents per point.
    public var contentsScale: Double = 1
    public var backgroundColor: Color?
    public var opacity: Double = 1
    public var isHidden = false
    /// Clips sublayers (and contents) to the bounds, rounded by `cornerRadius`.
    public var masksToBounds = false
    /// Rounds the background and border; the contents too when `masksToBounds` is set.
    public var cornerRadius: Double = 0
    public var borderWidth: Double = 0
    public var borderColor: Color = .black
    /// When false, the layer is not drawn while its back faces the viewer.
    public var isDoubleSided = true

    // MARK: Tree

    public private(set) weak var superlayer: Layer?
    public private(set) var sublayers: [Layer] = []

    public init(name: String? = nil) {
        self.name = name
    }

    /// Whether sublayers share this layer's 3D space (CATransformLayer) or are flattened into it.
    open var preserves3D: Bool { false }

    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: sublayers.count)
    }

    /// Inserts at `index` (clamped to the valid range), taking the layer from any old parent first.
    public func insertSublayer(_ layer: Layer, at index: Int) {
        precondition(layer !== self && !isDescendant(of: layer), "a layer cannot contain itself")
        layer.removeFromSuperlayer()
        sublayers.insert(layer, at: max(0, min(index, sublayers.count)))
        layer.superlayer = self
    }

    public func insertSublayer(_ layer: Layer, above sibling: Layer) {
        layer.removeFromSuperlayer()
        let i = sublayers.firstIndex { $0 === sibling }
        insertSublayer(layer, at: i.map { $0 + 1 } ?? sublayers.count)
    }

    public func insertSublayer(_ layer: Layer, below sibling: Layer) {
        layer.removeFromSuperlayer()
        let i = sublayers.firstIndex { $0 === sibling }
        insertSublayer(layer, at: i ?? 0)
    }

    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers.removeAll { $0 === self }
        superlayer = nil
    }

    /// Replaces all sublayers, in the given paint order.
    public func setSublayers(_ layers: [Layer]) {
        for layer in sublayers { layer.superlayer = nil }
        sublayers = []
        for layer in layers { addSublayer(layer) }
    }

    public func isDescendant(of ancestor: Layer) -> Bool {
        var node = superlayer
        while let n = node {
            if n === ancestor { return true }
            node = n.superlayer
        }
        return false
    }
}
