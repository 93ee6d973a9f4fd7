import Glibc

/// A 3D transform split into the parts that CSS Transforms Level 2 and Core Animation interpolate
/// separately: "unmatrix" and "recompose" of the spec, with Transform3D's conventions.
///
/// CATransform3D's layout is CSS matrix3d's (translation in the 4th row, perspective in the 4th
/// column), so the spec's matrix[i][j] is m(i+1)(j+1). In row-vector terms the parts apply in this
/// order: scale, skew, rotation, translation, perspective, i.e.
/// `matrix = S · K · R · T · P` with `*` applying its left operand first.
public struct DecomposedTransform3D: Hashable, Sendable {
    /// The translation, the 4th row's first three entries once perspective is taken out.
    public var translation: Vector3
    /// Scale factors along x, y and z; a reflection makes all three negative, as in the spec.
    public var scale: Vector3
    /// Shear factors (xy, xz, yz): row 2 picks up xy · row 1, row 3 picks up xz · row 1 and
    /// yz · row 2 (before scaling), as in the spec.
    public var skew: Vector3
    /// The 4th column of the perspective matrix, (0, 0, 0, 1) when there is none.
    public var perspective: SIMD4<Double>
    /// The rotation, as a unit quaternion.
    public var rotation: Quaternion

    /// The parts, each defaulting to none (so the default recomposes to the identity).
    public init(
        translation: Vector3 = .zero, scale: Vector3 = Vector3(1, 1, 1), skew: Vector3 = .zero,
        perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1), rotation: Quaternion = .identity
    ) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.rotation = rotation
    }

    /// Decomposes `m`, or nil when it cannot be: m44 == 0, or the matrix without its perspective
    /// column is singular. The matrix is normalised by m44 first, so `matrix` gives back m / m44
    /// (the same projective transform).
    public init?(_ m: Transform3D) {
        guard m.m44 != 0, m.entries.allSatisfy(\.isFinite) else { return nil }
        let n = 1 / m.m44
        let r1 = m.r1 * n, r2 = m.r2 * n, r3 = m.r3 * n, r4 = m.r4 * n

        // The perspective-free matrix N = [[A, 0], [t, 1]] has det N = det A.
        var row0 = Vector3(r1.x, r1.y, r1.z)
        var row1 = Vector3(r2.x, r2.y, r2.z)
        var row2 = Vector3(r3.x, r3.y, r3.z)
        let det = row0.dot(row1.cross(row2))
        guard det != 0, det.isFinite else { return nil }

        // Perspective: m = N · P, with P the identity whose 4th column is p, so the 4th column c
        // of m is N · p: A · p.xyz = c.xyz and t · p.xyz + p.w = c.w.
        let t = Vector3(r4.x, r4.y, r4.z)
        if r1.w != 0 || r2.w != 0 || r3.w != 0 {
            // A⁻¹ = adj(A) / det; the columns of adj(A) are cross products of A's rows.
            let c = Vector3(r1.w, r2.w, r3.w)
            let inverseColumns = (row1.cross(row2), row2.cross(row0), row0.cross(row1))
            let p = Vector3(
                (inverseColumns.0.x * c.x + inverseColumns.1.x * c.y + inverseColumns.2.x * c.z) / det,
                (inverseColumns.0.y * c.x + inverseColumns.1.y * c.y + inverseColumns.2.y * c.z) / det,
                (inverseColumns.0.z * c.x + inverseColumns.1.z * c.y + inverseColumns.2.z * c.z) / det)
            perspective = SIMD4(p.x, p.y, p.z, r4.w - t.dot(p))
        } else {
            perspective = SIMD4(0, 0, 0, 1)
        }

        translation = t

        // Scale and skew by Gram–Schmidt on the rows of A.
        var scale = Vector3(0, 0, 0)
        var skew = Vector3(0, 0, 0)
        scale.x = row0.length
        row0 = row0 * (1 / scale.x)

        skew.x = row0.dot(row1)
        row1 = row1 - row0 * skew.x
        scale.y = row1.length
        row1 = row1 * (1 / scale.y)
        skew.x /= scale.y

        skew.y = row0.dot(row2)
        row2 = row2 - row0 * skew.y
        skew.z = row1.dot(row2)
        row2 = row2 - row1 * skew.z
        scale.z = row2.length
        row2 = row2 * (1 / scale.z)
        skew.y /= scale.z
        skew.z /= scale.z

        // The rows are now orthonormal; a negative determinant means a reflection, which the
        // spec folds into negative scales.
        if row0.dot(row1.cross(row2)) < 0 {
            scale = scale * -1
            row0 = row0 * -1
            row1 = row1 * -1
            row2 = row2 * -1
        }
        self.scale = scale
        self.skew = skew
        rotation = Quaternion(rotationRows: row0, row1, row2)

        let values = [scale.x, scale.y, scale.z, skew.x, skew.y, skew.z, perspective.x, perspective.y,
                      perspective.z, perspective.w, rotation.x, rotation.y, rotation.z, rotation.w]
        guard values.allSatisfy(\.isFinite) else { return nil }
    }

    /// The matrix again: scale, then skew, rotation, translation and perspective (`recompose`).
    public var matrix: Transform3D {
        // scale · skew · rotation · translation · perspective, multiplied out by rows: this runs
        // for every animated transform on every frame.
        let r = rotation.rotationMatrix
        let p = perspective
        func withPerspective(_ row: SIMD4<Double>) -> SIMD4<Double> {
            SIMD4(row.x, row.y, row.z, row.x * p.x + row.y * p.y + row.z * p.z + row.w * p.w)
        }
        return Transform3D(
            r1: withPerspective(r.r1 * scale.x),
            r2: withPerspective((r.r2 + skew.x * r.r1) * scale.y),
            r3: withPerspective((r.r3 + skew.y * r.r1 + skew.z * r.r2) * scale.z),
            r4: withPerspective(SIMD4(translation.x, translation.y, translation.z, 1)))
    }

    /// Whether the parts are a rotation and a translation alone: scale 1, no skew, no perspective.
    var turnsAndMovesOnly: Bool { scale == Vector3(1, 1, 1) && skew == .zero && perspective == SIMD4(0, 0, 0, 1) }

    /// Interpolation between two ends, component-wise: linear for translation, scale, skew and
    /// perspective, slerp for the rotation; the rotation's arc worked out once.
    public struct Interpolation: Hashable, Sendable {
        /// The parts at fraction 0.
        public let from: DecomposedTransform3D
        /// The parts at fraction 1.
        public let to: DecomposedTransform3D
        @usableFromInline let rotation: Quaternion.Arc
        /// Whether both ends only turn and move: no scale, skew nor perspective, as most animated
        /// rotations have. Then none between either, and `matrix(at:)` skips their products.
        @usableFromInline let turnsAndMovesOnly: Bool

        /// The interpolation from `a` to `b`.
        public init(from a: DecomposedTransform3D, to b: DecomposedTransform3D) {
            from = a
            to = b
            rotation = Quaternion.Arc(from: a.rotation, to: b.rotation)
            turnsAndMovesOnly = a.turnsAndMovesOnly && b.turnsAndMovesOnly
        }

        /// The matrix at fraction `t`, `at(t).matrix`. Where the ends only turn and move, that is
        /// the rotation's rows over the translation: scaling by 1, shearing by 0 and a
        /// perspective column of (0, 0, 0, 1) change no entry, so they are not multiplied out
        /// (two fifths of an animated rotation's frame).
        public func matrix(at t: Double) -> Transform3D {
            withUnsafePointer(to: self) { Self.matrix(of: $0, at: t) }
        }

        /// `matrix(at:)` of the interpolation `i` points at, its fields read where they lie: one
        /// held in a larger value (a compiled track's ends) was copied out whole (385 bytes) to
        /// be asked as a method's `self`.
        @inlinable @inline(__always) public static func matrix(of i: UnsafePointer<Interpolation>, at t: Double) -> Transform3D {
            guard i.pointee.turnsAndMovesOnly else { return i.pointee.recomposed(at: t) }
            let r = i.pointee.rotation.at(t).rotationMatrix
            let from = i.pointee.from.translation, to = i.pointee.to.translation
            let move = from + (to - from) * t
            return Transform3D(r1: r.r1, r2: r.r2, r3: r.r3, r4: SIMD4(move.x, move.y, move.z, 1))
        }

        /// `at(t).matrix`, for ends with scale, skew or perspective.
        @usableFromInline func recomposed(at t: Double) -> Transform3D { at(t).matrix }

        /// The parts at fraction `t` (0 gives `from`, 1 gives `to`; beyond extrapolates).
        public func at(_ t: Double) -> DecomposedTransform3D {
            let (a, b) = (from, to)
            func mix(_ u: Vector3, _ v: Vector3) -> Vector3 { u + (v - u) * t }
            return DecomposedTransform3D(
                translation: mix(a.translation, b.translation),
                scale: mix(a.scale, b.scale),
                skew: mix(a.skew, b.skew),
                perspective: a.perspective + (b.perspective - a.perspective) * t,
                rotation: rotation.at(t))
        }
    }
}

extension Transform3D {
    /// Interpolates as Core Animation and CSS do: decompose both ends, interpolate the parts,
    /// recompose, so that a 180° turn passes through 90° rather than collapsing the layer. When
    /// either end does not decompose, the result jumps from `a` to `b` halfway, as CSS does.
    public static func interpolate(from a: Transform3D, to b: Transform3D, fraction t: Double) -> Transform3D {
        guard let da = DecomposedTransform3D(a), let db = DecomposedTransform3D(b) else {
            return t < 0.5 ? a : b
        }
        return DecomposedTransform3D.Interpolation(from: da, to: db).matrix(at: t)
    }
}
