import CreaseGL
import CreaseMath
import CreaseRegistry
import CreaseRender
import Testing

extension GLSuites {
    /// A frame's `cpuMs` is its own work. A driver that spins while the GPU finishes (NVIDIA's
    /// does) burns CPU in the present; that is a wait, and the frame's CPU time leaves it out.
    @Suite
    struct FrameCPUTimeTests {
        /// An offscreen target whose present spins the CPU for `spin` seconds once finished.
        final class SpinningSurface: FrameSurface {
            let offscreen: OffscreenRenderer, spin: Double
            init(_ offscreen: OffscreenRenderer, spin: Double) { self.offscreen = offscreen; self.spin = spin }
            var viewport: Size { offscreen.viewport }
            var framebuffer: Framebuffer { offscreen.framebuffer }
            func present() -> Double {
                let start = FrameDriver.threadCPUNow
                while FrameDriver.threadCPUNow - start < spin {}
                return offscreen.present()
            }
        }

        @Test func aSpinningFinishIsNotTheFramesCPUTime() throws {
            let offscreen = try OffscreenRenderer(viewport: Size(width: 160, height: 240))
            let surface = SpinningSurface(offscreen, spin: 0.05)
            let scene = try SceneRegistry.make("pan-fold", size: offscreen.viewport)
            let driver = FrameDriver(renderer: offscreen.renderer)
            for k in 0..<3 {
                let frame = try driver.draw(.init(scene, at: Double(k) / 60), index: k, on: surface)
                #expect(frame.totalMs >= 50 && frame.phases.presentMs >= 50, "\(frame.totalMs)")
                #expect(frame.cpuMs > 0 && frame.cpuMs < 25, "\(frame.cpuMs) ms of CPU counted")
            }
        }
    }
}
