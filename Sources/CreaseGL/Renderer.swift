import CCreaseGL
import CreaseCompositor
import CreaseCore
import CreaseMath

/// Draws draw lists with OpenGL 3.3: one instanced draw per run of quads that share a texture,
/// stencil clips for masksToBounds, a depth test inside 3D rendering contexts.
///
/// Needs a current GL context for its whole life (see CreasePlatform).
public final class Renderer {
    public let gpu: GPUInfo
    /// The counts of the last frame drawn.
    public fileprivate(set) var stats = FrameStats()

    private let program: ShaderProgram
    private let screenToClipUniform: GLint
    private let depthScaleUniform: GLint
    private let stencilOnlyUniform: GLint
    private var vertexArray: GLuint = 0
    private var cornerBuffer: GLuint = 0
    private var instanceBuffer: GLuint = 0
    private var instanceBufferBytes = 0
    private var instanceData: [Float] = []
    private let textures = TextureCache()
    private var boundProgram: GLuint = 0
    /// Whether GL_BLEND is on, so that batches switch it only when it changes.
    private var blending = true
    private let compositor = Compositor()
    /// The draw list of `render`, kept so its storage is reused frame to frame.
    private var frameList = DrawList(viewport: .zero)

    /// Context z/w in points → normalised depth: ±20000 pt fit the depth range.
    private let depthScale: Float = 1.0 / 20_000

