import CreaseCore
import CreaseGestures
import CreaseMath
import CreaseScene

/// The flipping notch on a purple screen with one receipt. Without input it plays two pulls to
/// the clamp (each adds a receipt at the top) with a short pull between that bounces back.
/// Space plays them again.
public final class FlippingNotchScene: EffectScene {
    /// The scene as the registry lists it.
    public static let entry = SceneEntry("flipping-notch", .transition, key: .digit(6), shortName: "notch",
        summary: "pull the list down: a card drops from the notch and flips into a new first receipt",
        options: [.gesture, .reduceMotion], pointerHints: ["drag the list down to the clamp"]) { size, setup in
        FlippingNotchScene(size: size, setup: setup)
    }

    /// The effect the scene shows, for its state.
    public let effect: FlippingNotchEffect
    private let pan = PanRecognizer()

    /// The scene at `size`, drawing the receipts at `setup.contentScale`; plays `setup.script` or
    /// the demonstration.
    public init(size: Size, setup: SceneSetup = SceneSetup()) {
        let scale = setup.contentScale
        let effect = FlippingNotchEffect(size: size) { receipt, cellSize in
            .bitmap(ReceiptArt.draw(receipt, size: cellSize, scale: scale))
        }
        effect.reduceMotion = setup.reduceMotion
        self.effect = effect
        super.init(name: "flipping-notch", size: size, container: effect.container, script: setup.script,
            demonstration: Self.demonstration(layout: effect.layout, fullPull: effect.fingerTravelToClamp))
        listen(with: pan)
        pan.onChange = { [unowned self] pan in
            let time = self.host.time
            switch pan.state {
            case .began:
                self.effect.beginDrag(at: time)
                self.effect.drag(by: pan.translation.y, at: time)
            case .changed: self.effect.drag(by: pan.translation.y, at: time)
            case .ended, .cancelled: self.effect.endDrag(velocity: pan.state == .ended ? pan.velocity.y : 0, at: time)
            default: break
            }
        }
    }

    /// A pull to the clamp at 0.5 s, a short one that bounces back at 2.3 s, another full one at
    /// 3.3 s; each a steady 0.6 s drag from near the list's top.
    static func demonstration(layout: FlippingNotchLayout, fullPull: Double) -> GestureScript {
        let start = Point(x: layout.size.width / 2, y: FlippingNotchLayout.listTop + 40)
        let full = fullPull.isFinite ? fullPull + 30 : 300
        return GestureScript(events:
            GestureScript.drag(from: start, by: Point(x: 0, y: full), at: 0.5, duration: 0.6)
            + GestureScript.drag(from: start, by: Point(x: 0, y: full * 0.4), at: 2.3, duration: 0.6)
            + GestureScript.drag(from: start, by: Point(x: 0, y: full), at: 3.3, duration: 0.6))
    }

    /// A release played this frame starts its run at this frame.
    override func afterInput(at time: Double) { effect.update(time: time) }

    override func effectNextChange(after time: Double) -> Double { effect.isMoving(at: time) ? time : .infinity }

    /// Any size and orientation: laid out again in place.
    public override func resize(to size: Size, time: Double) -> Bool {
        resizeRoot(to: size)
        effect.resize(to: size, time: time)
        return true
    }
}
