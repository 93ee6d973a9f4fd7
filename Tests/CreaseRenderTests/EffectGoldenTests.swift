import CreaseCore
import CreaseEffects
import CreaseGestures
import CreaseImage
import CreaseMath
import CreaseRender
import CreaseScene
import CreaseTestSupport
import Testing

extension GLSuites {
    /// The open folder, the pan fold and the open doors on a small screen, at rest and in motion,
    /// against recorded pictures (the flipping notch's and the folding list's are in their own
    /// suites). Each moment is fixed by the effect's own clock, not by when the scene's input
    /// reaches it: the folder's from the frame its opening starts, the fold's by driving it.
    @Suite
    struct EffectGoldenTests {
        static let size = Size(width: 135, height: 240)

        static var setup: SceneSetup {
            var setup = SceneSetup()
            setup.contentScale = 1
            return setup
        }

        func render(_ root: Layer, at time: Double) throws -> Bitmap {
            try OffscreenRenderer(viewport: Self.size).render(root, time: time)
        }

        /// The demonstration's opening: as it starts (the screen, split), a third of the way
        /// through its 0.5 s, and open.
        @Test(arguments: [0.0, 0.15, 0.6])
        func openFolder(after delay: Double) throws {
            let start = try OpenFolderScene.openingStart(size: Self.size, setup: Self.setup)
            let scene = OpenFolderScene(size: Self.size, setup: Self.setup)
            FrameDriver.seek(scene, to: start + delay)
            try GoldenImage.check(try render(scene.root, at: start + delay), named: "open-folder-\(delay)")
        }

        /// The fold held at 15° and at 30°, then 0.1 s into the spring back from 30° let go at
        /// the demonstration's 240 pt/s.
        @Test(arguments: [("15", 90.0, nil), ("30", 180, nil), ("spring-0.1", 180, 0.1)] as [(String, Double, Double?)])
        func panFold(_ moment: (name: String, translation: Double, afterRelease: Double?)) throws {
            let (scene, t) = try panFold(translation: moment.translation, afterRelease: moment.afterRelease)
            try GoldenImage.check(try render(scene.root, at: t), named: "pan-fold-\(moment.name)")
        }

        /// The pan fold driven directly: panned by `translation` at 0.5 s, let go `afterRelease`
        /// seconds before the moment returned, if given.
        func panFold(translation: Double, afterRelease: Double?) throws -> (PanFoldScene, Double) {
            var setup = Self.setup
            setup.script = GestureScript(events: [])
            let scene = PanFoldScene(size: Self.size, setup: setup)
            scene.update(time: 0.5)
            scene.effect.panChanged(translation: Point(x: translation, y: 0), host: scene.host)
            guard let afterRelease else { return (scene, 0.5) }
            scene.effect.panEnded(velocity: Point(x: 240, y: 0), host: scene.host)
            var frame = 30
            while Double(frame) / 60 < 0.5 + afterRelease {
                frame += 1
                scene.update(time: min(Double(frame) / 60, 0.5 + afterRelease))
            }
            return (scene, 0.5 + afterRelease)
        }

        /// The doors shut (the delay is 3.5 s), half way through their 1.2 s opening and open.
        @Test(arguments: [3.0, 3.7, 3.8, 4.1])
        func openDoors(at time: Double) throws {
            let scene = OpenDoorsScene(size: Self.size, setup: Self.setup)
            FrameDriver.seek(scene, to: time)
            try GoldenImage.check(try render(scene.root, at: time), named: "open-doors-\(time)")
        }

        /// The goldens' tolerance lets no whole-picture fault through: the fold at 30° with its
        /// right half untinted fails against its golden, and so does the golden itself with every
        /// channel of every pixel 24 levels off (up where it fits, down where it does not),
        /// though no pixel of it is further off than the 24 levels a pixel may be.
        @Test func aMissingTintOrAUniformShiftFails() throws {
            let expected = try GoldenImage.expected(named: "pan-fold-30")
            let (scene, t) = try panFold(translation: 180, afterRelease: nil)
            #expect(ImageComparison.golden(actual: try render(scene.root, at: t), expected: expected).passed)

            scene.effect.halves.right.shading = nil
            let untinted = ImageComparison.golden(actual: try render(scene.root, at: t), expected: expected)
            #expect(!untinted.passed && untinted.meanDifference > 0.5, "\(untinted)")

            let shifted = Bitmap(width: expected.width, height: expected.height, pixels: expected.pixels.enumerated().map { i, v in
                i % 4 == 3 ? v : v <= 231 ? v + 24 : v - 24
            })
            // Along strong edges a fraction of a pixel's move explains 24 levels, and those pixels
            // count 0 in the mean; the rest keep it 40 times over the bound.
            let shift = ImageComparison.golden(actual: shifted, expected: expected)
            #expect(!shift.passed && shift.maxChannelDifference == 24 && shift.meanDifference > 20, "\(shift)")
        }
    }
}
