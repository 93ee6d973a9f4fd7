import CreaseCore
import CreaseGL
import CreaseImage
import CreaseMath
import CreaseRegistry
import CreaseRender
import CreaseScene

/// Flat layers on llvmpipe's linear path, against the least a frame of the picture can cost:
/// raw GL sampling it nearest into a target without depth or stencil, a framebuffer blit, a copy
/// on the CPU; then the open doors at rest (upright layers shown texel for pixel) and a layer
/// whose picture is new every frame. Each row alternates with the floor's frames.
struct FlatBenchmark {
    enum Row: String, CaseIterable {
        case floorLinear = "floor-linear", blitFramebuffer = "blit-framebuffer", memcpy, flat, liveContents = "live-contents"

        /// What `crease bench --list` says of the row.
        var summary: String {
            switch self {
            case .floorLinear: "the floor's picture sampled nearest from a BGRA texture into a BGRA target without depth or stencil: llvmpipe's linear path"
            case .blitFramebuffer: "the picture copied into the frame by glBlitFramebuffer, no shader"
            case .memcpy: "one frame's bytes copied on the CPU, no GL: the least a frame touching every pixel once costs"
            case .flat: "the open doors at rest: upright, unscaled layers shown texel for pixel"
            case .liveContents: "a full-frame layer given a new picture every frame, as a view redrawn by its app"
            }
        }
    }

    let bench: Benchmark
    let image: Bitmap

    func measure(_ row: Row) throws -> BenchmarkResult {
        let offscreen = bench.offscreen
        let size = offscreen.viewport
        switch row {
        case .floorLinear:
            return try bench.measure(.flat(row), frame: try offscreen.makeRawFloor(.nearestBGRA, picture: image))
        case .blitFramebuffer:
            return try bench.measure(.flat(row), frame: try offscreen.makeRawFloor(.blit, picture: image))
        case .memcpy:
            return try bench.measure(.flat(row), frame: MemoryCopyFrame(bytes: image.pixels.count))
        case .flat:
            var setup = SceneSetup()
            setup.contentScale = 1
            // Shut for the whole run: the doors at rest.
            setup.openDoors.delay = Double(bench.warmup + bench.frames) / DisplayRate.framesPerSecond + 1
            let doors = try SceneRegistry.make("open-doors", size: size, setup: setup)
            return try bench.measure(.flat(row), layers: Benchmark.layerCount(doors.root), scene: doors)
        case .liveContents:
            return try bench.measure(.flat(row), layers: 2, scene: LiveContentsWorkload(size: size, image: image))
        }
    }
}

/// One frame's bytes copied on the CPU, no GL.
final class MemoryCopyFrame: DirectFrame {
    private let source: [UInt8]
    private var destination: [UInt8]

    init(bytes: Int) {
        source = [UInt8](repeating: 0x5A, count: bytes)
        destination = [UInt8](repeating: 0, count: bytes)
    }

    var drawCalls: Int { 0 }

    func draw(into framebuffer: Framebuffer) throws {
        destination.withUnsafeMutableBytes { to in source.withUnsafeBytes { to.copyMemory(from: $0) } }
    }
}

/// A full-frame layer given a new picture every frame, as an app drawing its view anew does:
/// the bench's picture and its negative in turn, each frame as a new bitmap over the same bytes,
/// so that the renderer sees new contents every frame and the drawing itself costs nothing.
final class LiveContentsWorkload: Scene {
    let root: Layer
    private let view: Layer
    private let pictures: [[UInt8]]
    private let width: Int
    private let height: Int

    init(size: Size, image: Bitmap) {
        root = .root(size: size, name: "live-contents")
        view = Layer.make("view", frame: Rect(origin: .zero, size: size))
        root.addSublayer(view)
        var negative = image.pixels
        // Premultiplied: each colour channel goes to alpha minus itself; alpha stays.
        for i in stride(from: 0, to: negative.count, by: 4) {
            for c in 0..<3 { negative[i + c] = negative[i + 3] - negative[i + c] }
        }
        pictures = [image.pixels, negative]
        (width, height) = (image.width, image.height)
    }

    /// Frame k (at k/60 s) shows picture k mod 2.
    func update(time: Double) {
        let k = Int((time * DisplayRate.framesPerSecond).rounded())
        view.contents = .bitmap(Bitmap(width: width, height: height, pixels: pictures[k % 2]))
    }

    /// A new picture every frame.
    func nextChange(after time: Double) -> Double { time }
}
