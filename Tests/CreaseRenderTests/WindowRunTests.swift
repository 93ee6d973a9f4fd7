import CreaseCore
import CreaseGestures
import CreaseMath
import CreasePlatform
import CreaseRender
import CreaseScene
import CreaseTestSupport
import Testing

extension GLSuites {
    /// `Window.run`: a scene in a window in one call, each frame seen before it is shown, and
    /// frames drawn only while the scene moves.
    @Suite
    struct WindowRunTests {
        /// A teal screen that counts the times it is brought to a frame's time; a moving one
        /// turns bluer by a level a frame and says it never rests.
        final class Teal: Scene {
            let root = Layer(name: "teal")
            let moves: Bool
            var times: [Double] = []

            init(size: Size, moves: Bool) {
                self.moves = moves
                root.frame = Rect(origin: .zero, size: size)
                root.backgroundColor = Color(red: 0, green: 0.5, blue: 0.5)
            }

            func update(time: Double) {
                times.append(time)
                if moves { root.backgroundColor = Color(red: 0, green: 0.5, blue: 0.5 + Double(times.count - 1) / 255) }
            }

            func nextChange(after time: Double) -> Double { moves ? time : .infinity }
        }

        /// Frames seen over four refreshes, with the pixel at the middle of each.
        func run(_ scene: Teal, in window: Window) throws -> [(r: UInt8, g: UInt8, b: UInt8)] {
            var seen: [(r: UInt8, g: UInt8, b: UInt8)] = []
            try window.run(scene, frameLimit: 4) { framebuffer in
                let p = try framebuffer.readBitmap().pixel(x: 80, y: 60)
                seen.append((p.r, p.g, p.b))
            }
            return seen
        }

        @Test(.needsDisplay) func aMovingSceneIsDrawnAtEveryRefreshAndEachFrameSeenBeforeItIsShown() throws {
            let window = try Window(title: "run", size: Size(width: 160, height: 120))
            let scene = Teal(size: window.size, moves: true)
            let seen = try run(scene, in: window)
            #expect(scene.times.count == 4 && seen.count == 4)
            #expect(seen.enumerated().allSatisfy { k, p in p.r == 0 && abs(Int(p.g) - 128) <= 1 && abs(Int(p.b) - 128 - k) <= 1 }, "\(seen)")
            // On the display's clock from 0, each frame at the time it will be shown: no two alike.
            #expect(scene.times.first == 0 && zip(scene.times, scene.times.dropFirst()).allSatisfy { $0 < $1 }, "\(scene.times)")
        }

        @Test(.needsDisplay) func aSceneAtRestIsDrawnOnceAndTheWindowSleeps() throws {
            let window = try Window(title: "run", size: Size(width: 160, height: 120))
            let scene = Teal(size: window.size, moves: false)
            let seen = try run(scene, in: window)
            #expect(scene.times == [0] && seen.count == 1, "\(scene.times)")
            #expect(seen.first.map { $0.r == 0 && abs(Int($0.g) - 128) <= 1 && abs(Int($0.b) - 128) <= 1 } == true)
        }
    }
}
