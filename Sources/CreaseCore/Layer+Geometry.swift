import CreaseMath

extension Layer {
    /// The anchor point in the layer's own (bounds) coordinates.
    public var anchorInBounds: Point { model.anchorInBounds }

    /// How a point of this layer's plane reaches its superlayer, by the model values
    /// (`LayerState.localToSuperlayer` states the rule).
    public var localToSuperlayer: Transform3D { model.localToSuperlayer(superlayer?.model) }

    /// From this layer's plane to the space of `ancestor`'s plane (nil: the root's superlayer space,
    /// the screen), flattening at every plain layer on the way as Core Animation does.
    public func localToAncestor(_ ancestor: Layer?) -> Transform3D {
        var m = Transform3D.identity
        var node: Layer? = self
        while let n = node, n !== ancestor {
            m = m * n.localToSuperlayer
            // Entering a plain layer's plane (or the flat screen) drops z.
            if n.superlayer?.preserves3D != true { m = m.flattened }
            node = n.superlayer
        }
        return m
    }

    /// The bounding box of the bounds as seen in the superlayer. Setting it moves and resizes the
    /// layer as if `transform` were the identity (CALayer documents the value as undefined otherwise).
    public var frame: Rect {
        get {
            let m = localToSuperlayerIgnoringParentSublayerTransform
            let corners = [
                Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
                Point(x: bounds.maxX, y: bounds.maxY), Point(x: bounds.minX, y: bounds.maxY),
            ]
            return Rect.bounding(corners.map { m.project($0) })
        }
        set {
            bounds.size = newValue.size
            position = Point(
                x: newValue.minX + anchorPoint.x * newValue.width,
                y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// The frame is in the superlayer's own coordinates, before its sublayerTransform.
    private var localToSuperlayerIgnoringParentSublayerTransform: Transform3D { model.localToSuperlayer(nil) }

    /// A point of `layer`'s plane (nil: screen space) in this layer's plane. Nil when this layer
    /// is seen edge-on, so that no point of its plane lands there.
    public func convert(_ point: Point, from layer: Layer?) -> Point? {
        let onScreen = layer.map { $0.localToAncestor(nil).project(point) } ?? point
        return localToAncestor(nil).unproject(onScreen)
    }

    /// A point of this layer's plane in `layer`'s plane (nil: screen space).
    public func convert(_ point: Point, to layer: Layer?) -> Point? {
        let onScreen = localToAncestor(nil).project(point)
        guard let layer else { return onScreen }
        return layer.localToAncestor(nil).unproject(onScreen)
    }
}

/// CATransformLayer: its sublayers share one 3D space instead of being flattened into its plane.
/// It draws no background, contents or border of its own.
public final class TransformLayer: Layer {
    public override var preserves3D: Bool { true }
}
