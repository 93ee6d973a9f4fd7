import CreaseCore
import CreaseFold
import CreaseGestures
import CreaseImage
import CreaseMath
import Testing

@testable import CreaseShowcases

/// The fold showcase is one folded layer whatever the fold.
struct FoldSceneTests {
    let size = Size(width: 300, height: 200)
    let picture = Bitmap(width: 6, height: 4, filledWith: (90, 160, 220, 255))

    @Test func everyFoldIsOneFoldedLayer() {
        let folds = [
            LayerFold(strips: 4096), LayerFold(style: .paperFold(.trailing), strips: 6, axis: .vertical, light: .flat),
            LayerFold(style: .oneCrease, strips: 2, light: .lit(.default)), LayerFold(style: .halfFold(.pinch), strips: 2),
            LayerFold(style: .pageFlip, strips: 2, backContents: .bitmap(picture)),
            LayerFold(style: .accordion(.leading), layout: StripLayout(lengths: [3, 1, 1])),
        ]
        for fold in folds {
            let scene = FoldScene(size: size, picture: picture, fold: fold, amount: 0.4)
            #expect(scene.root.sublayers.count == 1 && scene.root.sublayers[0] === scene.folded)
            #expect(scene.folded.fold == fold && scene.folded.foldAmount == 0.4 && scene.folded.frame == scene.root.bounds)
            #expect(scene.folded.sublayers.isEmpty && scene.folded.contents == .bitmap(picture))
        }
    }

    @Test func theAmountCornersAndBorderAreTheLayers() {
        let scene = FoldScene(size: size, picture: picture, fold: LayerFold(strips: 8))
        scene.amount = 0.7
        #expect(scene.folded.foldAmount == 0.7)
        scene.cornerRadius = 12
        scene.border = (3, .white)
        #expect(scene.folded.cornerRadius == 12 && scene.folded.borderWidth == 3 && scene.folded.borderColor == .white)
        // The corners cut the picture, as the view's own would.
        #expect(scene.folded.masksToBounds)
    }

    /// The demo: N cycles accordion, paper fold, one crease and page flip on its one layer; the
    /// accordion and the crease stop at 80°, the others fold all the way; up doubles the strips.
    @Test func theDemoFoldsOneLayerThroughEveryStyle() throws {
        let demo = FoldDemoScene(size: size, picture: picture)
        let folded = try #require(demo.root.sublayers.first?.sublayers.first)
        // At 2 s the breathing amount is 1: fully folded.
        let expected: [(FoldStyle, Double)] = [(.accordion(.center), 8.0 / 9), (.paperFold(.leading), 1), (.oneCrease, 8.0 / 9), (.pageFlip, 1)]
        for (style, amount) in expected {
            demo.update(time: 2)
            #expect(demo.root.sublayers.count == 1 && demo.root.sublayers[0].sublayers.count == 1 && demo.root.sublayers[0].sublayers[0] === folded)
            #expect(folded.fold?.style == style && abs(folded.foldAmount - amount) < 1e-12)
            demo.key(.letter("n"), time: 2)
        }
        demo.key(.up, time: 2)
        #expect(folded.fold?.stripCount == 32)
    }
}
