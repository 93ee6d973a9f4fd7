import CreaseDrawList

extension DrawList {
    /// The quads the `quad` commands draw, in paint order (clips left out).
    var drawnQuads: [DrawQuad] {
        commands.compactMap { if case .quad(let q) = $0 { quads[q] } else { nil } }
    }
}
