import CreaseDrawList
import CreaseMath

/// The per-instance vertex data of one quad, as `Shaders/quad.vert` reads it: twelve vec4s,
/// opacity and depth level, then a uint of `Flags`.
enum InstanceLayout {
    /// One instance attribute: its name and location in the shader, its float-sized components,
    /// its byte offset in an instance, and whether it holds an integer's bits rather than floats.
    struct Attribute {
        let name: String
        let location: Int
        let components: Int
        let offset: Int
        let isInteger: Bool

        /// The attribute as the vertex shader declares it.
        var declaration: ShaderAttribute {
            let type: GLSLType = switch (isInteger, components) {
            case (true, _): .uint
            case (false, 1): .float
            case (false, 2): .vec2
            default: .vec4
            }
            return ShaderAttribute(name: name, location: location, type: type)
        }
    }

    /// Booleans of a quad, as bits of its flags attribute (`quad.frag` names the same bits).
    struct Flags: OptionSet {
        let rawValue: UInt32
        static let textured = Flags(rawValue: 1)
        static let roundsContents = Flags(rawValue: 2)
        /// Corners and border are those of the whole contents picture (shapeFollowsContents).
        static let shapeOfWholeContents = Flags(rawValue: 4)
        /// The shading's edges are the left and right ones, not the top and bottom.
        static let sideShadingEdges = Flags(rawValue: 8)
        /// Bits 16, 32, 64, 128: the antialiased edges (LayerEdges' bits, shifted by 4).
        init(antialiasedEdges edges: LayerEdges) { rawValue = UInt32(edges.rawValue) << 4 }
        init(rawValue: UInt32) { self.rawValue = rawValue }
    }

    /// Location 0 is the unit-square corner; the instance attributes follow from location 1, in
    /// the order `append` writes them.
    static let attributes: [Attribute] =
        [
            "aToScreen0", "aToScreen1", "aToScreen2", "aToScreen3", "aContentsRect", "aContentFrame", "aBackground",
            "aBorderColor", "aShape", "aDepthZ", "aDepthW", "aShade",
        ].enumerated().map { Attribute(name: $1, location: 1 + $0, components: 4, offset: $0 * 16, isInteger: false) } + [
            Attribute(name: "aOpacityDepth", location: 13, components: 2, offset: opacityDepthOffset, isInteger: false),
            Attribute(name: "aFlags", location: 14, components: 1, offset: flagsOffset, isInteger: true),
        ]
    /// Byte offsets of the two attributes after the twelve vec4s.
    static let opacityDepthOffset = 192, flagsOffset = 200
    static let floats = 51
    static let stride = floats * MemoryLayout<Float>.size

    /// Writes one quad's `floats` floats from `at` in `data`, each in its place: the quad pass
    /// fills a frame's instances in a buffer sized once, with no growth or check per float. Four
    /// at a time, each vec4 converted and stored as one (instances are 4-byte aligned only: the
    /// stores are unaligned ones). The quad is read where it lies: passed as a value, a quad
    /// (546 bytes) is copied on its way in. Whether it has a depth matrix is asked of its flag
    /// (`isDepthTested`): asked of the optional matrix, that copies the matrix first.
    static func write(_ quad: UnsafePointer<DrawQuad>, textured: Bool, to data: UnsafeMutableBufferPointer<Float>, at start: Int) {
        let base = UnsafeMutableRawPointer(data.baseAddress! + start)
        func put(_ slot: Int, _ v: SIMD4<Double>) {
            base.storeBytes(of: SIMD4<Float>(Float(v.x), Float(v.y), Float(v.z), Float(v.w)), toByteOffset: slot * 16, as: SIMD4<Float>.self)
        }
        func put(_ slot: Int, _ r: Rect) { put(slot, SIMD4(r.minX, r.minY, r.width, r.height)) }
        func put(_ slot: Int, _ c: Color) {
            let (r, g, b, a) = c.premultiplied
            put(slot, SIMD4(r, g, b, a))
        }
        let m = quad.pointee.unitToScreen
        put(0, m.r1); put(1, m.r2); put(2, m.r3); put(3, m.r4)
        put(4, quad.pointee.contentsRect)
        put(5, quad.pointee.contentFrame)
        put(6, quad.pointee.backgroundColor)
        put(7, quad.pointee.borderColor)
        put(8, SIMD4(quad.pointee.size.width, quad.pointee.size.height, quad.pointee.cornerRadius, quad.pointee.borderWidth))
        if quad.pointee.isDepthTested, let d = quad.pointee.unitToDepth {
            // The z and w columns of the matrix: dot products with the row-vector point.
            put(9, SIMD4(d.m13, d.m23, d.m33, d.m43))
            put(10, SIMD4(d.m14, d.m24, d.m34, d.m44))
        } else {
            put(9, .zero)
            put(10, SIMD4(0, 0, 0, 1))
        }
        // Shading: multiplier, leading and trailing edge terms, edge width.
        let s = quad.pointee.shading ?? Shading()
        put(11, SIMD4(s.multiplier, s.leadingEdge, s.trailingEdge, s.edgeWidth))
        base.storeBytes(of: SIMD2<Float>(Float(quad.pointee.opacity), Float(quad.pointee.depthLevel)), toByteOffset: opacityDepthOffset, as: SIMD2<Float>.self)
        var flags: Flags = textured ? .textured : []
        if quad.pointee.roundsContents { flags.insert(.roundsContents) }
        if quad.pointee.shapeFollowsContents { flags.insert(.shapeOfWholeContents) }
        if quad.pointee.shading?.axis == .vertical { flags.insert(.sideShadingEdges) }
        flags.formUnion(Flags(antialiasedEdges: quad.pointee.antialiasedEdges))
        // The bits go in as they are and reach the shader as a uint attribute (glVertexAttribIPointer),
        // so it tests bits exactly rather than comparing floats with thresholds.
        base.storeBytes(of: flags.rawValue, toByteOffset: flagsOffset, as: UInt32.self)
    }
}
