import CreaseCore
import CreaseDrawList
import CreaseMath

extension Compositor {
    /// A gradient layer's fill over its quad `q`, when it has colours.
    func gradient(for node: Node, over q: DrawQuad) -> DrawGradient? {
        guard let layer = node.layer as? GradientLayer else { return nil }
        var stops = node.state.gradientStops
        guard !stops.isEmpty else { return nil }
        if stops.count > DrawGradient.maxStops {
            // Resampled evenly from the full list: a few hues lost between close stops at most.
            let full = DrawGradient(unitToScreen: .identity, size: q.size, cornerRadius: 0, kind: DrawGradient.Kind(layer.type), start: .zero, end: .zero,
                stops: stops, opacity: 1, antialiasedEdges: [])
            stops = (0..<DrawGradient.maxStops).map { i in
                let at = Double(i) / Double(DrawGradient.maxStops - 1)
                return (at, full.color(at: at))
            }
        }
        return DrawGradient(unitToScreen: q.unitToScreen, size: q.size, cornerRadius: q.cornerRadius, kind: DrawGradient.Kind(layer.type),
            start: node.state.gradientStart, end: node.state.gradientEnd, stops: stops, opacity: q.opacity,
            antialiasedEdges: q.antialiasedEdges, unitToDepth: q.unitToDepth, layerName: layer.name)
    }
}

extension DrawGradient.Kind {
    /// A gradient layer's kind, as the renderer names it.
    init(_ kind: GradientLayer.Kind) {
        switch kind {
        case .axial: self = .axial
        case .radial: self = .radial
        case .conic: self = .conic
        }
    }
}
