import CreaseMath

/// Core Animation's key paths into a transform's parts ("transform.rotation.z" and the rest),
/// as properties, so that `\LayerState.transform.rotationZ` animates as "transform.rotation.z"
/// does. Each reads its part of the transform's decomposition (`DecomposedTransform3D`:
/// scale, skew, rotation, translation, perspective); setting one replaces that part and keeps
/// the others. Animating a part interpolates its number: a spin of `rotationZ` from 0 to 2π
/// turns once, where interpolating the two matrices, both the identity, would not move.
extension Transform3D {
    /// "transform.rotation.x": the turn about x in radians, of the angles applied about x, then
    /// y, then z.
    public var rotationX: Double { get { self[part: \.eulerAngles.x] } set { self[part: \.eulerAngles.x] = newValue } }

    /// "transform.rotation.y": the turn about y in radians (see `rotationX`).
    public var rotationY: Double { get { self[part: \.eulerAngles.y] } set { self[part: \.eulerAngles.y] = newValue } }

    /// "transform.rotation.z": the turn about z in radians (see `rotationX`).
    public var rotationZ: Double { get { self[part: \.eulerAngles.z] } set { self[part: \.eulerAngles.z] = newValue } }

    /// "transform.rotation": `rotationZ`, the turn in the layer's plane.
    public var rotation: Double {
        get { rotationZ }
        set { rotationZ = newValue }
    }

    /// "transform.scale": the mean of the three scale factors; setting it sets all three.
    public var scale: Double {
        get {
            let s = self[part: \.scale]
            return (s.x + s.y + s.z) / 3
        }
        set { self[part: \.scale] = Vector3(newValue, newValue, newValue) }
    }

    /// "transform.scale.x": the scale factor along x.
    public var scaleX: Double { get { self[part: \.scale.x] } set { self[part: \.scale.x] = newValue } }

    /// "transform.scale.y": the scale factor along y.
    public var scaleY: Double { get { self[part: \.scale.y] } set { self[part: \.scale.y] = newValue } }

    /// "transform.scale.z": the scale factor along z.
    public var scaleZ: Double { get { self[part: \.scale.z] } set { self[part: \.scale.z] = newValue } }

    /// "transform.translation": the translation's x and y, as a size.
    public var translation: Size {
        get {
            let t = self[part: \.translation]
            return Size(width: t.x, height: t.y)
        }
        set { self[part: \.translation] = Vector3(newValue.width, newValue.height, translationZ) }
    }

    /// "transform.translation.x": the translation along x, applied after the scale and
    /// rotation (so not scaled or turned by them).
    public var translationX: Double { get { self[part: \.translation.x] } set { self[part: \.translation.x] = newValue } }

    /// "transform.translation.y": the translation along y (see `translationX`).
    public var translationY: Double { get { self[part: \.translation.y] } set { self[part: \.translation.y] = newValue } }

    /// "transform.translation.z": the translation along z (see `translationX`).
    public var translationZ: Double { get { self[part: \.translation.z] } set { self[part: \.translation.z] = newValue } }

    /// A part of the decomposition; set, the matrix recomposed with it.
    private subscript<Part>(part keyPath: WritableKeyPath<DecomposedTransform3D, Part>) -> Part {
        get { DecomposedTransform3D(partsOf: self)[keyPath: keyPath] }
        set {
            var parts = DecomposedTransform3D(partsOf: self)
            parts[keyPath: keyPath] = newValue
            self = parts.matrix
        }
    }
}
