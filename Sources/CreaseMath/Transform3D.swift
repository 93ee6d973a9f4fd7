import Glibc

/// A 4×4 transform with exactly CATransform3D's conventions.
///
/// Points are row vectors, p' = p · M; translation sits in m41…m43 and perspective in m14…m34.
/// `concat(a, b)` is a·b (a applies first), and `rotated`/`translated`/`scaled` put the new
/// operation *before* the receiver, as CATransform3DRotate and friends do. GLSL (column vectors)
/// needs Mᵀ, which is M's rows written one after another into a column-major mat4.
public struct Transform3D: Hashable, Sendable {
    /// Rows of the matrix: r1 = (m11, m12, m13, m14) and so on.
    public var r1, r2, r3, r4: SIMD4<Double>

    /// The matrix from its four rows.
    @inlinable public init(r1: SIMD4<Double>, r2: SIMD4<Double>, r3: SIMD4<Double>, r4: SIMD4<Double>) {
        self.r1 = r1
        self.r2 = r2
        self.r3 = r3
        self.r4 = r4
    }

    /// Entries in CATransform3D's order: m11, m12, …, m44.
    public init(_ m: [Double]) {
        precondition(m.count == 16, "Transform3D needs 16 entries")
        self.init(
            r1: SIMD4(m[0], m[1], m[2], m[3]), r2: SIMD4(m[4], m[5], m[6], m[7]),
            r3: SIMD4(m[8], m[9], m[10], m[11]), r4: SIMD4(m[12], m[13], m[14], m[15]))
    }

    /// The matrix that leaves every point where it is.
    @inlinable public static var identity: Transform3D {
        Transform3D(r1: SIMD4(1, 0, 0, 0), r2: SIMD4(0, 1, 0, 0), r3: SIMD4(0, 0, 1, 0), r4: SIMD4(0, 0, 0, 1))
    }

    /// The entries by row and column, as CATransform3D's fields (mRowColumn): m41…m43 hold
    /// the translation and m14…m34 the perspective, m34 = −1/eye distance for the usual one.
    @inlinable public var m11: Double { get { r1.x } set { r1.x = newValue } }
    @inlinable public var m12: Double { get { r1.y } set { r1.y = newValue } }
    @inlinable public var m13: Double { get { r1.z } set { r1.z = newValue } }
    @inlinable public var m14: Double { get { r1.w } set { r1.w = newValue } }
    @inlinable public var m21: Double { get { r2.x } set { r2.x = newValue } }
    @inlinable public var m22: Double { get { r2.y } set { r2.y = newValue } }
    @inlinable public var m23: Double { get { r2.z } set { r2.z = newValue } }
    @inlinable public var m24: Double { get { r2.w } set { r2.w = newValue } }
    @inlinable public var m31: Double { get { r3.x } set { r3.x = newValue } }
    @inlinable public var m32: Double { get { r3.y } set { r3.y = newValue } }
    @inlinable public var m33: Double { get { r3.z } set { r3.z = newValue } }
    @inlinable public var m34: Double { get { r3.w } set { r3.w = newValue } }
    @inlinable public var m41: Double { get { r4.x } set { r4.x = newValue } }
    @inlinable public var m42: Double { get { r4.y } set { r4.y = newValue } }
    @inlinable public var m43: Double { get { r4.z } set { r4.z = newValue } }
    @inlinable public var m44: Double { get { r4.w } set { r4.w = newValue } }

    /// All 16 entries, m11 first.
    public var entries: [Double] {
        [r1.x, r1.y, r1.z, r1.w, r2.x, r2.y, r2.z, r2.w, r3.x, r3.y, r3.z, r3.w, r4.x, r4.y, r4.z, r4.w]
    }

    // MARK: Makers (CATransform3DMake…)

    /// CATransform3DMakeTranslation: moves points by (tx, ty, tz).
    @inlinable public static func translation(_ tx: Double, _ ty: Double, _ tz: Double = 0) -> Transform3D {
        var t = identity
        t.r4 = SIMD4(tx, ty, tz, 1)
        return t
    }

