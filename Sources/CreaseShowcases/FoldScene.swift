import CreaseCore
import CreaseFold
import CreaseImage
import CreaseMath
import CreaseScene
import Foundation

/// A picture folded through the layer tree, perspective m34 = −1/1000 about the frame centre.
///
/// A centred horizontal accordion of equal strips under a turn shade or flat light, with no
/// corners or border to keep, is one layer with `Layer.fold` set: the compositor draws it
/// through the renderer's fold pass or as a quad per strip, whichever the renderer says is faster.
/// Every other fold is a layer per strip showing its part of one shared picture (contentsRect),
/// turned by the fold core's transform and lit per strip.
public final class FoldScene: Scene {
    public let root: Layer
    public private(set) var style: FoldStyle
    public private(set) var layout: StripLayout
    public var axis: FoldAxis = .horizontal {
        didSet {
            layout = .equal(count: layout.count, total: axis == .horizontal ? root.bounds.height : root.bounds.width)
            apply()
        }
    }
    public var light: FoldLight { didSet { apply() } }
    private let picture: Bitmap
    /// What a strip shows when its back faces the viewer (a page flip's next page); nil: the
    /// picture itself, seen from behind.
    public var backPicture: Bitmap? { didSet { apply() } }
    /// The folded view's rounded corners and border, kept by every strip.
    public var cornerRadius: Double = 0 { didSet { apply() } }
    public var border: (width: Double, color: Color) = (0, .clear) { didSet { apply() } }
    private var strips: [FoldStrip] = []
    private var stripLayers: [Layer] = []
    private lazy var accordionLayer: Layer = {
        let layer = Layer(name: "accordion")
        layer.contents = .bitmap(picture)
        return layer
    }()

    public init(size: Size, picture: Bitmap, style: FoldStyle, strips: Int, light: FoldLight = .standard) {
        root = .root(size: size, name: "fold")
        root.backgroundColor = .black
        root.sublayerTransform = .perspective(distance: Transform3D.standardEyeDistance)
        self.picture = picture
        self.style = style
        self.light = light
        layout = .equal(count: strips, total: size.height)
        apply()
    }

    /// Folds to a new style or amount (and strip count), without implicit animation.
    public func set(style: FoldStyle, strips: Int? = nil) {
        self.style = style
        if let strips, strips != layout.count {
            layout = .equal(count: strips, total: axis == .horizontal ? root.bounds.height : root.bounds.width)
        }
        apply()
    }

    public func update(time: Double) {}

    /// The accordion a single folded layer can show for this fold, when it is one: with its
    /// amount.
    private var accordion: (LayerFold, Double)? {
        guard axis == .horizontal, case .accordion(let theta, .center) = style, cornerRadius == 0, border.width == 0,
            light.turnShade != nil
        else { return nil }
        return (LayerFold(strips: layout.count, light: light), LayerFold.amount(theta: theta))
    }

    private func apply() {
        if let (fold, amount) = accordion {
            // The root's perspective is about its centre, as the accordion's own is.
            accordionLayer.frame = root.bounds
            accordionLayer.fold = fold
            accordionLayer.foldAmount = amount
            if root.sublayers.count != 1 || root.sublayers[0] !== accordionLayer { root.setSublayers([accordionLayer]) }
            return
        }
        style.strips(source: root.bounds, layout: layout, axis: axis, into: &strips)
        while stripLayers.count < strips.count {
            let layer = Layer(name: "strip")
            layer.anchorPoint = .zero
            stripLayers.append(layer)
        }
        if root.sublayers.count != strips.count || root.sublayers.first === accordionLayer {
            root.setSublayers(Array(stripLayers.prefix(strips.count)))
        }
        for (index, (layer, strip)) in zip(stripLayers, strips).enumerated() {
            layer.edgeAntialiasingMask = axis.antialiasedEdges(.all, ofStrip: index, of: strips.count)
            // The strip's own plane has its origin at its corner: position and anchor at zero
            // leave the fold core's transform as the whole map into the root.
            layer.bounds = Rect(origin: .zero, size: strip.sourceRect.size)
            if strip.showsBack, let back = backPicture {
                // Seen from behind, the strip's plane runs the other way along the fold: reverse
                // the back picture's rect so it reads the right way round.
                layer.contents = .bitmap(back)
                let r = strip.textureRect
                layer.contentsRect = axis == .vertical
                    ? Rect(x: r.maxX, y: r.minY, width: -r.width, height: r.height)
                    : Rect(x: r.minX, y: r.maxY, width: r.width, height: -r.height)
            } else {
                layer.contents = .bitmap(picture)
                layer.contentsRect = strip.textureRect
            }
            layer.transform = strip.transform
            layer.shapeFollowsContents = cornerRadius > 0 || border.width > 0
            layer.cornerRadius = cornerRadius
            layer.borderWidth = border.width
            layer.borderColor = border.color
            layer.shading = light.shading(for: strip, axis: axis)
        }
    }
}
