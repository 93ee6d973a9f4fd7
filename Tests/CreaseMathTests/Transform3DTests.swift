import Foundation
import Testing

@testable import CreaseMath

/// Values computed by hand from CATransform3D's documented conventions (row vectors, p' = p·M).
struct Transform3DTests {
    let tolerance = 1e-12

    func expectClose(_ a: Transform3D, _ b: [Double], _ tol: Double = 1e-12, sourceLocation: SourceLocation = #_sourceLocation) {
        for (x, y) in zip(a.entries, b) {
            #expect(abs(x - y) < tol, "\(a) vs \(b)", sourceLocation: sourceLocation)
        }
    }

    @Test func rotationAboutZIsClockwiseOnScreen() {
        // 90° about z: row1 = [c, s, 0, 0] = [0, 1, 0, 0], row2 = [-s, c, 0, 0] = [-1, 0, 0, 0].
        let r = Transform3D.rotation(.pi / 2, 0, 0, 1)
        expectClose(r, [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        // The +x axis turns to +y, which is down on screen: clockwise.
        let p = r.project(Point(x: 1, y: 0))
        #expect(abs(p.x) < tolerance && abs(p.y - 1) < tolerance)
    }

    @Test func rotationAboutYPushesPositiveXAway() {
        let t = 30.0 * .pi / 180
        let r = Transform3D.rotation(t, 0, 1, 0)
        // row1 = [c, 0, -s, 0]; row3 = [s, 0, c, 0].
        expectClose(r, [cos(t), 0, -sin(t), 0, 0, 1, 0, 0, sin(t), 0, cos(t), 0, 0, 0, 0, 1])
        let q = r.apply(Vector4(1, 0, 0, 1))
        #expect(q.z < 0)
    }

    @Test func rotationAboutXBringsLowerSideForward() {
        let t = 0.4
        let r = Transform3D.rotation(t, 1, 0, 0)
        // row2 = [0, c, s, 0]; row3 = [0, -s, c, 0].
        expectClose(r, [1, 0, 0, 0, 0, cos(t), sin(t), 0, 0, -sin(t), cos(t), 0, 0, 0, 0, 1])
        #expect(r.apply(Vector4(0, 1, 0, 1)).z > 0)
    }

    @Test func rotationNormalisesItsAxisAndIgnoresAZeroAxis() {
        expectClose(Transform3D.rotation(0.7, 0, 0, 5), Transform3D.rotation(0.7, 0, 0, 1).entries)
        #expect(Transform3D.rotation(0.7, 0, 0, 0).isIdentity)
    }

    @Test func concatAppliesTheLeftOperandFirst() {
        // Translate by (10, 0) then rotate 90° about z: (0,0) -> (10,0) -> (0,10).
        let a = Transform3D.translation(10, 0)
        let b = Transform3D.rotation(.pi / 2, 0, 0, 1)
        let p = (a * b).project(Point(x: 0, y: 0))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 10) < 1e-12)
        // The other order rotates the origin (no-op) then translates.
        let q = (b * a).project(Point(x: 0, y: 0))
        #expect(abs(q.x - 10) < 1e-12 && abs(q.y) < 1e-12)
        // Row vectors: T·R keeps R's first three rows and takes (10, 0, 0, 1)·R = (0, 10, 0, 1)
        // as its last; R·T keeps T's translation row. Both written out, for both spellings.
        let translateThenRotate: [Double] = [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 0, 10, 0, 1]
        let rotateThenTranslate: [Double] = [0, 1, 0, 0, -1, 0, 0, 0, 0, 0, 1, 0, 10, 0, 0, 1]
        expectClose(a.concatenating(b), translateThenRotate)
        expectClose(a * b, translateThenRotate)
        expectClose(b.concatenating(a), rotateThenTranslate)
    }