    /// CATransform3DMakeScale: scales about the origin by (sx, sy, sz).
    @inlinable public static func scale(_ sx: Double, _ sy: Double, _ sz: Double = 1) -> Transform3D {
        Transform3D(r1: SIMD4(sx, 0, 0, 0), r2: SIMD4(0, sy, 0, 0), r3: SIMD4(0, 0, sz, 0), r4: SIMD4(0, 0, 0, 1))
    }

    /// Rotation by `angle` radians about the axis (x, y, z), which need not be unit length.
    /// A zero axis gives the identity, as Core Animation does. On screen (y down) a positive angle
    /// about z turns clockwise; about y it pushes the +x side away; about x it brings +y forward.
    public static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else { return identity }
        let (x, y, z) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), k = 1 - c
        return Transform3D(
            r1: SIMD4(x * x * k + c, x * y * k + z * s, x * z * k - y * s, 0),
            r2: SIMD4(x * y * k - z * s, y * y * k + c, y * z * k + x * s, 0),
            r3: SIMD4(x * z * k + y * s, y * z * k - x * s, z * z * k + c, 0),
            r4: SIMD4(0, 0, 0, 1))
    }

    /// The eye distance Crease's folds and flips look from: m34 = −1/1000 (docs/effects.md §0.2).
    public static let standardEyeDistance = 1000.0

    /// The unit square onto `r` in the z = 0 plane, then `m`: scale(width, height) ·
    /// translation(minX, minY) · m, written out as `translated` is (every quad of every frame
    /// is placed so).
    @inlinable @inline(__always) public static func unitSquare(onto r: Rect, then m: Transform3D) -> Transform3D {
        Transform3D(r1: r.width * m.r1, r2: r.height * m.r2, r3: m.r3, r4: r.minX * m.r1 + r.minY * m.r2 + m.r4)
    }

    /// The identity with m34 = −1/distance: an eye at z = +distance over the origin.
    public static func perspective(distance: Double) -> Transform3D {
        var t = identity
        t.m34 = -1 / distance
        return t
    }

    // MARK: Composition

    /// a·b: `a` applies first, then `b` (CATransform3DConcat(a, b)).
    @inlinable public static func * (a: Transform3D, b: Transform3D) -> Transform3D {
        // Written out rather than through a helper, so that callers in other modules get it
        // inlined: the compositor multiplies a few matrices for every layer of every frame.
        Transform3D(
            r1: a.r1.x * b.r1 + a.r1.y * b.r2 + a.r1.z * b.r3 + a.r1.w * b.r4,
            r2: a.r2.x * b.r1 + a.r2.y * b.r2 + a.r2.z * b.r3 + a.r2.w * b.r4,
            r3: a.r3.x * b.r1 + a.r3.y * b.r2 + a.r3.z * b.r3 + a.r3.w * b.r4,
            r4: a.r4.x * b.r1 + a.r4.y * b.r2 + a.r4.z * b.r3 + a.r4.w * b.r4)
    }

    /// CATransform3DConcat(self, other): self first, then other.
    public func concatenating(_ other: Transform3D) -> Transform3D { self * other }

    /// CATransform3DTranslate: the translation applies before the receiver. Only the last row
    /// changes; written out, the product leaves out its multiplications by 0 and 1, which
    /// change nothing but, at most, the sign of a zero.
    @inlinable @inline(__always) public func translated(_ tx: Double, _ ty: Double, _ tz: Double = 0) -> Transform3D {
        Transform3D(r1: r1, r2: r2, r3: r3, r4: tx * r1 + ty * r2 + tz * r3 + r4)
    }

    /// The receiver, then a translation: `self * .translation(tx, ty, tz)`, written out as
    /// `translated` is.
    @inlinable @inline(__always) public func thenTranslated(_ tx: Double, _ ty: Double, _ tz: Double = 0) -> Transform3D {
        let t = SIMD4(tx, ty, tz, 0)
        return Transform3D(r1: r1 + r1.w * t, r2: r2 + r2.w * t, r3: r3 + r3.w * t, r4: r4 + r4.w * t)
    }

    /// CATransform3DScale: the scale applies before the receiver.
    public func scaled(_ sx: Double, _ sy: Double, _ sz: Double = 1) -> Transform3D {
        .scale(sx, sy, sz) * self
    }

    /// CATransform3DRotate: the rotation applies before the receiver.
    public func rotated(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        .rotation(angle, x, y, z) * self
    }

    /// Whether every entry is exactly the identity's.
    @inlinable @inline(__always) public var isIdentity: Bool {
        m11 == 1 && m12 == 0 && m13 == 0 && m14 == 0 && m21 == 0 && m22 == 1 && m23 == 0 && m24 == 0
            && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m41 == 0 && m42 == 0 && m43 == 0 && m44 == 1
    }

    /// True when the matrix has no perspective and maps z = 0 onto itself without z coupling:
    /// a plain 2D affine map.
    public var isAffine2D: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1
            && m34 == 0 && m43 == 0 && m44 == 1
    }

    /// Drops the z that the transform produces, as a plain layer flattens its sublayers into its
    /// plane. The homogeneous w stays, so the perspective divide still happens later.
    @inlinable public var flattened: Transform3D {
        var t = self
        t.r1.z = 0
        t.r2.z = 0
        t.r3.z = 0
        t.r4.z = 0
        return t
    }

    // MARK: Applying

    /// p · M for a homogeneous row vector.
    @inlinable public func apply(_ p: Vector4) -> Vector4 {
        let v = p.x * r1 + p.y * r2 + p.z * r3 + p.w * r4
        return Vector4(v.x, v.y, v.z, v.w)
    }

    /// A 3D point through the matrix and the perspective divide.
    public func project(_ p: Vector3) -> Vector3 { apply(Vector4(p)).projected }

    /// A point of the z = 0 plane through the matrix, to 2D after the divide.
    public func project(_ p: Point) -> Point {
        let q = project(Vector3(p.x, p.y, 0))
        return Point(x: q.x, y: q.y)
    }

    // MARK: Inverse

    /// The inverse, or nil when the matrix is singular (CATransform3DInvert returns its input then).
    public var inverted: Transform3D? {
        let m = entries
        var inv = [Double](repeating: 0, count: 16)
        inv[0] = m[5] * m[10] * m[15] - m[5] * m[11] * m[14] - m[9] * m[6] * m[15] + m[9] * m[7] * m[14] + m[13] * m[6] * m[11] - m[13] * m[7] * m[10]
        inv[4] = -m[4] * m[10] * m[15] + m[4] * m[11] * m[14] + m[8] * m[6] * m[15] - m[8] * m[7] * m[14] - m[12] * m[6] * m[11] + m[12] * m[7] * m[10]
        inv[8] = m[4] * m[9] * m[15] - m[4] * m[11] * m[13] - m[8] * m[5] * m[15] + m[8] * m[7] * m[13] + m[12] * m[5] * m[11] - m[12] * m[7] * m[9]
        inv[12] = -m[4] * m[9] * m[14] + m[4] * m[10] * m[13] + m[8] * m[5] * m[14] - m[8] * m[6] * m[13] - m[12] * m[5] * m[10] + m[12] * m[6] * m[9]
        inv[1] = -m[1] * m[10] * m[15] + m[1] * m[11] * m[14] + m[9] * m[2] * m[15] - m[9] * m[3] * m[14] - m[13] * m[2] * m[11] + m[13] * m[3] * m[10]
        inv[5] = m[0] * m[10] * m[15] - m[0] * m[11] * m[14] - m[8] * m[2] * m[15] + m[8] * m[3] * m[14] + m[12] * m[2] * m[11] - m[12] * m[3] * m[10]
        inv[9] = -m[0] * m[9] * m[15] + m[0] * m[11] * m[13] + m[8] * m[1] * m[15] - m[8] * m[3] * m[13] - m[12] * m[1] * m[11] + m[12] * m[3] * m[9]
        inv[13] = m[0] * m[9] * m[14] - m[0] * m[10] * m[13] - m[8] * m[1] * m[14] + m[8] * m[2] * m[13] + m[12] * m[1] * m[10] - m[12] * m[2] * m[9]
        inv[2] = m[1] * m[6] * m[15] - m[1] * m[7] * m[14] - m[5] * m[2] * m[15] + m[5] * m[3] * m[14] + m[13] * m[2] * m[7] - m[13] * m[3] * m[6]
        inv[6] = -m[0] * m[6] * m[15] + m[0] * m[7] * m[14] + m[4] * m[2] * m[15] - m[4] * m[3] * m[14] - m[12] * m[2] * m[7] + m[12] * m[3] * m[6]
        inv[10] = m[0] * m[5] * m[15] - m[0] * m[7] * m[13] - m[4] * m[1] * m[15] + m[4] * m[3] * m[13] + m[12] * m[1] * m[7] - m[12] * m[3] * m[5]
        inv[14] = -m[0] * m[5] * m[14] + m[0] * m[6] * m[13] + m[4] * m[1] * m[14] - m[4] * m[2] * m[13] - m[12] * m[1] * m[6] + m[12] * m[2] * m[5]
        inv[3] = -m[1] * m[6] * m[11] + m[1] * m[7] * m[10] + m[5] * m[2] * m[11] - m[5] * m[3] * m[10] - m[9] * m[2] * m[7] + m[9] * m[3] * m[6]
        inv[7] = m[0] * m[6] * m[11] - m[0] * m[7] * m[10] - m[4] * m[2] * m[11] + m[4] * m[3] * m[10] + m[8] * m[2] * m[7] - m[8] * m[3] * m[6]
        inv[11] = -m[0] * m[5] * m[11] + m[0] * m[7] * m[9] + m[4] * m[1] * m[11] - m[4] * m[3] * m[9] - m[8] * m[1] * m[7] + m[8] * m[3] * m[5]
        inv[15] = m[0] * m[5] * m[10] - m[0] * m[6] * m[9] - m[4] * m[1] * m[10] + m[4] * m[2] * m[9] + m[8] * m[1] * m[6] - m[8] * m[2] * m[5]
        let det = m[0] * inv[0] + m[1] * inv[4] + m[2] * inv[8] + m[3] * inv[12]
        guard abs(det) > 1e-12 else { return nil }
        return Transform3D(inv.map { $0 / det })
    }
}

