import CCreaseGL
import CreaseCore
import CreaseMath

/// The dedicated fold pass's program and uniforms, compiled on first use.
final class FoldProgram {
    struct Compiled {
        let program: ShaderProgram
        let vertexArray: GLuint
        let uniforms: [String: GLint]

        func set(_ pass: AccordionPass, viewport: Size, topRowFirst: Bool) {
            func u(_ name: String) -> GLint { uniforms[name] ?? -1 }
            crGlUniform2f(u("uViewport"), Float(viewport.width), Float(viewport.height))
            crGlUniform1i(u("uTopRowFirst"), topRowFirst ? 1 : 0)
            crGlUniform4f(u("uSource"), Float(pass.source.minX), Float(pass.source.minY), Float(pass.source.width), Float(pass.source.height))
            crGlUniform1f(u("uStripCount"), Float(pass.strips))
            crGlUniform1f(u("uTheta"), Float(pass.theta))
            crGlUniform1f(u("uEyeDistance"), Float(pass.eyeDistance))
            crGlUniform2f(u("uCenter"), Float(pass.center.x), Float(pass.center.y))
            crGlUniform1f(u("uTop"), Float(pass.top))
            crGlUniform2f(u("uShade"), Float(pass.shade.away), Float(pass.shade.toward))
            crGlUniform1i(u("uContents"), 0)
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
        let names = ["uViewport", "uTopRowFirst", "uSource", "uStripCount", "uTheta", "uEyeDistance", "uCenter", "uTop", "uShade", "uContents"]
        let uniforms = Dictionary(uniqueKeysWithValues: names.map { ($0, program.uniform($0)) })
        let made = Compiled(program: program, vertexArray: vertexArray, uniforms: uniforms)
        compiled = made
        try GLCheck.after("compiling the fold pass")
        return made
    }
}
