import CreaseCore
import CreaseDrawList
import CreaseImage
import CreaseMath
import Testing

@testable import CreaseCompositor

/// A compositor that keeps what still blocks of a long run of sublayers drew makes, frame after
/// frame, the list a new compositor makes of the same tree: through random changes anywhere in
/// the tree (a box moved, recoloured, hidden, given a picture, a sublayer, a mask, a shadow, an
/// animation, taken out, put back elsewhere, the run's parent turned), on one thread and four;
/// and what changed from frame to frame, its kept spans passed over, is what a comparison of
/// every command finds.
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
        var keptBlocks = 0, spansShared = 0
        for frame in 0..<160 {
            let previous = list
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
            keptBlocks += kept.frame.keptRuns[ObjectIdentifier(group)]?.blocks.filter { $0.kept != nil }.count ?? 0
            let damage = list.damage(since: previous)
            #expect(damage == Self.withoutSpans(list).damage(since: Self.withoutSpans(previous)), "frame \(frame)")
            spansShared += list.keptSpans.filter { span in previous.keptSpans.contains { $0.commands == span.commands && $0.tag == span.tag } }.count
        }
        // Not a vacuous pass: blocks were kept and drawn from, and spans passed over.
        #expect(keptBlocks > 100, "\(keptBlocks)")
        #expect(spansShared > 100, "\(spansShared)")
    }

    /// The same commands with no kept spans: compared command by command.
    static func withoutSpans(_ list: DrawList) -> DrawList {
        var plain = DrawList(viewport: list.viewport)
        plain.append(contentsOf: list)
        return plain
    }

    /// A kept block's commands are a span of its list's tag in the frame's list, until a quad
    /// over them hides or cuts one of them: then that block's span is gone, and the others stay.
    @Test func aStillBlockIsASpanOfItsKeptListUntilCoveredInPart() throws {
        let (root, group, _) = Self.tree()
        let compositor = Compositor()
        var list = DrawList(viewport: Self.viewport)
        compositor.build(&list, for: root, viewport: Self.viewport)
        #expect(list.keptSpans.isEmpty)
        compositor.build(&list, for: root, viewport: Self.viewport)
        let blocks = try #require(compositor.frame.keptRuns[ObjectIdentifier(group)]?.blocks)
        #expect(list.keptSpans.map(\.tag) == blocks.compactMap { $0.kept?.tag })
        #expect(list.keptSpans.map(\.commands.count) == [256, 256, 256, 256, 76])
        #expect(list.keptSpans.map(\.tag.quadsOnly) == [true, true, true, true, true])
        // Boxes 0-255 fill rows 0-6 of 40 at 21 points: their block draws from y 0 to 6 · 21 + 16.
        #expect(list.keptSpans.first?.tag.bounds == Rect(x: 0, y: 0, width: 796, height: 142))
        // An opaque cover drawn above the run, in the second block's rows (boxes 256-511): over
        // rows 8 and 9 whole (80 boxes hidden) and the bottom of row 7 (40 boxes cut).
        root.addSublayer(.make("cover", frame: Rect(x: 0, y: 160, width: 800, height: 50), color: .black))
        compositor.build(&list, for: root, viewport: Self.viewport)
        let tags = blocks.compactMap { $0.kept?.tag }
        #expect(list.keptSpans.map(\.tag) == [tags[0], tags[2], tags[3], tags[4]])
        // Each span stands where its block's commands are, the hidden boxes' commands taken out before it.
        let fresh = Compositor().drawList(for: root, viewport: Self.viewport)
        #expect(list == fresh)
        #expect(list.keptSpans.map(\.commands.lowerBound) == [0, 512 - 80, 768 - 80, 1024 - 80])
    }

    @Test func aStillRunIsKeptOnItsSecondFrameAndLetGoWhenItsParentIsGone() {
        let (root, group, boxes) = Self.tree()
        let compositor = Compositor()
        var list = DrawList(viewport: Self.viewport)
        func keptLists() -> Int { compositor.frame.keptRuns[ObjectIdentifier(group)]?.blocks.filter { $0.kept != nil }.count ?? 0 }
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
