import CreaseCore
import CreaseFold
import CreaseImage
import CreaseMath
import CreaseScene
import Foundation

/// A picture folded through the layer tree, perspective m34 = −1/1000 about the frame centre.
///
/// A centred horizontal accordion of equal strips under a turn shade, or a page flip showing a
/// next page on its back, with no corners or border to keep, is one layer with `Layer.fold` set:
/// the compositor draws the accordion through the renderer's fold pass or as a quad per strip,
/// whichever the renderer says is faster. Every other fold is a layer per strip showing its part
/// of one shared picture (contentsRect), turned by the fold core's transform and lit per strip.
public final class FoldScene: Scene {
    public let root: Layer
    public private(set) var style: FoldStyle
    public private(set) var layout: StripLayout
    /// Whether the strips stack top to bottom or lie side by side; changing it re-cuts the
    /// strips evenly across the new direction.
    public var axis: FoldAxis = .horizontal {
        didSet {
            layout = .equal(count: layout.count, total: axis == .horizontal ? root.bounds.height : root.bounds.width)
            apply()
        }
    }
    /// How the strips are lit.
    public var light: FoldLight { didSet { apply() } }
    private let picture: Bitmap
    /// What a strip shows when its back faces the viewer (a page flip's next page); nil: the
    /// picture itself, seen from behind.
    public var backPicture: Bitmap? { didSet { apply() } }
    /// The folded view's rounded corners and border, kept by every strip.
    public var cornerRadius: Double = 0 { didSet { apply() } }
    /// The folded view's border, its width in points, kept by every strip.
    public var border: (width: Double, color: Color) = (0, .clear) { didSet { apply() } }
    private var strips: [FoldStrip] = []
    private var stripLayers: [Layer] = []
    private lazy var foldedLayer: Layer = {
        let layer = Layer(name: "folded")
        layer.contents = .bitmap(picture)
        return layer
    }()

    /// `picture` filling `size`, folded in `style` into `strips` equal strips under `light`.
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

    /// The fold a single folded layer can show for this one, when it can: a centred horizontal
    /// accordion under a turn shade, or a page flip with a next page on its back. With its amount.
    private var layerFold: (LayerFold, Double)? {
        guard cornerRadius == 0, border.width == 0 else { return nil }
        switch style {
        case .accordion(let theta, .center) where axis == .horizontal && light.turnShade != nil:
            return (LayerFold(strips: layout.count, light: light), LayerFold.amount(theta: theta))
        case .pageFlip(let angle):
            guard let backPicture else { return nil }
            return (LayerFold(style: .pageFlip, strips: 2, axis: axis, light: light, backContents: .bitmap(backPicture)), angle / .pi)
        default:
            return nil
        }
    }

    private func apply() {
        if let (fold, amount) = layerFold {
            // The root's perspective is about its centre, as the accordion's own is.
            foldedLayer.frame = root.bounds
            foldedLayer.fold = fold
            foldedLayer.foldAmount = amount
            if root.sublayers.count != 1 || root.sublayers[0] !== foldedLayer { root.setSublayers([foldedLayer]) }
            return
        }
        style.strips(source: root.bounds, layout: layout, axis: axis, into: &strips)
        while stripLayers.count < strips.count {
            let layer = Layer(name: "strip")
            layer.anchorPoint = .zero
            stripLayers.append(layer)
        }
        if root.sublayers.count != strips.count || root.sublayers.first === foldedLayer {
            root.setSublayers(Array(stripLayers.prefix(strips.count)))
        }
        for (index, (layer, strip)) in zip(stripLayers, strips).enumerated() {
            layer.edgeAntialiasingMask = axis.antialiasedEdges(.all, ofStrip: index, of: strips.count)
            // The strip's own plane has its origin at its corner: position and anchor at zero
            // leave the fold core's transform as the whole map into the root.
            layer.bounds = Rect(origin: .zero, size: strip.sourceRect.size)
            if strip.showsBack, let back = backPicture {
                layer.contents = .bitmap(back)
                layer.contentsRect = strip.backTextureRect(axis: axis)
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
