import CreaseCore
import CreaseGestures
import CreaseImage
import CreaseMath
import CreaseScene

/// The pan fold on a drawn card app: drag sideways to fold, let go to spring back. Without
/// input it plays a 180 pt drag over 0.75 s from 0.3 s, then lets go. H switches the hinge.
public final class PanFoldScene: Scene {
    public let root: Layer
    public let host: LayerTreeHost
    public private(set) var effect: PanFoldEffect
    private let snapshot: LayerContents
    private let size: Size
    private let pan = PanRecognizer()
    private var player: ScriptPlayer

    public init(size: Size, setup: SceneSetup = SceneSetup()) {
        self.size = size
        snapshot = .bitmap(setup.picture(for: size) ?? CardsAppArt.draw(size: size, scale: setup.contentScale))
        effect = PanFoldEffect(size: size, snapshot: snapshot, style: setup.hinged ? .hinged : .pinned)
        root = .root(size: size, name: "pan-fold")
        root.backgroundColor = .black
        root.addSublayer(effect.container)
        host = LayerTreeHost(root: root)
        player = ScriptPlayer(setup.script ?? Self.demonstration(size: size))
        pan.onChange = { [unowned self] pan in
            switch pan.state {
            case .began, .changed: self.effect.panChanged(translation: pan.translation, host: self.host)
            case .ended, .cancelled: self.effect.panEnded(velocity: pan.velocity, host: self.host)
            default: break
            }
        }
    }

    static func demonstration(size: Size) -> GestureScript {
        GestureScript(events: GestureScript.drag(from: Point(x: size.width * 0.3, y: size.height / 2), by: Point(x: 180, y: 0),
            at: 0.3, duration: 0.75))
    }

    /// The host reaches `time` first, so a release by then springs back from this frame on.
    public func update(time: Double) {
        host.advance(to: time)
        player.play(upTo: time, into: pan)
    }

    public func handle(_ event: PointerEvent) { player.receive(event) }

    public var scriptedInputTimes: [Double] { player.script.events.map(\.time) }

    /// Space plays the demonstration again; H switches between pinned and hinged halves.
    public func key(_ key: Key, time: Double) {
        switch key {
        case .space: player.restart(at: time)
        case .letter("h"):
            let style: PanFoldEffect.Style = effect.style == .pinned ? .hinged : .pinned
            effect.container.removeFromSuperlayer()
            effect = PanFoldEffect(size: size, snapshot: snapshot, style: style)
            host.withoutActions { root.addSublayer(effect.container) }
        default: break
        }
    }
}
