import CreaseCompositor
import CreaseCore
import CreaseFold
import CreaseImage
import CreaseMath
import Testing

/// How the compositor draws a folded layer's strips.
struct FoldStripsTests {
    static let viewport = Size(width: 400, height: 300)

    static func quads(_ list: DrawList) -> [DrawQuad] {
        list.commands.compactMap { if case .quad(let q) = $0 { return q } else { return nil } }
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
        let strips = Self.quads(list)
        // No surface, no fold pass (it draws no border), no flat border over the strips.
        #expect(strips.count == 4 && list.commands.count == 4)
        #expect(strips.allSatisfy { $0.shapeFollowsContents && $0.roundsContents && $0.cornerRadius == 20 && $0.borderWidth == 3 })
        #expect(strips.map(\.contentsRect.minY) == [0, 0.25, 0.5, 0.75])
        // Corners that leave the picture whole, or a picture not filling the bounds, need the
        // flat look drawn first.
        func drawnThroughASurface() -> Bool {
            let list = Compositor().drawList(for: root, viewport: Self.viewport)
            return list.commands.contains { if case .surface = $0 { true } else { false } }
                && Self.quads(list).allSatisfy { $0.cornerRadius == 0 && $0.borderWidth == 0 }
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
