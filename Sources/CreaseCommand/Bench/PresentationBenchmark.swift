import CreaseCompositor
import CreaseCore
import CreaseDrawList
import CreaseMath
import CreaseStatistics
import Foundation

/// The animation engine's cost: the presentation of `count` layers, each with one running
/// animation (position, opacity or transform in turn), evaluated once a frame.
struct PresentationBenchmark {
    let count: Int
    let frames: Int
    /// Without animations: what walking the tree costs by itself.
    var animated = true
    /// The threads the evaluation and the draw list's build run on (`PresentationEvaluator`,
    /// `Compositor.threads`).
    var threads = 1

    /// The row's frames: evaluating every layer's presentation, then building the draw list
    /// from the tree (the list's part is `drawListMs`).
    func run() -> BenchmarkResult {
        let size = Size(width: 1920, height: 1080)
        let root = Layer(name: "root")
        root.frame = Rect(origin: .zero, size: size)
        for i in 0..<count {
            let layer = Layer(name: "box")
            layer.frame = Rect(x: Double(i % 100) * 19, y: Double(i / 100) * 10, width: 16, height: 8)
            layer.backgroundColor = Color(white: 0.5)
            var timing = MediaTiming(duration: 1 + Double(i % 7) * 0.1)
            timing.repeatCount = .infinity
            timing.autoreverses = true
            switch animated ? i % 3 : -1 {
            case 0:
                var a = BasicAnimation(\LayerState.position, from: layer.position, to: layer.position + Point(x: 20, y: 5), timingFunction: .easeInEaseOut)
                a.timing = timing
                layer.add(a)
            case 1:
                var a = BasicAnimation(\LayerState.opacity, from: 1, to: 0.2, timingFunction: .easeInEaseOut)
                a.timing = timing
                layer.add(a)
            case 2:
                var a = BasicAnimation(\LayerState.transform, from: .identity, to: .rotation(.pi / 2, 0, 0, 1), timingFunction: .easeInEaseOut)
                a.timing = timing
                layer.add(a)
            default: break
            }
            root.addSublayer(layer)
        }
        var evaluate: [Double] = [], drawList: [Double] = []
        var checksum = 0.0
        var list = DrawList(viewport: size)
        let evaluator = PresentationEvaluator(threads: threads)
        var compositor = Compositor()
        compositor.threads = threads
        for k in 0..<frames {
            let t = Double(k) / DisplayRate.framesPerSecond
            let start = DispatchTime.now().uptimeNanoseconds
            evaluator.evaluate(root, atParentTime: t)
            let evaluated = DispatchTime.now().uptimeNanoseconds
            compositor.build(&list, for: root, viewport: size, time: t, presentationEvaluated: true)
            let built = DispatchTime.now().uptimeNanoseconds
            checksum += Double(list.commands.count)
            evaluate.append(Double(evaluated - start) / 1e6)
            drawList.append(Double(built - evaluated) / 1e6)
        }
        precondition(checksum > 0)  // keeps the work from being optimised away
        return BenchmarkResult(.presentation(animated: animated), layers: count,
            frameMs: zip(evaluate, drawList).map { $0 + $1 }, drawListMs: drawList)
    }

    /// The row `run` gave, in one line: the presentation's evaluation and the draw list built
    /// from it.
    func line(for row: BenchmarkResult) -> String {
        let evaluate = zip(row.frameMs, row.drawListMs).map { $0 - $1 }
        return String(format: "%@: %d layers%@: evaluate p50 %.3f ms (p99 %.3f) %@, draw list p50 %.3f ms", row.name, row.layers,
            animated ? ", one running animation each" : " without animations",
            evaluate.percentile(0.5), evaluate.percentile(0.99), threads == 1 ? "on one thread" : "on up to \(threads) threads", row.drawListP50)
    }
}
