import CreaseCore
import CreaseFold
import CreaseMath
import Foundation
import Testing

@testable import CreaseEffects

/// docs/effects.md §5.2 and §5.3 in the layer tree: the fold of a row at a given height, the heat map,
/// the shading of each style's halves.
struct FoldingListEffectTests {
    static let phone = Size(width: 320, height: 480)

    /// A list of `count` rows on a 320×480 screen, text at one pixel a point.
    static func list(_ count: Int = 7, size: Size = phone) -> FoldingListEffect {
        FoldingListEffect(size: size, items: (0..<count).map { "Row \($0)" }, newItems: ["New"], contentScale: 1)
    }

    /// Row `index` of `list` shown `height` tall in `style`, laid out.
    static func pose(_ list: FoldingListEffect, row index: Int, height: Double, style: HalfFoldStyle) -> FoldingListRow {
        let row = list.rows[index]
        row.slot = height
        row.style = style
        list.layOut()
        return row
    }

    /// Where a point of `layer`'s plane lands on screen.
    static func screen(_ layer: Layer, _ x: Double, _ y: Double) -> Point { layer.convert(Point(x: x, y: y), to: nil)! }

    /// h, θ in degrees, z, crease width, FoldBack top edge from the row's centre, its width.
    static let table: [(Double, Double, Double, Double, Double, Double)] = [
        (60, 0, 0, 320, -30, 320), (45, 41.41, 19.84, 291.1, -18.77, 267.0), (30, 60, 25.98, 283.2, -11.91, 254.0),
        (0, 90, 30, 278.3, 0, 246.2),
    ]

    @Test(arguments: table)
    func aFoldBackRowMatchesTheFoldTable(_ t: (Double, Double, Double, Double, Double, Double)) {
        let list = Self.list()
        let row = Self.pose(list, row: 0, height: t.0, style: .foldBack)
        // The half's own transform is R_x(θ)·T(0, 0, −z): m22 = cos θ, m43 = −z.
        #expect(abs(acos(row.top.transform.m22) * 180 / .pi - t.1) < 0.01)
        #expect(abs(-row.top.transform.m43 - t.2) < 0.01)
        let centreY = t.0 / 2
        // The crease: the bottom half's top edge, at the row's centre on screen.
        let creaseLeft = Self.screen(row.bottom, 0, 0), creaseRight = Self.screen(row.bottom, 320, 0)
        #expect(abs(creaseRight.x - creaseLeft.x - t.3) < 0.1, "crease \(creaseRight.x - creaseLeft.x)")
        let topLeft = Self.screen(row.top, 0, 0), topRight = Self.screen(row.top, 320, 0)
        #expect(abs(topLeft.y - centreY - t.4) < 0.01, "top edge \(topLeft.y - centreY)")
        #expect(abs(topRight.x - topLeft.x - t.5) < 0.1)
        // Hinged at the bottom edge: that stays on the slot's bottom, full width.
        let bottomLeft = Self.screen(row.bottom, 0, 30), bottomRight = Self.screen(row.bottom, 320, 30)
        #expect(abs(bottomLeft.y - t.0) < 1e-9 && abs(bottomRight.x - bottomLeft.x - 320) < 1e-9)
    }

    @Test func aPinchedRowKeepsItsOuterEdgesOnItsSlotAndPushesTheCreaseBack() {
        let list = Self.list()
        let row = Self.pose(list, row: 3, height: 45, style: .pinch)
        let slot = list.rowFrames[3]
        #expect(slot == Rect(x: 0, y: 180, width: 320, height: 45))
        #expect(Self.screen(row.top, 0, 0).distance(to: Point(x: 0, y: 180)) < 1e-9)
        #expect(Self.screen(row.top, 320, 0).distance(to: Point(x: 320, y: 180)) < 1e-9)
        #expect(Self.screen(row.bottom, 0, 30).distance(to: Point(x: 0, y: 225)) < 1e-9)
        // The crease (both halves' inner edges) at the slot's middle, 291.1 wide.
        let a = Self.screen(row.top, 0, 30), b = Self.screen(row.bottom, 320, 0)
        #expect(abs(a.y - 202.5) < 1e-9 && abs(b.y - 202.5) < 1e-9)
        #expect(abs(b.x - a.x - 291.1) < 0.1)
        // Rows below restack right under it.
        #expect(list.rowFrames[4].minY == 225)
    }

    @Test func foldUpIsHingedAtTheTop() {
        let list = Self.list()
        let row = Self.pose(list, row: 6, height: 45, style: .foldUp)
        #expect(abs(Self.screen(row.top, 0, 0).y - 360) < 1e-9)
        #expect(abs(Self.screen(row.top, 320, 0).x - 320) < 1e-9)
        // Its free bottom edge leans back: short of the slot's bottom (360 + 22.5 + 18.77).
        #expect(abs(Self.screen(row.bottom, 0, 30).y - (360 + 22.5 + 18.77)) < 0.01)
    }