    public init() throws {
        gpu = try GPUInfo.current()
        program = try ShaderProgram(vertex: ShaderSource.quadVertex, fragment: ShaderSource.quadFragment, name: "quad")
        screenToClipUniform = program.uniform("uScreenToClip")
        depthScaleUniform = program.uniform("uDepthScale")
        stencilOnlyUniform = program.uniform("uStencilOnly")

        crGlGenVertexArrays(1, &vertexArray)
        crGlBindVertexArray(vertexArray)
        crGlGenBuffers(1, &cornerBuffer)
        crGlBindBuffer(GLenum(GL_ARRAY_BUFFER), cornerBuffer)
        let corners: [Float] = [0, 0, 1, 0, 0, 1, 1, 1]  // a triangle strip over the unit square
        crGlBufferData(GLenum(GL_ARRAY_BUFFER), corners.count * 4, corners, GLenum(GL_STATIC_DRAW))
        crGlEnableVertexAttribArray(0)
        crGlVertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), 8, nil)
        crGlGenBuffers(1, &instanceBuffer)
        crGlBindBuffer(GLenum(GL_ARRAY_BUFFER), instanceBuffer)
        for i in 0..<InstanceLayout.vec4Count {
            let location = GLuint(InstanceLayout.firstLocation + i)
            crGlEnableVertexAttribArray(location)
            crGlVertexAttribDivisor(location, 1)
        }
        useProgram()
        crGlUniform1i(program.uniform("uContents"), 0)
        try GLCheck.after("setting up the quad renderer")
    }

    deinit {
        crGlDeleteBuffers(1, &instanceBuffer)
        crGlDeleteBuffers(1, &cornerBuffer)
        crGlDeleteVertexArrays(1, &vertexArray)
    }

    // MARK: Frames

    /// Composites `root` as presented at `time` and draws it into `framebuffer`, whose pixels
    /// span `viewport` points.
    public func render(_ root: Layer, viewport: Size, time: Double = 0, into framebuffer: Framebuffer, clearColor: Color = .black) throws {
        compositor.build(&frameList, for: root, viewport: viewport, time: time)
        try draw(frameList, into: framebuffer, clearColor: clearColor)
    }

    /// Draws a draw list into `framebuffer`, clearing it first when `clearColor` is given.
    public func draw(_ list: DrawList, into framebuffer: Framebuffer, clearColor: Color? = .black) throws {
        stats = FrameStats()
        crGlBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer.id)
        crGlViewport(0, 0, GLsizei(framebuffer.pixelWidth), GLsizei(framebuffer.pixelHeight))
        crGlDisable(GLenum(GL_DEPTH_TEST))
        crGlDisable(GLenum(GL_STENCIL_TEST))
        crGlDisable(GLenum(GL_SCISSOR_TEST))
        crGlEnable(GLenum(GL_BLEND))
        crGlBlendFunc(GLenum(GL_ONE), GLenum(GL_ONE_MINUS_SRC_ALPHA))  // premultiplied alpha
        blending = true
        crGlDepthMask(GLboolean(GL_TRUE))
        crGlStencilMask(0xFF)
        let commands = uploadInstances(list)
        // A frame that starts with an opaque colour over the whole screen (a root background)
        // clears to that colour instead: one full-screen pass fewer.
        var clearColor = clearColor
        var skipFirst = false
        if clearColor != nil, case .quad(let first)? = list.commands.first, first.coversViewportOpaquely(list.viewport) {
            clearColor = first.backgroundColor
            skipFirst = true
        }
        if let c = clearColor {
            let (r, g, b, a) = c.premultiplied
            crGlClearColor(Float(r), Float(g), Float(b), Float(a))
            crGlClearStencil(0)
            // The stencil is only read under masksToBounds clips.
            crGlClear(GLbitfield(GL_COLOR_BUFFER_BIT | (commands.hasClips ? GL_STENCIL_BUFFER_BIT : 0)))
        }
        useProgram()
        crGlBindVertexArray(vertexArray)
        var screenToClip = Self.screenToClip(list.viewport, topRowFirst: framebuffer.topRowFirst)
        crGlUniformMatrix4fv(screenToClipUniform, 1, GLboolean(GL_FALSE), &screenToClip)
        crGlUniform1f(depthScaleUniform, depthScale)
        crGlUniform1i(stencilOnlyUniform, 0)
        crGlActiveTexture(GLenum(GL_TEXTURE0))

        var executor = BatchExecutor(renderer: self, viewport: list.viewport, framebuffer: framebuffer)
        for (index, command) in list.commands.enumerated() where !(skipFirst && index == 0) {
            executor.run(command, instance: index, texture: commands.textures[index], opaque: commands.opaque[index])
        }
        executor.flush()
        crGlDisable(GLenum(GL_SCISSOR_TEST))
        textures.endFrame()
        if let failure = executor.failure { throw failure }
        try GLCheck.after("drawing a frame of \(list.commands.count) commands")
    }

    /// What the walk over a frame's commands needs to know of each, from the upload.
    private struct CommandInfo {
        var textures: [GLuint]
        var opaque: [Bool]
        var hasClips = false
    }

    /// Packs every command's quad into the instance buffer (one instance per command, so the
    /// command index is the instance index), noting each command's texture (0 for none) and
    /// whether it covers what is under it.
    private func uploadInstances(_ list: DrawList) -> CommandInfo {
        instanceData.removeAll(keepingCapacity: true)
        instanceData.reserveCapacity(list.commands.count * InstanceLayout.floats)
        var info = CommandInfo(
            textures: [GLuint](repeating: 0, count: list.commands.count), opaque: [Bool](repeating: false, count: list.commands.count))
        for (index, command) in list.commands.enumerated() {
            switch command {
            case .quad(let q):
                let texture = q.contents.map { textures.texture(for: $0, stats: &stats) } ?? 0
                info.textures[index] = texture
                info.opaque[index] = q.isOpaque
                InstanceLayout.append(q, textured: texture != 0, to: &instanceData)
            case .pushClip(let q), .popClip(let q):
                info.hasClips = true
                InstanceLayout.append(q, textured: false, to: &instanceData)
            case .beginDepthContext, .endDepthContext, .accordion:
                instanceData.append(contentsOf: repeatElement(0, count: InstanceLayout.floats))
            }
        }
        crGlBindBuffer(GLenum(GL_ARRAY_BUFFER), instanceBuffer)
        let bytes = instanceData.count * MemoryLayout<Float>.size
        if bytes > instanceBufferBytes {
            instanceBufferBytes = max(bytes, instanceBufferBytes * 2)
            crGlBufferData(GLenum(GL_ARRAY_BUFFER), instanceBufferBytes, nil, GLenum(GL_STREAM_DRAW))
        }
        crGlBufferSubData(GLenum(GL_ARRAY_BUFFER), 0, bytes, instanceData)
        return info
    }

    /// Draws `count` instances starting at `first` with one texture (0: contents-free quads),
    /// blending unless every one of them is opaque.
    fileprivate func drawInstances(first: Int, count: Int, texture: GLuint, blend: Bool = true) {
        guard count > 0 else { return }
        if blend != blending {
            blend ? crGlEnable(GLenum(GL_BLEND)) : crGlDisable(GLenum(GL_BLEND))
            blending = blend
        }
        crGlBindTexture(GLenum(GL_TEXTURE_2D), texture)
        for i in 0..<InstanceLayout.vec4Count {
            let offset = first * InstanceLayout.stride + i * 16
            crGlVertexAttribPointer(
                GLuint(InstanceLayout.firstLocation + i), 4, GLenum(GL_FLOAT), GLboolean(GL_FALSE),
                GLsizei(InstanceLayout.stride), UnsafeRawPointer(bitPattern: offset))
        }
        crGlDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, GLsizei(count))
        stats.drawCalls += 1
    }

    /// Writes one clip shape into the stencil buffer, raising (or lowering) the clip level.
    fileprivate func drawClipShape(instance: Int, level: Int, entering: Bool) {
        if level == 0 && entering { crGlEnable(GLenum(GL_STENCIL_TEST)) }
        crGlColorMask(0, 0, 0, 0)
        crGlDepthMask(GLboolean(GL_FALSE))
        crGlUniform1i(stencilOnlyUniform, 1)
        // Pixels at the current level inside the shape go one level up (or back down).
        crGlStencilFunc(GLenum(GL_EQUAL), GLint(level), 0xFF)
        crGlStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(entering ? GL_INCR : GL_DECR))
        drawInstances(first: instance, count: 1, texture: 0)
        stats.stencilClips += 1
        crGlUniform1i(stencilOnlyUniform, 0)
        crGlColorMask(1, 1, 1, 1)
        crGlDepthMask(GLboolean(GL_TRUE))
        let newLevel = entering ? level + 1 : level - 1
        crGlStencilFunc(GLenum(GL_EQUAL), GLint(newLevel), 0xFF)
        crGlStencilOp(GLenum(GL_KEEP), GLenum(GL_KEEP), GLenum(GL_KEEP))
        if newLevel == 0 { crGlDisable(GLenum(GL_STENCIL_TEST)) }
    }

    /// Limits drawing to `rect` (screen points), or lifts the limit with nil.
    fileprivate func setScissor(_ rect: Rect?, viewport: Size, framebuffer: Framebuffer) {
        guard let rect else {
            crGlDisable(GLenum(GL_SCISSOR_TEST))
            return
        }
        let sx = Double(framebuffer.pixelWidth) / viewport.width, sy = Double(framebuffer.pixelHeight) / viewport.height
        let x0 = (rect.minX * sx).rounded(), x1 = (rect.maxX * sx).rounded()
        var y0 = (rect.minY * sy).rounded(), y1 = (rect.maxY * sy).rounded()
        if !framebuffer.topRowFirst {
            (y0, y1) = (Double(framebuffer.pixelHeight) - y1, Double(framebuffer.pixelHeight) - y0)
        }
        crGlEnable(GLenum(GL_SCISSOR_TEST))
        crGlScissor(GLint(x0), GLint(y0), GLsizei(max(0, x1 - x0)), GLsizei(max(0, y1 - y0)))
    }

    fileprivate func setDepthTest(_ on: Bool) {
        if on {
            crGlClear(GLbitfield(GL_DEPTH_BUFFER_BIT))
            crGlEnable(GLenum(GL_DEPTH_TEST))
            crGlDepthFunc(GLenum(GL_LEQUAL))
        } else {
            crGlDisable(GLenum(GL_DEPTH_TEST))
        }
    }

    private func useProgram() {
        guard boundProgram != program.id else { return }
        crGlUseProgram(program.id)
        boundProgram = program.id
        stats.programSwitches += 1
    }

    /// Screen points to clip space, as a GL column-major matrix.
    static func screenToClip(_ viewport: Size, topRowFirst: Bool) -> [Float] {
        let flip: Float = topRowFirst ? 1 : -1
        return [
            Float(2 / viewport.width), 0, 0, 0,
            0, flip * Float(2 / viewport.height), 0, 0,
            0, 0, 1, 0,
            -1, -flip, 0, 1,
        ]
    }

    // MARK: Dedicated fold pass

    private lazy var foldProgram = FoldProgram()

    /// Draws an accordion in one pass (see `Shaders/fold.frag`) over `clearColor`, filling the
    /// rows around it with that colour: the benchmark's workload.
    public func draw(_ accordion: AccordionPass, viewport: Size, into framebuffer: Framebuffer, clearColor: Color = .black) throws {
        stats = FrameStats()
        crGlBindFramebuffer(GLenum(GL_FRAMEBUFFER), framebuffer.id)
        crGlViewport(0, 0, GLsizei(framebuffer.pixelWidth), GLsizei(framebuffer.pixelHeight))
        for cap in [GL_DEPTH_TEST, GL_STENCIL_TEST, GL_SCISSOR_TEST] { crGlDisable(GLenum(cap)) }
        let (r, g, b, a) = clearColor.premultiplied
        crGlClearColor(Float(r), Float(g), Float(b), Float(a))
        crGlClear(GLbitfield(GL_COLOR_BUFFER_BIT))
        try encode(accordion, viewport: viewport, framebuffer: framebuffer, miss: clearColor)
        crGlBindVertexArray(vertexArray)
        textures.endFrame()
        try GLCheck.after("drawing an accordion of \(accordion.strips) strips")
    }

    /// The fold pass's draw, into the bound framebuffer. Pixels with no strip get `miss`; an
    /// opaque picture over an opaque miss needs no blending.
    fileprivate func encode(_ accordion: AccordionPass, viewport: Size, framebuffer: Framebuffer, miss: Color) throws {
        let fold = try foldProgram.get()
        let texture = textures.texture(for: accordion.contents, stats: &stats)
        let blend = !(accordion.contents.isOpaqueBitmap && miss.alpha >= 1)
        if blend != blending {
            blend ? crGlEnable(GLenum(GL_BLEND)) : crGlDisable(GLenum(GL_BLEND))
            blending = blend
        }
        if boundProgram != fold.program.id {
            crGlUseProgram(fold.program.id)
            boundProgram = fold.program.id
            stats.programSwitches += 1
        }
        fold.set(accordion, viewport: viewport, topRowFirst: framebuffer.topRowFirst, miss: miss)
        crGlActiveTexture(GLenum(GL_TEXTURE0))
        crGlBindTexture(GLenum(GL_TEXTURE_2D), texture)
        crGlBindVertexArray(fold.vertexArray)
        crGlDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, 4, 1)
        stats.drawCalls += 1
        stats.instances += 1
    }

    /// An accordion inside a frame of quads: drawn, then the quad program put back.
    fileprivate func encodeInline(_ accordion: AccordionPass, viewport: Size, framebuffer: Framebuffer) throws {
        try encode(accordion, viewport: viewport, framebuffer: framebuffer, miss: .clear)
        useProgram()
        crGlBindVertexArray(vertexArray)
    }

    // MARK: Snapshots

    /// Renders `layer` and its sublayers, in the layer's own coordinates and ignoring its own
    /// transform and position (as renderInContext: does), into a new texture at `scale` pixels per
    /// point. Put the reference into any layer's `contents`; release it when done.
    public func snapshot(_ layer: Layer, scale: Double, samples: Int = 4) throws -> TextureReference {
        let size = layer.bounds.size
        let target = try RenderTarget(
            pixelWidth: max(1, Int((size.width * scale).rounded())), pixelHeight: max(1, Int((size.height * scale).rounded())),
            samples: samples, gpu: gpu)
        try draw(compositor.drawList(forContentsOf: layer), into: target.framebuffer, clearColor: .clear)
        target.resolve()
        return textures.register(target)
    }

    /// Gives a snapshot's texture back.
    public func releaseSnapshot(_ reference: TextureReference) { textures.release(reference) }
}

