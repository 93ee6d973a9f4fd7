import CreaseCore
import CreaseGestures
import CreaseMath
import CreaseScene

/// The launch doors: shut for the delay, then they slide away. The window's aspect picks the
/// portrait or landscape art, at any moment. Space shows them again, R turns them around.
public final class OpenDoorsScene: Scene {
    public let root: Layer
    public let host: LayerTreeHost
    public let effect: OpenDoorsEffect

    public init(size: Size, setup: SceneSetup = SceneSetup()) {
        let scale = setup.contentScale
        effect = OpenDoorsEffect(size: size, delay: setup.doorsDelay) { size in
            if let image = setup.picture(for: size), image.width >= 2 {
                // The user's picture is the doors: its two halves, over a drawn app behind.
                let half = image.width / 2
                let left = ContentCrop.crop(image, x: 0, y: 0, width: half, height: image.height)
                let right = ContentCrop.crop(image, x: half, y: 0, width: image.width - half, height: image.height)
                return .init(background: .bitmap(DoorArt.background(size: size, scale: scale)), left: .bitmap(left), right: .bitmap(right))
            }
            let doors = DoorArt.doors(size: size, scale: scale)
            return .init(background: .bitmap(DoorArt.background(size: size, scale: scale)), left: .bitmap(doors.left), right: .bitmap(doors.right))
        }
        root = .root(size: size, name: "open-doors")
        root.addSublayer(effect.container)
        host = LayerTreeHost(root: root)
    }

    public func update(time: Double) {
        host.advance(to: time)
        effect.update(time: time)
    }

    public func key(_ key: Key, time: Double) {
        switch key {
        case .space: effect.show(at: time)
        case .letter("r"): effect.reverse(at: time)
        default: break
        }
    }

    /// Portrait and landscape swap the art in place: the opening goes on where it was.
    public func resize(to size: Size, time: Double) -> Bool {
        host.withoutActions { root.frame = Rect(origin: .zero, size: size) }
        effect.resize(to: size, time: time)
        return true
    }
}
