import CreaseCompositor
import CreaseMath

/// The per-instance vertex data of one quad, as `Shaders/quad.vert` reads it: thirteen vec4s.
enum InstanceLayout {
    static let vec4Count = 13
    static let floats = vec4Count * 4
    static let stride = floats * MemoryLayout<Float>.size
    /// Attribute location of the first instance vec4 (location 0 is the unit-square corner).
    static let firstLocation = 1

    /// Appends one quad's 48 floats.
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
        data.append(Float(q.opacity)); data.append(textured ? 1 : 0)
        // 1: contents rounded too; 2: and the shape is the whole contents picture's.
        data.append(q.shapeFollowsContents ? 2 : q.roundsContents ? 1 : 0); data.append(Float(q.depthLevel))
        if let d = q.unitToDepth {
            // The z and w columns of the matrix: dot products with the row-vector point.
            data.append(Float(d.m13)); data.append(Float(d.m23)); data.append(Float(d.m33)); data.append(Float(d.m43))
            data.append(Float(d.m14)); data.append(Float(d.m24)); data.append(Float(d.m34)); data.append(Float(d.m44))
        } else {
            data.append(contentsOf: [0, 0, 0, 0, 0, 0, 0, 1])
        }
        // Shading: multiplier, leading and trailing edge terms, edge width (negative: the
        // edges are left and right rather than top and bottom).
        if let s = q.shading {
            data.append(Float(s.multiplier)); data.append(Float(s.leadingEdge)); data.append(Float(s.trailingEdge))
            data.append(Float(s.axis == .vertical ? -s.edgeWidth : s.edgeWidth))
        } else {
            data.append(contentsOf: [1, 0, 0, 0])
        }
    }

    private static func append(_ r: Rect, to data: inout [Float]) {
        data.append(Float(r.minX)); data.append(Float(r.minY)); data.append(Float(r.width)); data.append(Float(r.height))
    }

    private static func append(_ c: Color, to data: inout [Float]) {
        let (r, g, b, a) = c.premultiplied
        data.append(Float(r)); data.append(Float(g)); data.append(Float(b)); data.append(Float(a))
    }
}
