import CreaseCore
import CreaseMath
import CreaseScene

/// Small scenes, each showing one rule of the renderer plainly: the pixel tests render them, and
/// `crease render --scene NAME` shows them.
public final class CheckScene: Scene {
    /// Which rule the scene shows; its raw value is the scene's name.
    public enum Kind: String, CaseIterable, Sendable {
        /// A card turned 40° about y under m34 = −1/500: its right edge recedes and shrinks.
        case rotatedCard = "rotated-card"
        /// Rounded corners with a border, on a white ground.
        case roundedCorners = "rounded-corners"
        /// A 50 % opaque red square over a blue one, inside a 50 % opaque group.
        case opacity
        /// A group with masksToBounds clipping a rotated child larger than itself.
        case mask
        /// Two single-sided layers, one turned 180°: only the front-facing one is drawn.
        case backface
        /// Two quads crossing in a transform layer: each wins where it is nearer.
        case crossing
        /// What needs a layer's subtree drawn offscreen first, on 800x600 points of grey: a
        /// translucent group faded as one, a mask, a card and its shadow, a folded card.
        case layerLook = "layer-look"

        /// One line for listings.
        public var summary: String {
            switch self {
            case .rotatedCard: "a card turned 40° about y under m34 = −1/500"
            case .roundedCorners: "rounded corners with a border"
            case .opacity: "a translucent square over another, in a translucent group"
            case .mask: "masksToBounds clipping a rotated child"
            case .backface: "single-sided layers, the one turned away not drawn"
            case .crossing: "two quads crossing in a transform layer, depth-tested"
            case .layerLook: "group opacity, a mask layer, a shadowed card and a folded card (800x600)"
            }
        }
    }

    /// The checks as the registry lists them, one a kind.
    public static let entries = Kind.allCases.map { kind in
        SceneEntry(kind.rawValue, .check, summary: kind.summary) { size, _ in CheckScene(kind, size: size) }
    }

    public let root: Layer

    /// The check `kind`, laid out for `size`.
    public init(_ kind: Kind, size: Size) {
        root = .root(size: size, name: kind.rawValue)
        root.backgroundColor = .white
        let w = size.width, h = size.height
        switch kind {
        case .rotatedCard:
            root.sublayerTransform = .perspective(distance: 500)
            let card = Layer.make("card", frame: Rect(x: w * 0.2, y: h * 0.2, width: w * 0.6, height: h * 0.6))
            card.contents = .bitmap(Artwork.stripes(size: card.bounds.size, scale: 1, label: "card"))
            card.transform = .rotation(40 * .pi / 180, 0, 1, 0)
            root.addSublayer(card)
        case .roundedCorners:
            let panel = Layer.make("panel", frame: Rect(x: w * 0.1, y: h * 0.1, width: w * 0.8, height: h * 0.8),
                color: Color(r255: 0, g: 122, b: 255))
            panel.cornerRadius = min(w, h) * 0.2
            panel.borderWidth = min(w, h) * 0.04
            panel.borderColor = Color(r255: 255, g: 204, b: 0)
            root.addSublayer(panel)
        case .opacity:
            let group = Layer.make("group", frame: Rect(x: 0, y: 0, width: w, height: h))
            group.opacity = 0.5
            group.addSublayer(.make("blue", frame: Rect(x: w * 0.1, y: h * 0.1, width: w * 0.5, height: h * 0.5), color: Color(red: 0, green: 0, blue: 1)))
            let red = Layer.make("red", frame: Rect(x: w * 0.4, y: h * 0.4, width: w * 0.5, height: h * 0.5), color: Color(red: 1, green: 0, blue: 0))
            red.opacity = 0.5
            group.addSublayer(red)
            root.addSublayer(group)
        case .mask:
            let group = Layer.make("group", frame: Rect(x: w * 0.25, y: h * 0.25, width: w * 0.5, height: h * 0.5), color: Color(white: 0.8))
            group.masksToBounds = true
            let child = Layer.make("child", frame: Rect(x: -w * 0.1, y: h * 0.15, width: w * 0.7, height: h * 0.2), color: Color(red: 1, green: 0, blue: 0))
            child.transform = .rotation(30 * .pi / 180, 0, 0, 1)
            group.addSublayer(child)
            root.addSublayer(group)
        case .backface:
            root.sublayerTransform = .perspective(distance: Transform3D.standardEyeDistance)
            let front = Layer.make("front", frame: Rect(x: w * 0.05, y: h * 0.25, width: w * 0.4, height: h * 0.5), color: Color(red: 0, green: 0.6, blue: 0))
            front.isDoubleSided = false
            let back = Layer.make("back", frame: Rect(x: w * 0.55, y: h * 0.25, width: w * 0.4, height: h * 0.5), color: Color(red: 1, green: 0, blue: 0))
            back.isDoubleSided = false
            back.transform = .rotation(.pi, 0, 1, 0)
            let flippedVisible = Layer.make("flipped-double-sided", frame: Rect(x: w * 0.55, y: h * 0.8, width: w * 0.4, height: h * 0.15), color: Color(red: 0, green: 0, blue: 1))
            flippedVisible.transform = .rotation(.pi, 0, 1, 0)
            root.setSublayers([front, back, flippedVisible])
        case .crossing:
            root.sublayerTransform = .perspective(distance: 800)
            let space = TransformLayer(name: "space")
            space.frame = Rect(origin: .zero, size: size)
            // Both turned about their vertical centre lines, in opposite directions, so they
            // cross along the middle: red is nearer on the left, blue on the right.
            let red = Layer.make("red", frame: Rect(x: w * 0.2, y: h * 0.3, width: w * 0.6, height: h * 0.4), color: Color(red: 1, green: 0, blue: 0))
            red.transform = .rotation(30 * .pi / 180, 0, 1, 0)
            let blue = Layer.make("blue", frame: Rect(x: w * 0.2, y: h * 0.3, width: w * 0.6, height: h * 0.4), color: Color(red: 0, green: 0, blue: 1))
            blue.transform = .rotation(-30 * .pi / 180, 0, 1, 0)
            space.setSublayers([red, blue])
            root.addSublayer(space)
        case .layerLook:
            Self.buildLayerLook(in: root)
        }
    }

