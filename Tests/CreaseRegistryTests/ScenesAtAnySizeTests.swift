import CreaseCore
import CreaseMath
import CreaseShowcases
import Testing

@testable import CreaseEffects
import CreaseImage
import CreaseScene

/// Every effect scene builds, plays and resizes at any size from 1×1 up without trapping; what
/// is too small for its content draws what fits, or nothing.
struct EffectScenesAtAnySizeTests {
    enum Kind: CaseIterable, Sendable {
        case openFolder, panFold, openDoors, foldingList

        func make(_ size: Size, _ setup: SceneSetup) -> any Scene {
            switch self {
            case .openFolder: OpenFolderScene(size: size, setup: setup)
            case .panFold: PanFoldScene(size: size, setup: setup)
            case .openDoors: OpenDoorsScene(size: size, setup: setup)
            case .foldingList: FoldingListScene(size: size, setup: setup)
            }
        }
    }

    static let sizes = [Size(width: 1, height: 1), Size(width: 8, height: 8), Size(width: 300, height: 40),
                        Size(width: 375, height: 48), Size(width: 40, height: 900)]

    /// Drawn content at one and two pixels a point, with reduced motion at one, and the user's
    /// picture.
    static var setups: [SceneSetup] {
        [1.0, 2.0].map { scale in
            var setup = SceneSetup()
            setup.contentScale = scale
            return setup
        } + [{
            var setup = SceneSetup()
            setup.contentScale = 1
            setup.image = Bitmap(width: 3, height: 2, filledWith: (30, 140, 220, 255))
            return setup
        }(), {
            var setup = SceneSetup()
            setup.contentScale = 1
            setup.reduceMotion = true
            return setup
        }()]
    }

    @Test(arguments: Kind.allCases, sizes)
    func playsAndResizesWithoutTrapping(kind: Kind, size: Size) {
        let next = Self.sizes[(Self.sizes.firstIndex(of: size)! + 1) % Self.sizes.count]
        for setup in Self.setups {
            var scene = kind.make(size, setup)
            // Through the demonstration: the folder opens and closes, the drag folds and springs
            // back, the doors open.
            for k in 0...240 {
                scene.update(time: Double(k) / 60)
                Self.expectSound(scene.root, kind, size)
            }
            if !scene.resize(to: next, time: 4) { scene = kind.make(next, setup) }
            #expect(scene.root.bounds.size == next)
            for k in 240...300 {
                scene.update(time: Double(k) / 60)
                Self.expectSound(scene.root, kind, next)
            }
        }
    }

    @Test func aShortScreensFolderDrawsWhatFits() {
        // 375×48: the folder is 14 pt tall; the 14 pt arrow took all of it, leaving a body
        // 0 pt tall to draw.
        for setup in Self.setups where setup.contentScale == 1 {
            let scene = OpenFolderScene(size: Size(width: 375, height: 48), setup: setup)
            for k in 0...60 { scene.update(time: Double(k) / 60) }
            #expect(scene.effect.state == .opening)
            let (_, body, arrow) = scene.effect.folderLayers
            #expect(arrow.bounds.height > 0 && body.bounds.height > 0 && arrow.bounds.height + body.bounds.height == 14)
            let picture = EffectFixtures.bitmap(body.contents)
            #expect(picture?.height == Int(body.bounds.height.rounded(.up)) && picture?.width == 375)
        }
    }

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

    /// No layer has a negative or non-finite size, and none shows a picture in no room at all.
    static func expectSound(_ layer: Layer, _ kind: Kind, _ size: Size) {
        let bounds = layer.bounds
        #expect(bounds.width >= 0 && bounds.height >= 0 && bounds.width.isFinite && bounds.height.isFinite,
                "\(kind) at \(size): \(layer.name ?? "?") has bounds \(bounds)")
        #expect(layer.contents == nil || !bounds.isEmpty, "\(kind) at \(size): \(layer.name ?? "?") shows a picture in \(bounds)")
        for sublayer in layer.sublayers { expectSound(sublayer, kind, size) }
    }
}
