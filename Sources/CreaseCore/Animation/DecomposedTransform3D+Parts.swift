import Glibc
import CreaseMath

extension DecomposedTransform3D {
    /// The parts of `m`; where it does not decompose (a zero scale), its rows' lengths as the
    /// scale and its last row as the translation, so that setting a part of a transform scaled
    /// to nothing still takes (a layer popping up from scale 0).
    init(partsOf m: Transform3D) {
        if let parts = DecomposedTransform3D(m) {
            self = parts
            return
        }
        func length(_ row: SIMD4<Double>) -> Double { (row.x * row.x + row.y * row.y + row.z * row.z).squareRoot() }
        self.init(translation: Vector3(m.m41, m.m42, m.m43), scale: Vector3(length(m.r1), length(m.r2), length(m.r3)))
    }

    /// The rotation as angles in radians about x, then y, then z (R = Rx · Ry · Rz, row
    /// vectors): Core Animation's "transform.rotation.x", ".y" and ".z". Read back, x and z
    /// lie in [−π, π] and y in [−π/2, π/2].
    var eulerAngles: Vector3 {
        get {
            let m = rotation.rotationMatrix
            let y = asin(min(max(-m.m13, -1), 1))
            // A quarter turn about y puts the x axis on z: x and z then turn about one axis, and
            // all of it is read as z.
            guard abs(m.m13) < 1 - 1e-12 else { return Vector3(0, y, atan2(-m.m21, m.m22)) }
            return Vector3(atan2(m.m23, m.m33), y, atan2(m.m12, m.m11))
        }
        set {
            let m = Transform3D.rotation(newValue.x, 1, 0, 0) * .rotation(newValue.y, 0, 1, 0) * .rotation(newValue.z, 0, 0, 1)
            rotation = Quaternion(rotationRows: Vector3(m.m11, m.m12, m.m13), Vector3(m.m21, m.m22, m.m23),
                                  Vector3(m.m31, m.m32, m.m33))
        }
    }
}
