import CreaseDrawList
import CreaseImage
import CreaseMath
import Foundation

/// Draws draw lists with OpenGL 3.3: one instanced draw per run of quads that share a texture,
/// stencil clips for masksToBounds, a depth test inside 3D rendering contexts, and accordions
/// through the dedicated fold pass.
///
/// Needs a current GL context for its whole life (see CreasePlatform).
public final class Renderer {
    /// The current context's GPU.
    public let gpu: GPUInfo
    /// The counts of the last frame drawn.
    public var stats: FrameStats { state.stats }
    /// The layer contents' textures held now (bitmaps' and snapshots'), and the GPU memory they
    /// take, mipmaps included.
    public var texturesAlive: (count: Int, bytes: Int) { textures.alive }
    /// From this many strips on, an accordion draws faster through the dedicated fold pass than as
    /// a quad per strip on this GPU (nil: never); the compositor asks. `crease bench --scenario accordion`
    /// measures both paths: on llvmpipe a quad per strip wins up to 128 strips (1.91x the floor
    /// against the pass's 2.12x) and the pass from 256 (thin strips cost a software rasteriser per
    /// tile), on GPUs from a few dozen.
    public var foldPassMinimumStrips: Int?
    /// On a software rasteriser thin strips cost a tile each: the pass wins from 256 strips
    /// (`crease bench --scenario accordion` measures both paths).
    public static let foldPassMinimumStripsOnCPU = 256
    /// On a GPU the pass's per-pixel work is cheap: it wins from a few dozen strips.
    public static let foldPassMinimumStripsOnGPU = 32
    /// The most threads a frame's quads are planned and their instance data written on: only a
    /// long list is shared (a share is 512 quads or more), and the result is the same.
    public var threads: Int {
        get { quads.threads }
        set { quads.threads = max(1, newValue) }
    }

    /// Counts the work of the frames drawn while set and counting (`PipelineCounter.begin`),
    /// its stretch restarted at each scene the driver may start, so that llvmpipe shades and
    /// counts every one; nil (the default) costs nothing.
    public var pipelineCounter: PipelineCounter? {
        get { state.pipelineCounter }
        set { state.pipelineCounter = newValue }
    }

    private let state: GLState
    private let textures: TextureCache
    private let surfaces: SurfacePool
    private let quads: QuadPass
    private let folds: FoldPass
    private let shadows: ShadowPass
    private let blurs: BlurPass
    private let gradients: GradientPass
    private let polygons: PolygonPass
    private let host: HostComposite
    private let hostTextureCopies: HostTextureCopyPass

    /// Sets up the quad pass in the current context; fails on a context older than OpenGL 3.3.
    /// The context's state is as it was afterwards (it may be a host application's).
    public convenience init() throws {
        let gpu = try GPUInfo.current()
        let saved = HostGLState.savedForCrease(api: gpu.api)
        defer { saved.restore() }
        try self.init(device: ContextDevice(), gpu: gpu)
    }

    /// Sets up the quad pass on `device`, a GPU described by `gpu`, with the quad programs from
    /// `quadShader` (the quad shader's interface, unless a test gives another).
    init(device: any GLDevice, gpu: GPUInfo, quadShader: ShaderInterface = QuadShader.interface) throws {
        self.gpu = gpu
        foldPassMinimumStrips = gpu.isSoftwareRasterizer ? Self.foldPassMinimumStripsOnCPU : Self.foldPassMinimumStripsOnGPU
        state = GLState(device: device, endsScenesToSampleDrawnTextures: gpu.endsScenesToSampleDrawnTextures)
        textures = TextureCache(device: device, gpu: gpu)
        surfaces = SurfacePool(device: device, gpu: gpu)
        quads = try QuadPass(state: state, textures: textures, shader: quadShader, drawsBeforeClear: gpu.needsDrawBeforeClear)
        folds = FoldPass(state: state, textures: textures)
        shadows = ShadowPass(state: state)
        blurs = BlurPass(state: state)
        gradients = GradientPass(state: state)
        polygons = PolygonPass(state: state, textures: textures)
        textures.note = { FileHandle.standardError.write(Data("crease: note: \($0)\n".utf8)) }
        host = HostComposite(gpu: gpu, device: device)
        hostTextureCopies = HostTextureCopyPass(state: state)
    }

