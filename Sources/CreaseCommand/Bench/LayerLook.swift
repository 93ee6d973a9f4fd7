/// A look drawn through a render surface, timed by `crease bench --scenario looks`
/// (`LayerLookBenchmark`) against its plain twin: the same layers drawn without the look.
enum LayerLook: String, CaseIterable {
    case groupOpacity = "group-opacity", shadow, mask, liveFold = "live-fold"

    /// What the look's row, or its twin's, draws, for `crease bench --list`.
    func summary(plain: Bool) -> String {
        switch (self, plain) {
        case (.groupOpacity, false): "16 half-opaque groups of two overlapping colours, each faded as one picture"
        case (.groupOpacity, true): "the same groups, each part faded on its own"
        case (.shadow, false): "16 rounded cards with blurred shadows (radius 10), one moving"
        case (.shadow, true): "the same cards without shadows"
        case (.mask, false): "a full-frame picture with sublayers through a rounded mask"
        case (.mask, true): "the same picture unmasked"
        case (.liveFold, false): "a card of text and shapes, one turning, folded as a 16-strip accordion and drawn anew each frame"
        case (.liveFold, true): "a still snapshot of the card, folded the same"
        }
    }
}
