import Foundation
import Testing

import CreaseCompositor
import CreaseCore
import CreaseDrawList
import CreaseFold
import CreaseImage
import CreaseMath

/// A layer whose contents are folded as an accordion: one fold-pass command where the renderer
/// prefers it and the layer stands upright, a quad per strip otherwise, and never flat.
struct AccordionCompositingTests {
    let size = Size(width: 200, height: 160)

    func scene(strips: Int, theta: Double = 0.6) -> (root: Layer, fold: Layer) {
        let root = Layer(name: "root")
        root.frame = Rect(origin: .zero, size: size)
        let fold = Layer(name: "fold")
        fold.frame = Rect(origin: .zero, size: size)
        fold.contents = .bitmap(Bitmap(width: 4, height: 4, filledWith: (200, 100, 50, 255)))
        fold.fold = LayerFold(strips: strips)
        fold.foldAmount = FoldStyle.accordion(.center).amount(angle: theta)
        root.addSublayer(fold)
        return (root, fold)
    }

    @Test func manyStripsUprightBecomeOneFoldPassCommand() {
        let (root, _) = scene(strips: 64)
        let list = Compositor(foldPassMinimumStrips: 32).drawList(for: root, viewport: size)
        #expect(list.commands.count == 1)
        guard case .accordion(let index)? = list.commands.first else {
            Issue.record("expected an accordion command, got \(list.dump)")
            return
        }
        let pass = list.accordions[index]
        #expect(pass.strips == 64 && pass.theta == 0.6 && pass.source == Rect(origin: .zero, size: size))
        #expect(pass.center == Point(x: 100, y: 80) && pass.shade == .standard)
    }

    /// Below the renderer's minimum, or with no pass at all, the strips are quads: each showing
    /// its band of the picture, chained hinge to hinge, shaded by its turn.
    @Test(arguments: [(16, 32), (64, nil)] as [(Int, Int?)])
    func otherwiseAQuadPerStripAsTheFoldCoreLaysThemOut(strips: Int, minimum: Int?) {
        let (root, _) = scene(strips: strips)
        let drawn = Compositor(foldPassMinimumStrips: minimum).drawList(for: root, viewport: size).drawnQuads
        #expect(drawn.count == strips)
        // Strip i shows the i-th band of the picture; the even strips turn away by 0.6 rad, the
        // odd ones toward the viewer, shaded 1 − 0.25·sin 0.6 and 1 − 0.6·sin 0.6.
        let n = Double(strips)
        for (i, q) in drawn.enumerated() {
            let band = q.contentsRect
            #expect(band.minX == 0 && band.width == 1 && abs(band.minY - Double(i) / n) < 1e-12 && abs(band.height - 1 / n) < 1e-12)
            let k = i.isMultiple(of: 2) ? 0.25 : 0.6
            #expect(abs((q.shading?.multiplier ?? 1) - (1 - k * sin(0.6))) < 1e-12, "strip \(i): \(String(describing: q.shading))")
        }
        // Neighbours meet: the bottom edge of one strip on screen is the top edge of the next.
        for (a, b) in zip(drawn, drawn.dropFirst()) {
            let bottom = a.screenCorners[3], top = b.screenCorners[0]
            #expect(abs(bottom.x - top.x) < 1e-9 && abs(bottom.y - top.y) < 1e-9)
        }
        // Folded by 0.6 rad, the whole is shorter than the picture: cos 0.6 of it, before perspective.
        let height = drawn.last!.screenCorners[3].y - drawn.first!.screenCorners[0].y
        #expect(height < size.height * 0.9 && height > size.height * cos(0.6) * 0.9)
    }

    @Test func aTurnedAccordionIsDrawnAsStripsNotFlat() {
        let (root, fold) = scene(strips: 64)
        fold.transform = .rotation(0.3, 0, 0, 1)
        let drawn = Compositor(foldPassMinimumStrips: 32).drawList(for: root, viewport: size).drawnQuads
        #expect(drawn.count == 64)
        #expect(drawn.allSatisfy { $0.contents != nil && $0.shading != nil })
    }

    /// A background is part of the look that folds: the layer is drawn into a surface, picture
    /// over background, and the fold pass folds that.
    @Test func itsBackgroundFoldsWithItsPicture() {
        let (root, fold) = scene(strips: 64)
        fold.backgroundColor = .black
        let list = Compositor(foldPassMinimumStrips: 32).drawList(for: root, viewport: size)
        #expect(list.commands.count == 2)
        guard case .surface(let surfaceIndex) = list.commands[0], case .accordion(let passIndex) = list.commands[1] else {
            Issue.record("expected the surface, then the fold: \(list.dump)")
            return
        }
        let (surface, pass) = (list.surfaces[surfaceIndex], list.accordions[passIndex])
        guard case .quad(let index) = surface.list.commands.first else {
            Issue.record("expected the layer in its surface: \(surface.list.dump)")
            return
        }
        let drawn = surface.list.quads[index]
        #expect(drawn.backgroundColor == .black && drawn.contents != nil)
        guard case .texture(let reference) = pass.contents else {
            Issue.record("the fold does not show the surface")
            return
        }
        #expect(reference == surface.texture)
    }

