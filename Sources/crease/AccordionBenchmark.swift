import CreaseCore
import CreaseDraw
import CreaseGL
import CreaseMath
import CreasePlatform
import Foundation

/// The accordion workload, exactly as issue 5 states it so that it compares with other
/// renderers: a 1920x1080 picture in N equal horizontal strips over black, strip i turned about
/// its top hinge by −θ (even) / +θ (odd), chained and centred, m34 = −1/1000 about the frame
/// centre, shaded rgb·(1 − k·sin|a|) with k = 0.25 for a < 0 and 0.6 for a > 0, and frame k at
/// θ = 60°·(0.5 − 0.5·cos(2πk/100)).
struct AccordionBenchmark {
    let offscreen: OffscreenRenderer
    let image: Bitmap
    let frames: Int
    let warmup: Int

    static func theta(frame k: Int) -> Double { 60 * .pi / 180 * (0.5 - 0.5 * cos(2 * .pi * Double(k) / 100)) }

    func pass(strips: Int, frame k: Int) -> AccordionPass {
        let size = offscreen.viewport
        return AccordionPass(source: Rect(origin: .zero, size: size), contents: .bitmap(image), strips: strips,
            theta: Self.theta(frame: k), center: Point(x: size.width / 2, y: size.height / 2))
    }

    /// Times the dedicated pass: each frame drawn and finished before it is timed.
    func measureDedicated(strips: Int, saveFrame25 path: String? = nil) throws -> BenchmarkResult {
        let renderer: Renderer = offscreen.renderer
        var frameMs: [Double] = []
        for k in 0..<(warmup + frames) {
            let start = DispatchTime.now().uptimeNanoseconds
            try renderer.draw(pass(strips: strips, frame: k % 100), viewport: offscreen.viewport, into: offscreen.target.framebuffer)
            GPUSync.finish()
            let end = DispatchTime.now().uptimeNanoseconds
            if k >= warmup { frameMs.append(Double(end - start) / 1e6) }
        }
        if let path {
            try renderer.draw(pass(strips: strips, frame: 25), viewport: offscreen.viewport, into: offscreen.target.framebuffer)
            try PNGFile.write(try offscreen.target.readBitmap(), to: path)
        }
        return BenchmarkResult(name: "accordion-\(strips)", layers: strips, frameMs: frameMs, drawListMs: [0], gpuMs: nil, stats: renderer.stats)
    }
}