    /// The layer-look check, laid out for 800x600 points whatever the size.
    private static func buildLayerLook(in root: Layer) {
        root.backgroundColor = Color(r255: 128, g: 128, b: 128)
        // Top left: red under blue, overlapping, in a half-opaque group: the overlap shows blue
        // over grey, never red through blue.
        let group = Layer.make("group", frame: Rect(x: 50, y: 50, width: 300, height: 200))
        group.opacity = 0.5
        group.addSublayer(.make("red", frame: Rect(x: 0, y: 0, width: 200, height: 200), color: Color(red: 1, green: 0, blue: 0)))
        group.addSublayer(.make("blue", frame: Rect(x: 100, y: 0, width: 200, height: 200), color: Color(red: 0, green: 0, blue: 1)))
        // Top right: green through a round mask.
        let masked = Layer.make("masked", frame: Rect(x: 450, y: 50, width: 300, height: 200), color: Color(red: 0, green: 1, blue: 0))
        let circle = Layer.make("mask", frame: Rect(x: 100, y: 50, width: 100, height: 100), color: .black)
        circle.cornerRadius = 50
        masked.mask = circle
        // Bottom left: a white card casting a black shadow 20 points down, blurred by 10.
        let card = Layer.make("card", frame: Rect(x: 100, y: 350, width: 200, height: 150), color: .white)
        card.shadowColor = .black
        card.shadowOpacity = 1
        card.shadowRadius = 10
        card.shadowOffset = Size(width: 0, height: 20)
        // Bottom right: a rounded, bordered card with a sublayer, folded as a whole.
        let folded = Layer.make("folded", frame: Rect(x: 450, y: 350, width: 300, height: 200), color: Color(red: 1, green: 1, blue: 0))
        folded.cornerRadius = 30
        folded.borderWidth = 6
        folded.borderColor = .black
        folded.addSublayer(.make("inset", frame: Rect(x: 100, y: 60, width: 100, height: 80), color: Color(red: 0, green: 0, blue: 1)))
        folded.fold = LayerFold(style: .accordion(.leading), strips: 4)
        folded.foldAmount = 0.3
        root.setSublayers([group, masked, card, folded])
    }

    public func update(time: Double) {}
}
