/// `Shaders/quad.vert` and `quad.frag`: layer quads, specialised by defines (`QuadPrograms.Kind`).
enum QuadShader {
    static let screenToClip = ShaderUniform("uScreenToClip", .mat4)
    static let depthScale = ShaderUniform("uDepthScale", .float)
    /// Antialiased edges are measured in framebuffer pixels.
    static let viewportPixels = ShaderUniform("uViewportPixels", .vec2, needs: ["EDGE_AA"])
    /// A solid quad and a clip shape read no contents.
    static let contents = ShaderUniform("uContents", .sampler2D, unless: ["SOLID", "STENCIL_ONLY"])

    static let interface = ShaderInterface(
        name: "quad", vertexSource: ShaderSource.quadVertex, fragmentSource: ShaderSource.quadFragment,
        attributes: [ShaderAttribute(name: "aUnit", location: 0, type: .vec2)] + InstanceLayout.attributes.map(\.declaration),
        uniforms: [screenToClip, depthScale, viewportPixels, contents])
}

/// `Shaders/fold.vert` and `fold.frag`: an accordion in one pass (`FoldPass`), from no attributes.
enum FoldShader {
    static let viewport = ShaderUniform("uViewport", .vec2)
    static let rows = ShaderUniform("uRows", .vec2)
    static let topRowFirst = ShaderUniform("uTopRowFirst", .bool)
    static let source = ShaderUniform("uSource", .vec4)
    static let stripCount = ShaderUniform("uStripCount", .float)
    static let center = ShaderUniform("uCenter", .vec2)
    static let pointsPerPixel = ShaderUniform("uPointsPerPixel", .vec2)
    static let shade = ShaderUniform("uShade", .vec2)
    static let contents = ShaderUniform("uContents", .sampler2D)
    static let miss = ShaderUniform("uMiss", .vec4)
    static let firstRow = ShaderUniform("uFirstRow", .int)
    /// The row table's block (`FoldPass.rowsPerDraw` rows).
    static let rowTable = "RowTable"

    static let interface = ShaderInterface(
        name: "fold", vertexSource: ShaderSource.foldVertex, fragmentSource: ShaderSource.foldFragment, attributes: [],
        uniforms: [viewport, rows, topRowFirst, source, stripCount, center, pointsPerPixel, shade, contents, miss, firstRow],
        uniformBlocks: [rowTable])
    /// The binding point the program connects the row table to (its place in the interface).
    static let rowTableBinding = interface.uniformBlocks.firstIndex(of: rowTable)!
}

/// `Shaders/copy.vert` and `copy.frag`: a picture over a whole target, the simplest way (the
/// benchmark's floor, a host's frame into its framebuffer, a host's texture made premultiplied and upright).
enum CopyShader {
    static let picture = ShaderUniform("uPicture", .sampler2D)

    static let interface = ShaderInterface(
        name: "copy", vertexSource: ShaderSource.copyVertex, fragmentSource: ShaderSource.copyFragment, attributes: [],
        uniforms: [picture])
}

/// `Shaders/shadow.vert` and `shadow.frag`: a rectangle's shadow in closed form (`ShadowPass`).
enum ShadowShader {
    static let unitToClip = ShaderUniform("uUnitToClip", .mat4)
    /// Points across the quad: the full colour inside needs none.
    static let size = ShaderUniform("uSize", .vec2, unless: ["SOLID"])
    /// The parts of the quad a draw covers, one an instance (`ShadowPass.partsPerDraw` at most).
    static let parts = ShaderUniform("uParts", .vec4)
    /// The full colour inside needs neither the shape nor the blur.
    static let shape = ShaderUniform("uShape", .vec4, unless: ["SOLID"])
    /// Only a rounded rectangle's shadow sums its rows; a corner read from its table does not.
    static let radius = ShaderUniform("uRadius", .float, needs: ["ROUNDED"], unless: ["CORNER_TABLE"])
    static let sigma = ShaderUniform("uSigma", .float, unless: ["SOLID", "CORNER_TABLE"])
    static let color = ShaderUniform("uColor", .vec4)
    /// A rounded corner read from its table (`ShadowCornerTable`): the table, where its cell
    /// starts in from the shape's sides, and the points it spans.
    static let corner = ShaderUniform("uCorner", .sampler2D, needs: ["CORNER_TABLE"])
    static let cornerZone = ShaderUniform("uCornerZone", .float, needs: ["CORNER_TABLE"])
    static let cornerSpan = ShaderUniform("uCornerSpan", .float, needs: ["CORNER_TABLE"])

