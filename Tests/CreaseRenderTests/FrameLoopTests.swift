import CreaseCore
import CreaseMath
import CreaseRender
import CreaseScene
import Testing

extension GLSuites {
    /// The frame loop offscreen, on real time: it draws the first frame, rests until the scene's
    /// next change, draws while the scene moves, and rests again, keeping the display's cadence.
    @Suite
    struct FrameLoopTests {
        /// A grey square that slides 40 points right from `begin` for `duration` seconds.
        final class Slide: Scene {
            let root = Layer.root(size: Size(width: 160, height: 120), name: "slide")
            let square = Layer.make("square", frame: Rect(x: 10, y: 10, width: 30, height: 30), color: Color(white: 0.5))
            let host: LayerTreeHost
            var updates: [Double] = []

            init(begin: Double, duration: Double) {
                root.addSublayer(square)
                host = LayerTreeHost(root: root)
                var slide = BasicAnimation(\LayerState.position, from: square.position, to: Point(x: 65, y: 25), duration: duration)
                slide.timing.beginTime = begin
                square.add(slide)
            }

            func update(time: Double) {
                updates.append(time)
                host.advance(to: time)
            }
        }

        @Test func aSceneIsDrawnOnlyFromItsNextChangeWhileItMoves() throws {
            let offscreen = try OffscreenRenderer(viewport: Size(width: 160, height: 120))
            let scene = Slide(begin: 0.25, duration: 0.1)
            let loop = FrameLoop(surface: offscreen, renderer: offscreen.renderer)
            var frames: [FrameDriver.Frame] = []
            try loop.run(refreshLimit: 30, .init(handle: { _, _ in }, request: { .init(scene, at: $0) },
                nextChange: { scene.nextChange(after: $0) }, shown: { frames.append($0) }))
            let times = frames.map(\.time)
            let interval = offscreen.refreshInterval
            // The first frame; then none until the slide begins, the first at most a refresh after.
            #expect(times.first == 0 && times.count >= 2 && times[1] >= 0.25 - 1e-6 && times[1] < 0.25 + interval + 1e-6, "\(times)")
            // While it slides, a frame a refresh; after it ends (0.35 s), one more to show its end, then none.
            #expect(zip(times.dropFirst(), times.dropFirst(2)).allSatisfy { abs($1 - $0 - interval) < interval / 2 }, "\(times)")
            #expect(times.last.map { $0 >= 0.35 && $0 < 0.35 + interval + 1e-6 } == true, "\(times)")
            #expect(scene.updates == times)
            #expect(loop.statistics.refreshes >= 30 && loop.statistics.refreshes <= 31 && loop.statistics.framesDrawn == frames.count)
            #expect(frames.dropFirst().allSatisfy { if case .part = $0.drawing { true } else { false } }, "\(frames.map(\.drawing))")
        }

        /// A layer changed while the loop handled its input (the app's own code), with no input and
        /// nothing due, asks for a frame: the loop, resting, draws one when it next wakes.
        @Test func aLayerChangedOutsideAFrameAsksForOne() throws {
            let offscreen = try OffscreenRenderer(viewport: Size(width: 160, height: 120))
            let scene = Slide(begin: 100, duration: 0.1)
            let loop = FrameLoop(surface: offscreen, renderer: offscreen.renderer)
            var frames: [FrameDriver.Frame] = [], handled = 0
            try loop.run(refreshLimit: 20, .init(handle: { _, _ in
                handled += 1
                if handled == 2 { scene.square.withoutActions { scene.square.backgroundColor = .white } }
            }, request: { .init(scene, at: $0) }, nextChange: { scene.nextChange(after: $0) }, shown: { frames.append($0) }))
            // The first frame, then the rest until the limit; woken there, the change is drawn.
            #expect(frames.count == 2 && frames.last?.drawing != FrameDriver.Drawing.none, "\(frames.map(\.drawing))")
        }
    }
}
