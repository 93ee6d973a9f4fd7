import CreaseImage
import CreaseRegistry
import CreaseScene
import CreaseShowcases

/// Any scenario that draws, timed through one `Benchmark` on the bench's shared picture: where a
/// scenario becomes the scene or frames it times.
struct ScenarioBenchmark {
    let bench: Benchmark
    let image: Bitmap

    /// The row's frames; an accordion also writes its frame 25 to `frame25`, when given.
    func measure(_ scenario: BenchScenario, frame25: String? = nil) throws -> BenchmarkResult {
        let size = bench.offscreen.viewport
        switch scenario {
        case .floor:
            return try bench.measureFloor()
        case .floorRenderer:
            return try bench.measure(scenario, layers: 1, scene: FloorScene(size: size, image: image))
        case .flat(let row):
            return try FlatBenchmark(bench: bench, image: image).measure(row)
        case .accordion(let strips, let perStrip):
            return try AccordionBenchmark(bench: bench, image: image).measure(strips: strips, perStrip: perStrip, saveFrame25: frame25)
        case .tiles(let n):
            return try bench.measure(scenario, layers: n, scene: TiltedGridScene(count: n, size: size, image: image))
        case .scene(let name):
            // The transitions play their demonstrations over the timed frames (the doors open
            // after 0.5 s so that the opening falls inside the run), content at 1 pixel a point.
            var setup = SceneSetup()
            setup.contentScale = 1
            setup.openDoors.delay = 0.5
            let scene = try SceneRegistry.make(name, size: size, setup: setup)
            return try bench.measure(scenario, layers: Benchmark.layerCount(scene.root), scene: scene)
        case .look(let look, let plain):
            let scene = try LayerLookBenchmark(bench: bench, size: size, picture: image).scene(look, plain: plain)
            return try bench.measure(scenario, layers: Benchmark.layerCount(scene.root), scene: scene)
        case .export(let output):
            let target = bench.offscreen.target!
            let size = PixelSize(width: target.pixelWidth, height: target.pixelHeight)
            return try ExportBenchmark(size: size, samples: target.samples, api: bench.offscreen.renderer.gpu.api, frames: bench.frames, progress: bench.progress).measure(output)
        case .damage(let row, let whole):
            return try DamageBenchmark(bench: bench, image: image).measure(row, whole: whole)
        case .idle:
            return try IdleBenchmark(bench: bench).measure()
        case .presentation:
            preconditionFailure("the animation engine's rows draw nothing: PresentationBenchmark times them")
        }
    }
}
