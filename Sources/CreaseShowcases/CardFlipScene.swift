import CreaseCore
import CreaseMath
import CreaseScene

/// One flip of a card about its vertical centre line in perspective, from t = 0 to t = 1 s on
/// the ease-in-ease-out curve: front before, back after.
public final class CardFlipScene: Scene {
    /// The scene as the registry lists it.
    public static let entry = SceneEntry("card-flip", .showcase, summary: "one 1 s card flip from t = 0: edge-on at 0.5 s") { size, setup in
        CardFlipScene(size: size, contentScale: setup.contentScale)
    }

    public let root: Layer
    /// The host whose clock runs the flip.
    public let host: LayerTreeHost
    /// The flip's length, in seconds.
    public static let duration = 1.0

    /// The scene at `size`, its card faces drawn at `contentScale` pixels a point.
    public init(size: Size, contentScale: Double = 2) {
        root = .root(size: size, name: "card-flip")
        root.backgroundColor = Color(r255: 28, g: 28, b: 46)
        let w = size.width, h = size.height
        let card = FlipCard(frame: Rect(x: w * 0.3, y: h * 0.1, width: w * 0.4, height: h * 0.8), contentScale: contentScale)
        root.addSublayer(card.stage)
        card.flipper.transform = .rotation(.pi, 0, 1, 0)
        var flip = BasicAnimation(\LayerState.transform, from: .identity, to: .rotation(.pi, 0, 1, 0),
            duration: Self.duration, timingFunction: .easeInEaseOut)
        flip.timing.fillMode = .backwards
        card.flipper.add(flip, forKey: .cardFlip)
        host = LayerTreeHost(root: root)
    }

    public func update(time: Double) { host.advance(to: time) }
}

/// The card's one flip.
extension AnimationKey {
    static let cardFlip: AnimationKey = "flip"
}