    /// Draws a draw list into `framebuffer`, clearing it first when `clearColor` is given. With
    /// `limitedTo` (points), only the pixels in that rectangle are cleared and drawn, and the rest
    /// keep what they held: over a picture of an earlier list, `list.damage(since:)` of that
    /// list gives the same picture as drawing the whole (offscreen surfaces are drawn whole).
    ///
    /// - Throws: `GLError`.
    public func draw(_ list: DrawList, into framebuffer: Framebuffer, clearColor: Color? = .black, limitedTo limit: Rect? = nil) throws {
        state.beginFrame()
        defer {
            state.endFrame()
            textures.endFrame()
            surfaces.endFrame()
        }
        try hostTextureCopies.refresh(textures.hostTexturesCopied)
        try drawSurfaces(of: list)
        try drawCommands(list, into: framebuffer, clearColor: clearColor, limitedTo: limit)
    }

    /// Draws the render surfaces `list` names, each over transparency into a pooled target,
    /// innermost first, and shows each to the quads that name it. A surface whose target holds
    /// its picture from an earlier frame, drawn from an equal list, is shown as it is.
    private func drawSurfaces(of list: DrawList) throws {
        for case .surface(let index) in list.commands {
            let surface = list.surfaces[index]
            let (target, holding) = try surfaces.acquire(for: surface)
            guard holding != surface else {
                textures.show(target, as: surface.texture, makingMipmaps: false)
                state.stats.surfacesReused += 1
                continue
            }
            try drawSurfaces(of: surface.list)
            // A picture of a list that differs in a few quads is drawn again where they are.
            let damage = surface.filter == nil && holding?.filter == nil ? holding.flatMap { surface.list.damage(since: $0.list) } : nil
            try drawCommands(surface.list, into: target.framebuffer, clearColor: .clear, limitedTo: damage)
            if damage != nil { state.stats.surfacesDrawnInPart += 1 }
            if case .shadow(let sigma, let color) = surface.filter {
                let spare = try surfaces.acquire(pixelWidth: surface.pixelWidth, pixelHeight: surface.pixelHeight)
                try blurs.shadow(of: target, sigma: sigma, color: color, through: spare)
            }
            target.texture.levelZeroChanged()
            state.stats.surfacesDrawn += 1
            textures.show(target, as: surface.texture, makingMipmaps: surface.isMinified)
        }
    }

    /// The commands of one list into `framebuffer` (surfaces already drawn).
    /// With `limitedTo`, only pixels in that rectangle (points) are cleared and drawn.
    private func drawCommands(_ list: DrawList, into framebuffer: Framebuffer, clearColor: Color?, limitedTo limit: Rect? = nil) throws {
        // Depth and stencil buffers only where the list has a 3D rendering context or a clip
        // shape: attached, even unused, they keep llvmpipe off its linear path for flat layers.
        try state.beginTarget(framebuffer, depthStencil: list.usesDepthOrStencil)
        defer { state.endTarget() }
        // A frame that starts with opaque colours over the whole screen (a root's background, a
        // full-screen view's) clears to the last of them instead: a full-screen pass fewer each.
        var clearColor = clearColor
        var firstDrawn = 0
        while clearColor != nil, firstDrawn < list.commands.count, case .quad(let q) = list.commands[firstDrawn],
            list.quads[q].coversViewportOpaquely(list.viewport)
        {
            clearColor = list.quads[q].backgroundColor
            firstDrawn += 1
        }
        let hasClips = try quads.begin(list, into: framebuffer, limitedTo: limit, from: firstDrawn)
        // The stencil is only read under masksToBounds clips.
        if let clearColor { state.clear(to: clearColor, stencil: hasClips) }
        // A fold pass straight over an opaque clear colour fills the pixels it misses with it,
        // which lets an opaque picture draw without blending; anywhere else it misses to nothing.
        let opaqueClear = clearColor.flatMap { $0.alpha >= 1 ? $0 : nil }
        var failure: (any Error)?
        // A run of quads is drawn at its first and passed over.
        var index = firstDrawn
        while index < list.commands.count {
            var next = index + 1
            switch list.commands[index] {
            case .quad: next = quads.drawRun(at: index)
            case .pushClip(let clip): quads.pushClip(list.quads[clip], instance: index)
            case .popClip: quads.popClip(instance: index)
            case .beginDepthContext: quads.setDepthContext(true)
            case .endDepthContext: quads.setDepthContext(false)
            case .surface: break
            case .shadow(let shadow):
                try shadows.draw(list.shadows[shadow], viewport: list.viewport, topRowFirst: framebuffer.topRowFirst)
                quads.bind()
            case .gradient(let gradient):
                try gradients.draw(list.gradients[gradient], viewport: list.viewport, topRowFirst: framebuffer.topRowFirst)
                quads.bind()
            case .polygon(let polygon):
                try polygons.draw(list.polygons[polygon], viewport: list.viewport, topRowFirst: framebuffer.topRowFirst)
                quads.bind()
            case .accordion(let pass):
                let miss = index == firstDrawn ? opaqueClear ?? .clear : .clear
                // The frame is drawn to its end either way; the first failure is thrown then.
                do { try folds.draw(list.accordions[pass], viewport: list.viewport, into: framebuffer, miss: miss) } catch {
                    failure = failure ?? error
                }
                quads.bind()
            }
            index = next
        }
        quads.end()
        if let failure { throw failure }
        try GLCheck.after("drawing a frame of \(list.commands.count) commands", on: state.device)
    }

