import CreaseCore
import CreaseGestures
import CreaseImage
import CreaseMath
import CreaseScene

/// The pan fold on a drawn card app: drag sideways to fold, let go to spring back. Without
/// input it plays a 180 pt drag over 0.75 s from 0.3 s, then lets go. H switches the hinge.
public final class PanFoldScene: EffectScene {
    /// The scene as the registry lists it.
    public static let entry = SceneEntry("pan-fold", .transition, key: .digit(2), shortName: "pan fold",
        summary: "drag sideways: the two halves turn in 3D about their outer edges, then spring back",
        options: [.image, .gesture, .hinge, .reduceMotion], pointerHints: ["drag sideways"]) { size, setup in
        PanFoldScene(size: size, setup: setup, options: setup.panFold)
    }

    public private(set) var effect: PanFoldEffect
    private let snapshot: LayerContents
    private let size: Size
    private let reduceMotion: Bool
    private let pan = PanRecognizer()

    /// The pan fold at `size` over a drawn card app (or the user's picture), hinged as
    /// `options` says.
    public init(size: Size, setup: SceneSetup = SceneSetup(), options: PanFoldOptions = PanFoldOptions()) {
        self.size = size
        reduceMotion = setup.reduceMotion
        snapshot = .bitmap(setup.picture(for: size) ?? CardsAppArt.draw(size: size, scale: setup.contentScale))
        effect = PanFoldEffect(size: size, snapshot: snapshot, style: options.hinged ? .hinged : .pinned, reduceMotion: reduceMotion)
        super.init(name: "pan-fold", size: size, background: .black, container: effect.container, script: setup.script,
            demonstration: Self.demonstration(size: size))
        listen(with: pan)
        pan.onChange = { [unowned self] pan in
            switch pan.state {
            case .began, .changed: self.effect.panChanged(translation: pan.translation, host: self.host)
            case .ended, .cancelled: self.effect.panEnded(velocity: pan.velocity, host: self.host)
            default: break
            }
        }
    }

    /// The tint follows a spring back's angle, frame by frame.
    override func afterInput(at time: Double) { effect.update(time: time) }

    override func effectNextChange(after time: Double) -> Double { effect.isFading ? time : .infinity }

    static func demonstration(size: Size) -> GestureScript {
        GestureScript(events: GestureScript.drag(from: Point(x: size.width * 0.3, y: size.height / 2), by: Point(x: 180, y: 0),
            at: 0.3, duration: 0.75))
    }

    /// Space plays the demonstration again; H switches between pinned and hinged halves.
    public override var keyBindings: [KeyBinding<Double>] {
        super.keyBindings + [KeyBinding(.letter("h"), "hinge") { [unowned self] _ in switchHinge() }]
    }

    private func switchHinge() {
        let style: PanFoldEffect.Style = effect.style == .pinned ? .hinged : .pinned
        effect.container.removeFromSuperlayer()
        effect = PanFoldEffect(size: size, snapshot: snapshot, style: style, reduceMotion: reduceMotion)
        host.withoutActions { root.addSublayer(effect.container) }
    }
}
