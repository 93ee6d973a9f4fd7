import CreaseCore
import CreaseDraw
import CreaseFold
import CreaseGL
import CreaseImage
import CreaseMath
import CreaseRender
import CreaseScene
import CreaseShowcases
import Foundation

/// The accordion workload, fixed exactly so that it compares with other renderers: a 1920x1080
/// picture in N equal horizontal strips over black, strip i turned about its top hinge by −θ
/// (even) / +θ (odd), chained and centred, m34 = −1/1000 about the frame centre, shaded
/// rgb·(1 − k·sin|a|) with k = 0.25 for a < 0 and 0.6 for a > 0 (TurnShade's benchmark
/// constants), and frame k at θ = 60°·(0.5 − 0.5·cos(2πk/100)).
final class AccordionWorkload: Scene {
    let fold: FoldScene
    var root: Layer { fold.root }

    init(size: Size, image: Bitmap, strips: Int) {
        fold = FoldScene(size: size, picture: image, fold: LayerFold(strips: strips))
    }

    static func theta(frame k: Int) -> Double { 60 * .pi / 180 * (0.5 - 0.5 * cos(2 * .pi * Double(k % 100) / 100)) }

    /// Frame k is at k/60 s.
    func update(time: Double) {
        fold.amount = FoldStyle.accordion(.center).amount(angle: Self.theta(frame: Int((time * DisplayRate.framesPerSecond).rounded())))
    }

    /// It folds a step every frame.
    func nextChange(after time: Double) -> Double { time }
}

/// Times the accordion through one of the renderer's paths, paired frame by frame with the raw
/// floor: the dedicated fold pass, or a quad per strip.
struct AccordionBenchmark {
    let bench: Benchmark
    let image: Bitmap

    func measure(strips: Int, perStrip: Bool, saveFrame25 path: String? = nil) throws -> BenchmarkResult {
        let gl: Renderer = bench.offscreen.renderer.gl
        let chosen = gl.foldPassMinimumStrips
        defer { gl.foldPassMinimumStrips = chosen }
        let workload = AccordionWorkload(size: bench.offscreen.viewport, image: image, strips: strips)
        gl.foldPassMinimumStrips = perStrip ? nil : 1
        let result = try bench.measure(.accordion(strips: strips, perStrip: perStrip), layers: strips, scene: workload)
        if let path {
            try bench.driver.draw(.init(workload, at: 25 * DisplayRate.frameDuration), on: bench.offscreen)
            try PNGFile.write(try bench.offscreen.readFrame(), to: path)
        }
        return result
    }
}
