import CreaseCore
import CreaseGestures
import CreaseMath
import CreaseScene

/// The launch doors: shut for the delay, then they slide away. The window's aspect picks the
/// portrait or landscape art, at any moment. Space shows them again, R turns them around.
public final class OpenDoorsScene: EffectScene {
    /// The scene as the registry lists it.
    public static let entry = SceneEntry("open-doors", .transition, key: .digit(3), shortName: "doors",
        summary: "a launch image cut into two doors that slide away after a delay",
        options: [.image, .doorsDelay, .reduceMotion]) { size, setup in
        OpenDoorsScene(size: size, setup: setup, options: setup.openDoors)
    }

    /// The effect the scene shows, for its state.
    public let effect: OpenDoorsEffect

    /// The doors at `size`: the user's picture split into doors where `setup` has one, else
    /// drawn art.
    public init(size: Size, setup: SceneSetup = SceneSetup(), options: OpenDoorsOptions = OpenDoorsOptions()) {
        let scale = setup.contentScale
        effect = OpenDoorsEffect(size: size, delay: options.delay) { size in
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
        effect.reduceMotion = setup.reduceMotion
        super.init(name: "open-doors", size: size, container: effect.container, script: nil)
    }

    override func afterInput(at time: Double) { effect.update(time: time) }

    override func effectNextChange(after time: Double) -> Double { effect.nextChange(after: time) }

    public override var keyBindings: [KeyBinding<Double>] {
        [
            KeyBinding(.space, "replay") { [unowned self] time in effect.show(at: time) },
            KeyBinding(.letter("r"), "reverse") { [unowned self] time in effect.reverse(at: time) },
        ]
    }

    /// Portrait and landscape swap the art in place: the opening goes on where it was.
    public override func resize(to size: Size, time: Double) -> Bool {
        resizeRoot(to: size)
        effect.resize(to: size, time: time)
        return true
    }
}
