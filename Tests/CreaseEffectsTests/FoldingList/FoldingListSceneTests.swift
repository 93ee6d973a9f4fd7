import CreaseCore
import CreaseMath
import CreaseScene
import Testing

@testable import CreaseEffects

/// The list's scene at sizes no phone has.
struct FoldingListSceneTests {
    /// The list at 20000 points wide (content lowered to the GPU's 16384 pixels, as the command
    /// does) and one point tall: its demonstration runs, resized to 1×1 mid-pinch, with every
    /// number finite.
    @Test func theListAtExtremeSizesHasNoNaN() {
        for size in [Size(width: 20000, height: 480), Size(width: 320, height: 1)] {
            var setup = SceneSetup()
            setup.fitContent(to: size, maxPixels: 16384)
            let scene = FoldingListScene(size: size, setup: setup)
            for k in 0...200 {
                if k == 100 { #expect(scene.resize(to: Size(width: 1, height: 1), time: Double(k) / 60)) }
                scene.update(time: Double(k) / 60)
                Self.expectFinite(scene.root, size)
            }
        }
    }

    static func expectFinite(_ layer: Layer, _ size: Size) {
        let m = layer.transform, s = layer.sublayerTransform
        let values = [layer.position.x, layer.position.y, layer.bounds.width, layer.bounds.height, m.m22, m.m23, m.m42, m.m43, s.m34]
            + [layer.contentsRect.width, layer.contentsRect.height, layer.backgroundColor.red]
        #expect(values.allSatisfy { $0.isFinite }, "\(size): \(layer.name ?? "?")")
        for sublayer in layer.sublayers { expectFinite(sublayer, size) }
    }
}
