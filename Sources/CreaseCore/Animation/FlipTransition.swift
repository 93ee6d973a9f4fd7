import CreaseMath
import Glibc

/// UIView.transition(from:to:) with a flip option, for any two layers: `front` turns over
/// about its centre line and `back` is what shows on its other side.
///
/// Both faces turn together through one eased half turn (back starts half a turn behind) and
/// are single-sided, so the picture swaps exactly when the card is edge-on at 90°. The turn is
/// seen through m34 = −1/1000 about each face's anchor point: UIKit's own perspective for its
/// flips is undocumented, and 1000 is the distance the iOS fold write-ups use.
public struct FlipTransition: Sendable {
    /// The edge that comes towards the viewer first (UIView.AnimationOptions.transitionFlipFrom…).
    public enum Edge: Sendable, CaseIterable { case top, bottom, left, right }

    /// The edge that turns towards the viewer.
    public var edge: Edge
    /// The length of the whole half turn, in seconds.
    public var duration: Double
    /// The curve the angle follows (ease-in-ease-out, as UIKit's flips).
    public var timingFunction: TimingFunction
    /// The perspective the faces are seen through: m34 = −1/`standardEyeDistance`.
    public static let perspective = Transform3D.perspective(distance: Transform3D.standardEyeDistance)

    /// A flip from `edge` lasting `duration` seconds.
    public init(edge: Edge, duration: Double, timingFunction: TimingFunction = .easeInEaseOut) {
        self.edge = edge
        self.duration = duration
        self.timingFunction = timingFunction
    }

    /// Turns `front` over to `back`, both already in place (usually one frame, the same
    /// superlayer), from `beginTime` (host time; nil is now). Until then `back` is hidden behind
    /// `front`; at the end `front` leaves its superlayer, as UIKit removes the from-view, and
    /// `completion` hears whether the turn ran to its end.
    public func run(from front: Layer, to back: Layer, beginTime: Double? = nil, completion: ((Bool) -> Void)? = nil) {
        for face in [front, back] { face.isDoubleSided = false }
        front.add(animation(turnedBy: 0, beginTime: beginTime, layer: front), forKey: .flip) { finished in
            if finished { front.removeFromSuperlayer() }
            completion?(finished)
        }
        back.add(animation(turnedBy: -.pi, beginTime: beginTime, layer: back), forKey: .flip)
    }

    private func animation(turnedBy offset: Double, beginTime: Double?, layer: Layer) -> FlipAnimation {
        var flip = FlipAnimation(edge: edge, startAngle: offset, timingFunction: timingFunction)
        flip.timing.duration = duration
        if let beginTime { flip.timing.beginTime = layer.superlayer.map { $0.localTime(ofHostTime: beginTime) } ?? beginTime }
        // Held at the ends: the back stays turned away before its start, the front after its end.
        flip.timing.fillMode = .both
        return flip
    }

    /// The rotation axis and the sign that brings `edge` forward (towards +z, the viewer).
    static func axis(of edge: Edge) -> (x: Double, y: Double, sign: Double) {
        // A positive turn about x brings +y (the bottom) forward; about y it pushes +x back.
        switch edge {
        case .bottom: (1, 0, 1)
        case .top: (1, 0, -1)
        case .left: (0, 1, 1)
        case .right: (0, 1, -1)
        }
    }
}

/// One face's half turn: its transform becomes R(angle) · perspective · transform, with the
/// angle going from `startAngle` to `startAngle + π` along the curve.
public struct FlipAnimation: LayerAnimation {
    /// The edge that turns towards the viewer.
    public var edge: FlipTransition.Edge
    /// The face's angle at the start, in radians: 0 for the front, −π for the back.
    public var startAngle: Double
    /// The curve the angle follows over the pass.
    public var timingFunction: TimingFunction
    /// Duration, begin time and fill mode (the transition holds both ends).
    public var timing = MediaTiming()

    /// One face's turn from `startAngle` (radians) through half a turn, brought forward by `edge`.
    public init(edge: FlipTransition.Edge, startAngle: Double, timingFunction: TimingFunction) {
        self.edge = edge
        self.startAngle = startAngle
        self.timingFunction = timingFunction
    }

    /// The face's angle (radians, signed towards the viewer) at `passTime`.
    public func angle(atPassTime passTime: Double) -> Double {
        let (_, _, sign) = FlipTransition.axis(of: edge)
        return sign * (startAngle + .pi * timingFunction.progress(at: passTime / timing.effectiveDuration))
    }

    public func apply(passTime: Double, to state: inout LayerState) {
        let (x, y, _) = FlipTransition.axis(of: edge)
        let turn = Transform3D.rotation(angle(atPassTime: passTime), x, y, 0)
        state.transform = turn * FlipTransition.perspective * state.transform
    }
}

/// The two faces' turns.
extension AnimationKey {
    static let flip: AnimationKey = "flip"
}
