import Glibc

/// A rotation quaternion (x, y, z) · sin(θ/2) + w · cos(θ/2), as CSS transforms decompose them.
///
/// With Transform3D's row-vector convention, the unit quaternion for `Transform3D.rotation(θ, ax,
/// ay, az)` is (a · sin(θ/2), cos(θ/2)) with a the normalised axis; see `rotationMatrix`.
public struct Quaternion: Hashable, Sendable {
    /// The rotation axis's x times sin(θ/2).
    public var x: Double
    /// The rotation axis's y times sin(θ/2).
    public var y: Double
    /// The rotation axis's z times sin(θ/2).
    public var z: Double
    /// cos(θ/2).
    public var w: Double

    /// The quaternion with these components, taken as given (not normalised).
    public init(x: Double, y: Double, z: Double, w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// No rotation.
    public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// The 4D dot product: cos of half the angle between two unit quaternions' rotations.
    public func dot(_ b: Quaternion) -> Double { x * b.x + y * b.y + z * b.z + w * b.w }

    /// The 4D Euclidean length: 1 for a rotation.
    public var length: Double { dot(self).squareRoot() }

    /// The quaternion scaled to unit length (the identity for a zero quaternion).
    public var normalized: Quaternion {
        let l = length
        guard l > 0, l.isFinite else { return .identity }
        return Quaternion(x: x / l, y: y / l, z: z / l, w: w / l)
    }

    /// Spherical linear interpolation as CSS Transforms Level 2 specifies it: along the great
    /// arc from `a` to `b`, without flipping `b` to take the shorter way round.
    public static func slerp(_ a: Quaternion, _ b: Quaternion, _ t: Double) -> Quaternion {
        Arc(from: a, to: b).at(t)
    }

    /// The great arc `slerp` follows between two fixed ends, with what does not depend on the
    /// fraction worked out once: a point on it costs a sine and a cosine (an animation asks for
    /// one every frame).
    public struct Arc: Hashable, Sendable {
        /// The arc's start, at fraction 0.
        public let from: Quaternion
        /// The arc's end, at fraction 1.
        public let to: Quaternion
        /// cos of the arc's angle, its angle and its sine; no angle where the arc is undefined.
        private let product: Double
        private let angle: Double?
        private let sine: Double

        /// The arc from `a` to `b`, which should be unit quaternions.
        public init(from a: Quaternion, to b: Quaternion) {
            from = a
            to = b
            product = min(max(a.dot(b), -1), 1)
            let oneMinusSquare = 1 - product * product
            // ±1: the same rotation (or the same point of the sphere); the arc is undefined.
            // The formula stays well conditioned right up to the last ulp below 1, so "nearly"
            // only means rounding noise here.
            let undefined = abs(product) >= 1 || oneMinusSquare <= .ulpOfOne
            angle = undefined ? nil : acos(product)
            sine = oneMinusSquare.squareRoot()
        }

        /// The point a fraction `t` of the way along.
        public func at(_ t: Double) -> Quaternion {
            guard let angle else { return from }
            let wb = sin(t * angle) / sine
            let wa = cos(t * angle) - product * wb
            let (a, b) = (from, to)
            return Quaternion(
                x: a.x * wa + b.x * wb, y: a.y * wa + b.y * wb,
                z: a.z * wa + b.z * wb, w: a.w * wa + b.w * wb)
        }
    }

    /// The rotation as a matrix with Transform3D's conventions (row vectors, p' = p · M), so that
    /// `Quaternion(axis, angle).rotationMatrix == Transform3D.rotation(angle, axis…)`. Assumes a
    /// unit quaternion.
    public var rotationMatrix: Transform3D {
        Transform3D(
            r1: SIMD4(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0),
            r2: SIMD4(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0),
            r3: SIMD4(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0),
            r4: SIMD4(0, 0, 0, 1))
    }

    /// The unit quaternion of a rotation matrix given by its (orthonormal, determinant +1) rows,
    /// with w ≥ 0 as the CSS decomposition produces. The inverse of `rotationMatrix`.
    ///
    /// The largest of |x|, |y|, |z|, |w| comes from the diagonal and the rest from the
    /// off-diagonal entries (Shepperd's method), which keeps full precision for every axis; taking
    /// all four from the diagonal, as the spec's pseudo-code does, loses half the digits of a
    /// small component and cannot tell the axis' signs apart near 180°.
    public init(rotationRows r0: Vector3, _ r1: Vector3, _ r2: Vector3) {
        let m00 = r0.x, m01 = r0.y, m02 = r0.z
        let m10 = r1.x, m11 = r1.y, m12 = r1.z
        let m20 = r2.x, m21 = r2.y, m22 = r2.z
        // With rotationMatrix's layout: m12 − m21 = 4xw, m20 − m02 = 4yw, m01 − m10 = 4zw,
        // m01 + m10 = 4xy, m02 + m20 = 4xz, m12 + m21 = 4yz.
        let ww = 1 + m00 + m11 + m22
        let xx = 1 + m00 - m11 - m22
        let yy = 1 - m00 + m11 - m22
        let zz = 1 - m00 - m11 + m22
        var q: Quaternion
        if ww >= xx && ww >= yy && ww >= zz {
            let w = 0.5 * ww.squareRoot(), f = 0.25 / w
            q = Quaternion(x: (m12 - m21) * f, y: (m20 - m02) * f, z: (m01 - m10) * f, w: w)
        } else if xx >= yy && xx >= zz {
            let x = 0.5 * xx.squareRoot(), f = 0.25 / x
            q = Quaternion(x: x, y: (m01 + m10) * f, z: (m02 + m20) * f, w: (m12 - m21) * f)
        } else if yy >= zz {
            let y = 0.5 * yy.squareRoot(), f = 0.25 / y
            q = Quaternion(x: (m01 + m10) * f, y: y, z: (m12 + m21) * f, w: (m20 - m02) * f)
        } else {
            let z = 0.5 * zz.squareRoot(), f = 0.25 / z
            q = Quaternion(x: (m02 + m20) * f, y: (m12 + m21) * f, z: z, w: (m01 - m10) * f)
        }
        if q.w < 0 { q = Quaternion(x: -q.x, y: -q.y, z: -q.z, w: -q.w) }
        self = q.normalized
    }
}
