import CreaseCore
import CreaseGestures
import CreaseMath
import CreaseScene
import Foundation

/// The demo window's scene: a card gently rocking in perspective that flips over (space or a
/// click) and follows a drag, springing back on release; a rounded, bordered, translucent panel;
/// and a rotated group that masks a moving striped layer. Everything moves by animations on a
/// host, so the window, `--headless` and `render --time` show the same thing at the same time.
public final class DemoScene: Scene {
    public let root: Layer
    public let host: LayerTreeHost
    private let card: FlipCard
    private let tap = TapRecognizer()
    private let pan = PanRecognizer()

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
        rock.add(Self.rocking(), forKey: "rock")

        let panel = Layer.make("panel", frame: Rect(x: w * 0.6, y: h * 0.1, width: w * 0.32, height: h * 0.32),
            color: Color(r255: 90, g: 200, b: 250))
        panel.cornerRadius = min(w, h) * 0.05
        panel.borderWidth = max(2, min(w, h) * 0.006)
        panel.borderColor = .white
        panel.opacity = 0.7
        panel.add(Self.swing(degrees: 6, period: 4.5, axisZ: true), forKey: "swing")

        let maskGroup = Layer.make("mask", frame: Rect(x: w * 0.62, y: h * 0.52, width: w * 0.28, height: h * 0.36),
            color: Color(r255: 60, g: 60, b: 90))
        maskGroup.cornerRadius = min(w, h) * 0.06
        maskGroup.masksToBounds = true
        maskGroup.transform = .rotation(8 * .pi / 180, 0, 0, 1)
        let gb = maskGroup.bounds.size
        let stripes = Layer.make("stripes", frame: Rect(x: -gb.width * 0.25, y: -gb.height * 0.25, width: gb.width * 1.5, height: gb.height * 1.5))
        stripes.contents = .bitmap(Artwork.stripes(size: stripes.bounds.size, scale: 1, label: "masked"))
        stripes.transform = .rotation(-20 * .pi / 180, 0, 0, 1)
        stripes.add(Self.swing(degrees: 17, period: 5, axisZ: true), forKey: "swing")
        maskGroup.addSublayer(stripes)

        root.setSublayers([card.stage, panel, maskGroup])
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

    public func key(_ key: Key, time: Double) {
        if key == .space { card.flip(in: host) }
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

    /// Swings about z by ±`degrees`, additive, for ever.
    private static func swing(degrees: Double, period: Double, axisZ: Bool) -> BasicAnimation<Transform3D> {
        let a = degrees * .pi / 180
        var animation = BasicAnimation(\LayerState.transform, from: .rotation(-a, 0, 0, 1), to: .rotation(a, 0, 0, 1),
            duration: period / 2, timingFunction: .easeInEaseOut)
        animation.isAdditive = true
        animation.timing.autoreverses = true
        animation.timing.repeatCount = .infinity
        return animation
    }
}
