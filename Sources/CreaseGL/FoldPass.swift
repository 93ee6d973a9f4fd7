import Foundation
internal import CCreaseGL
import CreaseCompositor
import CreaseMath

/// The dedicated fold pass (`Shaders/fold.vert`, `fold.frag`): an accordion of equal strips as
/// one draw over the screen rows it can reach. Compiled on first use: most frames have none.
final class FoldPass {
    private struct Uniforms {
        let viewport, pointsPerPixel, rows, topRowFirst, source, stripCount, center, shade, miss, firstRow: GLint

        init(_ program: ShaderProgram) {
            viewport = program.uniform("uViewport")
            pointsPerPixel = program.uniform("uPointsPerPixel")
            rows = program.uniform("uRows")
            topRowFirst = program.uniform("uTopRowFirst")
            source = program.uniform("uSource")
            stripCount = program.uniform("uStripCount")
            center = program.uniform("uCenter")
            shade = program.uniform("uShade")
            miss = program.uniform("uMiss")
            firstRow = program.uniform("uFirstRow")
        }
    }

    /// The framebuffer rows a pass covers, and what the fold shows on each (`AccordionPass.Row`)
    /// as four floats: i + t (−1 where no strip reaches), w, rate, turn.
    private struct RowTable {
        var first = 0
        var values: [Float] = []
        /// The largest w and rate over the rows: how much the picture is squeezed at most.
        var most = (w: 0.0, rate: 0.0)

        mutating func fill(_ pass: AccordionPass, screenRows: ClosedRange<Double>, viewport: Size, framebuffer: Framebuffer) {
            let pointsPerRow = viewport.height / Double(framebuffer.pixelHeight)
            // Screen rows to framebuffer rows (a window's count from the bottom).
            func pixelRow(_ y: Double) -> Double { framebuffer.topRowFirst ? y / pointsPerRow : Double(framebuffer.pixelHeight) - y / pointsPerRow }
            let a = pixelRow(screenRows.lowerBound), b = pixelRow(screenRows.upperBound)
            first = max(0, Int(min(a, b).rounded(.down)))
            let last = min(framebuffer.pixelHeight - 1, Int(max(a, b).rounded(.up)))
            values.removeAll(keepingCapacity: true)
            most = (0, 0)
            guard first <= last else { return }
            for r in first...last {
                let centre = Double(r) + 0.5
                let y = framebuffer.topRowFirst ? centre * pointsPerRow : (Double(framebuffer.pixelHeight) - centre) * pointsPerRow
                // Four appends, not an array literal a row: this runs for every row of every frame.
                let row = pass.row(atScreenY: y)
                values.append(Float(row?.stripRow ?? -1))
                values.append(Float(row?.w ?? 1))
                values.append(Float(row?.rate ?? 0))
                values.append(Float(row?.turn ?? 0))
                if let row { most = (max(most.w, row.w), max(most.rate, abs(row.rate))) }
            }
        }
    }

    private struct Compiled {
        let program: ShaderProgram
        let uniforms: Uniforms
        let vertexArray: VertexArrayObject  // no attributes: the vertex shader uses gl_VertexID
        let rowTexture: RowTexture
    }

    private let state: GLState
    private let textures: TextureCache
    private var compiled: Compiled?
    private var table = RowTable()

    init(state: GLState, textures: TextureCache) {
        self.state = state
        self.textures = textures
    }

