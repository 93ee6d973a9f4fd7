import CreaseMath
import Foundation
import Testing

@testable import CreaseCore

/// Core Animation's transform sub-key paths ("transform.rotation.z" and the rest): a part of
/// the transform's decomposition, read and set, and animated as a number.
struct TransformPartAnimationTests {
    func presented(_ animation: some LayerAnimation, over model: Transform3D = .identity, at t: Double) -> Transform3D {
        let layer = Layer()
        layer.transform = model
        layer.add(animation)
        return layer.presentationState(atLocalTime: t).transform
    }

    func expectClose(_ a: Transform3D, _ b: Transform3D, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.distance(to: b) < 1e-9, "\(a) is not \(b)", sourceLocation: sourceLocation)
    }

    @Test func partsAreReadFromTheDecomposition() {
        let m = Transform3D.scale(2, 3, 4) * .rotation(0.5, 0, 0, 1) * .translation(7, 8, 9)
        #expect(abs(m.rotationZ - 0.5) < 1e-12 && abs(m.rotation - 0.5) < 1e-12)
        #expect(abs(m.rotationX) < 1e-12 && abs(m.rotationY) < 1e-12)
        #expect(abs(m.scaleX - 2) < 1e-12 && abs(m.scaleY - 3) < 1e-12 && abs(m.scaleZ - 4) < 1e-12)
        #expect(abs(m.scale - 3) < 1e-12)  // the mean of 2, 3 and 4
        #expect(m.translation == Size(width: 7, height: 8) && m.translationZ == 9)
        #expect(abs(Transform3D.rotation(0.3, 1, 0, 0).rotationX - 0.3) < 1e-12)
        #expect(abs(Transform3D.rotation(-0.3, 0, 1, 0).rotationY + 0.3) < 1e-12)
    }

    @Test func aSpinOfRotationZTurnsOnceWhereMatricesWouldNotMove() {
        var spin = BasicAnimation(\LayerState.transform.rotationZ, from: 0, to: 2 * .pi, duration: 1)
        spin.timing.fillMode = .forwards
        // Half a turn at half time: a point goes to its mirror through the anchor.
        let mirrored = presented(spin, at: 0.5).project(Point(x: 10, y: 4))
        #expect(abs(mirrored.x + 10) < 1e-9 && abs(mirrored.y + 4) < 1e-9)
        expectClose(presented(spin, at: 0.75), .rotation(3 * .pi / 2, 0, 0, 1))
        expectClose(presented(spin, at: 1), .identity)
        // Keyframes (the generic path) pass through the same angles.
        let keyframes = KeyframeAnimation(\LayerState.transform.rotation, values: [0, .pi, 2 * .pi], duration: 1)
        expectClose(presented(keyframes, at: 0.75), .rotation(3 * .pi / 2, 0, 0, 1))
        // The same ends as matrices are both the identity, and nothing moves.
        let matrices = BasicAnimation(\LayerState.transform, from: .identity, to: .rotation(2 * .pi, 0, 0, 1), duration: 1)
        expectClose(presented(matrices, at: 0.5), .identity)
    }

    @Test func scaleKeepsTheTurnOfTheLayersTransform() {
        let turned = Transform3D.rotation(.pi / 2, 0, 0, 1)
        let grow = BasicAnimation(\LayerState.transform.scale, from: 1, to: 3, duration: 1)
        // Scale applies before the rotation, and the uniform scale sets all three factors.
        expectClose(presented(grow, over: turned, at: 0.5), .scale(2, 2, 2) * turned)
        let widen = BasicAnimation(\LayerState.transform.scaleX, from: 1, to: 5, duration: 1)
        expectClose(presented(widen, over: turned, at: 0.25), .scale(2, 1, 1) * turned)
    }

    @Test func translationAddsAfterTheScaleAndTurn() {
        let model = Transform3D.scale(2, 2, 1) * .rotation(.pi / 2, 0, 0, 1)
        let slide = BasicAnimation(\LayerState.transform.translation, from: .zero, to: Size(width: 20, height: 40), duration: 1)
        let halfway = presented(slide, over: model, at: 0.5)
        expectClose(halfway, model * .translation(10, 20, 0))
        // (1, 0): scaled to (2, 0), turned to (0, 2), then moved by the offset, itself unscaled.
        let p = halfway.project(Point(x: 1, y: 0))
        #expect(abs(p.x - 10) < 1e-9 && abs(p.y - 22) < 1e-9)
        var lift = BasicAnimation(\LayerState.transform.translationZ, from: 0, to: 8, duration: 1)
        lift.isAdditive = true
        expectClose(presented(lift, over: model * .translation(0, 0, 5), at: 0.5), model * .translation(0, 0, 9))
    }

    @Test func partsOnOneLayerCompose() {
        let layer = Layer()
        layer.add(BasicAnimation(\LayerState.transform.rotationZ, from: 0, to: 2 * .pi, duration: 1))
        layer.add(BasicAnimation(\LayerState.transform.scale, from: 1, to: 3, duration: 1))
        layer.add(BasicAnimation(\LayerState.transform.translationX, from: 0, to: 30, duration: 1))
        #expect(layer.compiledTracks?.count == 3)
        expectClose(layer.presentationState(atLocalTime: 0.5).transform, .scale(2, 2, 2) * .rotation(.pi, 0, 0, 1) * .translation(15, 0, 0))
        // A new time starts again from the model's transform, not from the last frame's.
        expectClose(layer.presentationState(atLocalTime: 0.25).transform,
                    .scale(1.5, 1.5, 1.5) * .rotation(.pi / 2, 0, 0, 1) * .translation(7.5, 0, 0))
    }

    /// Ends that do not decompose (a scale to nothing) are not interpolated: the transform jumps
    /// from one to the other half way, as CSS Transforms 2 does; ends that do turn smoothly.
    @Test func aTransformWhoseEndsDoNotDecomposeJumpsHalfWay() {
        let squash = BasicAnimation(\LayerState.transform, from: .scale(0, 0, 1), to: .translation(6, 0, 0), duration: 1)
        expectClose(presented(squash, at: 0.25), .scale(0, 0, 1))
        expectClose(presented(squash, at: 0.49), .scale(0, 0, 1))
        expectClose(presented(squash, at: 0.51), .translation(6, 0, 0))
        let turn = BasicAnimation(\LayerState.transform, from: .identity, to: .rotation(.pi / 2, 0, 0, 1), duration: 1)
        expectClose(presented(turn, at: 0.5), .rotation(.pi / 4, 0, 0, 1))
    }

    @Test func aTransformScaledToNothingTakesAScale() {
        // Scale 0 does not decompose; its parts are then its rows' lengths and its last row.
        let pop = BasicAnimation(\LayerState.transform.scale, from: 0, to: 1, duration: 1)
        expectClose(presented(pop, over: .scale(0, 0, 1) * .translation(4, 5, 0), at: 0.5),
                    .scale(0.5, 0.5, 0.5) * .translation(4, 5, 0))
    }
}
