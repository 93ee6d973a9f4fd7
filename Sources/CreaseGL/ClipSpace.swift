import CreaseMath

/// Screen points to GL's clip space, for the passes that draw one quad at a time by a matrix.
enum ClipSpace {
    /// `unitToScreen` then screen to clip space over `viewport`, flipped for a target whose
    /// first row is the bottom, as the column-major floats GLSL multiplies a column vector by
    /// (row vectors: the matrix's rows in order).
    static func matrix(_ unitToScreen: Transform3D, viewport: Size, topRowFirst: Bool) -> [Float] {
        let flip = topRowFirst ? 1.0 : -1.0
        let screenToClip = Transform3D([
            2 / viewport.width, 0, 0, 0,
            0, flip * 2 / viewport.height, 0, 0,
            0, 0, 1, 0,
            -1, -flip, 0, 1,
        ])
        return (unitToScreen * screenToClip).entries.map(Float.init)
    }
}
