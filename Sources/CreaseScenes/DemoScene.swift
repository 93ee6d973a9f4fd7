import CreaseCore
import CreaseMath
import Foundation

/// The demo window's scene: a card tilting in perspective, a rounded, bordered, translucent
/// panel, and a rotated group that masks a moving striped layer.
public final class DemoScene: Scene {
    public let root: Layer
    private let card: Layer
    private let panel: Layer
    private let maskGroup: Layer
    private let stripes: Layer

    public init(size: Size, contentScale: Double = 2) {
        let w = size.width, h = size.height
        root = .root(size: size, name: "demo")
        root.backgroundColor = Color(r255: 28, g: 28, b: 46)

        // The card's stage carries the perspective, so the vanishing point is the card's centre.
        let stage = Layer.make("stage", frame: Rect(x: 0, y: 0, width: w * 0.55, height: h))
        stage.sublayerTransform = .perspective(distance: 1000)
        card = Layer.make("card", frame: Rect(x: w * 0.08, y: h * 0.15, width: w * 0.39, height: h * 0.7))
        card.contents = .bitmap(Artwork.card(size: card.bounds.size, scale: contentScale, title: "Crease"))
        card.contentsScale = contentScale
        card.cornerRadius = min(w, h) * 0.03
        card.masksToBounds = true
        stage.addSublayer(card)

        panel = Layer.make("panel", frame: Rect(x: w * 0.6, y: h * 0.1, width: w * 0.32, height: h * 0.32),
            color: Color(r255: 90, g: 200, b: 250))
        panel.cornerRadius = min(w, h) * 0.05
        panel.borderWidth = max(2, min(w, h) * 0.006)
        panel.borderColor = .white
        panel.opacity = 0.7

        maskGroup = Layer.make("mask", frame: Rect(x: w * 0.62, y: h * 0.52, width: w * 0.28, height: h * 0.36),
            color: Color(r255: 60, g: 60, b: 90))
        maskGroup.cornerRadius = min(w, h) * 0.06
        maskGroup.masksToBounds = true
        maskGroup.transform = .rotation(8 * .pi / 180, 0, 0, 1)
        let gb = maskGroup.bounds.size
        stripes = Layer.make("stripes", frame: Rect(x: -gb.width * 0.25, y: -gb.height * 0.25, width: gb.width * 1.5, height: gb.height * 1.5))
        stripes.contents = .bitmap(Artwork.stripes(size: stripes.bounds.size, scale: 1, label: "masked"))
        maskGroup.addSublayer(stripes)

        root.setSublayers([stage, panel, maskGroup])
        update(time: 0)
    }

    public func update(time: Double) {
        let angle = 35 * sin(2 * .pi * time / 6) * .pi / 180
        card.transform = .rotation(angle, 0, 1, 0)
        panel.transform = .rotation(6 * sin(2 * .pi * time / 9) * .pi / 180, 0, 0, 1)
        stripes.transform = .rotation(-20 * .pi / 180 + 0.3 * sin(2 * .pi * time / 5), 0, 0, 1)
    }
}
