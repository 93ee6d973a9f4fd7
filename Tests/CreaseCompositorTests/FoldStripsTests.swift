import CreaseCompositor
import CreaseCore
import CreaseDrawList
import CreaseFold
import CreaseImage
import CreaseMath
import Testing

/// A folded layer's strips come from one place (`LayerFold.placedStrips`): the compositor draws
/// them and hit tests read them, so a point lands on the strip drawn there.
struct FoldStripsTests {
    static let viewport = Size(width: 400, height: 300)

    /// A card at (50, 40) folded by `fold` at `amount`, its strips' parts of it each covered by
    /// a sublayer of their own (the strips' lengths in proportion to `lengths`).
    static func card(_ fold: LayerFold, amount: Double, lengths: [Double]) -> (root: Layer, bands: [Layer]) {
        let root = Layer.root(size: viewport, name: "root")
        let card = Layer.make("card", frame: Rect(x: 50, y: 40, width: 300, height: 200))
        let total = lengths.reduce(0, +)
        var start = 0.0
        let bands = lengths.enumerated().map { i, l in
            let length = fold.axis == .horizontal ? 200 * l / total : 300 * l / total
            let frame = fold.axis == .horizontal
                ? Rect(x: 0, y: start, width: 300, height: length) : Rect(x: start, y: 0, width: length, height: 200)
            start += length
            return Layer.make("band \(i)", frame: frame, color: Color(red: Double(i) / 4, green: 0.5, blue: 0.5))
        }
        card.setSublayers(bands)
        card.fold = fold
        card.foldAmount = amount
        root.addSublayer(card)
        return (root, bands)
    }

    @Test(arguments: [
        (LayerFold(style: .accordion(.leading), layout: StripLayout(lengths: [3, 1, 2, 2])), 0.35, [3.0, 1, 2, 2]),
        (LayerFold(strips: 5, axis: .vertical, light: .lit(.default)), 0.6, [1, 1, 1, 1, 1]),
        (LayerFold(style: .oneCrease, strips: 2), 0.4, [1, 1]),
        (LayerFold(style: .halfFold(.pinch), strips: 2), 0.5, [1, 1]),
        (LayerFold(style: .pageFlip, strips: 2, axis: .vertical), 0.3, [1, 1]),
    ])
    func aHitLandsOnTheStripDrawnThere(fold: LayerFold, amount: Double, lengths: [Double]) {
        let (root, bands) = Self.card(fold, amount: amount, lengths: lengths)
        // The card folds its whole look: a surface, then a quad per strip showing it.
        let strips = Compositor().drawList(for: root, viewport: Self.viewport).drawnQuads
        #expect(strips.count == bands.count)
        for (strip, band) in zip(strips, bands) {
            let middle = strip.unitToScreen.project(Point(x: 0.5, y: 0.5))
            #expect(root.hitTest(middle) === band, "\(fold.style) strip \(band.name ?? "") at \(middle)")
        }
    }

    /// A picture with rounded corners that cut it and a border folds without a surface: each
    /// strip draws its part of the whole shape, measured in the picture.
    @Test func aRoundedBorderedPictureFoldsItsShapeStripByStrip() {
        let root = Layer.root(size: Self.viewport, name: "root")
        let card = Layer.make("card", frame: Rect(x: 50, y: 40, width: 300, height: 200))
        card.contents = .bitmap(Bitmap(width: 4, height: 4, filledWith: (200, 100, 50, 255)))
        card.cornerRadius = 20
        card.masksToBounds = true
        card.borderWidth = 3
        card.borderColor = .white
        card.fold = LayerFold(strips: 4)
        card.foldAmount = 0.3
        root.addSublayer(card)
        let list = Compositor(foldPassMinimumStrips: 1).drawList(for: root, viewport: Self.viewport)
        let strips = list.drawnQuads
        // No surface, no fold pass (it draws no border), no flat border over the strips.
        #expect(strips.count == 4 && list.commands.count == 4)
        #expect(strips.allSatisfy { $0.shapeFollowsContents && $0.roundsContents && $0.cornerRadius == 20 && $0.borderWidth == 3 })
        #expect(strips.map(\.contentsRect.minY) == [0, 0.25, 0.5, 0.75])
        // Corners that leave the picture whole, or a picture not filling the bounds, need the
        // flat look drawn first.
        func drawnThroughASurface() -> Bool {
            let list = Compositor().drawList(for: root, viewport: Self.viewport)
            return list.commands.contains { if case .surface = $0 { true } else { false } }
                && list.drawnQuads.allSatisfy { $0.cornerRadius == 0 && $0.borderWidth == 0 }
        }
        card.masksToBounds = false
        #expect(drawnThroughASurface())
        card.masksToBounds = true
        card.contentsRect = Rect(x: 0, y: 0, width: 0.5, height: 1)
        #expect(drawnThroughASurface())
        card.contentsRect = .unit
        #expect(!drawnThroughASurface())
    }
}
