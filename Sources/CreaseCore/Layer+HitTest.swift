import CreaseMath

extension Layer {
    /// The farthest descendant (or this layer) under `point`, given in the superlayer's
    /// coordinates, as CALayer's hitTest(_:): hidden layers and their subtrees are passed over,
    /// sublayers are tried front to back (the last drawn first), a layer that masks to its bounds
    /// passes nothing outside them to its sublayers, and the point follows every plane's 3D
    /// transform (a plane seen edge-on is missed). Inside a transform layer the nearest hit wins.
    /// A folded layer is hit where its strips show, and is hit, with its sublayers, at the point
    /// of the flat layer that the strip there shows. The model is tested, as in Core Animation.
    public func hitTest(_ point: Point) -> Layer? {
        hit(point, superlayerToPointSpace: .identity)?.layer
    }

    /// The hit and how near it lies (z where the point's space flattens, larger nearer);
    /// `superlayerToPointSpace` carries the superlayer's plane to the space the point is in: the
    /// identity under a plain layer, the chain of transform layers inside one.
    private func hit(_ point: Point, superlayerToPointSpace: Transform3D) -> (layer: Layer, depth: Double)? {
        guard !isHidden else { return nil }
        let toPointSpace = localToSuperlayer * superlayerToPointSpace
        guard let onPlane = toPointSpace.unproject(point) else { return nil }
        let depth = toPointSpace.project(Vector3(onPlane.x, onPlane.y, 0)).z
        if preserves3D {
            // One 3D space: every member is tried, the nearest wins; no look of its own.
            return sublayers.compactMap { $0.hit(point, superlayerToPointSpace: toPointSpace) }.max { $0.depth < $1.depth }
        }
        guard let local = flatPoint(onPlane) else { return nil }
        let inside = bounds.contains(local)
        if masksToBounds && !inside { return nil }
        // Flattened into this plane, sublayers are found in paint order backwards.
        for sublayer in sublayersInPaintOrder.reversed() {
            if let found = sublayer.hit(local, superlayerToPointSpace: .identity) { return (found.layer, depth) }
        }
        return inside ? (self, depth) : nil
    }

    /// Sublayers as drawn: stably by zPosition, then in order.
    private var sublayersInPaintOrder: [Layer] {
        guard let first = sublayers.first, sublayers.contains(where: { $0.zPosition != first.zPosition }) else { return sublayers }
        return sublayers.enumerated().sorted { a, b in
            a.element.zPosition != b.element.zPosition ? a.element.zPosition < b.element.zPosition : a.offset < b.offset
        }.map(\.element)
    }
}
