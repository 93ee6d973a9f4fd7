import CreaseCore
import CreaseMath
import Foundation
import Testing

@testable import CreaseEffects
import CreaseImage
import CreaseScene

/// docs/effects.md §2: the angle per point, the inner-edge table (W = 320), pinned edges,
/// mirror symmetry, the hinged style and the spring back.
struct PanFoldEffectTests {
    let size = Size(width: 320, height: 480)

    func make(_ style: PanFoldEffect.Style = .pinned) -> (PanFoldEffect, LayerTreeHost) {
        let effect = PanFoldEffect(size: size, snapshot: EffectFixtures.contents(), style: style)
        return (effect, EffectFixtures.host(holding: effect.container, size: size))
    }

    /// Inner edge of the left half: its distance from the pin, its vertical scale, and the gap.
    func innerEdge(_ effect: PanFoldEffect) -> (x: Double, scale: Double, gap: Double) {
        let top = effect.screenPoint(ofLeftHalf: true, Point(x: 160, y: 0))!
        let bottom = effect.screenPoint(ofLeftHalf: true, Point(x: 160, y: 480))!
        let rightInner = effect.screenPoint(ofLeftHalf: false, Point(x: 0, y: 240))!
        return (top.x, (bottom.y - top.y) / 480, rightInner.x - top.x)
    }

    @Test func oneDegreePerSixPointsInContainerSpace() {
        let (effect, host) = make()
        effect.panChanged(translation: Point(x: 60, y: 13), host: host)
        #expect(effect.angle == 10)
        // The original measured in the turned half's space, so its angle ran ahead of the
        // finger (about 1/cos θ); here 180 pt is exactly 30°.
        effect.panChanged(translation: Point(x: 180, y: 0), host: host)
        #expect(effect.angle == 30)
    }

    @Test(arguments: [(60.0, 153.3, 0.973, 13.4), (90, 148.4, 0.960, 23.2), (180, 128.3, 0.926, 63.4), (-90, 161.2, 1.043, -2.4)])
    func innerEdgesMatchTheTable(_ row: (Double, Double, Double, Double)) {
        let (effect, host) = make()
        effect.panChanged(translation: Point(x: row.0, y: 0), host: host)
        let edge = innerEdge(effect)
        #expect(abs(edge.x - row.1) < 0.05, "inner edge \(edge.x)")
        #expect(abs(edge.scale - row.2) < 0.0005, "scale \(edge.scale)")
        #expect(abs(edge.gap - row.3) < 0.1, "gap \(edge.gap)")
    }

    @Test func outerEdgesStayPinnedAndTheHalvesMirror() {
        let (effect, host) = make()
        for tx in [-200.0, -45, 30, 120, 300] {
            effect.panChanged(translation: Point(x: tx, y: 0), host: host)
            for y in [0.0, 100, 480] {
                #expect(effect.screenPoint(ofLeftHalf: true, Point(x: 0, y: y))!.distance(to: Point(x: 0, y: y)) < 1e-9)
                #expect(effect.screenPoint(ofLeftHalf: false, Point(x: 160, y: y))!.distance(to: Point(x: 320, y: y)) < 1e-9)
                let l = effect.screenPoint(ofLeftHalf: true, Point(x: 160, y: y))!
                let r = effect.screenPoint(ofLeftHalf: false, Point(x: 0, y: y))!
                #expect(abs(l.x - (320 - r.x)) < 1e-9 && abs(l.y - r.y) < 1e-9)
            }
        }
    }

