internal import CCreaseGL
import CreaseMath

/// The GL state the renderer changes, cached: setting what is already in force costs no GL
/// call. Draws and program switches pass through here, so it also keeps the frame's counts.
final class GLState {
    /// How a blended draw's colour meets the target's: over it (premultiplied alpha), or
    /// keeping the target only as much as the draw's alpha (a mask cutting a surface).
    enum BlendFunction { case sourceOver, destinationIn }

    /// What a pixel's stencil value becomes where a stencil-tested draw passes.
    enum StencilStep { case keep, increment, decrement }

    /// A rectangle of framebuffer pixels, from the framebuffer's first row.
    struct PixelBox: Equatable {
        var x, y, width, height: Int
    }

    /// The counts of the frame being drawn, or of the last one.
    var stats = FrameStats()

    private weak var program: ShaderProgram?
    private var blending = true
    private var blendFunction = BlendFunction.sourceOver
    private var depthTest = false
    private var stencilTest = false
    /// Stencil function and operation as last set (nil: never set), which GL keeps while the test is off.
    private var stencil: (level: Int, step: StencilStep)?
    private var scissorTest = false
    private var scissorBox: PixelBox?
    private var writesColorAndDepth = true

    /// Starts a frame: its counts from zero.
    func beginFrame() { stats = FrameStats() }

    /// Starts drawing into `framebuffer` (the frame's target, or a surface's): the starting
    /// state, set whatever the cache holds (GL state may have been changed outside this type
    /// between frames).
    func beginTarget(_ framebuffer: Framebuffer) {
        program = nil  // another user of the context (the benchmark's raw floor) may have bound its own
        FramebufferObject.bind(framebuffer.object)
        crGlViewport(0, 0, GLsizei(framebuffer.pixelWidth), GLsizei(framebuffer.pixelHeight))
        crGlDisable(GLenum(GL_DEPTH_TEST))
        depthTest = false
        crGlDepthFunc(GLenum(GL_LEQUAL))
        crGlDisable(GLenum(GL_STENCIL_TEST))
        stencilTest = false
        crGlStencilMask(0xFF)
        crGlDisable(GLenum(GL_SCISSOR_TEST))
        scissorTest = false
        crGlEnable(GLenum(GL_BLEND))
        blending = true
        crGlBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))  // premultiplied alpha
        blendFunction = .sourceOver
        crGlColorMask(1, 1, 1, 1)
        crGlDepthMask(GLboolean(GL_TRUE))
        writesColorAndDepth = true
        crGlActiveTexture(GLenum(GL_TEXTURE0))  // every sampler reads unit 0
    }

    /// Ends drawing into a target with the scissor off, since blits (resolving a render target)
    /// obey it too.
    func endTarget() { setScissor(nil) }

    /// Ends a frame.
    func endFrame() { setScissor(nil) }

    /// Fills the framebuffer with `color`, and the stencil with 0 when `stencil` is set.
    func clear(to color: Color, stencil: Bool) {
        let (r, g, b, a) = color.premultiplied
        crGlClearColor(Float(r), Float(g), Float(b), Float(a))
        crGlClearStencil(0)
        crGlClear(GLbitfield(GL_COLOR_BUFFER_BIT | (stencil ? GL_STENCIL_BUFFER_BIT : 0)))
    }

    /// Empties the depth buffer, as a 3D rendering context starts.
    func clearDepth() { crGlClear(GLbitfield(GL_DEPTH_BUFFER_BIT)) }

    /// Inside a 3D rendering context, each pixel keeps its nearest quad (the depth function is less or equal).
    func setDepthTest(_ on: Bool) {
        guard on != depthTest else { return }
        on ? crGlEnable(GLenum(GL_DEPTH_TEST)) : crGlDisable(GLenum(GL_DEPTH_TEST))
        depthTest = on
    }

    func use(_ program: ShaderProgram) {
        guard program !== self.program else { return }
        crGlUseProgram(program.id)
        self.program = program
        stats.programSwitches += 1
    }

    func setBlending(_ on: Bool) {
        guard on != blending else { return }
        on ? crGlEnable(GLenum(GL_BLEND)) : crGlDisable(GLenum(GL_BLEND))
        blending = on
    }

    func setBlendFunction(_ function: BlendFunction) {
        guard function != blendFunction else { return }
        switch function {
        case .sourceOver: crGlBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))
        case .destinationIn: crGlBlendFunc(GLenum(GL_ZERO), GLenum(GL_SRC_ALPHA))
        }
        blendFunction = function
    }

    /// Limits drawing to `box`, or lifts the limit with nil.
    func setScissor(_ box: PixelBox?) {
        if let box, box != scissorBox {
            crGlScissor(GLint(box.x), GLint(box.y), GLsizei(box.width), GLsizei(box.height))
            scissorBox = box
        }
        guard (box != nil) != scissorTest else { return }
        scissorTest = box != nil
        scissorTest ? crGlEnable(GLenum(GL_SCISSOR_TEST)) : crGlDisable(GLenum(GL_SCISSOR_TEST))
    }

    /// Draws only where the stencil holds `level`, there applying `step`; nil draws everywhere.
    func setStencil(_ level: Int?, step: StencilStep = .keep) {
        if let level {
            let (function, operation) = stencil.map { ($0.level != level, $0.step != step) } ?? (true, true)
            if function { crGlStencilFunc(GLenum(GL_EQUAL), GLint(level), 0xFF) }
            if operation {
                let op = switch step {
                case .keep: GL_KEEP
                case .increment: GL_INCR
                case .decrement: GL_DECR
                }
                crGlStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(op))
            }
            stencil = (level, step)
        }
        guard (level != nil) != stencilTest else { return }
        stencilTest = level != nil
        stencilTest ? crGlEnable(GLenum(GL_STENCIL_TEST)) : crGlDisable(GLenum(GL_STENCIL_TEST))
    }

    /// Turns colour and depth writes off while only the stencil is written, and back on.
    func setWritesColorAndDepth(_ on: Bool) {
        guard on != writesColorAndDepth else { return }
        let flag = GLboolean(on ? GL_TRUE : GL_FALSE)
        crGlColorMask(flag, flag, flag, flag)
        crGlDepthMask(flag)
        writesColorAndDepth = on
    }

    /// One instanced draw of a triangle strip, what every pass draws: `count` quads (the strip's
    /// `vertices` from the bound vertex data: the unit square's four by default), or one clip
    /// shape written into the stencil.
    func drawQuads(_ count: Int, vertices: Range<Int32> = 0..<4, clipShape: Bool = false) {
        crGlDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), vertices.lowerBound, GLsizei(vertices.count), GLsizei(count))
        stats.drawCalls += 1
        if clipShape { stats.stencilClips += 1 } else { stats.instances += count }
    }
}