    @Test func rotateTranslateAndScaleApplyBeforeTheReceiver() {
        let base = Transform3D.translation(5, 6, 7)
        #expect(base.rotated(0.3, 0, 1, 0) == Transform3D.rotation(0.3, 0, 1, 0) * base)
        #expect(base.translated(1, 2, 3) == Transform3D.translation(1, 2, 3) * base)
        #expect(base.scaled(2, 3, 4) == Transform3D.scale(2, 3, 4) * base)
        // Scale then translate: (1,1) -> (2,3) -> (7,9).
        let p = base.scaled(2, 3).project(Point(x: 1, y: 1))
        #expect(p == Point(x: 7, y: 9))
    }

    @Test func perspectiveProjectsThroughM34() {
        // m34 = -1/1000: w = 1 - z/1000. A point at z = 100 is magnified by 1/0.9.
        let p = Transform3D.perspective(distance: 1000)
        #expect(p.m34 == -0.001)
        let q = p.project(Vector3(90, -45, 100))
        #expect(abs(q.x - 100) < 1e-12 && abs(q.y + 50) < 1e-12)
        // The pan fold's left half (docs/effects.md §2.2): rotate 10° about y then project; an edge
        // 160 pt from the pin.
        let t = 10.0 * .pi / 180
        let m = Transform3D.rotation(t, 0, 1, 0) * p  // left half: +θ pushes the inner edge away
        let edge = m.project(Vector3(160, 0, 0))
        let w = 1 + 160 * sin(t) / 1000
        #expect(abs(edge.x - 160 * cos(t) / w) < 1e-9)
        #expect(abs(edge.x - 153.3) < 0.05)  // §2.2's table: 153.3 at tx = 60
    }

    @Test func inverseUndoesAndSingularGivesNil() throws {
        let m = Transform3D.translation(3, -4, 5).rotated(0.5, 1, 2, 3).scaled(2, 0.5, 3) * .perspective(distance: 500)
        let inv = try #require(m.inverted)
        expectClose(m * inv, Transform3D.identity.entries, 1e-9)
        #expect(Transform3D.scale(1, 0, 1).inverted == nil)
    }

    @Test func identityAndAffineChecks() {
        #expect(Transform3D.identity.isIdentity)
        #expect(!Transform3D.translation(1, 0).isIdentity)
        #expect(Transform3D.rotation(0.3, 0, 0, 1).isAffine2D)
        #expect(!Transform3D.rotation(0.3, 0, 1, 0).isAffine2D)
        #expect(!Transform3D.perspective(distance: 1000).isAffine2D)
    }

    @Test func flatteningDropsZButKeepsW() {
        let m = Transform3D.rotation(0.6, 0, 1, 0) * .perspective(distance: 1000)
        let f = m.flattened
        let a = m.apply(Vector4(50, 20, 0, 1)), b = f.apply(Vector4(50, 20, 0, 1))
        #expect(b.z == 0 && a.x == b.x && a.y == b.y && a.w == b.w)
    }

    @Test func unprojectInvertsProjectOnThePlane() throws {
        let m = Transform3D.rotation(0.8, 1, 0.3, 0).translated(40, 10) * .perspective(distance: 800)
        let p = Point(x: 37, y: -12)
        let back = try #require(m.unproject(m.project(p)))
        #expect(back.distance(to: p) < 1e-9)
        // Edge-on (90° about y) the plane has no inverse.
        #expect(Transform3D.rotation(.pi / 2, 0, 1, 0).unproject(Point(x: 0, y: 1)) == nil)
    }

    @Test func planeOrientationFlipsPastNinetyDegrees() {
        let eye = Transform3D.perspective(distance: 1000)
        #expect((Transform3D.rotation(80 * .pi / 180, 0, 1, 0) * eye).keepsPlaneOrientation)
        #expect(!(Transform3D.rotation(100 * .pi / 180, 0, 1, 0) * eye).keepsPlaneOrientation)
        #expect(!Transform3D.rotation(.pi, 1, 0, 0).keepsPlaneOrientation)
    }
}