    static let interface = ShaderInterface(
        name: "shadow", vertexSource: ShaderSource.shadowVertex, fragmentSource: ShaderSource.shadowFragment, attributes: [],
        uniforms: [unitToClip, size, parts, shape, radius, sigma, color, corner, cornerZone, cornerSpan])
}

/// `Shaders/polygon.vert` and `polygon.frag`: a piece of a plane's picture (`PolygonPass`).
enum PolygonShader {
    static let unitToClip = ShaderUniform("uUnitToClip", .mat4)
    static let picture = ShaderUniform("uPicture", .sampler2D)
    static let opacity = ShaderUniform("uOpacity", .float)

    static let interface = ShaderInterface(
        name: "polygon", vertexSource: ShaderSource.polygonVertex, fragmentSource: ShaderSource.polygonFragment,
        attributes: [ShaderAttribute(name: "aUnit", location: 0, type: .vec2)], uniforms: [unitToClip, picture, opacity])
}

/// `Shaders/gradient.vert` and `gradient.frag`: a gradient layer's fill (`GradientPass`), a
/// variant per kind (AXIAL, RADIAL, CONIC), each with or without ROUNDED corners.
enum GradientShader {
    static let unitToClip = ShaderUniform("uUnitToClip", .mat4)
    /// Points, for the corners alone.
    static let size = ShaderUniform("uSize", .vec2, needs: ["ROUNDED"])
    static let radius = ShaderUniform("uRadius", .float, needs: ["ROUNDED"])
    static let start = ShaderUniform("uStart", .vec2)
    /// An axial or conic gradient reads its direction from it, a radial one its radii.
    static let end = ShaderUniform("uEnd", .vec2)
    static let ramp = ShaderUniform("uRamp", .sampler2D)
    static let opacity = ShaderUniform("uOpacity", .float)

    static let interface = ShaderInterface(
        name: "gradient", vertexSource: ShaderSource.gradientVertex, fragmentSource: ShaderSource.gradientFragment, attributes: [],
        uniforms: [unitToClip, size, radius, start, end, ramp, opacity])
}

/// `Shaders/blur.vert` and `blur.frag`: one direction of a picture's blurred alpha (`BlurPass`).
enum BlurShader {
    static let source = ShaderUniform("uSource", .sampler2D)
    static let step = ShaderUniform("uStep", .vec2)
    static let sigma = ShaderUniform("uSigma", .float)
    static let reach = ShaderUniform("uReach", .int)
    /// Only the second pass tints.
    static let tint = ShaderUniform("uTint", .vec4, needs: ["TINT"])

    static let interface = ShaderInterface(
        name: "blur", vertexSource: ShaderSource.blurVertex, fragmentSource: ShaderSource.blurFragment, attributes: [],
        uniforms: [source, step, sigma, reach, tint])
}

/// The GLSL sources in Shaders/, embedded in the binary at build time so it runs from anywhere.
enum ShaderSource {
    static var quadVertex: String { String(decoding: PackageResources.quad_vert, as: UTF8.self) }
    static var quadFragment: String { String(decoding: PackageResources.quad_frag, as: UTF8.self) }
    static var foldVertex: String { String(decoding: PackageResources.fold_vert, as: UTF8.self) }
    static var foldFragment: String { String(decoding: PackageResources.fold_frag, as: UTF8.self) }
    static var copyVertex: String { String(decoding: PackageResources.copy_vert, as: UTF8.self) }
    static var copyFragment: String { String(decoding: PackageResources.copy_frag, as: UTF8.self) }
    static var shadowVertex: String { String(decoding: PackageResources.shadow_vert, as: UTF8.self) }
    static var shadowFragment: String { String(decoding: PackageResources.shadow_frag, as: UTF8.self) }
    static var gradientVertex: String { String(decoding: PackageResources.gradient_vert, as: UTF8.self) }
    static var gradientFragment: String { String(decoding: PackageResources.gradient_frag, as: UTF8.self) }
    static var polygonVertex: String { String(decoding: PackageResources.polygon_vert, as: UTF8.self) }
    static var polygonFragment: String { String(decoding: PackageResources.polygon_frag, as: UTF8.self) }
    static var blurVertex: String { String(decoding: PackageResources.blur_vert, as: UTF8.self) }
    static var blurFragment: String { String(decoding: PackageResources.blur_frag, as: UTF8.self) }
}
