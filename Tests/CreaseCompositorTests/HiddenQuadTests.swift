import Testing

import CreaseCompositor
import CreaseCore
import CreaseDrawList
import CreaseImage
import CreaseMath

/// Quads that later opaque upright rectangles hide are left out, or cut down to what shows,
/// with the same contents where they still show.
struct HiddenQuadTests {
    let viewport = Size(width: 200, height: 100)

    func layer(_ name: String, _ frame: Rect, color: Color? = nil, picture: Bool = false) -> Layer {
        let layer = Layer(name: name)
        layer.frame = frame
        if let color { layer.backgroundColor = color }
        if picture { layer.contents = .bitmap(Bitmap(width: 20, height: 10, filledWith: (10, 20, 30, 255))) }
        return layer
    }

    func quads(_ root: Layer) -> [String: DrawQuad] {
        let list = Compositor().drawList(for: root, viewport: viewport)
        var found: [String: DrawQuad] = [:]
        for q in list.drawnQuads { found[list.layerName(of: q) ?? ""] = q }
        return found
    }

    /// A launch image behind two doors: hidden while they are shut, cut to the gap (and a point
    /// under each door) as they slide apart.
    func doors(apart gap: Double) -> Layer {
        let root = layer("root", Rect(x: 0, y: 0, width: 200, height: 100))
        let image = layer("image", Rect(x: 0, y: 0, width: 200, height: 100), picture: true)
        let left = layer("left", Rect(x: -gap / 2, y: 0, width: 100, height: 100), picture: true)
        let right = layer("right", Rect(x: 100 + gap / 2, y: 0, width: 100, height: 100), picture: true)
        root.setSublayers([image, left, right])
        return root
    }

    @Test func shutDoorsHideTheImageBehindThemAndOpenOnesShowTheGapOfIt() throws {
        #expect(quads(doors(apart: 0))["image"] == nil)
        let open = try #require(quads(doors(apart: 60))["image"])
        // The gap is x 70 to 130; a point more each side.
        let rect = try #require(open.screenRectangle)
        #expect(abs(rect.minX - 69) < 1e-9 && abs(rect.maxX - 131) < 1e-9 && rect.minY == 0 && rect.maxY == 100)
        // The same picture there: contentsRect maps the cut's corners to the texels they showed.
        #expect(abs(open.contentsRect.minX - 69.0 / 200) < 1e-12 && abs(open.contentsRect.width - 62.0 / 200) < 1e-12)
        #expect(open.contentsRect.minY == 0 && open.contentsRect.height == 1)
        let corners = open.screenCorners
        #expect(corners[0].distance(to: Point(x: 69, y: 0)) < 1e-9 && corners[2].distance(to: Point(x: 131, y: 100)) < 1e-9)
        // The doors themselves are whole.
        #expect(quads(doors(apart: 60))["left"]?.contentsRect == .unit)
    }

    /// The hidden quad leaves the list's quads too, and the commands after it name theirs still.
    @Test func aHiddenQuadLeavesTheQuadsTheCommandsName() {
        let root = doors(apart: 0)
        root.masksToBounds = true
        let list = Compositor().drawList(for: root, viewport: viewport)
        #expect(list.commands == [.pushClip(0), .quad(1), .quad(2), .popClip(0)])
        #expect(list.quads.map(list.layerName(of:)) == ["root", "left", "right"])
    }

    @Test func translucentTurnedAndDepthTestedQuadsHideNothing() {
        func image(under cover: Layer) -> DrawQuad? {
            let root = layer("root", Rect(x: 0, y: 0, width: 200, height: 100))
            root.setSublayers([layer("image", Rect(x: 20, y: 20, width: 50, height: 50), picture: true), cover])
            return quads(root)["image"]
        }
        let covering = Rect(x: 0, y: 0, width: 100, height: 100)
        #expect(image(under: layer("opaque", covering, color: .white)) == nil)
        let faded = layer("faded", covering, color: .white)
        faded.opacity = 0.5
        #expect(image(under: faded)?.contentsRect == .unit)
        let turned = layer("turned", covering, color: .white)
        turned.transform = .rotation(0.1, 0, 0, 1)
        #expect(image(under: turned)?.contentsRect == .unit)
        // In a 3D rendering context what is in front is decided by depth, not paint order.
        let context = TransformLayer(name: "context")
        context.frame = covering
        context.addSublayer(layer("member", Rect(x: 0, y: 0, width: 100, height: 100), color: .white))
        #expect(image(under: context)?.contentsRect == .unit)
    }

    @Test func anOccluderInsideAClipHidesOnlyWhatTheClipLetsShow() {
        func image(clip: Layer) -> DrawQuad? {
            let root = layer("root", Rect(x: 0, y: 0, width: 200, height: 100))
            clip.masksToBounds = true
            clip.addSublayer(layer("cover", Rect(x: 0, y: 0, width: 200, height: 100), color: .white))
            root.setSublayers([layer("image", Rect(x: 0, y: 0, width: 200, height: 100), picture: true), clip])
            return quads(root)["image"]
        }
        // An upright clip over the left half: the image shows only on the right (and a point more).
        let cut = image(clip: layer("left-half", Rect(x: 0, y: 0, width: 100, height: 100)))?.screenRectangle
        #expect(cut.map { abs($0.minX - 99) < 1e-9 && $0.maxX == 200 } == true)
        // A turned clip is not a rectangle on screen: nothing is taken to be hidden.
        let turned = layer("turned", Rect(x: 0, y: 0, width: 200, height: 100))
        turned.transform = .rotation(0.05, 0, 0, 1)
        #expect(image(clip: turned)?.contentsRect == .unit)
    }

    @Test func aFullScreenColourIsLeftWholeForTheClearOrLeftOut() {
        let root = layer("root", Rect(x: 0, y: 0, width: 200, height: 100), color: .black)
        root.addSublayer(layer("top", Rect(x: 0, y: 0, width: 200, height: 50), color: .white))
        // Half hidden, it stays whole: a renderer clears to it, cheaper than drawing any part.
        #expect(quads(root)["root"]?.screenRectangle == Rect(x: 0, y: 0, width: 200, height: 100))
        root.addSublayer(layer("bottom", Rect(x: 0, y: 50, width: 200, height: 50), color: .white))
        // The two halves hide it together; they stay.
        let both = quads(root)
        #expect(both["root"] == nil && both["top"] != nil && both["bottom"] != nil)
    }
}
