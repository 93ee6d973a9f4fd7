import CreaseCore
import CreaseFold
import CreaseGestures
import CreaseImage
import CreaseMath
import CreaseScene
import Foundation

/// `crease demo fold`: a picture folding as you drag vertically. Up/down double or halve the
/// strips, N cycles the style (accordion, paper fold, one crease, page flip), L switches the
/// lighting between lit and flat. Untouched, it folds and unfolds by itself.
public final class FoldDemoScene: Scene {
    /// The scene as the registry lists it.
    public static let entry = SceneEntry("fold", .showcase, key: .digit(5), shortName: "fold",
        summary: "the fold core: a picture folding as an accordion, paper fold, one crease or page flip",
        options: [.image], pointerHints: ["drag up/down folds"]) { size, setup in
        FoldDemoScene(size: size, picture: setup.picture(for: size), contentScale: min(1, setup.contentScale))
    }

    public let root: Layer
    private let fold: FoldScene
    private let pan = PanRecognizer()
    private var strips = 16
    private var styleIndex = 0
    private var light = FoldLight.lit(.default)
    /// What a turned strip's back shows: the page under a page flip.
    private let nextPage: LayerContents
    /// Fold amount 0…1 (0 flat); nil while nobody has dragged: it then breathes with time.
    private var amount: Double?
    private var amountAtPanStart = 0.0
    private var lastAmount = 0.0

    /// The fold styles N cycles through, in order.
    static let styles: [FoldStyle] = [.accordion(.center), .paperFold(.leading), .oneCrease, .pageFlip]

    /// `contentScale`: pixels per point of the drawn pictures (1 unless the frame is too large).
    public init(size: Size, picture: Bitmap? = nil, contentScale: Double = 1) {
        // No background here: the fold's own black one becomes the clear colour.
        root = .root(size: size, name: "fold-demo")
        let image = picture ?? Artwork.numberedGrid(size: size, scale: contentScale)
        nextPage = .bitmap(Artwork.stripes(size: size, scale: contentScale, label: "next page"))
        fold = FoldScene(size: size, picture: image, fold: LayerFold(strips: strips, light: light, backContents: nextPage))
        fold.cornerRadius = min(size.width, size.height) * 0.05
        fold.border = (max(2, min(size.width, size.height) * 0.008), .white)
        root.addSublayer(fold.root)
        pan.onChange = { [unowned self] pan in
            switch pan.state {
            case .began: self.amountAtPanStart = self.lastAmount
            case .changed, .ended:
                // Half the screen's height of drag folds it completely.
                self.amount = min(1, max(0, self.amountAtPanStart + pan.translation.y / (size.height / 2)))
            default: break
            }
        }
        update(time: 0)
    }

    public func update(time: Double) {
        let a = amount ?? (0.5 - 0.5 * cos(2 * .pi * time / 4))
        lastAmount = a
        let style = Self.styles[styleIndex]
        fold.folded.fold = LayerFold(style: style, strips: strips, light: light, backContents: nextPage)
        // The accordion and the crease stop at 80°, short of edge-on; the others fold all the way.
        switch style {
        case .accordion, .oneCrease: fold.amount = style.amount(angle: a * 80 * .pi / 180)
        default: fold.amount = a
        }
    }

    /// Untouched it breathes for ever; once dragged, it stays where the finger left it.
    public func nextChange(after time: Double) -> Double { amount == nil ? time : .infinity }

    public func handle(_ event: PointerEvent) { pan.handle(event) }

    /// Each key changes the fold, then shows it at the key's time.
    public var keyBindings: [KeyBinding<Double>] {
        [
            KeyBinding(.up, "strips") { [unowned self] time in strips = min(4096, strips * 2); update(time: time) },
            KeyBinding(.down, "strips") { [unowned self] time in strips = max(2, strips / 2); update(time: time) },
            KeyBinding(.letter("n"), "style") { [unowned self] time in styleIndex = (styleIndex + 1) % Self.styles.count; update(time: time) },
            KeyBinding(.letter("l"), "light") { [unowned self] time in light = light == .flat ? .lit(.default) : .flat; update(time: time) },
        ]
    }
}
