import CreaseMath
import Testing

@testable import CreaseCore

/// Each layer counts the animated layers below it (sublayers, masks, theirs), so that a walk
/// for animations skips still subtrees: the count must be the tree's whatever was done to it.
struct AnimatedBelowTests {
    /// The animated layers strictly below `layer`, counted by walking.
    static func walked(_ layer: Layer) -> Int {
        (layer.sublayers + (layer.mask.map { [$0] } ?? [])).reduce(0) { $0 + ($1.isAnimated ? 1 : 0) + walked($1) }
    }

    /// Whether `layer` is `tree` or below it, through sublayers and masks.
    static func holds(_ tree: Layer, _ layer: Layer) -> Bool {
        tree === layer || tree.sublayers.contains { holds($0, layer) } || tree.mask.map { holds($0, layer) } == true
    }

    /// 400 random changes to a pool of layers (adding, inserting, moving, removing sublayers,
    /// replacing them all, setting and clearing masks, adding and removing animations), the
    /// counts of every layer checked after each against the walk.
    @Test func everyLayerCountsTheAnimatedLayersBelowIt() {
        var seed: UInt64 = 0x5eed
        func next(_ bound: Int) -> Int {
            // A fixed sequence (splitmix64), so that a failure repeats.
            seed &+= 0x9e37_79b9_7f4a_7c15
            var z = seed
            z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
            z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        let pool = (0..<24).map { Layer(name: "layer \($0)") }
        let key = AnimationKey("move")
        var animatedSeen = 0, masksSeen = 0
        for step in 0..<400 {
            let (a, b) = (pool[next(pool.count)], pool[next(pool.count)])
            switch next(8) {
            case 0, 1:
                if !Self.holds(a, b) { b.addSublayer(a) }
            case 2:
                if !Self.holds(a, b) { b.insertSublayer(a, at: next(3)) }
            case 3: a.removeFromSuperlayer()
            case 4: a.setSublayers(a.sublayers.filter { _ in next(2) == 0 })
            case 5: try? b.setMask(next(3) == 0 ? nil : a)
            case 6: a.add(BasicAnimation(\LayerState.position, from: .zero, to: Point(x: 10, y: 0), duration: 1), forKey: key)
            default: a.removeAnimation(forKey: key)
            }
            for layer in pool {
                #expect(layer.animatedBelow == Self.walked(layer), "step \(step), \(layer.name ?? "")")
            }
            animatedSeen = max(animatedSeen, pool.map(\.animatedBelow).max() ?? 0)
            masksSeen += pool.filter { $0.mask != nil }.count
        }
        // Not an empty agreement: deep trees of several animated layers, and masks, came up.
        #expect(animatedSeen >= 3 && masksSeen > 0)
    }

    /// A layer animated deep in a tree is found by the evaluation on several threads, and a
    /// still tree's layers are left alone.
    @Test func anAnimationDeepInATreeIsWorkedOut() {
        let root = Layer(name: "root")
        var parent = root
        for depth in 0..<5 {
            let child = Layer(name: "level \(depth)")
            parent.addSublayer(child)
            parent = child
        }
        let evaluator = PresentationEvaluator(threads: 4)
        evaluator.evaluate(root, atParentTime: 0.5)
        #expect(root.animatedBelow == 0)
        parent.add(BasicAnimation(\LayerState.position, from: .zero, to: Point(x: 10, y: 0), duration: 1))
        #expect(root.animatedBelow == 1)
        evaluator.evaluate(root, atParentTime: 0.5)
        #expect(abs(parent.presented.position.x - 5) < 1e-9)
    }
}
