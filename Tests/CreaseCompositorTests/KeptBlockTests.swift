import CreaseCore
import CreaseDrawList
import CreaseImage
import CreaseMath
import Testing

@testable import CreaseCompositor

/// A compositor that keeps what still blocks of a long run of sublayers drew makes, frame after
/// frame, the list a new compositor makes of the same tree: through random changes anywhere in
/// the tree (a box moved, recoloured, hidden, given a picture, a sublayer, a mask, a shadow, an
/// animation, taken out, put back elsewhere, the run's parent turned), on one thread and four.
struct KeptBlockTests {
    static let viewport = Size(width: 800, height: 600)

    /// 1,100 boxes under a group under the root: four blocks and a short one.
    static func tree() -> (root: Layer, group: Layer, boxes: [Layer]) {
        let root = Layer.root(size: viewport, name: "root")
        let group = Layer.make("group", frame: Rect(origin: .zero, size: viewport))
        root.addSublayer(group)
        let boxes = (0..<1_100).map { (i: Int) -> Layer in
            let frame = Rect(x: Double(i % 40) * 20, y: Double(i / 40) * 21, width: 16, height: 16)
            return Layer.make("box \(i % 9)", frame: frame, color: Color(red: Double(i % 5) / 4, green: 0.4, blue: 0.7))
        }
        group.setSublayers(boxes)
        return (root, group, boxes)
    }

    @Test(arguments: [1, 4])
    func keptBlocksDrawWhatAWalkOfEveryLayerDraws(threads: Int) {
        var seed: UInt64 = 0xb10c
        func next(_ bound: Int) -> Int {
            // A fixed sequence (splitmix64), so that a failure repeats.
            seed &+= 0x9e37_79b9_7f4a_7c15
            var z = seed
            z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
            z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        let (root, group, boxes) = Self.tree()
        let picture = LayerContents.bitmap(Bitmap(width: 4, height: 4, filledWith: (200, 30, 30, 255)))
        var kept = Compositor()
        kept.threads = threads
        var list = DrawList(viewport: Self.viewport)
        var keptBlocks = 0
        for frame in 0..<160 {
            let time = Double(frame) / 60
            // A frame in three changes nothing, so that blocks stand still and are kept.
            if frame % 3 != 0 {
                let box = boxes[next(boxes.count)]
                switch next(12) {
                case 0: box.position = box.position + Point(x: 1, y: 0)
                case 1: box.backgroundColor = Color(red: 0, green: Double(next(10)) / 10, blue: 0)
                case 2: box.isHidden.toggle()
                case 3: box.contents = box.contents == nil ? picture : nil
                case 4: box.addSublayer(.make("dot", frame: Rect(x: 2, y: 2, width: 4, height: 4), color: .white))
                case 5: box.sublayers.last?.removeFromSuperlayer()
                case 6: box.mask = box.mask == nil ? .make("mask", frame: Rect(x: 0, y: 0, width: 8, height: 8), color: .black) : nil
                case 7:
                    box.shadowOpacity = box.shadowOpacity > 0 ? 0 : 0.5
                    box.shadowRadius = 2
                case 8: box.add(BasicAnimation(\LayerState.opacity, from: 1, to: 0.2, duration: 0.1))
                case 9:
                    // Out of the run, then back in at another place.
                    box.removeFromSuperlayer()
                    group.insertSublayer(box, at: next(group.sublayers.count))
                case 10: box.sublayers.first?.backgroundColor = .black
                default: group.sublayerTransform = .translation(Double(next(3)), 0, 0)
                }
            }
            kept.build(&list, for: root, viewport: Self.viewport, time: time)
            let fresh = Compositor().drawList(for: root, viewport: Self.viewport, time: time)
            #expect(list == fresh, "frame \(frame)")
            #expect(list.dump == fresh.dump, "frame \(frame)")
            if list != fresh { return }
            keptBlocks += kept.frame.keptRuns[ObjectIdentifier(group)]?.blocks.filter { $0.list != nil }.count ?? 0
        }
        // Not a vacuous pass: blocks were kept and drawn from.
        #expect(keptBlocks > 100, "\(keptBlocks)")
    }

    @Test func aStillRunIsKeptOnItsSecondFrameAndLetGoWhenItsParentIsGone() {
        let (root, group, boxes) = Self.tree()
        let compositor = Compositor()
        var list = DrawList(viewport: Self.viewport)
        func keptLists() -> Int { compositor.frame.keptRuns[ObjectIdentifier(group)]?.blocks.filter { $0.list != nil }.count ?? 0 }
        compositor.build(&list, for: root, viewport: Self.viewport)
        #expect(keptLists() == 0)
        compositor.build(&list, for: root, viewport: Self.viewport)
        #expect(keptLists() == 5)
        // A box of the third block moved: that block alone is walked again, and kept a frame later.
        boxes[600].position = Point(x: 700, y: 500)
        compositor.build(&list, for: root, viewport: Self.viewport)
        #expect(keptLists() == 4)
        compositor.build(&list, for: root, viewport: Self.viewport)
        #expect(keptLists() == 5)
        group.removeFromSuperlayer()
        compositor.build(&list, for: root, viewport: Self.viewport)
        compositor.build(&list, for: root, viewport: Self.viewport)
        #expect(compositor.frame.keptRuns.isEmpty)
    }
}