    @Test func theHingedStyleStaysJoinedAtTheCrease() {
        let (effect, host) = make(.hinged)
        effect.panChanged(translation: Point(x: 150, y: 0), host: host)  // 25°
        for y in [0.0, 240, 480] {
            let l = effect.screenPoint(ofLeftHalf: true, Point(x: 160, y: y))!
            let r = effect.screenPoint(ofLeftHalf: false, Point(x: 0, y: y))!
            #expect(l.distance(to: r) < 1e-9)
        }
        // The crease recedes: it looks shorter than the outer edges, which stay full height.
        let creaseTop = effect.screenPoint(ofLeftHalf: true, Point(x: 160, y: 0))!
        let outerTop = effect.screenPoint(ofLeftHalf: true, Point(x: 0, y: 0))!
        #expect(creaseTop.y > outerTop.y)
        #expect(abs(outerTop.y - 0) < 1e-6)
    }

    @Test func atRestTheScreenIsThePlainSnapshotAndHalvesOnlyWhilePanning() {
        // The halves, the right one tinted, used to stay on screen at rest: a darker right half
        // and a seam before any pan and after every spring back.
        let snapshot = EffectFixtures.contents()
        let effect = PanFoldEffect(size: size, snapshot: snapshot, style: .pinned)
        let host = EffectFixtures.host(holding: effect.container, size: size)
        var settled = false
        effect.onSettled = { settled = true }
        Self.expectAtRest(effect, showing: snapshot)

        effect.panChanged(translation: Point(x: 40, y: 0), host: host)
        // 40 pt is 6.67°: 2/9 of the way to the full tint at 30°, 1 − 0.1·2/9.
        Self.expectHalves(effect, showing: snapshot, tint: 1 - 0.1 * 2 / 9)
        effect.panEnded(velocity: .zero, host: host)
        host.advance(to: 0.05)
        Self.expectHalves(effect, showing: snapshot)  // still springing back
        var t = 0.05
        while !settled && t < 3 {
            t += 1.0 / 60
            host.advance(to: t)
        }
        #expect(settled)
        Self.expectAtRest(effect, showing: snapshot)
    }

    @Test func theScenesFoldShowsHalvesOnlyDuringItsDrag() {
        // The demonstration drags from 0.3 s to 1.05 s, then lets go.
        var setup = SceneSetup()
        setup.contentScale = 1
        let scene = PanFoldScene(size: size, setup: setup)
        let snapshot = scene.effect.snapshotLayer.contents!
        scene.update(time: 0.1)
        Self.expectAtRest(scene.effect, showing: snapshot)
        var t = 0.1
        while t < 0.8 {
            t += 1.0 / 60
            scene.update(time: t)
        }
        Self.expectHalves(scene.effect, showing: snapshot)
        while t < 3 {
            t += 1.0 / 60
            scene.update(time: t)
        }
        Self.expectAtRest(scene.effect, showing: snapshot)
    }

