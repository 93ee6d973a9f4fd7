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

    /// Appends one quad's floats.
    static func append(_ q: DrawQuad, textured: Bool, to data: inout [Float]) {
        let m = q.unitToScreen
        for row in [m.r1, m.r2, m.r3, m.r4] {
            data.append(Float(row.x)); data.append(Float(row.y)); data.append(Float(row.z)); data.append(Float(row.w))
        }
        append(q.contentsRect, to: &data)
        append(q.contentFrame, to: &data)
        append(q.backgroundColor, to: &data)
        append(q.borderColor, to: &data)
        data.append(Float(q.size.width)); data.append(Float(q.size.height))
        data.append(Float(q.cornerRadius)); data.append(Float(q.borderWidth))
        if let d = q.unitToDepth {
            // The z and w columns of the matrix: dot products with the row-vector point.
            data.append(Float(d.m13)); data.append(Float(d.m23)); data.append(Float(d.m33)); data.append(Float(d.m43))
            data.append(Float(d.m14)); data.append(Float(d.m24)); data.append(Float(d.m34)); data.append(Float(d.m44))
        } else {
            data.append(contentsOf: [0, 0, 0, 0, 0, 0, 0, 1])
        }
        // Shading: multiplier, leading and trailing edge terms, edge width.
        let s = q.shading ?? Shading()
        data.append(Float(s.multiplier)); data.append(Float(s.leadingEdge)); data.append(Float(s.trailingEdge))
        data.append(Float(s.edgeWidth))
        data.append(Float(q.opacity)); data.append(Float(q.depthLevel))
        var flags: Flags = textured ? .textured : []
        if q.roundsContents { flags.insert(.roundsContents) }
        if q.shapeFollowsContents { flags.insert(.shapeOfWholeContents) }
        if q.shading?.axis == .vertical { flags.insert(.sideShadingEdges) }
        flags.formUnion(Flags(antialiasedEdges: q.antialiasedEdges))
        // The bits go in as they are and reach the shader as a uint attribute (glVertexAttribIPointer),
        // so it tests bits exactly rather than comparing floats with thresholds.
        data.append(Float(bitPattern: flags.rawValue))
    }

    private static func append(_ r: Rect, to data: inout [Float]) {
        data.append(Float(r.minX)); data.append(Float(r.minY)); data.append(Float(r.width)); data.append(Float(r.height))
    }

    private static func append(_ c: Color, to data: inout [Float]) {
        let (r, g, b, a) = c.premultiplied
        data.append(Float(r)); data.append(Float(g)); data.append(Float(b)); data.append(Float(a))
    }
}
