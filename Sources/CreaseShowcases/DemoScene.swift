import CreaseCore
import CreaseGestures
import CreaseMath
import CreaseScene
import Foundation

/// The demo window's scene: a card gently rocking in perspective that flips over (space or a
/// click) and follows a drag, springing back on release; a gradient-filled group seen through a
/// round mask, fading in and out as one picture; and a rotated card casting a shadow, folding
/// and unfolding live as its striped content swings inside it. Everything moves by animations
/// on a host, so the window, `--headless` and `render --time` show the same thing at the same
/// time.
public final class DemoScene: Scene {
    /// The scene as the registry lists it.
    public static let entry = SceneEntry("demo", .showcase, key: .digit(4), shortName: "card",
        summary: "a card rocking in perspective that flips, a rounded translucent panel, a masked group",
        pointerHints: ["drag turns the card"]) { size, setup in
        DemoScene(size: size, contentScale: setup.contentScale)
    }

    public let root: Layer
    /// The host whose clock runs every animation in the scene.
    public let host: LayerTreeHost
    let card: FlipCard
    private let tap = TapRecognizer()
    private let pan = PanRecognizer()

    /// The scene at `size`, its pictures drawn at `contentScale` pixels a point.
    public init(size: Size, contentScale: Double = 2) {
        let w = size.width, h = size.height
        root = .root(size: size, name: "demo")
        root.backgroundColor = Color(r255: 28, g: 28, b: 46)

        card = FlipCard(frame: Rect(x: w * 0.08, y: h * 0.15, width: w * 0.39, height: h * 0.7), contentScale: contentScale)
        // The rock is a separate transform layer around the flipper, so flips and drags on the
        // flipper leave it running.
        let rock = TransformLayer(name: "rock")
        rock.frame = card.flipper.frame
        card.flipper.frame = rock.bounds
        card.stage.addSublayer(rock)
        rock.addSublayer(card.flipper)
        rock.add(Self.rocking(), forKey: .rock)

        // A group of a gradient and a disc over it, through a rounded mask, fading as one: the
        // disc never shows the gradient through it.
        let panel = Layer.make("panel", frame: Rect(x: w * 0.6, y: h * 0.08, width: w * 0.32, height: h * 0.34))
        let gradient = GradientLayer(name: "gradient")
        gradient.frame = panel.bounds
        gradient.type = .axial
        gradient.startPoint = Point(x: 0, y: 0)
        gradient.endPoint = Point(x: 1, y: 1)
        gradient.colors = [Color(r255: 90, g: 200, b: 250), Color(r255: 255, g: 45, b: 85)]
        gradient.add(Self.backAndForth(\LayerState.gradientColors, from: gradient.colors,
            to: [Color(r255: 255, g: 204, b: 0), Color(r255: 88, g: 86, b: 214)], period: 6), forKey: .colors)
        let disc = Layer.make("disc", frame: Rect(x: panel.bounds.width * 0.3, y: panel.bounds.height * 0.2,
            width: panel.bounds.height * 0.6, height: panel.bounds.height * 0.6), color: .white)
        disc.cornerRadius = panel.bounds.height * 0.3
        panel.setSublayers([gradient, disc])
        let pb = panel.bounds.size
        let window = Layer.make("panel-mask", frame: Rect(x: pb.width * 0.04, y: pb.height * 0.04, width: pb.width * 0.92, height: pb.height * 0.92),
            color: .black)
        window.cornerRadius = min(w, h) * 0.06
        panel.mask = window
        panel.add(Self.backAndForth(\LayerState.opacity, from: 0.95, to: 0.45, period: 4), forKey: .fade)

        // A card casting a shadow, folding and unfolding live over its swinging stripes. The shadow
        // and the fold are the outer layer's: the inner one's rounded mask would cut its own shadow.
        let foldingCard = Layer.make("folding-card", frame: Rect(x: w * 0.62, y: h * 0.52, width: w * 0.28, height: h * 0.36))
        foldingCard.transform = .rotation(8 * .pi / 180, 0, 0, 1)
        foldingCard.shadowOpacity = 0.6
        foldingCard.shadowRadius = 12
        foldingCard.shadowOffset = Size(width: 0, height: 10)
        foldingCard.fold = LayerFold(strips: 4)
        foldingCard.add(Self.backAndForth(\LayerState.foldAmount, from: 0, to: 0.45, period: 5), forKey: .fold)
        let maskGroup = Layer.make("mask", frame: foldingCard.bounds, color: Color(r255: 60, g: 60, b: 90))
        maskGroup.cornerRadius = min(w, h) * 0.06
        maskGroup.masksToBounds = true
        let gb = maskGroup.bounds.size
        let stripes = Layer.make("stripes", frame: Rect(x: -gb.width * 0.25, y: -gb.height * 0.25, width: gb.width * 1.5, height: gb.height * 1.5))
        stripes.contents = .bitmap(Artwork.stripes(size: stripes.bounds.size, scale: 1, label: "masked"))
        stripes.transform = .rotation(-20 * .pi / 180, 0, 0, 1)
        // Swinging about z by ±17°, on top of the stripes' own turn.
        let angle = 17 * Double.pi / 180
        stripes.add(Self.backAndForth(\LayerState.transform, from: .rotation(-angle, 0, 0, 1), to: .rotation(angle, 0, 0, 1), period: 5,
            additive: true), forKey: .swing)
        maskGroup.addSublayer(stripes)
        foldingCard.addSublayer(maskGroup)

        root.setSublayers([card.stage, panel, foldingCard])
        host = LayerTreeHost(root: root)
        tap.onChange = { [unowned self] tap in
            if tap.state == .ended, self.isOnCard(tap.location) { self.card.flip(in: self.host) }
        }
        pan.onChange = { [unowned self] pan in
            switch pan.state {
            case .began where !self.isOnCard(pan.location - pan.translation): pan.reset()
            case .began, .changed: self.card.dragChanged(translation: pan.translation, host: self.host)
            case .ended, .cancelled: self.card.dragEnded(velocity: pan.velocity, host: self.host)
            default: break
            }
        }
    }

