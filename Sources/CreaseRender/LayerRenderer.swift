import CreaseCompositor
import CreaseCore
import CreaseDrawList
import CreaseGL
import CreaseImage
import CreaseMath

/// Draws layer trees: the compositor turns a tree into a draw list, the GL renderer draws it.
/// Also renderInContext: (snapshots of a subtree into a texture).
///
/// Made while a GL context is current; it keeps `context` (whatever owns the context: a window,
/// a headless context) alive until its own GL objects are gone, whoever holds it last.
public final class LayerRenderer {
    /// The GL side: frame statistics, the GPU's facts and its fold-pass choice.
    public private(set) var gl: Renderer!
    /// The last frame's draw list, kept so its storage is reused frame to frame.
    public private(set) var drawList = DrawList(viewport: .zero)
    /// Times `drawComposed` with a GPU timer query when set (`lastGPUMilliseconds`), on a GPU.
    /// Never on a software rasteriser: there the query measures only command submission (the
    /// rasterising happens when the frame is finished), and while one is open llvmpipe leaves
    /// its linear path (a full-screen picture shown texel for pixel: 54 M instructions a frame
    /// instead of 20 M).
    public var timesGPU = false
    /// The GL work of the last frame drawn, by a timer query, where asked for on a GPU whose
    /// driver reports it.
    public private(set) var lastGPUMilliseconds: Double?
    private var gpuTimer: GPUTimer?
    private let context: AnyObject

    /// A renderer for the GL context current now, keeping `context`, its owner, alive.
    public init(keeping context: AnyObject) throws {
        self.context = context
        gl = try Renderer()
    }

    /// GL objects go while their context still exists; `context` is let go after this.
    deinit {
        gpuTimer = nil
        gl = nil
    }

    /// The GL context's facts and limits (driver, version, texture size, samples).
    public var gpu: GPUInfo { gl.gpu }
    /// The counts of the last frame drawn.
    public var stats: FrameStats { gl.stats }

    /// The compositor as this GPU wants it, for a target of `pixelsPerPoint`: it folds through
    /// the pass where that is faster here, and makes offscreen surfaces no larger than a texture.
    private func compositor(pixelsPerPoint: Double) -> Compositor {
        Compositor(foldPassMinimumStrips: gl.foldPassMinimumStrips, pixelsPerPoint: pixelsPerPoint,
            maxSurfaceSide: min(gl.gpu.maxTextureSize, gl.gpu.maxRenderbufferSize))
    }

    /// Composites `root` as presented at `time` and draws it into `framebuffer`, whose pixels
    /// span `viewport` points.
    public func render(_ root: Layer, viewport: Size, time: Double = 0, into framebuffer: Framebuffer, clearColor: Color = .black) throws {
        compose(root, viewport: viewport, pixelsPerPoint: framebuffer.pixelsPerPoint(across: viewport), time: time)
        try drawComposed(into: framebuffer, clearColor: clearColor)
    }

    /// Composites `root` as presented at `time` and draws it into a viewport of a framebuffer of
    /// the host's own GL context (current now), over the host's pixels there unless `clearColor`
    /// is given; the host's GL state is as it was afterwards. `viewport` is the size in points
    /// the viewport's pixels span.
    public func render(_ root: Layer, viewport: Size, time: Double = 0, into host: HostFramebuffer, clearColor: Color? = nil) throws {
        compose(root, viewport: viewport, pixelsPerPoint: Double(host.viewportWidth) / max(viewport.width, 1e-9), time: time)
        try gl.draw(drawList, into: host, clearColor: clearColor)
    }

    /// The first half of `render`: the draw list of `root` as presented at `time`, into
    /// `drawList`, for a target of `pixelsPerPoint`.
    public func compose(_ root: Layer, viewport: Size, pixelsPerPoint: Double = 1, time: Double = 0) {
        compositor(pixelsPerPoint: pixelsPerPoint).build(&drawList, for: root, viewport: viewport, time: time)
    }

    /// The second half of `render`: draws `drawList` into `framebuffer`.
    public func drawComposed(into framebuffer: Framebuffer, clearColor: Color = .black) throws {
        guard timesGPU, !gl.gpu.isSoftwareRasterizer else {
            lastGPUMilliseconds = nil
            return try gl.draw(drawList, into: framebuffer, clearColor: clearColor)
        }
        let timer = gpuTimer ?? GPUTimer()
        gpuTimer = timer
        timer.begin()
        try gl.draw(drawList, into: framebuffer, clearColor: clearColor)
        timer.end()
        lastGPUMilliseconds = timer.milliseconds()
    }

    /// Renders `layer` and its sublayers, in the layer's own coordinates and ignoring its own
    /// transform and position (as renderInContext: does), into a new texture at `scale` pixels per
    /// point. Put the reference into any layer's `contents`; release it when done.
    public func snapshot(_ layer: Layer, scale: Double, samples: Int = 1) throws -> TextureReference {
        let pixels = layer.bounds.size.pixels(atScale: scale)
        return try gl.drawSnapshot(compositor(pixelsPerPoint: scale).drawList(forContentsOf: layer),
            pixelWidth: pixels.width, pixelHeight: pixels.height, samples: samples)
    }

    /// Gives a snapshot's texture back, or forgets a host texture (which stays the host's).
    public func releaseSnapshot(_ reference: TextureReference) { gl.releaseSnapshot(reference) }

    /// A reference that shows the host's GL texture `name` as any layer's contents
    /// (`Renderer.showHostTexture`, which says what the flags mean).
    public func showHostTexture(_ name: UInt32, pixelWidth: Int, pixelHeight: Int, premultiplied: Bool = true, topRowFirst: Bool = true)
        throws -> TextureReference
    {
        try gl.showHostTexture(name, pixelWidth: pixelWidth, pixelHeight: pixelHeight, premultiplied: premultiplied, topRowFirst: topRowFirst)
    }

    /// The GL texture of a snapshot (premultiplied, row 0 the top), for the host to draw with or
    /// read; nil once released.
    public func glTextureName(of reference: TextureReference) -> UInt32? { gl.glTextureName(of: reference) }
}
