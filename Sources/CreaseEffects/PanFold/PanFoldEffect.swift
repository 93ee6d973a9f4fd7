import CreaseCore
import CreaseImage
import CreaseMath
import Foundation

/// The fold on a horizontal pan (docs/effects.md §2): a snapshot split into halves, the right one tinted
/// darker the further it is folded (to 0.9 at 30°), each turned about the y axis by
/// translation / 6 degrees with m34 = −1/1000 as the finger pans; let go (or cancelled), it
/// springs back flat from the pan's speed.
///
/// The halves exist only while a pan runs, as in the original (which made them when the pan
/// began): at rest, before the first pan and once the spring back has settled, the screen is
/// the plain snapshot, untinted and in one piece.
///
/// With reduced motion nothing turns: the snapshot stays flat and whole, and a tinted copy of its
/// right half fades in over it as the fold's tint would grow, and out again with the spring's
/// angle, settling when the spring would.
public final class PanFoldEffect {
    /// How the halves hang together.
    public enum Style: Sendable {
        /// The original: each half pinned at its outer edge, each with its own perspective
        /// (two vanishing points); the inner edges part as the angle grows.
        case pinned
        /// A hinge: both halves turn about the crease, which stays joined and recedes, under one
        /// perspective at the centre.
        case hinged
    }

    /// Add this to a hosted layer tree; it covers the screen.
    public let container: Layer
    /// How the halves hang together (given at `init`).
    public let style: Style
    /// Crossfades the tint instead of turning the halves (given at `init`: it picks the layers).
    public let reduceMotion: Bool
    /// Degrees of turn per point of horizontal pan.
    public static let degreesPerPoint = 1.0 / 6
    /// Each half's perspective: m34 = −1/1000.
    public static let perspective = Transform3D.perspective(distance: Transform3D.standardEyeDistance)
    /// The right half's tint at a full fold: its colour times 0.9 (the original drew black at
    /// 10 % over it, at any angle).
    public static let fullTint = 0.9
    /// The angle from which the tint is full, in degrees: the demonstration's 180-pt drag.
    public static let fullTintAngle = 30.0

    /// The snapshot as it is: all there is at rest.
    private let flat: Layer
    private let left: Layer
    private let right: Layer
    /// Reduced motion's right half at the full tint, faded in by the angle's share of it.
    private let tinted: Layer
    /// Reduced motion's spring back: the angle it starts from and when, and the spring.
    private var fade: (start: Double, from: Double, spring: Spring)?
    private let size: Size
    public private(set) var angle: Double = 0
    /// Called when a spring back to flat has come to rest (not when a new pan interrupted it).
    public var onSettled: (() -> Void)?

    /// The effect at `size` over `snapshot`, flat and whole until a pan.
    public init(size: Size, snapshot: LayerContents, style: Style = .pinned, reduceMotion: Bool = false) {
        self.size = size
        self.style = style
        self.reduceMotion = reduceMotion
        container = Layer(name: "pan-fold")
        container.frame = Rect(origin: .zero, size: size)
        flat = Layer(name: "snapshot")
        flat.frame = Rect(origin: .zero, size: size)
        flat.contents = snapshot
        left = Layer(name: "left-half")
        left.contents = snapshot
        left.contentsRect = Rect(x: 0, y: 0, width: 0.5, height: 1)
        right = Layer(name: "right-half")
        right.contents = snapshot
        right.contentsRect = Rect(x: 0.5, y: 0, width: 0.5, height: 1)
        for half in [left, right] { half.bounds = Rect(x: 0, y: 0, width: size.width / 2, height: size.height) }
        tinted = Layer(name: "tinted-right-half")
        tinted.contents = snapshot
        tinted.contentsRect = right.contentsRect
        tinted.frame = Rect(x: size.width / 2, y: 0, width: size.width / 2, height: size.height)
        tinted.shading = Shading(multiplier: Self.fullTint)
        tinted.opacity = 0
        tinted.isHidden = true
        switch style {
        case .pinned:
            left.anchorPoint = Point(x: 0, y: 0.5)
            left.position = Point(x: 0, y: size.height / 2)
            right.anchorPoint = Point(x: 1, y: 0.5)
            right.position = Point(x: size.width, y: size.height / 2)
        case .hinged:
            if !reduceMotion { container.sublayerTransform = Self.perspective }
            // The crease stays joined: neither half antialiases it, or it would show a seam.
            left.edgeAntialiasingMask.remove(.maxX)
            right.edgeAntialiasingMask.remove(.minX)
            left.anchorPoint = Point(x: 1, y: 0.5)
            right.anchorPoint = Point(x: 0, y: 0.5)
            for half in [left, right] { half.position = Point(x: size.width / 2, y: size.height / 2) }
        }
        container.setSublayers(reduceMotion ? [flat, tinted] : [flat, left, right])
        setAngle(0)
        showHalves(false)
    }

    /// The halves while folding (reduced motion: the tinted copy over the snapshot), or the plain
    /// snapshot at rest.
    private func showHalves(_ folding: Bool) {
        if reduceMotion {
            tinted.isHidden = !folding
            return
        }
        flat.isHidden = folding
        left.isHidden = !folding
        right.isHidden = !folding
    }

