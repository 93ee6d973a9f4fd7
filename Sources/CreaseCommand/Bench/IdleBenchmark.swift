import CreaseGestures
import CreaseMath
import CreaseRegistry
import CreaseRender
import CreaseScene

/// The idle row: a window's frame loop (`FrameLoop`) offscreen, over the open folder given no
/// input, for --frames refreshes of real time: it draws the first frame, then rests until the
/// limit. What a window left open at rest costs: frames drawn, and CPU a second of every thread
/// after the first frame.
struct IdleBenchmark {
    /// The scene left at rest: the transition `crease demo` opens on.
    static let sceneName = "open-folder"

    let bench: Benchmark

    func measure() throws -> BenchmarkResult {
        let offscreen = bench.offscreen
        var setup = SceneSetup()
        setup.contentScale = 1
        setup.script = GestureScript(events: [])
        let scene = try SceneRegistry.make(Self.sceneName, size: offscreen.viewport, setup: setup)
        let loop = FrameLoop(surface: offscreen, renderer: offscreen.renderer)
        var frames: [FrameDriver.Frame] = []
        var afterFirst: (wall: Double, cpu: Double)?
        try loop.run(refreshLimit: bench.frames, .init(
            handle: { _, _ in },
            request: { .init(scene, at: $0) },
            nextChange: { scene.nextChange(after: $0) },
            shown: { frame in
                frames.append(frame)
                if afterFirst == nil { afterFirst = (FrameDriver.now, ProcessCPU.seconds) }
            }))
        let rest = afterFirst.map { (FrameDriver.now - $0.wall, ProcessCPU.seconds - $0.cpu) } ?? (0, 0)
        for _ in 0..<bench.frames { bench.progress.advance() }
        let statistics = loop.statistics
        return BenchmarkResult(.idle, layers: Benchmark.layerCount(scene.root), frames: frames,
            idle: .init(refreshes: statistics.refreshes, framesDrawn: statistics.framesDrawn, seconds: statistics.seconds,
                cpuMsPerSecond: rest.0 > 0 ? rest.1 / rest.0 * 1000 : 0))
    }
}
