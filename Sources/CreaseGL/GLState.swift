import CreaseMath

/// The GL state the renderer changes, cached over its device: setting what is already in force
/// issues no command. Draws and program switches pass through here, so it also keeps the
/// frame's counts.
final class GLState {
    let device: any GLDevice
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
    /// Whether the texture bound for the next draws is one the GPU drew into.
    private var boundTextureIsDrawn = false
    /// Whether a draw or clear went to the GPU since the scene last ended.
    private var drawnSinceFlush = false
    /// Ends the scene before each draw that samples a texture the GPU drew into
    /// (`GPUInfo.endsScenesToSampleDrawnTextures`). llvmpipe ends it there itself only while a
    /// scene that drew into that texture is kept, which its threads' timing decides, and each
    /// scene takes its linear rasteriser for its tiles or not as a whole: the same frame came
    /// out up to 2 levels apart from run to run on a loaded machine.
    private let endsScenesToSample: Bool
    /// Counts the pipeline's work, its stretch restarted where llvmpipe starts a scene (a
    /// framebuffer bound, a scene ended): set while a frame is counted.
    var pipelineCounter: PipelineCounter?

    init(device: any GLDevice, endsScenesToSampleDrawnTextures: Bool = false) {
        self.device = device
        endsScenesToSample = endsScenesToSampleDrawnTextures
    }

    /// Starts a frame: its counts from zero.
    func beginFrame() { stats = FrameStats() }

    /// Starts drawing into `framebuffer` (the frame's target, or a surface's), with depth and
    /// stencil buffers where `depthStencil` asks for them: the starting state, set whatever the
    /// cache holds (GL state may have been changed outside this type between frames).
    func beginTarget(_ framebuffer: Framebuffer, depthStencil: Bool) throws {
        program = nil  // another user of the context (the benchmark's raw floor) may have bound its own
        drawnSinceFlush = false  // another framebuffer starts another scene
        device.perform(.bindFramebuffer(try framebuffer.name(depthStencil: depthStencil), .drawAndRead))
        pipelineCounter?.restart()
        device.perform(.viewport(PixelBox(x: 0, y: 0, width: framebuffer.pixelWidth, height: framebuffer.pixelHeight)))
        device.perform(.fixedFunctions)
        device.perform(.enable(.depthTest, false))
        depthTest = false
        device.perform(.enable(.stencilTest, false))
        stencilTest = false
        stencil = nil  // the function and operation kept while the test is off: a host may have set its own
        device.perform(.enable(.scissorTest, false))
        scissorTest = false
        scissorBox = nil
        device.perform(.enable(.blend, true))
        blending = true
        device.perform(.blendFunction(.sourceOver))
        blendFunction = .sourceOver
        device.perform(.writeColorAndDepth(true))
        writesColorAndDepth = true
        device.perform(.activeTextureUnit(0))  // every sampler reads unit 0
    }

    /// Ends drawing into a target with the scissor off, since blits (resolving a render target)
    /// obey it too.
    func endTarget() { setScissor(nil) }

    /// Ends a frame.
    func endFrame() { setScissor(nil) }

    /// Fills the framebuffer with `color`, and the stencil with 0 when `stencil` is set.
    func clear(to color: Color, stencil: Bool) {
        device.perform(.clear(color, stencil: stencil))
        drawnSinceFlush = true
    }

    /// Empties the depth buffer, as a 3D rendering context starts.
    func clearDepth() {
        device.perform(.clearDepth)
        drawnSinceFlush = true
    }

    /// Inside a 3D rendering context, each pixel keeps its nearest quad (the depth function is less or equal).
    func setDepthTest(_ on: Bool) {
        guard on != depthTest else { return }
        device.perform(.enable(.depthTest, on))
        depthTest = on
    }

    func use(_ program: ShaderProgram) {
        guard program !== self.program else { return }
        device.perform(.useProgram(program.name))
        self.program = program
        stats.programSwitches += 1
    }

    /// Sets `uniform` of `program`, which is made current, where its variant uses it.
    func set(_ uniform: ShaderUniform, of program: ShaderProgram, to value: UniformValue) {
        guard let slot = program.slot(uniform) else { return }
        assert(value.fits(slot.type), "\(value) for uniform \(slot.name) of type \(slot.type)")
        use(program)
        device.perform(.setUniform(slot, value))
    }

    func setBlending(_ on: Bool) {
        guard on != blending else { return }
        device.perform(.enable(.blend, on))
        blending = on
    }

    func setBlendFunction(_ function: BlendFunction) {
        guard function != blendFunction else { return }
        device.perform(.blendFunction(function))
        blendFunction = function
    }

    /// Binds `texture` to the active unit, or unbinds with nil (quads with no contents).
    func bind(_ texture: TextureObject?) { bindTexture(texture?.id ?? 0, drawnByGPU: texture?.isDrawnByGPU ?? false) }

    /// Binds texture `name` to the active unit, saying whether the GPU drew into it (the scene
    /// ends before a draw that samples one, where `endsScenesToSample`).
    func bindTexture(_ name: GLName, drawnByGPU: Bool) {
        device.perform(.bindTexture(name))
        boundTextureIsDrawn = drawnByGPU
    }

    /// Limits drawing to `box`, or lifts the limit with nil.
    func setScissor(_ box: PixelBox?) {
        if let box, box != scissorBox {
            device.perform(.scissor(box))
            scissorBox = box
        }
        guard (box != nil) != scissorTest else { return }
        scissorTest = box != nil
        device.perform(.enable(.scissorTest, scissorTest))
    }

    /// Draws only where the stencil holds `level`, there applying `step`; nil draws everywhere.
    func setStencil(_ level: Int?, step: StencilStep = .keep) {
        if let level {
            let (function, operation) = stencil.map { ($0.level != level, $0.step != step) } ?? (true, true)
            if function { device.perform(.stencilFunction(equalTo: level)) }
            if operation { device.perform(.stencilOperation(step)) }
            stencil = (level, step)
        }
        guard (level != nil) != stencilTest else { return }
        stencilTest = level != nil
        device.perform(.enable(.stencilTest, stencilTest))
    }

    /// Turns colour and depth writes off while only the stencil is written, and back on.
    func setWritesColorAndDepth(_ on: Bool) {
        guard on != writesColorAndDepth else { return }
        device.perform(.writeColorAndDepth(on))
        writesColorAndDepth = on
    }

    /// One instanced draw of a triangle strip, what every pass draws: `count` quads (the strip's
    /// `vertices` from the bound vertex data: the unit square's four by default), or one clip
    /// shape written into the stencil.
    func drawQuads(_ count: Int, vertices: Range<Int32> = 0..<4, clipShape: Bool = false) {
        if endsScenesToSample, boundTextureIsDrawn, drawnSinceFlush, !clipShape {
            device.perform(.flush)
            pipelineCounter?.restart()
        }
        drawnSinceFlush = true
        device.perform(.drawInstanced(vertices: vertices, instances: count))
        stats.drawCalls += 1
        if clipShape { stats.stencilClips += 1 } else { stats.instances += count }
    }
}