    /// The fold amount on a spring: every sampled frame's strips meet edge to edge, for each
    /// style and both axes, because they are built from the one presented amount.
    @Test(arguments: [LayerFold(strips: 6), LayerFold(style: .accordion(.leading), strips: 5, axis: .vertical),
                      LayerFold(style: .paperFold(.trailing), layout: StripLayout(lengths: [1, 2, 3])),
                      LayerFold(style: .oneCrease, strips: 2), LayerFold(style: .pageFlip, strips: 2, axis: .vertical),
                      LayerFold(style: .halfFold(.foldBack), strips: 2)])
    func aSpringOnTheAmountKeepsTheStripsJoined(fold: LayerFold) throws {
        let (root, layer) = scene(strips: fold.stripCount)
        layer.fold = fold
        let host = LayerTreeHost(root: root)
        host.advance(to: 0)
        layer.add(SpringAnimation(\LayerState.foldAmount, from: 0, to: 0.7, spring: Spring(mass: 1, stiffness: 150, damping: 9)))
        var overshot = false
        for t in stride(from: 0.05, through: 1.5, by: 0.05) {
            overshot = overshot || layer.presentation(atHostTime: t).foldAmount > 0.7
            let drawn = Compositor(foldPassMinimumStrips: nil).drawList(for: root, viewport: size, time: t).drawnQuads
            #expect(drawn.count == fold.stripCount)
            // Neighbours share an edge on screen: the trailing edge of one is the leading of the next.
            for (a, b) in zip(drawn, drawn.dropFirst()) {
                let (end, start) = fold.axis == .horizontal
                    ? ([a.screenCorners[3], a.screenCorners[2]], [b.screenCorners[0], b.screenCorners[1]])
                    : ([a.screenCorners[1], a.screenCorners[2]], [b.screenCorners[0], b.screenCorners[3]])
                for (p, q) in zip(end, start) {
                    #expect(abs(p.x - q.x) < 1e-6 && abs(p.y - q.y) < 1e-6, "t = \(t): \(p) vs \(q)")
                }
            }
        }
        #expect(overshot)
    }
}

/// The fold pass's rows: what a screen row shows, worked out once a row.
struct AccordionPassRowTests {
    let pass = AccordionPass(source: Rect(x: 0, y: 0, width: 320, height: 180),
        contents: .bitmap(Bitmap(width: 2, height: 2, filledWith: (1, 2, 3, 255))), strips: 16, theta: .pi / 4,
        center: Point(x: 160, y: 90))

    /// The place each row names lies on its strip and projects back onto that row.
    @Test func eachRowsStripPointProjectsBackOntoTheRow() throws {
        let s = 180.0 / 16, pitch = s * cos(Double.pi / 4), depth = s * sin(Double.pi / 4)
        for y in stride(from: 30.0, through: 150, by: 7.3) {
            let row = try #require(pass.row(atScreenY: y))
            let i = Int(row.stripRow.rounded(.down)), t = row.stripRow - Double(i)
            let foldY = pass.top + row.stripRow * pitch
            let z = -depth * (i % 2 == 0 ? t : 1 - t)
            #expect(abs(row.w - (1 - z / 1000)) < 1e-12)
            #expect(abs(90 + (foldY - 90) / row.w - y) < 1e-9, "row \(y)")
            #expect(row.turn == (i % 2 == 0 ? depth / 1000 : -depth / 1000))
        }
    }

    /// The fold pass's table, filled strip by strip, holds for every framebuffer row what
    /// `row(atScreenY:)` finds searching from that row, to the bit: upright and counted from the
    /// bottom, over few strips and many, turned a little, half way and nearly edge-on.
    @Test(arguments: [2, 16, 256, 4096], [0.3, Double.pi / 4, 1.5])
    func theTableHoldsEachRowsOwnAnswer(strips: Int, theta: Double) throws {
        var pass = self.pass
        (pass.strips, pass.theta) = (strips, theta)
        let rows = 100..<1000, pointsPerRow = 180.0 / 1080
        for flipped in [nil, 1080] as [Int?] {
            var table = [Float](repeating: .nan, count: 4 * rows.count), nearest = [Double](repeating: .nan, count: 2 * rows.count)
            let most = table.withUnsafeMutableBufferPointer { table in
                nearest.withUnsafeMutableBufferPointer { nearest in
                    AccordionRows(pass).fill(table, nearest: nearest, pixelRows: rows, pointsPerRow: pointsPerRow, flippedHeight: flipped)
                }
            }
            var expectedMost = (w: 0.0, rate: 0.0), shown = 0
            for (k, r) in rows.enumerated() {
                let centre = Double(r) + 0.5
                let found = pass.row(atScreenY: flipped.map { (Double($0) - centre) * pointsPerRow } ?? centre * pointsPerRow)
                var expected: [Float] = [-1, 1, 0, 0]
                if let row = found {
                    expected = [Float(row.stripRow), Float(row.w), Float(row.rate), Float(row.turn)]
                    expectedMost = (max(expectedMost.w, row.w), max(expectedMost.rate, abs(row.rate)))
                    shown += 1
                }
                #expect(Array(table[(4 * k)..<(4 * k + 4)]) == expected, "flipped \(flipped ?? 0): row \(r)")
            }
            // The folded extent, 180·cos θ points at six rows a point, or every row compared.
            #expect(Double(shown) > min(Double(rows.count) - 1, 5.9 * 180 * cos(theta)), "the fold shows on the rows compared")
            #expect(most == expectedMost)
        }
    }

    @Test func rowsOutsideTheFoldShowNothing() {
        #expect(pass.row(atScreenY: pass.top - 2) == nil && pass.row(atScreenY: 180 - pass.top + 2) == nil)
        var edgeOn = pass
        edgeOn.theta = .pi / 2
        #expect(edgeOn.row(atScreenY: 90) == nil)
    }
}
