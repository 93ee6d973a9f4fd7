import Foundation
import CCreaseGL
import CreaseCompositor
import CreaseCore
import CreaseMath

/// The dedicated fold pass's program and uniforms, compiled on first use.
final class FoldProgram {
    struct Compiled {
        let program: ShaderProgram
        let vertexArray: GLuint
        let uniforms: [String: GLint]

        /// `miss` is the colour where no strip is: the benchmark's black background, or nothing
        /// (premultiplied transparent) inside a frame.
        func set(_ pass: AccordionPass, viewport: Size, topRowFirst: Bool, miss: Color) {
            func u(_ name: String) -> GLint { uniforms[name] ?? -1 }
            crGlUniform2f(u("uViewport"), Float(viewport.width), Float(viewport.height))
            crGlUniform1i(u("uTopRowFirst"), topRowFirst ? 1 : 0)
            crGlUniform4f(u("uSource"), Float(pass.source.minX), Float(pass.source.minY), Float(pass.source.width), Float(pass.source.height))
            let s = pass.source.height / Double(pass.strips)
            let pitch = s * cos(pass.theta), depth = s * sin(pass.theta)
            crGlUniform1f(u("uStripCount"), Float(pass.strips))
            crGlUniform1f(u("uPitch"), Float(pitch))
            crGlUniform1f(u("uDepthRatio"), Float(depth / pass.eyeDistance))
            crGlUniform1f(u("uEyeDistance"), Float(pass.eyeDistance))
            crGlUniform2f(u("uCenter"), Float(pass.center.x), Float(pass.center.y))
            crGlUniform1f(u("uTop"), Float(pass.top))
            // Perspective with z ≤ 0 pulls every point toward the centre, so the fold stays in the
            // rows of its flat extent: the pass covers those and the clear does the rest.
            let rows = (max(0, (pass.top - 1).rounded(.down)), min(viewport.height, (pass.top + pass.source.height * cos(pass.theta) + 1).rounded(.up)))
            crGlUniform2f(u("uRows"), Float(rows.0), Float(rows.1))
            crGlUniform2f(u("uShade"), Float(1 - pass.shade.away * sin(pass.theta)), Float(1 - pass.shade.toward * sin(pass.theta)))
            // The farthest screen row from the centre sees the widest range of w: strips to try.
            let reach = max(pass.center.y, viewport.height - pass.center.y) * depth / pass.eyeDistance / max(pitch, 1e-9)
            crGlUniform1i(u("uCandidates"), Int32(min(64, Int(reach.rounded(.up)) + 1)))
            crGlUniform1i(u("uContents"), 0)
            let (r, g, b, a) = miss.premultiplied
            crGlUniform4f(u("uMiss"), Float(r), Float(g), Float(b), Float(a))
        }
    }

    private var compiled: Compiled?

    deinit {
        guard var vertexArray = compiled?.vertexArray else { return }
        crGlDeleteVertexArrays(1, &vertexArray)
    }

    func get() throws -> Compiled {
        if let compiled { return compiled }
        let program = try ShaderProgram(vertex: ShaderSource.foldVertex, fragment: ShaderSource.foldFragment, name: "fold")
        var vertexArray: GLuint = 0
        crGlGenVertexArrays(1, &vertexArray)  // no attributes: the vertex shader uses gl_VertexID
        let names = ["uViewport", "uRows", "uTopRowFirst", "uSource", "uStripCount", "uPitch", "uDepthRatio", "uEyeDistance", "uCenter", "uTop",
            "uShade", "uCandidates", "uContents", "uMiss"]
        let uniforms = Dictionary(uniqueKeysWithValues: names.map { ($0, program.uniform($0)) })
        let made = Compiled(program: program, vertexArray: vertexArray, uniforms: uniforms)
        compiled = made
        try GLCheck.after("compiling the fold pass")
        return made
    }
}
