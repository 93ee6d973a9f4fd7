import CreaseCore
import CreaseGestures
import CreaseMath
import CreasePlatform
import CreaseRender
import CreaseScene
import CreaseTestSupport
import Testing

extension GLSuites {
    /// `Window.run`: a scene in a window in one call, each frame seen before it is shown.
    @Suite
    struct WindowRunTests {
        /// A teal screen that counts the times it is brought to a frame's time.
        final class Teal: Scene {
            let root = Layer(name: "teal")
            var times: [Double] = []

            init(size: Size) {
                root.frame = Rect(origin: .zero, size: size)
                root.backgroundColor = Color(red: 0, green: 0.5, blue: 0.5)
            }

            func update(time: Double) { times.append(time) }
        }

        @Test(.needsDisplay) func aSceneRunsForItsFramesAndEachIsSeenBeforeItIsShown() throws {
            let window = try Window(title: "run", size: Size(width: 160, height: 120))
            let scene = Teal(size: window.size)
            var seen: [(r: UInt8, g: UInt8, b: UInt8)] = []
            try window.run(scene, frameLimit: 4) { framebuffer in
                let p = try framebuffer.readBitmap().pixel(x: 80, y: 60)
                seen.append((p.r, p.g, p.b))
            }
            #expect(scene.times.count == 4 && seen.count == 4)
            #expect(seen.allSatisfy { $0.r == 0 && abs(Int($0.g) - 128) <= 1 && abs(Int($0.b) - 128) <= 1 }, "\(seen)")
            // On the display's clock from 0, each frame at the time it will be shown: no two alike.
            #expect(scene.times.first == 0 && zip(scene.times, scene.times.dropFirst()).allSatisfy { $0 < $1 }, "\(scene.times)")
        }
    }
}