    /// One untinted layer shows the whole snapshot.
    static func expectAtRest(_ effect: PanFoldEffect, showing snapshot: LayerContents, sourceLocation: SourceLocation = #_sourceLocation) {
        let drawn = EffectFixtures.drawnLayers(in: effect.container)
        #expect(drawn.count == 1, "\(drawn.map(\.name))", sourceLocation: sourceLocation)
        guard let only = drawn.first else { return }
        #expect(EffectFixtures.bitmap(only.contents) === EffectFixtures.bitmap(snapshot), sourceLocation: sourceLocation)
        #expect(only.contentsRect == .unit && only.shading == nil && only.bounds.size == effect.container.bounds.size,
                sourceLocation: sourceLocation)
    }

    /// The two halves of the snapshot, the right one tinted (by `tint`, where given).
    static func expectHalves(_ effect: PanFoldEffect, showing snapshot: LayerContents, tint: Double? = nil,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let drawn = EffectFixtures.drawnLayers(in: effect.container)
        #expect(drawn.map(\.name) == ["left-half", "right-half"], sourceLocation: sourceLocation)
        guard drawn.count == 2 else { return }
        #expect(drawn.allSatisfy { EffectFixtures.bitmap($0.contents) === EffectFixtures.bitmap(snapshot) }, sourceLocation: sourceLocation)
        #expect(drawn[0].contentsRect == Rect(x: 0, y: 0, width: 0.5, height: 1) && drawn[0].shading == nil, sourceLocation: sourceLocation)
        #expect(drawn[1].contentsRect == Rect(x: 0.5, y: 0, width: 0.5, height: 1), sourceLocation: sourceLocation)
        let multiplier = drawn[1].shading?.multiplier ?? 1
        #expect(multiplier < 1 && multiplier >= 0.9, sourceLocation: sourceLocation)
        if let tint { #expect(abs(multiplier - tint) < 1e-12, "tint \(multiplier)", sourceLocation: sourceLocation) }
    }

    /// The right half darkens in proportion to the angle, to the original's 0.9 at 30° (180 pt)
    /// and no further: a fold that has not moved is untinted, like the plain snapshot.
    @Test(arguments: [(0.0, 1.0), (45, 0.975), (90, 0.95), (180, 0.9), (360, 0.9), (-90, 0.95), (-240, 0.9)])
    func theTintFollowsTheAngle(_ translation: Double, tint: Double) {
        let (effect, host) = make()
        effect.panChanged(translation: Point(x: translation, y: 0), host: host)
        let right = EffectFixtures.drawnLayers(in: effect.container).last
        #expect(right?.name == "right-half" && abs((right?.shading?.multiplier ?? 1) - tint) < 1e-12)
    }

    /// Released at 30°, the tint fades with the angle as the spring flattens the fold: from 0.9
    /// at the release to within a thousandth of 1 at the last frame before the snapshot comes
    /// back, never more than 3/255 from one frame to the next.
    @Test func theTintFadesWithTheSpringBack() {
        let (effect, host) = make()
        effect.panChanged(translation: Point(x: 180, y: 0), host: host)
        effect.panEnded(velocity: Point(x: 240, y: 0), host: host)
        var settled = false
        effect.onSettled = { settled = true }
        func shown() -> Double { EffectFixtures.drawnLayers(in: effect.container).last?.shading?.multiplier ?? 1 }
        var tints = [shown()]
        var t = 0.0
        while !settled && t < 3 {
            t += 1.0 / 60
            host.advance(to: t)
            effect.update(time: t)
            tints.append(shown())
        }
        #expect(settled && tints[0] == 0.9 && tints.last == 1)
        #expect(tints.dropLast().last.map { $0 > 0.999 } == true, "\(tints.suffix(3))")
        let steps = zip(tints, tints.dropFirst()).map { abs($1 - $0) }
        #expect(steps.max()! <= 3.0 / 255, "largest step \(steps.max()! * 255) levels")
    }

    @Test func releaseSpringsBackFlatStartingWithThePansSpeed() {
        let (effect, host) = make()
        effect.panChanged(translation: Point(x: 120, y: 0), host: host)  // 20°
        let held = innerEdge(effect).x
        // Still moving right (opening the fold further) at release: it keeps going a moment.
        effect.panEnded(velocity: Point(x: 600, y: 0), host: host)
        let soon = effect.screenPoint(ofLeftHalf: true, Point(x: 160, y: 0), atHostTime: 0.02)!.x
        #expect(soon < held)
        var settledAt: Double?
        effect.onSettled = { settledAt = host.time }
        var t = 0.0
        while settledAt == nil && t < 3 {
            t += 1.0 / 60
            host.advance(to: t)
        }
        // It reports once at rest: flat to a hundredth of a point then, not before 0.2 s.
        let atRest = effect.screenPoint(ofLeftHalf: true, Point(x: 160, y: 0), atHostTime: t)!.x
        #expect(settledAt.map { $0 > 0.2 } == true && abs(atRest - 160) < 0.01, "settled at \(String(describing: settledAt)), edge \(atRest)")
        host.advance(to: 3)
        let settled = effect.screenPoint(ofLeftHalf: true, Point(x: 160, y: 0), atHostTime: 3)!.x
        #expect(abs(settled - 160) < 1e-3)
    }
}
