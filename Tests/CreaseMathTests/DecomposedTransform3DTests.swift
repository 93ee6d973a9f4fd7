import Foundation
import Testing

@testable import CreaseMath

/// Decomposition, recomposition and interpolation of transforms, CSS Transforms 2 style.
struct DecomposedTransform3DTests {
    func expectClose(
        _ a: Transform3D, _ b: Transform3D, _ tol: Double = 1e-9, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let worst = zip(a.entries, b.entries).map { abs($0 - $1) }.max() ?? 0
        #expect(worst < tol, "\(a) vs \(b)", sourceLocation: sourceLocation)
    }

    func expectClose(
        _ a: Vector3, _ b: Vector3, _ tol: Double = 1e-9, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect((a - b).length < tol, "(\(a.x), \(a.y), \(a.z)) vs (\(b.x), \(b.y), \(b.z))",
            sourceLocation: sourceLocation)
    }

    /// recompose(decompose(m)) against m scaled so that m44 = 1 (the decomposition normalises).
    func expectRoundTrip(_ m: Transform3D, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let d = DecomposedTransform3D(m) else {
            Issue.record("\(m) did not decompose", sourceLocation: sourceLocation)
            return
        }
        let n = 1 / m.m44
        let normalised = Transform3D(r1: m.r1 * n, r2: m.r2 * n, r3: m.r3 * n, r4: m.r4 * n)
        expectClose(d.matrix, normalised, sourceLocation: sourceLocation)
        // A unit quaternion with w ≥ 0.
        #expect(abs(d.rotation.length - 1) < 1e-12, sourceLocation: sourceLocation)
        #expect(d.rotation.w >= 0, sourceLocation: sourceLocation)
    }

    static let angles: [Double] = [0, 1, 30, 45, 90, 120, 179, 180, 181, 270, -60].map { $0 * .pi / 180 }
    static let axes: [(Double, Double, Double)] = [(1, 0, 0), (0, 1, 0), (0, 0, 1), (1, -2, 3), (-1, 1, 0.5), (1, 1, 0)]

    // MARK: Round trips

    @Test func identityRoundTripsToItselfWithTrivialParts() {
        let d = DecomposedTransform3D(.identity)
        #expect(d != nil)
        #expect(d?.translation == .zero)
        #expect(d?.scale == Vector3(1, 1, 1))
        #expect(d?.skew == .zero)
        #expect(d?.perspective == SIMD4(0, 0, 0, 1))
        #expect(d?.rotation == .identity)
        #expect(d?.matrix == .identity)
    }

    @Test func translationRoundTrips() {
        let m = Transform3D.translation(10, -20, 30)
        expectRoundTrip(m)
        expectClose(DecomposedTransform3D(m)!.translation, Vector3(10, -20, 30))
    }

    @Test func nonUniformScaleRoundTrips() {
        let m = Transform3D.scale(2, 0.5, 3)
        expectRoundTrip(m)
        expectClose(DecomposedTransform3D(m)!.scale, Vector3(2, 0.5, 3))
    }

    @Test(arguments: 0..<axes.count)
    func rotationsRoundTrip(axisIndex: Int) {
        let (x, y, z) = Self.axes[axisIndex]
        for angle in Self.angles {
            let m = Transform3D.rotation(angle, x, y, z)
            expectRoundTrip(m)
            // Pure rotations decompose to unit scale and no skew.
            let d = DecomposedTransform3D(m)!
            expectClose(d.scale, Vector3(1, 1, 1))
            expectClose(d.skew, .zero)
            // And the quaternion is the one of the axis and angle, up to its sign.
            let l = (x * x + y * y + z * z).squareRoot()
            let s = sin(angle / 2) / l
            let q = Quaternion(x: x * s, y: y * s, z: z * s, w: cos(angle / 2))
            #expect(abs(abs(q.dot(d.rotation)) - 1) < 1e-12, "angle \(angle) axis \(x) \(y) \(z)")
        }
    }

    @Test func quaternionMatrixMatchesTransform3DRotation() {
        for (x, y, z) in Self.axes {
            for angle in Self.angles {
                let l = (x * x + y * y + z * z).squareRoot()
                let s = sin(angle / 2) / l
                let q = Quaternion(x: x * s, y: y * s, z: z * s, w: cos(angle / 2))
                expectClose(q.rotationMatrix, Transform3D.rotation(angle, x, y, z), 1e-12)
            }
        }
    }

    @Test func translationRotationScaleProductRoundTrips() {
        // Scale first, then rotate, then translate (a * b applies a first).
        let m = Transform3D.scale(2, 3, 0.5) * .rotation(0.8, 1, 2, -1) * .translation(5, -7, 11)
        expectRoundTrip(m)
        let d = DecomposedTransform3D(m)!
        expectClose(d.translation, Vector3(5, -7, 11))
        expectClose(d.scale, Vector3(2, 3, 0.5))
        expectClose(d.skew, .zero)
        // The other order as well (scale after the rotation introduces skew).
        expectRoundTrip(.translation(5, -7, 11) * .rotation(0.8, 1, 2, -1) * .scale(2, 3, 0.5))
    }

