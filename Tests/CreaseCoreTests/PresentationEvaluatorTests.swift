import CreaseMath
import Testing

@testable import CreaseCore

/// A tree's presentation worked out on several threads is the one worked out on one, bit for
/// bit, and the one each layer works out for itself when asked.
struct PresentationEvaluatorTests {
    /// 2,400 animated boxes in eight groups with their own time scales: moves, springs, turns,
    /// two tracks on one layer, additive moves and keyframes (the generic path), so that eight
    /// threads each take a share.
    func tree() -> Layer {
        let root = Layer(name: "root")
        for g in 0..<8 {
            let group = Layer(name: "group")
            group.speed = 1 + Double(g) * 0.25
            group.timeOffset = Double(g) * 0.1
            for i in 0..<300 {
                let box = Layer(name: "box")
                box.frame = Rect(x: Double(i % 20) * 19, y: Double(i / 20) * 10, width: 16, height: 8)
                var timing = MediaTiming(duration: 0.5 + Double(i % 7) * 0.1)
                timing.repeatCount = .infinity
                timing.autoreverses = i % 2 == 0
                switch i % 6 {
                case 0:
                    var move = BasicAnimation(\LayerState.position, from: box.position, to: box.position + Point(x: 20, y: 5), timingFunction: .easeInEaseOut)
                    move.timing = timing
                    box.add(move)
                case 1:
                    box.add(SpringAnimation(\LayerState.opacity, from: 1, to: 0.2, spring: Spring(mass: 1, stiffness: 200, damping: 8)))
                case 2:
                    var turn = BasicAnimation(\LayerState.transform, from: .identity, to: .rotation(.pi / 2, 0, 0, 1), timingFunction: .caDefault)
                    turn.timing = timing
                    box.add(turn)
                case 3:
                    box.add(BasicAnimation(\LayerState.bounds, from: box.bounds, to: Rect(x: 0, y: 0, width: 30, height: 3), duration: 2))
                    box.add(BasicAnimation(\LayerState.backgroundColor, from: .black, to: Color(red: 1, green: 0.5, blue: 0), duration: 1.5))
                case 4:
                    var nudge = BasicAnimation(\LayerState.position, from: Point(x: -8, y: 3), to: .zero, duration: 1.2)
                    nudge.isAdditive = true
                    box.add(nudge)
                default:
                    var fade = KeyframeAnimation(\LayerState.opacity, values: [1, 0.1, 0.7], duration: 1)
                    fade.timing.repeatCount = .infinity
                    box.add(fade)
                }
                group.addSublayer(box)
            }
            root.addSublayer(group)
        }
        return root
    }

    /// Every animatable field of `state`, as the bits of its numbers.
    func bits(_ s: LayerState) -> [UInt64] {
        func rect(_ r: Rect) -> [Double] { [r.minX, r.minY, r.width, r.height] }
        func color(_ c: Color) -> [Double] { [c.red, c.green, c.blue, c.alpha] }
        func matrix(_ m: Transform3D) -> [Double] { [m.r1, m.r2, m.r3, m.r4].flatMap { row in (0..<4).map { row[$0] } } }
        let numbers = rect(s.bounds) + [s.position.x, s.position.y, s.anchorPoint.x, s.anchorPoint.y, s.anchorPointZ, s.zPosition]
            + matrix(s.transform) + matrix(s.sublayerTransform) + rect(s.contentsRect) + [s.opacity] + color(s.backgroundColor)
            + [s.cornerRadius, s.borderWidth] + color(s.borderColor) + [s.foldAmount]
        return numbers.map(\.bitPattern)
    }

    /// Every layer under `root`, in tree order.
    func layers(_ root: Layer) -> [Layer] { [root] + root.sublayers.flatMap(layers) }

