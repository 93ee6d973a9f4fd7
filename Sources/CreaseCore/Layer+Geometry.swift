import CreaseMath

extension Layer {
    /// The anchor point in the layer's own (bounds) coordinates.
    public var anchorInBounds: Point { model.anchorInBounds }

    /// How a point of this layer's plane reaches its superlayer, by the model values
    /// (`LayerState.localToSuperlayer` states the rule).
    public var localToSuperlayer: Transform3D { model.localToSuperlayer(superlayer?.model) }

    /// From this layer's plane to the space of `ancestor`'s plane (nil: the root's superlayer space,
    /// the screen), flattening at every plain layer on the way as Core Animation does. A fold on
    /// the way is not a matrix and is left out: `convert` follows folds.
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

    /// A point of `layer`'s plane (nil: screen space) in this layer's plane, through every fold on
    /// the way as it is drawn (the point `hitTest` finds there). Nil when this layer is seen
    /// edge-on, so that no point of its plane lands there, or where a fold shows no such point.
    public func convert(_ point: Point, from layer: Layer?) -> Point? {
        let onScreen = if let layer { layer.pointOnScreen(point) } else { point }
        return onScreen.flatMap(pointFromScreen)
    }

    /// A point of this layer's plane in `layer`'s plane (nil: screen space), through every fold
    /// on the way as it is drawn; nil where a fold does not show the point.
    public func convert(_ point: Point, to layer: Layer?) -> Point? {
        guard let onScreen = pointOnScreen(point) else { return nil }
        guard let layer else { return onScreen }
        return layer.pointFromScreen(onScreen)
    }

    /// A point of this layer's plane on the screen: up through each folded layer's strips, and
    /// each stretch between them by its matrix.
    private func pointOnScreen(_ point: Point) -> Point? {
        var p = point, from = self
        for layer in sequence(first: self, next: \.superlayer) where layer.modelFold != nil {
            guard let folded = layer.foldedPoint(from.localToAncestor(layer).project(p)) else { return nil }
            (p, from) = (folded, layer)
        }
        return from.localToAncestor(nil).project(p)
    }

    /// A point of the screen in this layer's plane: down through each folded layer, unfolded at
    /// the strip shown there, as `hitTest` goes.
    private func pointFromScreen(_ point: Point) -> Point? {
        var p = point
        var above: Layer?
        for layer in sequence(first: self, next: \.superlayer).reversed() where layer.modelFold != nil {
            guard let onPlane = layer.localToAncestor(above).unproject(p), let flat = layer.flatPoint(onPlane) else { return nil }
            (p, above) = (flat, layer)
        }
        return localToAncestor(above).unproject(p)
    }

    /// The fold that bends this layer's look and sublayers as the model stands: nil when there is
    /// none, it lies flat, or the layer is a transform layer, which has no look to fold.
    var modelFold: LayerFold? { preserves3D || model.foldAmount == 0 ? nil : fold }

    /// The point of this layer's flat look that its fold shows at `point` of its plane (the point
    /// itself where it is not folded); nil where no strip shows.
    func flatPoint(_ point: Point) -> Point? {
        guard let fold = modelFold else { return point }
        return fold.flatPoint(at: point, bounds: bounds, amount: model.foldAmount)
    }

    /// Where this layer's plane shows the point of its flat look (the point itself where it is not
    /// folded); nil outside a folded layer's bounds.
    func foldedPoint(_ point: Point) -> Point? {
        guard let fold = modelFold else { return point }
        return fold.foldedPoint(point, bounds: bounds, amount: model.foldAmount)
    }
}

/// CATransformLayer: its sublayers share one 3D space instead of being flattened into its plane.
/// It draws no background, contents or border of its own.
public final class TransformLayer: Layer {
    public override var preserves3D: Bool { true }
}
