import Testing

@testable import CreaseCore
@testable import CreaseMath

struct LayerTreeTests {
    func names(_ layer: Layer) -> [String] { layer.sublayers.map { $0.name ?? "?" } }

    @Test func insertAboveBelowAndAtClampedIndexes() {
        let root = Layer(name: "root")
        let a = Layer(name: "a"), b = Layer(name: "b"), c = Layer(name: "c"), d = Layer(name: "d")
        root.addSublayer(a)
        root.addSublayer(c)
        root.insertSublayer(b, above: a)
        #expect(names(root) == ["a", "b", "c"])
        root.insertSublayer(d, below: a)
        #expect(names(root) == ["d", "a", "b", "c"])
        root.insertSublayer(d, at: 99)
        #expect(names(root) == ["a", "b", "c", "d"])
        root.insertSublayer(c, at: -5)
        #expect(names(root) == ["c", "a", "b", "d"])
        #expect(c.superlayer === root)
    }

    @Test func addingElsewhereMovesTheLayer() {
        let p1 = Layer(name: "p1"), p2 = Layer(name: "p2"), x = Layer(name: "x")
        p1.addSublayer(x)
        p2.addSublayer(x)
        #expect(p1.sublayers.isEmpty && names(p2) == ["x"] && x.superlayer === p2)
        x.removeFromSuperlayer()
        #expect(p2.sublayers.isEmpty && x.superlayer == nil)
    }

    @Test func setSublayersReplacesAndDetaches() {
        let root = Layer(), a = Layer(name: "a"), b = Layer(name: "b")
        root.setSublayers([a])
        root.setSublayers([b])
        #expect(a.superlayer == nil && names(root) == ["b"])
        #expect(b.isDescendant(of: root) && !root.isDescendant(of: b))
    }

    @Test func sublayersBorrowedOneByOneOutliveATreeChangedUnderTheLoop() {
        let root = Layer(name: "root")
        // Held by the tree alone: a layer the loop did not keep would be freed when taken off.
        for name in ["a", "b", "c"] { root.addSublayer(Layer(name: name)) }
        weak let last = root.sublayers.last
        var seen: [String] = []
        root.forEachSublayer { layer in
            seen.append(layer.name ?? "?")
            // Every sublayer taken off and the list replaced while the loop runs.
            root.setSublayers([Layer(name: "new")])
        }
        #expect(seen == ["a", "b", "c"])
        #expect(names(root) == ["new"])
        // Freed once the loop let its list go.
        #expect(last == nil)
    }

    @Test func gravityPlacesTheContents() {
        let wide = Size(width: 200, height: 100), square = Size(width: 100, height: 100)
        #expect(ContentsGravity.resize.frame(contentSize: wide, in: square) == .unit)
        #expect(ContentsGravity.resizeAspect.frame(contentSize: wide, in: square) == Rect(x: 0, y: 0.25, width: 1, height: 0.5))
        #expect(ContentsGravity.resizeAspectFill.frame(contentSize: wide, in: square) == Rect(x: -0.5, y: 0, width: 2, height: 1))
    }
}