    @Test func oneThreadAndEightGiveTheSameBitsAsEachLayerAlone() {
        let (alone, one, eight) = (tree(), tree(), tree())
        let single = PresentationEvaluator(threads: 1), several = PresentationEvaluator(threads: 8)
        // Frame after frame, so that each new time starts from the last one's state in place.
        for t in [0, 0.37, 1.21, 1.21, 2.5, 0.8] {
            single.evaluate(one, atParentTime: t)
            several.evaluate(eight, atParentTime: t)
            var moved = 0
            for (a, (b, c)) in zip(layers(alone), zip(layers(one), layers(eight))) {
                let expected = bits(a.presentation(atHostTime: t))
                #expect(bits(b.presented) == expected, "one thread, at \(t)")
                #expect(bits(c.presented) == expected, "eight threads, at \(t)")
                if bits(c.presented) != bits(c.model) { moved += 1 }
            }
            // Not a comparison of models: past the start, the endless half of the boxes (1,200)
            // shows its animation, but for a few at a turning point.
            #expect(t == 0 || moved >= 1_100, "at \(t): \(moved)")
        }
    }

    /// An app's own animation that moves another layer's model as it is evaluated (a
    /// `LayerAnimation` may run any code): the layer it moves shows the move with its own
    /// animation on top, though it was worked out earlier in the walk.
    struct Follow: LayerAnimation {
        var timing = MediaTiming(duration: 1)
        let other: Layer
        func apply(passTime: Double, to state: inout LayerState) {
            state.opacity = 0.5
            other.position = Point(x: 100 + 100 * passTime, y: 0)
        }
    }

    @Test func aLayerMovedByAnotherLayersAnimationIsWorkedOutAgain() {
        for threads in [1, 4] {
            let root = Layer(name: "root")
            // 600 compiled layers first, so that four threads share them; the last one is moved.
            let boxes = (0..<600).map { _ in Layer(name: "box") }
            for box in boxes { box.add(BasicAnimation(\LayerState.opacity, from: 1, to: 0, duration: 1)) }
            let leader = Layer(name: "leader")
            leader.add(Follow(other: boxes[599]))
            root.setSublayers(boxes + [leader])
            let evaluator = PresentationEvaluator(threads: threads)
            for t in [0.25, 0.5] {
                evaluator.evaluate(root, atParentTime: t)
                let moved = boxes[599]
                #expect(moved.presented.position == Point(x: 100 + 100 * t, y: 0), "\(threads) threads at \(t)")
                #expect(moved.presented.opacity == 1 - t, "\(threads) threads at \(t)")
                #expect(leader.presented.opacity == 0.5)
            }
        }
    }

    /// An app's own animation that takes the first `count` sublayers of `root` out of the tree,
    /// once: nothing else holds them, so they go.
    struct RemoveFirst: LayerAnimation {
        var timing = MediaTiming(duration: 1)
        unowned let root: Layer
        let count: Int
        func apply(passTime: Double, to state: inout LayerState) {
            for layer in root.sublayers.prefix(count) where layer.name == "box" { layer.removeFromSuperlayer() }
        }
    }

    /// The app's animations run before the layers are listed for the threads, which do not
    /// retain them: a layer that such code removes from the tree, and that goes with it, is
    /// never worked out after it went; those left are worked out as ever.
    @Test func aLayerRemovedByAnotherLayersAnimationIsNotWorkedOutOnceGone() {
        for threads in [1, 4] {
            let root = Layer(name: "root")
            var gone: [WeakLayer] = []
            var kept: [Layer] = []
            do {
                // 600 compiled layers first, so that four threads share them; the first 300 go.
                let boxes = (0..<600).map { _ in Layer(name: "box") }
                for box in boxes { box.add(BasicAnimation(\LayerState.opacity, from: 1, to: 0, duration: 1)) }
                let leader = Layer(name: "leader")
                leader.add(RemoveFirst(root: root, count: 300))
                root.setSublayers(boxes + [leader])
                gone = boxes.prefix(300).map(WeakLayer.init)
                kept = Array(boxes.suffix(300))
            }
            PresentationEvaluator(threads: threads).evaluate(root, atParentTime: 0.25)
            #expect(gone.allSatisfy { $0.layer == nil }, "\(threads) threads")
            #expect(root.sublayers.count == 301 && kept.allSatisfy { $0.presented.opacity == 0.75 }, "\(threads) threads")
        }
    }

    final class WeakLayer {
        weak var layer: Layer?
        init(_ layer: Layer) { self.layer = layer }
    }

    @Test func atLeastOneThread() {
        #expect(PresentationEvaluator(threads: 0).threads == 1)
        #expect(PresentationEvaluator(threads: 16).threads == 16)
    }
}