extension Transform3D: CustomStringConvertible {
    public var description: String {
        [r1, r2, r3, r4].map { r in
            "[\(formatted(r.x)) \(formatted(r.y)) \(formatted(r.z)) \(formatted(r.w))]"
        }.joined(separator: " ")
    }
}

extension Transform3D {
    /// The point of the z = 0 plane that `project` takes to `p`, or nil when the plane is seen
    /// edge-on. The plane's mapping is the homography of rows 1, 2, 4 and columns x, y, w.
    public func unproject(_ p: Point) -> Point? {
        let a = m11, b = m12, c = m14
        let d = m21, e = m22, f = m24
        let g = m41, h = m42, i = m44
        let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        guard abs(det) > 1e-12 else { return nil }
        // [X Y 1] · H⁻¹, with H⁻¹ = adj(H) / det.
        let x = p.x * (e * i - f * h) + p.y * (f * g - d * i) + (d * h - e * g)
        let y = p.x * (c * h - b * i) + p.y * (a * i - c * g) + (b * g - a * h)
        let w = p.x * (b * f - c * e) + p.y * (c * d - a * f) + (a * e - b * d)
        guard abs(w) > 1e-12 else { return nil }
        return Point(x: x / w, y: y / w)
    }

    /// Whether the z = 0 plane keeps its orientation through the matrix, where it is in front of
    /// the eye (w > 0): false means its back faces the viewer.
    public var keepsPlaneOrientation: Bool {
        let det = m11 * (m22 * m44 - m24 * m42) - m12 * (m21 * m44 - m24 * m41)
            + m14 * (m21 * m42 - m22 * m41)
        return det >= 0
    }
}
