import Foundation
import CreaseDrawList
import CreaseMath

/// The dedicated fold pass (`Shaders/fold.vert`, `fold.frag`): an accordion of equal strips as
/// one draw over the screen rows it can reach. Compiled on first use: most frames have none.
final class FoldPass {
    /// The framebuffer rows a pass covers, and what the fold shows on each (`AccordionPass.Row`)
    /// as four floats: i + t (−1 where no strip reaches), w, rate, turn; in whole blocks of
    /// `rowsPerDraw` rows, so that every draw binds a block's full size.
    private struct RowTable {
        var first = 0
        /// How many rows from `first` the fold covers; `values` holds them, then zeros to the block's end.
        var rows = 0
        var values: [Float] = []
        /// Each row's nearest strip's depth and rate while the table is filled, kept with it.
        private var nearest: [Double] = []
        /// The largest w and rate over the rows: how much the picture is squeezed at most.
        var most = (w: 0.0, rate: 0.0)

        mutating func fill(_ pass: AccordionPass, screenRows: ClosedRange<Double>, viewport: Size, framebuffer: Framebuffer) {
            let pointsPerRow = viewport.height / Double(framebuffer.pixelHeight)
            // Screen rows to framebuffer rows (a window's count from the bottom).
            func pixelRow(_ y: Double) -> Double { framebuffer.topRowFirst ? y / pointsPerRow : Double(framebuffer.pixelHeight) - y / pointsPerRow }
            let a = pixelRow(screenRows.lowerBound), b = pixelRow(screenRows.upperBound)
            first = max(0, Int(min(a, b).rounded(.down)))
            rows = max(0, min(framebuffer.pixelHeight - 1, Int(max(a, b).rounded(.up))) - first + 1)
            most = (0, 0)
            let perDraw = FoldPass.rowsPerDraw
            // The same length frame after frame while the fold spans as many blocks: no allocation.
            let length = (rows + perDraw - 1) / perDraw * perDraw * 4
            if values.count != length { values = [Float](repeating: 0, count: length) }
            if nearest.count != length / 2 { nearest = [Double](repeating: 0, count: length / 2) }
            guard rows > 0 else { return }
            let rows = first..<(first + rows), finder = AccordionRows(pass), flipped = framebuffer.topRowFirst ? nil : framebuffer.pixelHeight
            most = values.withUnsafeMutableBufferPointer { table in
                let most = nearest.withUnsafeMutableBufferPointer { nearest in
                    finder.fill(table, nearest: nearest, pixelRows: rows, pointsPerRow: pointsPerRow, flippedHeight: flipped)
                }
                // Rows past the fold's last are never drawn; zeros keep the upload the same whatever came before.
                table[(4 * rows.count)...].update(repeating: 0)
                return most
            }
        }
    }

    private struct Compiled {
        /// The shader sampling without and with the picture's footprint (`FOOTPRINT`): both made
        /// at once, so that a fold squeezed past 2:1 mid-animation does not wait for a compile.
        let plain: ShaderProgram, footprint: ShaderProgram
        let vertexArray: VertexArrayObject  // no attributes: the vertex shader uses gl_VertexID
        let rowBuffer: GLObject
    }

    /// Framebuffer rows a draw covers: the shader's row table holds this many (16 KiB).
    static let rowsPerDraw = 1024

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
        guard table.rows > 0 else { return }
        // An opaque picture over an opaque miss colour covers every pixel it draws.
        state.setBlending(!(pass.contents.isOpaqueBitmap && miss.alpha >= 1))
        state.bind(texture)
        // Mipmaps only past 2:1, as the quads sample (QuadPass).
        let (w, h) = pass.contents.pixelSize
        let pointsPerPixel = (x: viewport.width / Double(framebuffer.pixelWidth), y: viewport.height / Double(framebuffer.pixelHeight))
        let texelsAcross = table.most.w * Double(w) / pass.source.width * pointsPerPixel.x
        let texelsDown = table.most.rate * Double(h) / Double(pass.strips) * pointsPerPixel.y
        let mipmapped = max(texelsAcross, texelsDown) > DrawQuad.trilinearPast
        texture?.sample(mipmapped ? .trilinear : .linear)
        // The footprint only where mipmaps (and with them anisotropy) use it, or for a host's
        // texture, sampled as its host set it: on an H200 the pass takes 0.41 ms of GPU a 1080p
        // frame without it, 0.43-0.44 with it.
        let program = mipmapped || texture?.owned == false ? fold.footprint : fold.plain
        func set(_ uniform: ShaderUniform, _ value: UniformValue) { state.set(uniform, of: program, to: value) }
        set(FoldShader.viewport, .vec2(Float(viewport.width), Float(viewport.height)))
        set(FoldShader.pointsPerPixel, .vec2(Float(viewport.width) / Float(framebuffer.pixelWidth), Float(viewport.height) / Float(framebuffer.pixelHeight)))
        set(FoldShader.topRowFirst, .bool(framebuffer.topRowFirst))
        set(FoldShader.source, .vec4(Float(pass.source.minX), Float(pass.source.minY), Float(pass.source.width), Float(pass.source.height)))
        set(FoldShader.stripCount, .float(Float(pass.strips)))
        set(FoldShader.center, .vec2(Float(pass.center.x), Float(pass.center.y)))
        // Rows with a positive turn show strips turned away by |θ|, the others strips turned toward.
        let turn = abs(pass.theta)
        set(FoldShader.shade, .vec2(Float(pass.shade.multiplier(angle: -turn)), Float(pass.shade.multiplier(angle: turn))))
        let (r, g, b, a) = miss.premultiplied
        set(FoldShader.miss, .vec4(Float(r), Float(g), Float(b), Float(a)))
        fold.vertexArray.bind()
        let rows = table.rows, perDraw = Self.rowsPerDraw
        let draws = (rows + perDraw - 1) / perDraw
        state.device.perform(.fillUniformBuffer(fold.rowBuffer.id, table.values))
        for index in 0..<draws {
            let firstRow = table.first + index * perDraw, count = min(perDraw, rows - index * perDraw)
            // The draw's framebuffer rows on screen, in points (a window counts rows from the bottom).
            func screenY(_ row: Int) -> Double { (framebuffer.topRowFirst ? Double(row) : Double(framebuffer.pixelHeight - row)) * pointsPerPixel.y }
            let ends = (screenY(firstRow), screenY(firstRow + count))
            set(FoldShader.rows, .vec2(Float(min(ends.0, ends.1)), Float(max(ends.0, ends.1))))
            set(FoldShader.firstRow, .int(Int32(firstRow)))
            state.device.perform(.bindUniformBuffer(fold.rowBuffer.id, binding: FoldShader.rowTableBinding, offset: index * perDraw * 16, bytes: perDraw * 16))
            state.drawQuads(1)
        }
    }

    private func compile() throws -> Compiled {
        if let compiled { return compiled }
        let device = state.device
        let (plain, footprint) = (try ShaderProgram(FoldShader.interface, device: device),
                                  try ShaderProgram(FoldShader.interface, defines: ["FOOTPRINT"], device: device))
        for program in [plain, footprint] { state.set(FoldShader.contents, of: program, to: .int(0)) }
        let made = Compiled(plain: plain, footprint: footprint, vertexArray: VertexArrayObject(device: device), rowBuffer: GLObject(.buffer, device: device))
        compiled = made
        try GLCheck.after("compiling the fold pass", on: device)
        return made
    }
}
