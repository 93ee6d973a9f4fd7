import CreaseCore
import CreaseImage
import CreaseMath
import CreaseRegistry
import CreaseScene
import Testing

/// Every registered scene builds, plays and resizes at any size from 1×1 up without trapping;
/// what is too small for its content draws what fits, or nothing.
struct ScenesAtAnySizeTests {
    static let sizes = [Size(width: 1, height: 1), Size(width: 8, height: 8), Size(width: 300, height: 40),
                        Size(width: 375, height: 48), Size(width: 40, height: 900)]

    /// Drawn content at one and two pixels a point, and at one the settings `entry` takes: the
    /// user's picture, reduced motion.
    static func setups(for entry: SceneEntry) -> [SceneSetup] {
        var setups = [1.0, 2.0].map { scale in
            var setup = SceneSetup()
            setup.contentScale = scale
            return setup
        }
        var taken = setups[0]
        if entry.options.contains(.image) {
            taken.image = Bitmap(width: 3, height: 2, filledWith: (30, 140, 220, 255))
            setups.append(taken)
        }
        if entry.options.contains(.reduceMotion) {
            taken = setups[0]
            taken.reduceMotion = true
            setups.append(taken)
        }
        return setups
    }

    @Test(arguments: SceneRegistry.entries, sizes)
    func playsAndResizesWithoutTrapping(entry: SceneEntry, size: Size) throws {
        let name = entry.name
        let next = Self.sizes[(Self.sizes.firstIndex(of: size)! + 1) % Self.sizes.count]
        for setup in Self.setups(for: entry) {
            var scene = try entry.make(size: size, setup: setup)
            // Through the demonstrations: the folder opens and closes, the drag folds and springs
            // back, the doors open.
            for k in 0...240 {
                scene.update(time: Double(k) / 60)
                Self.expectSound(scene.root, name, size)
            }
            if !scene.resize(to: next, time: 4) { scene = try entry.make(size: next, setup: setup) }
            #expect(scene.root.bounds.size == next)
            for k in 240...300 {
                scene.update(time: Double(k) / 60)
                Self.expectSound(scene.root, name, next)
            }
        }
    }

    /// No layer has a negative or non-finite size, and none shows a picture in no room at all.
    static func expectSound(_ layer: Layer, _ name: String, _ size: Size) {
        let bounds = layer.bounds
        #expect(bounds.width >= 0 && bounds.height >= 0 && bounds.width.isFinite && bounds.height.isFinite,
                "\(name) at \(size): \(layer.name ?? "?") has bounds \(bounds)")
        #expect(layer.contents == nil || !bounds.isEmpty, "\(name) at \(size): \(layer.name ?? "?") shows a picture in \(bounds)")
        for sublayer in layer.sublayers { expectSound(sublayer, name, size) }
    }
}

/// A test case names its scene.
extension SceneEntry: CustomTestStringConvertible {
    public var testDescription: String { name }
}
