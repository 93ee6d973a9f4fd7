internal import CCreaseGL
import CreaseCompositor
import CreaseCore
import CreaseMath

/// The quad shader compiled four ways (`Shaders/quad.frag`), so that a quad pays only for what
/// it draws: on a software rasteriser every instruction of the fragment shader counts, and the
/// whole shader made a plain full-screen picture cost half as much again as the picture alone.
final class QuadPrograms {
    /// Which specialisation draws a quad.
    struct Kind: Hashable {
        /// Contents filling the quad, no corners, border or shading edges: one texture fetch.
        var plain: Bool
        /// Some antialiased edge crosses pixels: coverage from the distance to the edges.
        var edgeAntialiased: Bool

        var index: Int { (plain ? 1 : 0) + (edgeAntialiased ? 2 : 0) }
        static let general = Kind(plain: false, edgeAntialiased: false)

        /// The cheapest kind that draws `q` (textured or not) exactly, with `edgeCoverage`
        /// (false in a multisampled framebuffer).
        init(for q: DrawQuad, textured: Bool, edgeCoverage: Bool) {
            let noEdges = q.shading.map { $0.edgeWidth <= 0 || ($0.leadingEdge == 0 && $0.trailingEdge == 0) } ?? true
            let nothingBehind = q.backgroundColor.alpha == 0 || q.contents?.isOpaqueBitmap == true
            plain = textured && q.contentFrame == .unit && q.cornerRadius == 0 && q.borderWidth == 0 && noEdges && nothingBehind
            edgeAntialiased = edgeCoverage && q.needsEdgeAntialiasing
        }

        init(plain: Bool, edgeAntialiased: Bool) {
            self.plain = plain
            self.edgeAntialiased = edgeAntialiased
        }
    }

    private struct Uniforms {
        let screenToClip: GLint
        let viewportPixels: GLint
        let stencilOnly: GLint

        init(_ program: ShaderProgram) {
            screenToClip = program.uniform("uScreenToClip")
            viewportPixels = program.uniform("uViewportPixels")
            stencilOnly = program.uniform("uStencilOnly")
        }
    }

    private let programs: [ShaderProgram]
    private let uniforms: [Uniforms]
    private let state: GLState

    init(state: GLState) throws {
        self.state = state
        var programs: [ShaderProgram] = []
        for index in 0..<4 {
            let defines = (index & 1 != 0 ? ["PLAIN"] : []) + (index & 2 != 0 ? ["EDGE_AA"] : [])
            programs.append(try ShaderProgram(vertex: ShaderSource.quadVertex, fragment: ShaderSource.quadFragment,
                name: "quad" + defines.map { "-" + $0.lowercased() }.joined(), defines: defines))
        }
        self.programs = programs
        uniforms = programs.map(Uniforms.init)
        for program in programs {
            state.use(program)
            // Uniforms stay with their program: only the viewport's change between frames.
            crGlUniform1i(program.uniform("uContents"), 0)
            crGlUniform1f(program.uniform("uDepthScale"), 1.0 / 20_000)  // context z/w in points: ±20000 pt fit the depth range
        }
    }

    /// Makes `kind`'s program current.
    func use(_ kind: Kind) { state.use(programs[kind.index]) }

    /// Sets every program's view of the frame: screen points to clip space, and the
    /// framebuffer's size in pixels (edges are measured in them).
    func setViewport(screenToClip: [Float], pixelWidth: Int, pixelHeight: Int) {
        var matrix = screenToClip
        for (program, u) in zip(programs, uniforms) {
            state.use(program)
            crGlUniformMatrix4fv(u.screenToClip, 1, GLboolean(GL_FALSE), &matrix)
            if u.viewportPixels >= 0 { crGlUniform2f(u.viewportPixels, Float(pixelWidth), Float(pixelHeight)) }
        }
    }

    /// Turns the general program's stencil-only drawing on or off (clip shapes use it alone).
    func setStencilOnly(_ on: Bool) {
        use(.general)
        crGlUniform1i(uniforms[Kind.general.index].stencilOnly, on ? 1 : 0)
    }
}
