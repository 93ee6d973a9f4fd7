import CreaseCore
import CreaseFold
import CreaseMath

/// One row of the folding list as MHFoldingLayer built it (docs/effects.md §5.1, §5.2): a layer as tall
/// as its slot with m34 = −1/200 about its centre, a top and a bottom half 30 tall hinged at that
/// centre, each turned by R_x(±θ)·T(0, 0, −z), and a 1-pt line over both.
///
/// The row's text is one picture of the whole row; each half shows its part by contentsRect
/// (Opaque's own proposal in place of its two text layers), so nothing runs past the crease. The
/// picture lies in a sublayer of each half as wide as the text, over the half's colour: the rest
/// of the row is a plain colour, which costs a renderer no texture reads.
final class FoldingListRow {
    let layer = Layer(name: "row")
    let top = Layer(name: "row-top")
    let bottom = Layer(name: "row-bottom")
    let topText = Layer(name: "row-top-text")
    let bottomText = Layer(name: "row-bottom-text")
    let line = Layer(name: "row-line")
    let text: String
    /// The height of the row's slot: 60 at rest, less while folded, more while fingers stretch it.
    var slot: Double
    var color: Color
    var style: HalfFoldStyle
    /// Folding away: it leaves the list when a settle brings it to nothing.
    var leaving = false
    /// The row width the text picture was drawn for, and the picture's own width in points.
    private var drawnFor: Double?
    private var pictureWidth = 1.0

    init(text: String, slot: Double, color: Color, style: HalfFoldStyle) {
        self.text = text
        self.slot = slot
        self.color = color
        self.style = style
        layer.sublayerTransform = FoldingListEffect.perspective
        top.anchorPoint = Point(x: 0.5, y: 1)
        bottom.anchorPoint = Point(x: 0.5, y: 0)
        // Each half meets the other at the crease and the next row above or below: only their
        // sides are antialiased, or the shared edges would show seams.
        for part in [top, bottom, topText, bottomText] { part.edgeAntialiasingMask = [.minX, .maxX] }
        top.addSublayer(topText)
        bottom.addSublayer(bottomText)
        line.backgroundColor = Color(white: 0, alpha: 0.2)
        // Over both halves, whatever their depth: Core Animation sorts siblings by zPosition.
        line.zPosition = 1
        layer.setSublayers([top, bottom, line])
    }

    /// Draws the text for `width` unless it already is.
    func drawText(width: Double, scale: Double) {
        guard drawnFor != width else { return }
        drawnFor = width
        let drawn = ListRowArt.draw(text, width: width, scale: scale)
        pictureWidth = max(drawn.width, 1e-9)
        topText.contents = .bitmap(drawn.picture)
        bottomText.contents = .bitmap(drawn.picture)
    }

    /// Shows `other`'s text picture, drawn for the same width: a copy of a row draws nothing.
    func shareText(of other: FoldingListRow) {
        drawnFor = other.drawnFor
        pictureWidth = other.pictureWidth
        topText.contents = other.topText.contents
        bottomText.contents = other.bottomText.contents
    }

    /// Poses the row in a slot `height` tall (by default its own) from `y` (container
    /// coordinates), `width` wide, as docs/effects.md §5.2 says.
    func layOut(y: Double, width: Double, height: Double? = nil) {
        let l = FoldingListEffect.rowHeight / 2
        let h = max(height ?? slot, 0)
        layer.frame = Rect(x: 0, y: y, width: width, height: h)
        // Folded, the halves keep their 30 pt; stretched past 60 they grow to fill the slot, the
        // text staying its size at the crease (the picture's clear edges fill the rest).
        let half = max(l, h / 2)
        let (theta, z) = FoldStyle.halfFoldAngle(height: min(h, 2 * l), halfLength: l)
        let (topAngle, bottomAngle) = style.angles(theta: theta)
        let centre = Point(x: width / 2, y: h / 2)
        for (part, angle) in [(top, topAngle), (bottom, bottomAngle)] {
            part.bounds = Rect(x: 0, y: 0, width: width, height: half)
            part.position = centre
            part.transform = Transform3D.rotation(angle, 1, 0, 0) * .translation(0, 0, -z)
        }
        // The picture spans the row's left part (cut at the row's end); above or below it in a
        // stretched row, its clear edges stretch.
        let share = half / (2 * l), shown = min(width, pictureWidth)
        for (text, top) in [(topText, 0.5 - share), (bottomText, 0.5)] {
            text.frame = Rect(x: 0, y: 0, width: shown, height: half)
            text.contentsRect = Rect(x: 0, y: top, width: shown / pictureWidth, height: share)
        }
        let colors = FoldingListColors.halves(color, style: style, fold: FoldingListColors.foldFactor(height: h))
        top.backgroundColor = colors.top
        bottom.backgroundColor = colors.bottom
        let lineHeight = min(1, h)
        line.frame = Rect(x: 0, y: h - lineHeight, width: width, height: lineHeight)
    }
}