    /// The pan moved: `translation` in the container's own coordinates (not a turned half's,
    /// which foreshortens and made the original's angle run ahead of the finger).
    public func panChanged(translation: Point, host: LayerTreeHost) {
        left.removeAllAnimations()
        right.removeAllAnimations()
        fade = nil
        showHalves(true)
        host.withoutActions { setAngle(translation.x * Self.degreesPerPoint) }
    }

    /// The pan ended or was cancelled: spring back to flat, starting at the pan's horizontal
    /// speed (points per second); once it settles the halves give way to the snapshot.
    public func panEnded(velocity: Point, host: LayerTreeHost) {
        let from = (left.model, right.model)
        let degreesPerSecond = velocity.x * Self.degreesPerPoint
        // Spring progress runs 0 → 1 as the angle goes from its value to 0.
        let v0 = abs(angle) > 1e-9 ? -degreesPerSecond / angle : 0
        let spring = Spring(mass: 1, stiffness: 200, damping: 22, initialVelocity: v0)
        if reduceMotion {
            fade = (host.time, angle, spring)
            update(time: host.time)
            return
        }
        host.withoutActions { setAngle(0) }
        for (half, old) in [(left, from.0), (right, from.1)] {
            let settled: ((Bool) -> Void)? = half === left ? { [weak self] finished in if finished { self?.settle() } } : nil
            half.add(SpringAnimation(\LayerState.transform, from: old.transform, to: half.model.transform, spring: spring),
                forKey: .spring, completion: settled)
            if old.zPosition != half.model.zPosition {
                half.add(SpringAnimation(\LayerState.zPosition, from: old.zPosition, to: half.model.zPosition, spring: spring), forKey: .springZ)
            }
        }
        // The model is flat now; the tint stays the shown angle's.
        update(time: host.time)
    }

    private func settle() {
        showHalves(false)
        onSettled?()
    }

    /// Whether reduced motion's tint fades by itself (the spring back is an animation).
    public var isFading: Bool { fade != nil }

    /// Brings the tint to the angle shown at host time `t`; call it every frame. The spring back
    /// moves the halves' transforms, and the tint (no animatable property) follows the angle
    /// they show, so it fades as the fold flattens instead of dropping when the spring settles.
    public func update(time t: Double) {
        if let fade {
            let elapsed = t - fade.start
            let settled = elapsed >= fade.spring.settlingDuration
            let shown = settled ? 0 : fade.from * (1 - fade.spring.progress(at: elapsed))
            container.withoutActions { setAngle(shown) }
            if settled {
                self.fade = nil
                settle()
            }
            return
        }
        guard !right.isHidden, right.animation(forKey: .spring) != nil else { return }
        // Either style turns the right half by R_y(−θ), with the perspective only in the fourth
        // column: m11 = cos θ and |m13| = sin |θ|.
        let m = right.presentation(atHostTime: t).transform
        tintRightHalf(forAngle: atan2(abs(m.m13), m.m11) * 180 / .pi)
    }

    /// The right half's colour multiplier at `degrees` of fold: 1 flat, falling in proportion
    /// to the angle to `fullTint` at `fullTintAngle` and beyond.
    static func tint(atAngle degrees: Double) -> Double {
        1 - (1 - fullTint) * min(1, abs(degrees) / fullTintAngle)
    }

    private func tintRightHalf(forAngle degrees: Double) {
        right.shading = Shading(multiplier: Self.tint(atAngle: degrees))
    }

    /// Sets the fold to `degrees` (positive: the crease recedes, a valley); with reduced motion,
    /// the tinted copy's opacity to the share of the full tint that angle gives.
    public func setAngle(_ degrees: Double) {
        angle = degrees
        if reduceMotion {
            tinted.opacity = (1 - Self.tint(atAngle: degrees)) / (1 - Self.fullTint)
            return
        }
        tintRightHalf(forAngle: degrees)
        let a = degrees * .pi / 180
        switch style {
        case .pinned:
            // Left +θ pushes its inner (+x) edge away; the right half mirrors it.
            left.transform = Transform3D.rotation(a, 0, 1, 0) * Self.perspective
            right.transform = Transform3D.rotation(-a, 0, 1, 0) * Self.perspective
        case .hinged:
            // About the crease: the outer edges come forward by (W/2)·sin θ; the crease goes back
            // by as much, so the outer edges stay in the screen plane.
            left.transform = .rotation(a, 0, 1, 0)
            right.transform = .rotation(-a, 0, 1, 0)
            let back = -(size.width / 2) * sin(a)
            left.zPosition = back
            right.zPosition = back
        }
    }

    // MARK: For the package's tests (package access: not part of the library's API)

    /// The flat snapshot shown while no pan folds it.
    package var snapshotLayer: Layer { flat }
    /// The halves shown while folding; the right one is tinted.
    package var halves: (left: Layer, right: Layer) { (left, right) }

    /// A point of a half (its own coordinates) on screen, as presented at host time `t`.
    package func screenPoint(ofLeftHalf isLeft: Bool, _ p: Point, atHostTime t: Double? = nil) -> Point? {
        let half = isLeft ? left : right
        guard let t else { return half.convert(p, to: nil) }
        // Presentation geometry: the halves' parents are not animated, so only their own state.
        let state = half.presentation(atHostTime: t)
        let m = state.localToSuperlayer(container.model) * container.localToAncestor(nil)
        return m.flattened.project(p)
    }
}

/// The halves' spring back, and their lift's.
extension AnimationKey {
    static let spring: AnimationKey = "spring"
    static let springZ: AnimationKey = "spring-z"
}
