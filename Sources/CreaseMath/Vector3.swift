/// A 3D vector or point in layer space (z toward the viewer).
public struct Vector3: Hashable, Sendable {
    /// The x component: right.
    public var x: Double
    /// The y component: down.
    public var y: Double
    /// The z component: toward the viewer.
    public var z: Double

    /// The vector (`x`, `y`, `z`).
    public init(_ x: Double, _ y: Double, _ z: Double) {
        self.x = x
        self.y = y
        self.z = z
    }

    /// The zero vector, or the origin.
    public static let zero = Vector3(0, 0, 0)

    /// Component-wise sum.
    public static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x + b.x, a.y + b.y, a.z + b.z) }
    /// Component-wise difference.
    public static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(a.x - b.x, a.y - b.y, a.z - b.z) }
    /// Every component scaled by `s`.
    public static func * (a: Vector3, s: Double) -> Vector3 { Vector3(a.x * s, a.y * s, a.z * s) }

    /// The dot product.
    public func dot(_ b: Vector3) -> Double { x * b.x + y * b.y + z * b.z }
    /// The cross product, `self` × `b` (right-handed).
    public func cross(_ b: Vector3) -> Vector3 {
        Vector3(y * b.z - z * b.y, z * b.x - x * b.z, x * b.y - y * b.x)
    }
    /// The Euclidean length.
    public var length: Double { dot(self).squareRoot() }
}