    @Test func skewedMatrixRoundTrips() {
        var k = Transform3D.identity
        k.m21 = 0.3
        k.m31 = -0.2
        k.m32 = 0.7
        let m = Transform3D.scale(1.5, 2, 0.75) * k * .rotation(2.1, 0, 1, 1) * .translation(1, 2, 3)
        expectRoundTrip(m)
        let d = DecomposedTransform3D(m)!
        expectClose(d.skew, Vector3(0.3, -0.2, 0.7))
        expectClose(d.scale, Vector3(1.5, 2, 0.75))
    }

    @Test func perspectiveRoundTrips() {
        let p = Transform3D.perspective(distance: 500)
        expectRoundTrip(p)
        // No z translation: m44 stays 1 and the product comes back entry for entry.
        let flat = Transform3D.scale(2, 3, 0.5) * .rotation(0.8, 1, 2, -1) * .translation(5, -7) * p
        #expect(flat.m44 == 1)
        expectRoundTrip(flat)
        expectClose(DecomposedTransform3D(flat)!.matrix, flat)
        // With z translation m44 ≠ 1; the decomposition gives back m / m44.
        let deep = Transform3D.scale(2, 3, 0.5) * .rotation(0.8, 1, 2, -1) * .translation(5, -7, 11) * p
        #expect(deep.m44 != 1)
        expectRoundTrip(deep)
        // Perspective applied first (on the left) too.
        expectRoundTrip(p * .rotation(0.4, 0, 1, 0) * .translation(3, 4, 5))
    }

    @Test func perspectiveIsSolvedFromTheFourthColumn() {
        let d = DecomposedTransform3D(.perspective(distance: 500))!
        #expect(abs(d.perspective.z + 0.002) < 1e-15)
        #expect(d.perspective.x == 0 && d.perspective.y == 0 && d.perspective.w == 1)
        #expect(d.rotation == .identity && d.translation == .zero)
    }

    @Test func negativeDeterminantRoundTrips() {
        let m = Transform3D.scale(-1, 1, 1)
        expectRoundTrip(m)
        let d = DecomposedTransform3D(m)!
        // The spec folds the reflection into negative scales (and a half turn).
        #expect(d.scale.x < 0 && d.scale.y < 0 && d.scale.z < 0)
        expectRoundTrip(.scale(2, -3, 4) * .rotation(1.2, 1, 1, 1) * .translation(1, 1, 1))
    }

    // MARK: Interpolation

    @Test func halfwayToAHalfTurnAboutYIsAQuarterTurn() {
        let end = Transform3D.rotation(.pi, 0, 1, 0)
        let mid = Transform3D.interpolate(from: .identity, to: end, fraction: 0.5)
        let quarter = Transform3D.rotation(.pi / 2, 0, 1, 0)
        let other = Transform3D.rotation(-.pi / 2, 0, 1, 0)
        let distance = { (a: Transform3D, b: Transform3D) in
            zip(a.entries, b.entries).map { abs($0 - $1) }.max()!
        }
        #expect(min(distance(mid, quarter), distance(mid, other)) < 1e-9, "\(mid)")
        // A positive turn about y pushes the +x side away (CA's convention): (1,0,0) goes where
        // rotation(π/2, 0,1,0) takes it, (0, 0, −1).
        let expected = quarter.project(Vector3(1, 0, 0))
        expectClose(expected, Vector3(0, 0, -1), 1e-12)
        expectClose(mid.project(Vector3(1, 0, 0)), expected)
        // It does not collapse: the matrix keeps full rank all the way.
        for i in 0...10 {
            let m = Transform3D.interpolate(from: .identity, to: end, fraction: Double(i) / 10)
            let d = DecomposedTransform3D(m)
            #expect(d != nil)
            if let d { expectClose(d.scale, Vector3(1, 1, 1)) }
        }
    }

    @Test func endpointsComeBack() {
        let a = Transform3D.scale(2, 3, 0.5) * .rotation(0.8, 1, 2, -1) * .translation(5, -7, 0)
        let b = Transform3D.rotation(2.5, 0, 1, 0) * .translation(-3, 4, 0) * .perspective(distance: 800)
        expectClose(Transform3D.interpolate(from: a, to: b, fraction: 0), a)
        expectClose(Transform3D.interpolate(from: a, to: b, fraction: 1), b)
        expectClose(Transform3D.interpolate(from: .identity, to: b, fraction: 1), b)
        expectClose(Transform3D.interpolate(from: a, to: .identity, fraction: 1), .identity)
    }

