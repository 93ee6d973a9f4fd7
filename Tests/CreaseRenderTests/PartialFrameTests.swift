import CreaseCore
import CreaseImage
import CreaseMath
import CreaseRegistry
import CreaseRender
import CreaseScene
import CreaseShowcases
import Testing

extension GLSuites {
    /// A frame drawn only where it changed, over the frame before, is the frame drawn whole,
    /// byte for byte: every frame of every transition's and showcase's demonstration, and the
    /// layer-look check with its parts moved in turn (a group faded as one, a mask, a shadow, a
    /// fold: surfaces and shadows damaged), drawn by two renderers side by side, one drawing
    /// whole frames, the other only what changed.
    @Suite
    struct PartialFrameTests {
        static let size = Size(width: 200, height: 300)
        /// Every third frame of a 60 Hz window: each still changes from the one before.
        static let framesPerSecond = 20.0

        static let scenes = SceneRegistry.entries.filter { $0.kind == .transition || $0.kind == .showcase }.map(\.name)

        /// One renderer drawing `scene` at each frame, whole or only what changed.
        final class Run {
            let offscreen: OffscreenRenderer
            let driver: FrameDriver
            let scene: any Scene

            init(_ scene: any Scene, onlyChanges: Bool) throws {
                offscreen = try OffscreenRenderer(viewport: scene.root.bounds.size)
                driver = FrameDriver(renderer: offscreen.renderer)
                driver.drawsOnlyChanges = onlyChanges
                self.scene = scene
            }

            func frame(_ k: Int) throws -> (FrameDriver.Frame, Bitmap) {
                let frame = try driver.draw(.init(scene, at: Double(k) / PartialFrameTests.framesPerSecond), index: k, on: offscreen)
                return (frame, try offscreen.readFrame())
            }
        }

        /// Runs `frames` of two renderers of `make()`'s scene, calling `step` before each, and
        /// expects every frame alike; hands back how the partial run drew them.
        static func compare(_ label: String, frames: Int, make: () throws -> any Scene, step: (any Scene, Int) -> Void = { _, _ in })
            throws -> [FrameDriver.Drawing]
        {
            let whole = try Run(make(), onlyChanges: false), partial = try Run(make(), onlyChanges: true)
            var drawings: [FrameDriver.Drawing] = []
            for k in 0..<frames {
                step(whole.scene, k)
                step(partial.scene, k)
                let (expected, wholePicture) = try whole.frame(k), (drawn, partPicture) = try partial.frame(k)
                #expect(expected.drawing == .whole)
                drawings.append(drawn.drawing)
                let d = RepeatableFrameTests.difference(partPicture, wholePicture)
                #expect(d.pixels == 0, "\(label) frame \(k), drawn \(drawn.drawing): \(d.pixels) pixels differ, by up to \(d.most)")
                if d.pixels > 0 { break }
            }
            return drawings
        }

        @Test(arguments: scenes)
        func aDemonstrationDrawnInPartsIsTheOneDrawnWhole(_ name: String) throws {
            let entry = try SceneRegistry.entry(named: name)
            let length = try entry.make(size: Self.size, setup: SceneSetup()).scriptedInputTimes.last ?? 0
            // The doors open from 3.5 s; the others are done a second after their input.
            let frames = Int((max(length + 1.5, name == "open-doors" ? 5 : 3)) * Self.framesPerSecond)
            let drawings = try Self.compare(name, frames: frames) { try entry.make(size: Self.size, setup: SceneSetup()) }
            // Not a vacuous pass: some frames were drawn in part, or not at all for a scene at rest
            // (the demo's card and stripes, and the fold, move over most of the frame throughout).
            #expect(drawings.first == .whole)
            if !["demo", "fold"].contains(name) {
                #expect(drawings.contains { if case .part = $0 { true } else { $0 == .none } }, "\(name): \(drawings)")
            }
        }

        /// A see-through square moved over 1,100 still tiles: the tiles are kept blocks, not cut
        /// by the square, whose spans away from it the part drawn passes over whole.
        @Test func aSquareMovedOverStillTilesInKeptBlocks() throws {
            final class SquareOverTiles: Scene {
                let root = TiltedGridScene(count: 1_100, size: Size(width: 400, height: 300)).root
                init() { root.addSublayer(.make("square", frame: Rect(x: 0, y: 120, width: 40, height: 40), color: Color(white: 0, alpha: 0.5))) }
                func update(time: Double) {}
            }
            let moved = { (scene: any Scene, k: Int) in
                let square = scene.root.sublayers[1_100]
                square.withoutActions { square.position = Point(x: 20 + Double(k) * 7, y: 140) }
            }
            let drawings = try Self.compare("square over tiles", frames: 8, make: { SquareOverTiles() }, step: moved)
            #expect(drawings.dropFirst().allSatisfy { if case .part = $0 { true } else { false } }, "\(drawings)")
        }

        /// The layer-look check with one of its parts moved 3 points at a time for three frames,
        /// then left for three: the faded group, the masked layer, the shadowed card, the folded card.
        @Test func theLayerLookWithItsPartsMovedInTurn() throws {
            let look = { try SceneRegistry.make("layer-look", size: Size(width: 800, height: 600)) }
            let moved = { (scene: any Scene, k: Int) in
                guard k > 0, (k - 1) % 6 < 3 else { return }
                let part = scene.root.sublayers[(k - 1) / 6 % scene.root.sublayers.count]
                part.withoutActions { part.position = Point(x: part.position.x + 3, y: part.position.y + 1) }
            }
            let drawings = try Self.compare("layer-look", frames: 25, make: look, step: moved)
            let parts = drawings.filter { if case .part = $0 { true } else { false } }.count
            #expect(parts == 12 && drawings.filter { $0 == .none }.count == 12, "\(drawings)")
        }
    }
}