    public func update(time: Double) { host.advance(to: time) }

    /// Space flips the card, as a click on it does.
    public var keyBindings: [KeyBinding<Double>] {
        [KeyBinding(.space, "flips", or: "click") { [unowned self] _ in card.flip(in: host) }]
    }

    /// A tap on the card flips it; a drag turns it, then it springs back.
    public func handle(_ event: PointerEvent) {
        tap.handle(event)
        pan.handle(event)
    }

    private func isOnCard(_ point: Point) -> Bool {
        guard let local = card.stage.convert(point, from: nil) else { return false }
        return card.stage.bounds.contains(local)
    }

    /// Rocks about y by ±14° and x by ∓4°, for ever: additive on whatever turn the card has.
    private static func rocking() -> KeyframeAnimation<Transform3D> {
        let degree = Double.pi / 180
        let values = [
            Transform3D.rotation(-14 * degree, 0, 1, 0).rotated(4 * degree, 1, 0, 0),
            Transform3D.rotation(14 * degree, 0, 1, 0).rotated(-4 * degree, 1, 0, 0),
        ]
        var animation = KeyframeAnimation(\LayerState.transform, values: values, timingFunctions: [.easeInEaseOut], duration: 3)
        animation.isAdditive = true
        animation.timing.autoreverses = true
        animation.timing.repeatCount = .infinity
        return animation
    }

    /// `keyPath` from `from` to `to` and back every `period` seconds, eased, for ever.
    private static func backAndForth<Value: Animatable>(
        _ keyPath: WritableKeyPath<LayerState, Value>, from: Value, to: Value, period: Double, additive: Bool = false
    ) -> BasicAnimation<Value> {
        var animation = BasicAnimation(keyPath, from: from, to: to, duration: period / 2, timingFunction: .easeInEaseOut)
        animation.isAdditive = additive
        animation.timing.autoreverses = true
        animation.timing.repeatCount = .infinity
        return animation
    }
}

/// The demo's running animations.
extension AnimationKey {
    static let rock: AnimationKey = "rock"
    static let colors: AnimationKey = "colors"
    static let fade: AnimationKey = "fade"
    static let fold: AnimationKey = "fold"
    static let swing: AnimationKey = "swing"
}
