import Foundation
import CreaseCore
import CreaseMath

/// A card with a front and a back that turns about its vertical centre line in perspective:
/// two single-sided faces in a transform layer, so each shows only while it faces the viewer.
final class FlipCard {
    /// Holds the perspective; its anchor (the card's centre) is the vanishing point.
    let stage: Layer
    /// Turns; its transform is the card's.
    let flipper: TransformLayer
    private(set) var isFlipped = false

    init(frame: Rect, contentScale: Double) {
        stage = Layer.make("card-stage", frame: frame)
        stage.sublayerTransform = .perspective(distance: Transform3D.standardEyeDistance)
        flipper = TransformLayer(name: "flipper")
        flipper.frame = Rect(origin: .zero, size: frame.size)
        let radius = min(frame.width, frame.height) * 0.06
        let front = Layer.make("front", frame: flipper.bounds)
        front.contents = .bitmap(Artwork.card(size: frame.size, scale: contentScale, title: "Crease"))
        let back = Layer.make("back", frame: flipper.bounds)
        back.contents = .bitmap(Artwork.cardBack(size: frame.size, scale: contentScale))
        back.transform = .rotation(.pi, 0, 1, 0)
        for face in [front, back] {
            face.cornerRadius = radius
            face.masksToBounds = true
            face.isDoubleSided = false
            flipper.addSublayer(face)
        }
        stage.addSublayer(flipper)
    }

    /// The turn that shows the current face.
    var restingTransform: Transform3D { isFlipped ? .rotation(.pi, 0, 1, 0) : .identity }

    /// Turns over to the other face, 0.8 s on the ease-in-ease-out curve, from wherever the
    /// card is on screen (the host's implicit animation is additive).
    func flip(in host: LayerTreeHost, duration: Double = 0.8) {
        isFlipped.toggle()
        host.transaction(duration: duration, timingFunction: .easeInEaseOut) { flipper.transform = restingTransform }
    }

    // MARK: Dragging

    /// Radians of turn per point of horizontal drag.
    private var turnPerPoint: Double { .pi / max(1, flipper.bounds.width) }

    /// The card follows the finger at once (no implicit animation).
    func dragChanged(translation: Point, host: LayerTreeHost) {
        flipper.removeAllAnimations()
        host.withoutActions { flipper.transform = .rotation(translation.x * turnPerPoint, 0, 1, 0) * restingTransform }
    }

    /// Let go: springs back to its resting face, starting at the drag's speed (points/second).
    func dragEnded(velocity: Point, host: LayerTreeHost) {
        let from = flipper.model.transform
        let turned = from.difference(from: restingTransform)
        // The spring's progress runs 0 → 1 over the whole turn back; the finger's angular speed
        // as a share of that turn per second.
        let angle = atan2(-turned.m13, turned.m11)
        let angularSpeed = velocity.x * turnPerPoint
        let spring = Spring(mass: 1, stiffness: 170, damping: 18, initialVelocity: abs(angle) > 1e-6 ? -angularSpeed / angle : 0)
        host.withoutActions { flipper.transform = restingTransform }
        flipper.add(SpringAnimation(\LayerState.transform, from: from, to: restingTransform, spring: spring), forKey: .springBack)
    }
}

/// The card's return from a drag.
extension AnimationKey {
    static let springBack: AnimationKey = "spring-back"
}
