internal import CCreaseGL
import CreaseCompositor
import CreaseMath

/// Gradient layers' fills (`Shaders/gradient.vert`, `gradient.frag`): one quad each, the
/// colour worked out per pixel from the stops. A program per kind, with and without rounded
/// corners, each compiled on first use.
final class GradientPass {
    private struct Program {
        let program: ShaderProgram
        let unitToClip, size, radius, start, end, stopCount, locations, colors, opacity: GLint

        init(kind: DrawGradient.Kind, rounded: Bool) throws {
            program = try ShaderProgram(vertex: ShaderSource.gradientVertex, fragment: ShaderSource.gradientFragment,
                name: "gradient", defines: [kind.rawValue.uppercased()] + (rounded ? ["ROUNDED"] : []))
            unitToClip = program.uniform("uUnitToClip")
            size = program.uniform("uSize")
            radius = program.uniform("uRadius")
            start = program.uniform("uStart")
            end = program.uniform("uEnd")
            stopCount = program.uniform("uStopCount")
            locations = program.uniform("uLocations")
            colors = program.uniform("uColors")
            opacity = program.uniform("uOpacity")
        }
    }

    private let state: GLState
    private var programs: [String: Program] = [:]
    private let vertexArray = VertexArrayObject()  // no attributes: the vertex shader uses gl_VertexID

    init(state: GLState) { self.state = state }

    /// Draws `gradient` into the bound framebuffer, whose pixels span `viewport` points.
    func draw(_ gradient: DrawGradient, viewport: Size, topRowFirst: Bool) throws {
        let rounded = gradient.cornerRadius > 0
        let key = "\(gradient.kind.rawValue)\(rounded)"
        let p = try programs[key] ?? Program(kind: gradient.kind, rounded: rounded)
        programs[key] = p
        state.setBlending(true)
        state.setBlendFunction(.sourceOver)
        state.use(p.program)
        crGlUniformMatrix4fv(p.unitToClip, 1, GLboolean(GL_FALSE), ClipSpace.matrix(gradient.unitToScreen, viewport: viewport, topRowFirst: topRowFirst))
        crGlUniform2f(p.size, Float(gradient.size.width), Float(gradient.size.height))
        crGlUniform1f(p.radius, Float(gradient.cornerRadius))
        crGlUniform2f(p.start, Float(gradient.start.x), Float(gradient.start.y))
        crGlUniform2f(p.end, Float(gradient.end.x), Float(gradient.end.y))
        let stops = gradient.stops.prefix(DrawGradient.maxStops)
        crGlUniform1i(p.stopCount, Int32(stops.count))
        crGlUniform1fv(p.locations, GLsizei(stops.count), stops.map { Float($0.location) })
        crGlUniform4fv(p.colors, GLsizei(stops.count), stops.flatMap { [Float($0.color.red), Float($0.color.green), Float($0.color.blue), Float($0.color.alpha)] })
        crGlUniform1f(p.opacity, Float(gradient.opacity))
        vertexArray.bind()
        state.drawQuads(1)
    }
}