/// Walks a frame's commands and merges runs of quads into instanced draws.
private struct BatchExecutor {
    let renderer: Renderer
    let viewport: Size
    let framebuffer: Framebuffer
    var first = 0
    var count = 0
    var texture: GLuint = 0
    var allOpaque = true
    var clipLevel = 0
    /// The first error of an inline fold pass, thrown once the frame is walked.
    var failure: Error?
    /// Each open clip: the scissor rectangle in force inside it, or nil for a stencil clip.
    var clips: [(scissor: Rect?, usesStencil: Bool)] = []

    init(renderer: Renderer, viewport: Size, framebuffer: Framebuffer) {
        self.renderer = renderer
        self.viewport = viewport
        self.framebuffer = framebuffer
    }

    /// The scissor in force: the innermost rectangular clip's, intersected on the way in.
    var scissor: Rect? { clips.last?.scissor }

    mutating func run(_ command: DrawCommand, instance: Int, texture quadTexture: GLuint, opaque: Bool) {
        switch command {
        case .quad:
            // Opaque quads draw without blending, so they do not share a draw with blended ones.
            let joins = count > 0 && first + count == instance && opaque == allOpaque
                && (quadTexture == 0 || texture == 0 || quadTexture == texture)
            if !joins {
                flush()
                first = instance
            }
            count += 1
            allOpaque = allOpaque && opaque
            if quadTexture != 0 { texture = quadTexture }
        case .pushClip(let q):
            flush()
            // An upright rectangle clips with the scissor alone; any other shape (rounded,
            // turned, in perspective) goes through the stencil.
            if let rect = q.screenRectangle {
                let inner = scissor.map { Rect.intersection($0, rect) } ?? rect
                clips.append((inner, false))
                renderer.setScissor(inner, viewport: viewport, framebuffer: framebuffer)
            } else {
                renderer.drawClipShape(instance: instance, level: clipLevel, entering: true)
                clipLevel += 1
                clips.append((scissor, true))
            }
        case .popClip:
            flush()
            let clip = clips.removeLast()
            if clip.usesStencil {
                renderer.drawClipShape(instance: instance, level: clipLevel, entering: false)
                clipLevel -= 1
            }
            renderer.setScissor(scissor, viewport: viewport, framebuffer: framebuffer)
        case .beginDepthContext, .endDepthContext:
            flush()
            if case .beginDepthContext = command { renderer.setDepthTest(true) } else { renderer.setDepthTest(false) }
        case .accordion(let pass):
            flush()
            // Uniforms stay with their program, so the quads' need no setting again afterwards.
            do { try renderer.encodeInline(pass, viewport: viewport, framebuffer: framebuffer) } catch { failure = failure ?? error }
        }
    }

    mutating func flush() {
        renderer.drawInstances(first: first, count: count, texture: texture, blend: !allOpaque)
        renderer.stats.instances += count
        count = 0
        texture = 0
        allOpaque = true
    }
}
