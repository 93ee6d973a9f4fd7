/// A homogeneous point, a row vector as CATransform3D multiplies it: p' = p · M.
public struct Vector4: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var z: Double
    public var w: Double

    public init(_ x: Double, _ y: Double, _ z: Double, _ w: Double) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    public init(_ p: Vector3, w: Double = 1) { self.init(p.x, p.y, p.z, w) }

    /// The point after the perspective divide.
    public var projected: Vector3 { Vector3(x / w, y / w, z / w) }
}
