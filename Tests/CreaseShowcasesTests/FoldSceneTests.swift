import CreaseCore
import CreaseFold
import CreaseMath
import Testing

@testable import CreaseShowcases
import CreaseImage

/// FoldScene picks its layers from the fold, and every setter folds again at once.
struct FoldSceneTests {
    let size = Size(width: 300, height: 200)
    let picture = Bitmap(width: 6, height: 4, filledWith: (90, 160, 220, 255))

    @Test func aPlainCentredAccordionIsOneFoldedLayerWhateverTheStripCount() {
        for strips in [2, 16, 4096] {
            let scene = FoldScene(size: size, picture: picture, style: .accordion(theta: 0.5, anchor: .center), strips: strips)
            #expect(scene.root.sublayers.count == 1)
            #expect(scene.root.sublayers[0].fold == LayerFold(strips: strips, light: .standard))
            #expect(abs(scene.root.sublayers[0].foldAmount * .pi / 2 - 0.5) < 1e-15)
        }
    }

    @Test func aLitFoldIsALayerPerStripAndTheLightSetterReapplies() {
        let scene = FoldScene(size: size, picture: picture, style: .accordion(theta: 0.5, anchor: .center), strips: 8)
        scene.light = .lit(.default)
        #expect(scene.root.sublayers.count == 8 && scene.root.sublayers.allSatisfy { $0.fold == nil })
        let strips = FoldStyle.accordion(theta: 0.5, anchor: .center)
            .strips(source: Rect(origin: .zero, size: size), layout: .equal(count: 8, total: 200), axis: .horizontal)
        #expect(scene.root.sublayers.map(\.shading) == strips.map { FoldLighting.default.shading(for: $0) })
        scene.light = .flat
        #expect(scene.root.sublayers.count == 1 && scene.root.sublayers[0].fold?.light == .flat)
    }

    @Test func theAxisSetterFoldsAlongTheNewAxis() {
        let scene = FoldScene(size: size, picture: picture, style: .paperFold(amount: 0.5, from: .leading), strips: 4)
        let horizontal = scene.root.sublayers.map(\.bounds.size)
        #expect(horizontal.allSatisfy { $0 == Size(width: 300, height: 50) })
        scene.axis = .vertical
        #expect(scene.root.sublayers.map(\.bounds.size).allSatisfy { $0 == Size(width: 75, height: 200) })
        #expect(scene.layout.count == 4)
    }
}
