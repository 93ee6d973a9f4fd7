import CreaseCore
import CreaseDrawList
import CreaseImage
import CreaseMath
import Testing

@testable import CreaseCompositor

/// A build whose long runs of sublayers are shared among threads makes the list one thread
/// makes, command for command: the same quads naming the same pictures and names, the
/// surfaces numbered in paint order, the animations at the same instant.
struct SharedWalkTests {
    static let viewport = Size(width: 1000, height: 800)

    /// 1,200 boxes under the root (four shares of 300 at four threads): plain and pictured
    /// boxes under names that change, and every so often a translucent group (a surface, with
    /// a translucent group inside: a surface in a surface), a shadow, a clip, a 3D context and
    /// animations, compiled and not.
    static func tree() -> Layer {
        let root = Layer.root(size: viewport, name: "root")
        let pictures = (0..<3).map { LayerContents.bitmap(Bitmap(width: 4, height: 4, filledWith: (UInt8(80 * $0), 100, 50, 255))) }
        for i in 0..<1_200 {
            let box = Layer.make(i % 7 == 0 ? "box \(i)" : "box", frame: Rect(x: Double(i % 40) * 25, y: Double(i / 40) * 26, width: 20, height: 20),
                color: Color(red: Double(i % 5) / 4, green: 0.5, blue: 0.2))
            if i % 3 == 0 { box.contents = pictures[(i / 3) % 3] }
            switch i % 97 {
            case 5:
                box.opacity = 0.5
                let inner = Layer.make("inner", frame: Rect(x: 4, y: 4, width: 14, height: 14), color: .white)
                inner.opacity = 0.5
                inner.addSublayer(.make("a", frame: Rect(x: 0, y: 0, width: 10, height: 10), color: Color(red: 1, green: 0, blue: 0)))
                inner.addSublayer(.make("b", frame: Rect(x: 4, y: 4, width: 10, height: 10), color: Color(red: 0, green: 0, blue: 1)))
                box.addSublayer(.make("under", frame: Rect(x: 2, y: 2, width: 14, height: 14), color: .black))
                box.addSublayer(inner)
            case 17:
                box.shadowOpacity = 0.6
                box.shadowRadius = 3
            case 29:
                box.masksToBounds = true
                box.cornerRadius = 4
                box.addSublayer(.make("clipped", frame: Rect(x: 10, y: 10, width: 30, height: 30), color: .white))
            case 41:
                let space = TransformLayer(name: "space")
                space.frame = box.bounds
                let turned = Layer.make("turned", frame: Rect(x: 2, y: 2, width: 16, height: 16), color: .white)
                turned.transform = .rotation(0.5, 0, 1, 0)
                space.addSublayer(turned)
                box.addSublayer(space)
            case 53:
                var fade = KeyframeAnimation(\LayerState.opacity, values: [1, 0.1, 0.7], duration: 1)
                fade.timing.repeatCount = .infinity
                box.add(fade)
            default:
                if i % 4 == 1 {
                    var move = BasicAnimation(\LayerState.position, from: box.position, to: box.position + Point(x: 7, y: 3), timingFunction: .easeInEaseOut)
                    move.timing.duration = 1 + Double(i % 5) * 0.1
                    move.timing.repeatCount = .infinity
                    box.add(move)
                }
            }
            root.addSublayer(box)
        }
        return root
    }

    static func surfaceIDs(_ list: DrawList) -> [Int] {
        list.commands.flatMap { command -> [Int] in
            guard case .surface(let index) = command else { return [] }
            let s = list.surfaces[index]
            return surfaceIDs(s.list) + [s.texture.id]
        }
    }

    @Test func fourThreadsBuildTheListOneBuilds() {
        let tree = Self.tree()
        let alone = Compositor(pixelsPerPoint: 2)
        var shared = Compositor(pixelsPerPoint: 2)
        shared.threads = 4
        var a = DrawList(viewport: .zero), b = DrawList(viewport: .zero)
        // Frame after frame into the same lists, as a frame loop builds them; the shared build
        // first, so that it works out the presentations the other then finds done.
        for t in [0, 0.4, 1.3] {
            shared.build(&b, for: tree, viewport: Self.viewport, time: t)
            alone.build(&a, for: tree, viewport: Self.viewport, time: t)
            #expect(shared.frame.shareLists.count == 3, "the walk was shared: the first share draws into the list, three others into theirs")
            #expect(a == b, "at \(t)")
            #expect(a.dump == b.dump, "at \(t)")
            // Not an empty agreement: every box drawn, and surfaces in surfaces, numbered in
            // paint order (inner first) across the shares.
            #expect(a.drawnQuads.count > 1_200, "at \(t)")
            let ids = Self.surfaceIDs(b)
            #expect(ids.count >= 26 && ids == ids.sorted(by: >) && Set(ids).count == ids.count, "at \(t): \(ids)")
        }
    }

    @Test func aFewSublayersAreNotShared() {
        var compositor = Compositor()
        compositor.threads = 4
        let root = Layer.root(size: Self.viewport, name: "root")
        for i in 0..<511 { root.addSublayer(.make("box", frame: Rect(x: Double(i % 40) * 25, y: Double(i / 40) * 26, width: 20, height: 20), color: .white)) }
        #expect(compositor.drawList(for: root, viewport: Self.viewport).drawnQuads.count == 511)
        #expect(compositor.frame.shareLists.isEmpty)
    }
}
