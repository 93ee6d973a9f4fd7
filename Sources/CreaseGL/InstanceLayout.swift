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
            Attribute(name: "aOpacityDepth", location: 13, components: 2, offset: 192, isInteger: false),
            Attribute(name: "aFlags", location: 14, components: 1, offset: 200, isInteger: true),
        ]
    static let floats = 51
    static let stride = floats * MemoryLayout<Float>.size

    /// Writes one quad's `floats` floats from `at` in `data`, each in its place: the quad pass
    /// fills a frame's instances in a buffer sized once, with no growth or check per float.
    static func write(_ q: DrawQuad, textured: Bool, to data: UnsafeMutableBufferPointer<Float>, at start: Int) {
        var i = start
        func put(_ value: Double) {
            data[i] = Float(value)
            i += 1
        }
        func put(_ v: SIMD4<Double>) { put(v.x); put(v.y); put(v.z); put(v.w) }
        func put(_ r: Rect) { put(r.minX); put(r.minY); put(r.width); put(r.height) }
        func put(_ c: Color) {
            let (r, g, b, a) = c.premultiplied
            put(r); put(g); put(b); put(a)
        }
        let m = q.unitToScreen
        put(m.r1); put(m.r2); put(m.r3); put(m.r4)
        put(q.contentsRect)
        put(q.contentFrame)
        put(q.backgroundColor)
        put(q.borderColor)
        put(q.size.width); put(q.size.height); put(q.cornerRadius); put(q.borderWidth)
        if let d = q.unitToDepth {
            // The z and w columns of the matrix: dot products with the row-vector point.
            put(d.m13); put(d.m23); put(d.m33); put(d.m43)
            put(d.m14); put(d.m24); put(d.m34); put(d.m44)
        } else {
            put(0); put(0); put(0); put(0); put(0); put(0); put(0); put(1)
        }
        // Shading: multiplier, leading and trailing edge terms, edge width.
        let s = q.shading ?? Shading()
        put(s.multiplier); put(s.leadingEdge); put(s.trailingEdge); put(s.edgeWidth)
        put(q.opacity); put(Double(q.depthLevel))
        var flags: Flags = textured ? .textured : []
        if q.roundsContents { flags.insert(.roundsContents) }
        if q.shapeFollowsContents { flags.insert(.shapeOfWholeContents) }
        if q.shading?.axis == .vertical { flags.insert(.sideShadingEdges) }
        flags.formUnion(Flags(antialiasedEdges: q.antialiasedEdges))
        // The bits go in as they are and reach the shader as a uint attribute (glVertexAttribIPointer),
        // so it tests bits exactly rather than comparing floats with thresholds.
        data[i] = Float(bitPattern: flags.rawValue)
    }
}
