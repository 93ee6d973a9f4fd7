import CreaseCompositor
import CreaseCore
import CreaseDraw
import CreaseGL
import CreaseMath
import CreaseFold
import CreasePlatform
import CreaseScenes
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

    /// Times the dedicated pass, each frame drawn and finished before it is timed, alternating
    /// with a frame of `floor` so that both see the same machine (shared machines drift): the
    /// row's ratio is to those floor frames.
    func measureDedicated(strips: Int, floor: () throws -> Void, saveFrame25 path: String? = nil) throws -> BenchmarkResult {
        let renderer: Renderer = offscreen.renderer
        var frameMs: [Double] = [], floorMs: [Double] = []
        func timed(_ body: () throws -> Void) rethrows -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            GPUSync.finish()
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        }
        for k in 0..<(warmup + frames) {
            let floorTime = try timed(floor)
            let foldTime = try timed {
                try renderer.draw(pass(strips: strips, frame: k % 100), viewport: offscreen.viewport, into: offscreen.target.framebuffer)
            }
            if k >= warmup {
                frameMs.append(foldTime)
                floorMs.append(floorTime)
            }
        }
        if let path {
            try renderer.draw(pass(strips: strips, frame: 25), viewport: offscreen.viewport, into: offscreen.target.framebuffer)
            try PNGFile.write(try offscreen.target.readBitmap(), to: path)
        }
        return BenchmarkResult(name: "accordion-\(strips)", layers: strips, frameMs: frameMs, drawListMs: [0], gpuMs: nil,
            stats: renderer.stats, pairedFloorMs: floorMs)
    }

    /// Times the same workload through the layer tree (a layer per strip), paired with the floor
    /// the same way.
    func measureLayers(strips: Int, floor: () throws -> Void) throws -> BenchmarkResult {
        let renderer: Renderer = offscreen.renderer
        let scene = FoldScene(size: offscreen.viewport, picture: image, style: .accordion(theta: 0, anchor: .center), strips: strips)
        scene.allowsFoldPass = false  // these rows time the layer tree itself
        var frameMs: [Double] = [], floorMs: [Double] = [], listMs: [Double] = []
        var list = DrawList(viewport: offscreen.viewport)
        let compositor = Compositor()
        for k in 0..<(warmup + frames) {
            var start = DispatchTime.now().uptimeNanoseconds
            try floor()
            GPUSync.finish()
            let floorTime = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            start = DispatchTime.now().uptimeNanoseconds
            scene.set(style: .accordion(theta: Self.theta(frame: k % 100), anchor: .center))
            compositor.build(&list, for: scene.root, viewport: offscreen.viewport)
            let built = DispatchTime.now().uptimeNanoseconds
            try renderer.draw(list, into: offscreen.target.framebuffer)
            GPUSync.finish()
            let end = DispatchTime.now().uptimeNanoseconds
            if k >= warmup {
                frameMs.append(Double(end - start) / 1e6)
                listMs.append(Double(built - start) / 1e6)
                floorMs.append(floorTime)
            }
        }
        return BenchmarkResult(name: "accordion-layers-\(strips)", layers: strips, frameMs: frameMs, drawListMs: listMs, gpuMs: nil,
            stats: renderer.stats, pairedFloorMs: floorMs)
    }
}