    @Test func theTextIsOnePictureCutAtTheCreaseByContentsRect() {
        let list = Self.list()
        let row = Self.pose(list, row: 2, height: 45, style: .pinch)
        guard case .bitmap(let picture) = row.topText.contents, case .bitmap(let same) = row.bottomText.contents else {
            Issue.record("the halves show no picture")
            return
        }
        #expect(picture.pixels == same.pixels && picture.height == 60)
        // Each half's text layer is the picture's width, over the half's colour.
        #expect(row.topText.superlayer === row.top && row.bottomText.superlayer === row.bottom)
        #expect(row.top.contents == nil && row.bottom.contents == nil)
        let width = Double(picture.width)
        #expect(row.topText.frame == Rect(x: 0, y: 0, width: width, height: 30) && row.bottomText.frame == row.topText.frame)
        #expect(row.topText.contentsRect == Rect(x: 0, y: 0, width: 1, height: 0.5))
        #expect(row.bottomText.contentsRect == Rect(x: 0, y: 0.5, width: 1, height: 0.5))
        // White text 12 pt above the crease and 18 below: its lit rows span the crease.
        let litRows = (0..<picture.height).filter { y in (0..<picture.width).contains { picture.pixel(x: $0, y: y).a > 128 } }
        #expect(litRows.first! >= 18 && litRows.first! < 30 && litRows.last! > 30 && litRows.last! < 48)
        // Its 1-pt line sits on the slot's last point, over both halves.
        #expect(row.line.frame == Rect(x: 0, y: 44, width: 320, height: 1) && row.line.zPosition == 1)
    }

    @Test func heatMapColours() {
        func rgb(_ c: Color) -> [Int] { [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } }
        #expect(rgb(FoldingListColors.heatMap(index: 0, count: 7)) == [217, 0, 22])
        #expect(rgb(FoldingListColors.heatMap(index: 3, count: 7)) == [224, 75, 25])
        #expect(rgb(FoldingListColors.heatMap(index: 6, count: 7)) == [232, 150, 27])
        // Fewer rows share the colours of seven: row 1 of 3 is (217·6 + 234)/7, 175/7, (22·6 + 28)/7.
        #expect(rgb(FoldingListColors.heatMap(index: 1, count: 3)) == [219, 25, 23])
        // More spread the map over themselves.
        let middle = FoldingListColors.heatMap(index: 10, count: 20)
        #expect(abs(middle.red - (217 + 234) / 2 / 255) < 1e-12 && abs(middle.green - 87.5 / 255) < 1e-12)
        // The list colours its rows by it, i = 0…6 of seven (docs/effects.md §5.3).
        #expect(Self.list().colors.map(rgb) == [[217, 0, 22], [219, 25, 23], [222, 50, 24], [224, 75, 25], [227, 100, 25],
                                               [229, 125, 26], [232, 150, 27]])
        #expect(Self.list(3).colors.map(rgb) == [[217, 0, 22], [219, 25, 23], [222, 50, 24]])
    }

    @Test func shadingFactors() {
        for (f, top, bottom) in [(0.25, 0.9125, 0.9625), (0.5, 0.825, 0.925), (1, 0.65, 0.85)] {
            #expect(abs(FoldingListColors.topShade(f) - top) < 1e-12)
            #expect(abs(FoldingListColors.bottomShade(f) - bottom) < 1e-12)
        }
        #expect(FoldingListColors.foldFactor(height: 45) == 0.25 && FoldingListColors.foldFactor(height: 30) == 0.5)
        #expect(FoldingListColors.foldFactor(height: 0) == 1 && FoldingListColors.foldFactor(height: 90) == 0)
    }

    /// FoldUp paints both halves with the bottom colour, FoldBack both with the top colour, Pinch
    /// one of each; the factors are HSB brightness, so hue and saturation stay.
    @Test(arguments: [(HalfFoldStyle.foldBack, 0.825, 0.825), (.pinch, 0.825, 0.925), (.foldUp, 0.925, 0.925)])
    func eachStyleShadesItsHalves(_ t: (HalfFoldStyle, Double, Double)) {
        let list = Self.list()
        let color = list.colors[4]
        let row = Self.pose(list, row: 4, height: 30, style: t.0)
        for (half, k) in [(row.top, t.1), (row.bottom, t.2)] {
            let c = half.backgroundColor
            #expect(abs(c.red - color.red * k) < 1e-12 && abs(c.green - color.green * k) < 1e-12 && abs(c.blue - color.blue * k) < 1e-12)
        }
        // Flat rows are not darkened.
        let flat = Self.pose(list, row: 4, height: 60, style: t.0)
        #expect(flat.top.backgroundColor == color && flat.bottom.backgroundColor == color)
    }

    @Test func atRestTheFirstRowFoldsBackTheLastFoldsUpTheOthersPinch() {
        #expect(Self.list(4).styles == [.foldBack, .pinch, .pinch, .foldUp])
        #expect(Self.list(1).styles == [.foldBack])
    }

    @Test func noNaNAtAnyHeightOrWidth() {
        for width in [0.0, 1, 320, 20000] {
            let list = Self.list(3, size: Size(width: width, height: 100))
            for h in [-5.0, 0, 1e-12, 29.999, 60, 60.0001, 500] {
                for style in HalfFoldStyle.allCases {
                    let row = Self.pose(list, row: 1, height: h, style: style)
                    for layer in [row.layer, row.top, row.bottom, row.line] {
                        let m = layer.localToAncestor(nil)
                        let values = [m.m11, m.m22, m.m23, m.m33, m.m41, m.m42, m.m43, m.m44, layer.bounds.height, layer.position.y]
                        #expect(values.allSatisfy { $0.isFinite }, "h \(h) width \(width) \(style): \(layer.name ?? "")")
                        #expect(layer.bounds.height >= 0)
                    }
                }
            }
        }
    }
}
