import CreaseCore
import CreaseFold
import CreaseMath
import Foundation

/// A picture folded through the layer tree: each strip a layer showing its part of one shared
/// picture (contentsRect), turned by the fold core's transform, lit per strip; perspective
/// m34 = −1/1000 about the frame centre. The reference path that the dedicated fold pass is
/// tested against.
public final class FoldScene: Scene {
    public let root: Layer
    public private(set) var style: FoldStyle
    public private(set) var layout: StripLayout
    public var axis: FoldAxis = .horizontal
    /// nil: the benchmark's shade (1 − k·sin|a|); otherwise lit from each strip's normal.
    public var lighting: FoldLighting?
    private let picture: Bitmap
    /// What a strip shows when its back faces the viewer (a page flip's next page); nil: the
    /// picture itself, seen from behind.
    public var backPicture: Bitmap? { didSet { apply() } }
    /// The folded view's rounded corners and border, kept by every strip.
    public var cornerRadius: Double = 0 { didSet { apply() } }
    public var border: (width: Double, color: Color) = (0, .clear) { didSet { apply() } }
    private var strips: [FoldStrip] = []
    private var layers: [Layer] = []
    /// Past this many strips a centred accordion draws faster in the dedicated fold pass than as
    /// a layer per strip (the benchmark's finding on llvmpipe).
    public static let foldPassThreshold = 32
    /// Off: always a layer per strip (the benchmark's layer-tree rows, the reference in tests).
    public var allowsFoldPass = true
    private lazy var accordionLayer: AccordionLayer = {
        let layer = AccordionLayer(name: "accordion")
        layer.contents = .bitmap(picture)
        return layer
    }()

    public init(size: Size, picture: Bitmap, style: FoldStyle, strips: Int, lighting: FoldLighting? = nil) {
        root = .root(size: size, name: "fold")
        root.backgroundColor = .black
        root.sublayerTransform = .perspective(distance: 1000)
        self.picture = picture
        self.style = style
        self.lighting = lighting
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

    /// The fold pass draws what this scene would: a centred horizontal accordion of equal strips,
    /// lit by the benchmark's formula or not at all, with no corners or border to keep.
    private var passShade: (away: Double, toward: Double)? {
        guard allowsFoldPass, layout.count > Self.foldPassThreshold, axis == .horizontal,
            case .accordion(_, .center) = style, cornerRadius == 0, border.width == 0
        else { return nil }
        if lighting == nil { return (0.25, 0.6) }
        return lighting == .flat ? (0, 0) : nil
    }

    private func apply() {
        if let shade = passShade, case .accordion(let theta, _) = style {
            accordionLayer.frame = root.bounds
            accordionLayer.strips = layout.count
            accordionLayer.theta = theta
            accordionLayer.shade = shade
            if root.sublayers.first !== accordionLayer { root.setSublayers([accordionLayer]) }
            return
        }
        style.strips(source: root.bounds, layout: layout, axis: axis, into: &strips)
        while layers.count < strips.count {
            let layer = Layer(name: "strip")
            layer.contents = .bitmap(picture)
            layer.anchorPoint = .zero
            layers.append(layer)
        }
        if root.sublayers.count != strips.count || root.sublayers.first === accordionLayer {
            root.setSublayers(Array(layers.prefix(strips.count)))
        }
        for (layer, strip) in zip(layers, strips) {
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
            if let lighting {
                let s = lighting.shading(for: strip)
                layer.shading = LayerShading(multiplier: s.multiplier, leadingEdge: s.leadingEdge, trailingEdge: s.trailingEdge,
                    edgeWidth: s.edgeWidth, axis: axis == .horizontal ? .horizontal : .vertical)
            } else {
                layer.shading = LayerShading(multiplier: FoldLighting.benchmarkShade(angle: strip.angle))
            }
        }
    }
}