    @Test func translationsInterpolateLinearly() {
        let m = Transform3D.interpolate(from: .translation(10, 20, 30), to: .translation(30, -20, 10), fraction: 0.5)
        expectClose(m, .translation(20, 0, 20))
        let q = Transform3D.interpolate(from: .translation(0, 0), to: .translation(100, 0), fraction: 0.25)
        expectClose(q, .translation(25, 0))
    }

    @Test func scalesInterpolateLinearly() {
        let m = Transform3D.interpolate(from: .identity, to: .scale(3, 3, 3), fraction: 0.5)
        expectClose(m, .scale(2, 2, 2))
        let n = Transform3D.interpolate(from: .scale(1, 1), to: .scale(3, 5), fraction: 0.5)
        expectClose(n, .scale(2, 3))
    }

    @Test func perspectiveInterpolatesLinearly() {
        let m = Transform3D.interpolate(from: .identity, to: .perspective(distance: 500), fraction: 0.5)
        #expect(abs(m.m34 + 0.001) < 1e-12)
        expectClose(m, .perspective(distance: 1000))
    }

    @Test func aTurnAndAMoveInterpolateAsTheirOwnMatrices() {
        // Ends that only turn and move take the short way through `matrix(at:)`; a scaled end
        // takes the products. Both against matrices built here from the expected parts.
        let from = Transform3D.translation(10, 20, 0)
        let to = Transform3D.rotation(.pi / 2, 0, 0, 1) * .translation(30, -20, 0)
        let between = DecomposedTransform3D.Interpolation(from: DecomposedTransform3D(from)!, to: DecomposedTransform3D(to)!)
        for t in [0, 0.25, 0.5, 1, 1.5] {
            let expected = Transform3D.rotation(t * .pi / 2, 0, 0, 1) * .translation(10 + 20 * t, 20 - 40 * t, 0)
            expectClose(between.matrix(at: t), expected, 1e-12)
            // The short way leaves out only products by 1 and by 0: the same entries.
            #expect(between.matrix(at: t) == between.at(t).matrix, "at \(t)")
        }
        let scaled = DecomposedTransform3D.Interpolation(
            from: DecomposedTransform3D(.scale(2, 2, 1))!, to: DecomposedTransform3D(.rotation(.pi / 2, 0, 0, 1))!)
        expectClose(scaled.matrix(at: 0.5), .scale(1.5, 1.5, 1) * .rotation(.pi / 4, 0, 0, 1), 1e-12)
    }

    @Test func slerpFollowsTheSpec() {
        let a = Quaternion.identity
        let b = Quaternion(x: 0, y: 1, z: 0, w: 0)
        let mid = Quaternion.slerp(a, b, 0.5)
        let h = 0.5.squareRoot()
        #expect(abs(mid.x) < 1e-15 && abs(mid.y - h) < 1e-15 && abs(mid.z) < 1e-15 && abs(mid.w - h) < 1e-15)
        #expect(Quaternion.slerp(a, b, 0) == a)
        let end = Quaternion.slerp(a, b, 1)
        #expect(abs(end.y - 1) < 1e-15 && abs(end.w) < 1e-15)
        // Equal (or opposite) quaternions give a back.
        #expect(Quaternion.slerp(b, b, 0.3) == b)
        let minusA = Quaternion(x: 0, y: 0, z: 0, w: -1)
        #expect(Quaternion.slerp(a, minusA, 0.3) == a)
        // No flip to the shorter arc: halfway from w = 1 to w = −0.6 stays on the long way round.
        let far = Quaternion(x: 0.8, y: 0, z: 0, w: -0.6)
        let half = Quaternion.slerp(a, far, 0.5)
        let theta = acos(-0.6)
        #expect(abs(half.w - cos(theta / 2)) < 1e-12 && abs(half.x - sin(theta / 2)) < 1e-12)
    }

    // MARK: Not decomposable

    @Test func zeroM44DoesNotDecomposeAndInterpolationJumps() {
        var m = Transform3D.identity
        m.m44 = 0
        #expect(DecomposedTransform3D(m) == nil)
        let b = Transform3D.translation(10, 0)
        #expect(Transform3D.interpolate(from: m, to: b, fraction: 0.2) == m)
        #expect(Transform3D.interpolate(from: m, to: b, fraction: 0.49) == m)
        #expect(Transform3D.interpolate(from: m, to: b, fraction: 0.5) == b)
        #expect(Transform3D.interpolate(from: b, to: m, fraction: 0.3) == b)
        #expect(Transform3D.interpolate(from: b, to: m, fraction: 0.8) == m)
    }

    @Test func singularMatrixDoesNotDecompose() {
        #expect(DecomposedTransform3D(.scale(1, 0, 1)) == nil)
        #expect(DecomposedTransform3D(Transform3D.rotation(0.3, 0, 1, 0).flattened) == nil)
    }
}