    /// Draws `pass` into `framebuffer`, which is bound. Pixels with no strip get `miss`: the
    /// opaque clear colour the pass lies on, or transparency.
    func draw(_ pass: AccordionPass, viewport: Size, into framebuffer: Framebuffer, miss: Color) throws {
        let fold = try compile()
        let texture = try textures.texture(for: pass.contents, stats: &state.stats)
        // Perspective with z ≤ 0 pulls every point toward the centre, so the fold stays in the
        // rows of its flat extent: the pass covers those and the clear does the rest.
        let first = max(0, (pass.top - 1).rounded(.down))
        let last = min(viewport.height, (pass.top + pass.source.height * cos(pass.theta) + 1).rounded(.up))
        guard first < last else { return }
        table.fill(pass, screenRows: first...last, viewport: viewport, framebuffer: framebuffer)
        guard !table.values.isEmpty else { return }
        // An opaque picture over an opaque miss colour covers every pixel it draws.
        state.setBlending(!(pass.contents.isOpaqueBitmap && miss.alpha >= 1))
        state.use(fold.program)
        let u = fold.uniforms
        crGlUniform2f(u.viewport, Float(viewport.width), Float(viewport.height))
        crGlUniform2f(u.pointsPerPixel, Float(viewport.width) / Float(framebuffer.pixelWidth), Float(viewport.height) / Float(framebuffer.pixelHeight))
        crGlUniform1i(u.topRowFirst, framebuffer.topRowFirst ? 1 : 0)
        crGlUniform2f(u.rows, Float(first), Float(last))
        crGlUniform4f(u.source, Float(pass.source.minX), Float(pass.source.minY), Float(pass.source.width), Float(pass.source.height))
        crGlUniform1f(u.stripCount, Float(pass.strips))
        crGlUniform2f(u.center, Float(pass.center.x), Float(pass.center.y))
        crGlUniform2f(u.shade, Float(1 - pass.shade.away * sin(pass.theta)), Float(1 - pass.shade.toward * sin(pass.theta)))
        let (r, g, b, a) = miss.premultiplied
        crGlUniform4f(u.miss, Float(r), Float(g), Float(b), Float(a))
        crGlUniform1i(u.firstRow, Int32(table.first))
        fold.rowTexture.upload(table.values)
        TextureObject.bind(texture)
        // Mipmaps only past 2:1, as the quads sample (QuadPass).
        let (w, h) = pass.contents.pixelSize
        let pointsPerPixel = (x: viewport.width / Double(framebuffer.pixelWidth), y: viewport.height / Double(framebuffer.pixelHeight))
        let texelsAcross = table.most.w * Double(w) / pass.source.width * pointsPerPixel.x
        let texelsDown = table.most.rate * Double(h) / Double(pass.strips) * pointsPerPixel.y
        texture?.sample(minified: max(texelsAcross, texelsDown) > QuadPass.trilinearPast)
        fold.vertexArray.bind()
        state.drawQuads(1)
    }

    private func compile() throws -> Compiled {
        if let compiled { return compiled }
        let program = try ShaderProgram(vertex: ShaderSource.foldVertex, fragment: ShaderSource.foldFragment, name: "fold")
        let made = Compiled(program: program, uniforms: Uniforms(program), vertexArray: VertexArrayObject(), rowTexture: RowTexture())
        state.use(program)
        crGlUniform1i(program.uniform("uContents"), 0)
        crGlUniform1i(program.uniform("uRowTable"), Int32(RowTexture.unit))
        compiled = made
        try GLCheck.after("compiling the fold pass")
        return made
    }
}

/// The fold pass's row table as a one-texel-wide float texture on its own texture unit (the
/// pictures use unit 0), read with texelFetch.
private final class RowTexture: GLObject {
    static let unit = 1
    /// Rows the texture has room for: it is made again only to grow, and otherwise written in
    /// place (drivers may stall or reallocate on a texture made anew every frame).
    private var capacity = 0

    init() { super.init(gen: crGlGenTextures, delete: crGlDeleteTextures) }

    /// Replaces the table with `values`, four floats a row.
    func upload(_ values: [Float]) {
        let t = GLenum(GL_TEXTURE_2D), rows = values.count / 4
        crGlActiveTexture(GLenum(GL_TEXTURE0 + Int32(Self.unit)))
        crGlBindTexture(t, id)
        if rows > capacity {
            capacity = max(rows, capacity * 2)
            crGlTexImage2D(t, 0, GL_RGBA32F, 1, GLsizei(capacity), 0, GLenum(GL_RGBA), GLenum(GL_FLOAT), nil)
            crGlTexParameteri(t, GLenum(GL_TEXTURE_MIN_FILTER), GL_NEAREST)
            crGlTexParameteri(t, GLenum(GL_TEXTURE_MAG_FILTER), GL_NEAREST)
        }
        crGlTexSubImage2D(t, 0, 0, 0, 1, GLsizei(rows), GLenum(GL_RGBA), GLenum(GL_FLOAT), values)
        crGlActiveTexture(GLenum(GL_TEXTURE0))
    }
}
