/// A homogeneous point, a row vector as CATransform3D multiplies it: p' = p · M.
public struct Vector4: Hashable, Sendable {
    /// The x component, before the divide by `w`.
    public var x: Double
    /// The y component, before the divide by `w`.
    public var y: Double
    /// The z component, before the divide by `w`.
    public var z: Double
    /// The homogeneous weight: 1 for a plain point, 0 for a direction.
    public var w: Double

    /// The homogeneous vector (`x`, `y`, `z`, `w`).
    public init(_ x: Double, _ y: Double, _ z: Double, _ w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// The point `p` with weight `w` (1: an ordinary point).
    public init(_ p: Vector3, w: Double = 1) { self.init(p.x, p.y, p.z, w) }

    /// The point after the perspective divide.
    public var projected: Vector3 { Vector3(x / w, y / w, z / w) }
}
