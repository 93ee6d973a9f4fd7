import Foundation
internal import CCreaseGL
import CreaseCompositor
import CreaseCore
import CreaseMath

/// The dedicated fold pass (`Shaders/fold.vert`, `fold.frag`): an accordion of equal strips as
/// one draw over the screen rows it can reach. Compiled on first use: most frames have none.
final class FoldPass {
    private struct Uniforms {
        let viewport, pointsPerPixel, rows, topRowFirst, source, stripCount, pitch, depthRatio, eyeDistance, center, top, shade, candidates, miss: GLint

        init(_ program: ShaderProgram) {
            viewport = program.uniform("uViewport")
            pointsPerPixel = program.uniform("uPointsPerPixel")
            rows = program.uniform("uRows")
            topRowFirst = program.uniform("uTopRowFirst")
            source = program.uniform("uSource")
            stripCount = program.uniform("uStripCount")
            pitch = program.uniform("uPitch")
            depthRatio = program.uniform("uDepthRatio")
            eyeDistance = program.uniform("uEyeDistance")
            center = program.uniform("uCenter")
            top = program.uniform("uTop")
            shade = program.uniform("uShade")
            candidates = program.uniform("uCandidates")
            miss = program.uniform("uMiss")
        }

        /// Sets everything `pass` needs that is the same for all its pixels; `miss` is what a
        /// pixel with no strip gets.
        func set(_ pass: AccordionPass, viewport size: Size, framebuffer: Framebuffer, miss color: Color) {
            crGlUniform2f(viewport, Float(size.width), Float(size.height))
            crGlUniform2f(pointsPerPixel, Float(size.width) / Float(framebuffer.pixelWidth), Float(size.height) / Float(framebuffer.pixelHeight))
            crGlUniform1i(topRowFirst, framebuffer.topRowFirst ? 1 : 0)
            crGlUniform4f(source, Float(pass.source.minX), Float(pass.source.minY), Float(pass.source.width), Float(pass.source.height))
            let s = pass.source.height / Double(pass.strips)
            let stripPitch = s * cos(pass.theta), stripDepth = s * sin(pass.theta)
            crGlUniform1f(stripCount, Float(pass.strips))
            crGlUniform1f(pitch, Float(stripPitch))
            crGlUniform1f(depthRatio, Float(stripDepth / pass.eyeDistance))
            crGlUniform1f(eyeDistance, Float(pass.eyeDistance))
            crGlUniform2f(center, Float(pass.center.x), Float(pass.center.y))
            crGlUniform1f(top, Float(pass.top))
            // Perspective with z ≤ 0 pulls every point toward the centre, so the fold stays in the
            // rows of its flat extent: the pass covers those and the clear does the rest.
            let first = max(0, (pass.top - 1).rounded(.down))
            let last = min(size.height, (pass.top + pass.source.height * cos(pass.theta) + 1).rounded(.up))
            crGlUniform2f(rows, Float(first), Float(last))
            crGlUniform2f(shade, Float(1 - pass.shade.away * sin(pass.theta)), Float(1 - pass.shade.toward * sin(pass.theta)))
            // The farthest screen row from the centre sees the widest range of w: strips to try.
            let reach = max(pass.center.y, size.height - pass.center.y) * stripDepth / pass.eyeDistance / max(stripPitch, 1e-9)
            crGlUniform1i(candidates, Int32(min(64, Int(reach.rounded(.up)) + 1)))
            let (r, g, b, a) = color.premultiplied
            crGlUniform4f(miss, Float(r), Float(g), Float(b), Float(a))
        }
    }

    private struct Compiled {
        let program: ShaderProgram
        let uniforms: Uniforms
        let vertexArray: VertexArrayObject  // no attributes: the vertex shader uses gl_VertexID
    }

    private let state: GLState
    private let textures: TextureCache
    private var compiled: Compiled?

    init(state: GLState, textures: TextureCache) {
        self.state = state
        self.textures = textures
    }

    /// Draws `pass` into `framebuffer`, which is bound. Pixels with no strip get `miss`: the
    /// opaque clear colour the pass lies on, or transparency.
    func draw(_ pass: AccordionPass, viewport: Size, into framebuffer: Framebuffer, miss: Color) throws {
        let fold = try compile()
        let texture = try textures.texture(for: pass.contents, stats: &state.stats)
        // An opaque picture over an opaque miss colour covers every pixel it draws.
        state.setBlending(!(pass.contents.isOpaqueBitmap && miss.alpha >= 1))
        state.use(fold.program)
        fold.uniforms.set(pass, viewport: viewport, framebuffer: framebuffer, miss: miss)
        TextureObject.bind(texture)
        fold.vertexArray.bind()
        state.drawQuads(1)
    }

    private func compile() throws -> Compiled {
        if let compiled { return compiled }
        let program = try ShaderProgram(vertex: ShaderSource.foldVertex, fragment: ShaderSource.foldFragment, name: "fold")
        let made = Compiled(program: program, uniforms: Uniforms(program), vertexArray: VertexArrayObject())
        state.use(program)
        crGlUniform1i(program.uniform("uContents"), 0)
        compiled = made
        try GLCheck.after("compiling the fold pass")
        return made
    }
}
