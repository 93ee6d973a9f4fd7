import CreaseCore
import CreaseGestures
import CreaseImage
import CreaseMath
import CreaseRender
import CreaseScene
import CreaseRegistry
import CreaseShowcases

/// The damage rows: a small change drawn only where it is, against its twin, the same frames
/// drawn whole. Each row draws on a target of its own at its size (the part drawn must find the
/// last frame there), alternating with the bench's floor frames on the bench's target, so both
/// rows are read by the same floor and the summary pairs them (`BenchSummary`).
struct DamageBenchmark {
    /// A small change over a costly frame.
    enum Row: String, CaseIterable {
        /// One 64x64 layer moving over 4,096 still tilted tiles, at the bench's size.
        case small
        /// The flipping notch's card dropping and flipping into the list, at 375x812, over and over.
        case notch

        var summary: String {
            switch self {
            case .small: "one 64x64 layer moving 4 points a frame over 4,096 still tilted tiles at the bench's size, drawn only where it changed"
            case .notch: "the flipping notch's card drop and flip at 375x812, again and again, drawn only where it changed"
            }
        }

        /// The notch's frame, the iPhone's it was made for; the tiles take the bench's.
        func size(bench: Size) -> Size { self == .notch ? Size(width: 375, height: 812) : bench }
    }

    let bench: Benchmark
    let image: Bitmap

    /// The row drawn only where it changed, or (`whole`) its twin drawn whole.
    func measure(_ row: Row, whole: Bool) throws -> BenchmarkResult {
        let size = row.size(bench: bench.offscreen.viewport)
        let offscreen = try OffscreenRenderer(viewport: size, api: bench.offscreen.renderer.gpu.api)
        offscreen.renderer.threads = bench.offscreen.renderer.threads
        let driver = FrameDriver(renderer: offscreen.renderer)
        driver.drawsOnlyChanges = !whole
        let scene = try self.scene(row, size: size)
        return try bench.measure(.damage(row, whole: whole), layers: Benchmark.layerCount(scene.root), on: offscreen) { k in
            try driver.draw(.init(scene, at: Double(k) / DisplayRate.framesPerSecond), index: k, on: offscreen)
        }
    }

    private func scene(_ row: Row, size: Size) throws -> any Scene {
        switch row {
        case .small: SmallChangeWorkload(size: size, image: image)
        case .notch: try NotchDropWorkload(size: size)
        }
    }
}

/// 4,096 tilted tiles standing still (the tiles row's frame at 0) and one opaque 64x64 square
/// gliding over them, 4 points a frame, back and forth along a row.
final class SmallChangeWorkload: Scene {
    let root: Layer
    private let mover = Layer(name: "mover")
    private let size: Size

    init(size: Size, image: Bitmap) {
        self.size = size
        root = TiltedGridScene(count: 4096, size: size, image: image).root
        mover.frame = Rect(x: 0, y: (size.height - 64) / 2, width: 64, height: 64)
        mover.backgroundColor = Color(red: 1, green: 0.6, blue: 0)
        mover.cornerRadius = 8
        root.addSublayer(mover)
    }

    func update(time: Double) {
        let travel = max(1, size.width - 64), step = (time * DisplayRate.framesPerSecond).rounded() * 4
        let x = step.truncatingRemainder(dividingBy: 2 * travel)
        mover.position = Point(x: (x <= travel ? x : 2 * travel - x) + 32, y: size.height / 2)
    }

    func nextChange(after time: Double) -> Double { time }
}

/// The flipping notch (the registry's, given no demonstration) pulled past the clamp by a
/// quick drag whenever it rests: the card drops from the notch and flips into the first cell,
/// then again.
final class NotchDropWorkload: Scene {
    private let notch: any Scene
    var root: Layer { notch.root }

    init(size: Size) throws {
        var setup = SceneSetup()
        setup.contentScale = 1
        setup.script = GestureScript(events: [])
        notch = try SceneRegistry.make("flipping-notch", size: size, setup: setup)
    }

    func update(time: Double) {
        notch.update(time: time)
        guard notch.nextChange(after: time) == .infinity else { return }
        // Down, 400 points down over a frame (past the clamp at any size), up: played from the next frame.
        let frame = DisplayRate.frameDuration
        for event in GestureScript.drag(from: Point(x: root.bounds.midX, y: 120), by: Point(x: 0, y: 400), at: time + frame, duration: frame) {
            notch.handle(event)
        }
    }

    func nextChange(after time: Double) -> Double { time }
}