    /// Draws a draw list into a viewport of the host's framebuffer, over what it holds there
    /// (clearing the viewport first when `clearColor` is given), and leaves the host's GL state
    /// as it found it (`HostGLState` lists what that covers).
    ///
    /// - Throws: `GLError`, the host's state put back all the same.
    public func draw(_ list: DrawList, into host: HostFramebuffer, clearColor: Color? = nil) throws {
        try host.validate()
        let saved = HostGLState.savedForCrease(api: gpu.api)
        defer { saved.restore() }
        let target = try self.host.target(for: host)
        try draw(list, into: target.framebuffer(topRowFirst: host.topRowFirst), clearColor: clearColor ?? .clear)
        try self.host.copy(target, into: host, opaque: (clearColor?.alpha ?? 0) >= 1)
    }

    /// Hears, once per picture, what the renderer changed of it to draw it: a picture larger
    /// than the GPU's textures is drawn from a copy scaled to fit. Writes to standard error
    /// unless set otherwise.
    public var note: (String) -> Void {
        get { textures.note }
        set { textures.note = newValue }
    }

    // MARK: Snapshots

    /// Draws `list` into a new texture of `pixelWidth`×`pixelHeight` over transparency (the GL
    /// half of renderInContext:), handed back as a reference for any layer's `contents`.
    /// Release it when done. The context's state is as it was afterwards (it may be a host
    /// application's, as `draw(_:into:clearColor:)` into a `HostFramebuffer` leaves it).
    public func drawSnapshot(_ list: DrawList, pixelWidth: Int, pixelHeight: Int, samples: Int = 1) throws -> TextureReference {
        let saved = HostGLState.savedForCrease(api: gpu.api)
        defer { saved.restore() }
        let target = try RenderTarget(pixelWidth: max(1, pixelWidth), pixelHeight: max(1, pixelHeight), samples: samples, gpu: gpu,
            device: state.device)
        try draw(list, into: target.framebuffer, clearColor: .clear)
        target.resolve()
        return textures.register(target)
    }

    /// Gives a snapshot's texture back, or forgets a host texture (which stays the host's).
    public func releaseSnapshot(_ reference: TextureReference) { textures.release(reference) }

    // MARK: The host's textures

    /// A reference to show the host application's GL texture `name` (of the current context, or
    /// one sharing its objects) as any layer's `contents`. It is sampled with its own filter and
    /// wrap settings. `premultiplied`: its colours are already scaled by alpha; `topRowFirst`:
    /// its row 0 is the picture's top (GL's own order, as from glReadPixels or a window, is
    /// false). A texture that is not both is shown through a copy that is, drawn every frame and
    /// sampled bilinearly.
    /// Forget it with `releaseSnapshot` before deleting it.
    public func showHostTexture(_ name: UInt32, pixelWidth: Int, pixelHeight: Int, premultiplied: Bool = true, topRowFirst: Bool = true)
        throws -> TextureReference
    {
        guard name != 0 else { throw GLError.unsupported("texture 0 is no texture") }
        try gpu.checkPictureSize(width: pixelWidth, height: pixelHeight)
        let saved = HostGLState.savedForCrease(api: gpu.api)
        defer { saved.restore() }
        let texture = TextureObject(borrowing: name, pixelWidth: pixelWidth, pixelHeight: pixelHeight, device: state.device)
        let copy = premultiplied && topRowFirst
            ? nil : try RenderTarget(pixelWidth: pixelWidth, pixelHeight: pixelHeight, samples: 1, gpu: gpu, device: state.device)
        return textures.register(HostTexture(texture: texture, pixelWidth: pixelWidth, pixelHeight: pixelHeight, premultiplied: premultiplied,
            topRowFirst: topRowFirst, copy: copy))
    }

    /// The GL texture of a snapshot, for the host to draw with or read (premultiplied, its row 0
    /// the picture's top), or of a host texture's reference; nil once released.
    public func glTextureName(of reference: TextureReference) -> UInt32? { textures.glName(of: reference) }
}
