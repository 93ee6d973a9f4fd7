import CreaseCompositor
import CreaseCore
import CreaseDrawList
import CreaseGL
import CreaseImage
import CreaseMath
import CreasePlatform
import CreaseThreads
import Foundation

/// Draws layer trees: the compositor turns a tree into a draw list, the GL renderer draws it.
/// Also renderInContext: (snapshots of a subtree into a texture).
///
/// It keeps `context` (whatever owns its GL context: a window, a headless context, a host's own
/// window) alive until its own GL objects are gone, whoever holds it last. Where that owner is a
/// `GLContext` Crease can make current, every call that uses GL makes it current first and
/// the context current before current again after, so renderers of several contexts (and a
/// host's own) live side by side; a host's own context, which Crease cannot switch to, must be
/// current at each call, as when the renderer was made.
public final class LayerRenderer {
    /// The GL side: frame statistics, the GPU's facts and its fold-pass choice.
    public private(set) var gl: Renderer!
    /// The last frame's draw list, kept so its storage is reused frame to frame.
    public private(set) var drawList = DrawList(viewport: .zero)
    /// The draw list composed before `drawList`: what a frame loop compares it with to find what
    /// changed (`DrawList.damage(since:)`). The two swap at each `compose`, so neither is made anew.
    public private(set) var previousDrawList = DrawList(viewport: .zero)
    /// Times `drawComposed` with a GPU timer query when set (`lastGPUMilliseconds`), on a GPU.
    /// Never on a software rasteriser: there the query measures only command submission (the
    /// rasterising happens when the frame is finished), and while one is open llvmpipe leaves
    /// its linear path (a full-screen picture shown texel for pixel: 54 M instructions a frame
    /// instead of 20 M).
    public var timesGPU = false
    /// The GL work of the latest frame the GPU has finished, by a timer query, where asked for
    /// on a GPU whose driver reports it (`GPUInfo.hasTimerQuery`): read by `collectGPUTimes`,
    /// after the frame is shown.
    public private(set) var lastGPUMilliseconds: Double?
    /// Timers of frames drawn whose results are not read yet, oldest first: a frame's query is
    /// not waited on while the frame is submitted, nor while later frames are in flight.
    private var runningTimers: [GPUTimer] = []
    private var spareTimers: [GPUTimer] = []
    /// Frames whose GPU time may wait unread: beyond, the oldest is waited on.
    private static let mostTimersRunning = 4
    private let context: AnyObject
    /// `context` where Crease can make it current; nil for a host's own, drawn in as it is current.
    private let ownContext: (any GLContext)?

    /// A renderer for the GL context `context` owns (made current first where it is a
    /// `GLContext`, else the one current now), keeping `context` alive.
    public init(keeping context: AnyObject) throws {
        self.context = context
        ownContext = context as? any GLContext
        gl = try withContextCurrent { try Renderer() }
        gl.threads = threads
    }

    /// GL objects go while their context still exists, and in it; `context` is let go after this.
    deinit {
        do {
            try withContextCurrent {
                runningTimers = []
                spareTimers = []
            }
        } catch {
            // As `letGo` does: kept for good rather than their queries deleted in another context.
            (runningTimers + spareTimers).forEach { _ = Unmanaged.passRetained($0) }
        }
        letGo(&gl)
    }

    /// Runs `body` with the renderer's context current (where it is a `GLContext`), and the
    /// context current before current again after.
    public func withContextCurrent<T>(_ body: () throws -> T) throws -> T {
        guard let ownContext else { return try body() }
        return try ownContext.whileCurrent(body)
    }

    /// Lets `object`, which holds GL objects of the renderer's context, go with that context
    /// current; where it cannot be made current (another thread holds it), keeps it for good
    /// rather than free its names in another context, whose own objects they may name.
    func letGo<Object: AnyObject>(_ object: inout Object?) {
        do {
            try withContextCurrent { object = nil }
        } catch {
            if let object { _ = Unmanaged.passRetained(object) }
            object = nil
        }
    }

    /// The GL context's facts and limits (driver, version, texture size, samples).
    public var gpu: GPUInfo { gl.gpu }
    /// The counts of the last frame drawn.
    public var stats: FrameStats { gl.stats }

    /// The frames' compositor, kept from frame to frame so that its working state is made once
    /// (a snapshot, which an animation's code may ask for mid-frame, has one of its own).
    private var framesCompositor = Compositor()
    /// The most threads a frame's draw list is built on (`Compositor.threads`) and its quads are
    /// planned on (`Renderer.threads`): every core by default. Only long runs of sublayers and
    /// long lists are shared, so a small tree builds and draws on one.
    public var threads = WorkerThreads.cores { didSet { gl.threads = threads } }

    /// The compositor as this GPU wants it, for a target of `pixelsPerPoint`: it folds through
    /// the pass where that is faster here, and makes offscreen surfaces no larger than a texture.
    private func setUp(_ compositor: inout Compositor, pixelsPerPoint: Double) {
        compositor.foldPassMinimumStrips = gl.foldPassMinimumStrips
        compositor.pixelsPerPoint = pixelsPerPoint
        compositor.maxSurfaceSide = min(gl.gpu.maxTextureSize, gl.gpu.maxRenderbufferSize)
        compositor.threads = threads
    }

    /// Composites `root` as presented at `time` and draws it into `framebuffer`, whose pixels
    /// span `viewport` points.
    public func render(_ root: Layer, viewport: Size, time: Double = 0, into framebuffer: Framebuffer, clearColor: Color = .black) throws {
        compose(root, viewport: viewport, pixelsPerPoint: framebuffer.pixelsPerPoint(across: viewport), time: time)
        try drawComposed(into: framebuffer, clearColor: clearColor)
    }

    /// Composites `root` as presented at `time` and draws it into a viewport of a framebuffer of
    /// the host's own GL context (current now, whichever context the renderer keeps: it must
    /// share the renderer's objects), over the host's pixels there unless `clearColor`
    /// is given; the host's GL state is as it was afterwards. `viewport` is the size in points
    /// the viewport's pixels span.
    public func render(_ root: Layer, viewport: Size, time: Double = 0, into host: HostFramebuffer, clearColor: Color? = nil) throws {
        compose(root, viewport: viewport, pixelsPerPoint: Double(host.viewportWidth) / max(viewport.width, 1e-9), time: time)
        try gl.draw(drawList, into: host, clearColor: clearColor)
    }

    /// The first half of `render`: the draw list of `root` as presented at `time`, into
    /// `drawList`, for a target of `pixelsPerPoint`.
    public func compose(_ root: Layer, viewport: Size, pixelsPerPoint: Double = 1, time: Double = 0) {
        swap(&drawList, &previousDrawList)
        setUp(&framesCompositor, pixelsPerPoint: pixelsPerPoint)
        framesCompositor.build(&drawList, for: root, viewport: viewport, time: time)
    }

    /// The second half of `render`: draws `drawList` into `framebuffer`, or with `limitedTo` only
    /// the pixels in that rectangle (points), over what they hold (`Renderer.draw`).
    public func drawComposed(into framebuffer: Framebuffer, clearColor: Color = .black, limitedTo limit: Rect? = nil) throws {
        try withContextCurrent {
            guard timesGPU, gl.gpu.hasTimerQuery, !gl.gpu.isSoftwareRasterizer else {
                lastGPUMilliseconds = nil
                return try gl.draw(drawList, into: framebuffer, clearColor: clearColor, limitedTo: limit)
            }
            let timer = spareTimers.popLast() ?? GPUTimer()
            timer.begin()
            defer {
                timer.end()
                runningTimers.append(timer)
                if runningTimers.count > Self.mostTimersRunning { read(runningTimers.removeFirst()) }
            }
            try gl.draw(drawList, into: framebuffer, clearColor: clearColor, limitedTo: limit)
        }
    }

    /// Reads the GPU times of the frames the GPU has finished into `lastGPUMilliseconds`,
    /// without waiting for the others: after a frame is shown (a finished frame's is in).
    public func collectGPUTimes() throws {
        guard !runningTimers.isEmpty else { return }
        try withContextCurrent {
            while let oldest = runningTimers.first, oldest.isFinished { read(runningTimers.removeFirst()) }
        }
    }

    /// `timer`'s result into `lastGPUMilliseconds`, the timer kept for another frame.
    private func read(_ timer: GPUTimer) {
        lastGPUMilliseconds = timer.milliseconds()
        spareTimers.append(timer)
    }

    /// Renders `layer` and its sublayers, in the layer's own coordinates and ignoring its own
    /// transform and position (as renderInContext: does), into a new texture at `scale` pixels per
    /// point. Put the reference into any layer's `contents`; release it when done.
    public func snapshot(_ layer: Layer, scale: Double, samples: Int = 1) throws -> TextureReference {
        let pixels = layer.bounds.size.pixels(atScale: scale)
        var compositor = Compositor()
        setUp(&compositor, pixelsPerPoint: scale)
        let list = compositor.drawList(forContentsOf: layer)
        return try withContextCurrent { try gl.drawSnapshot(list, pixelWidth: pixels.width, pixelHeight: pixels.height, samples: samples) }
    }

    /// Gives a snapshot's texture back, or forgets a host texture (which stays the host's). Where
    /// the renderer's context cannot be made current, the texture stays until the renderer goes.
    public func releaseSnapshot(_ reference: TextureReference) { _ = try? withContextCurrent { gl.releaseSnapshot(reference) } }

    /// A reference that shows the host's GL texture `name` as any layer's contents
    /// (`Renderer.showHostTexture`, which says what the flags mean).
    public func showHostTexture(_ name: UInt32, pixelWidth: Int, pixelHeight: Int, premultiplied: Bool = true, topRowFirst: Bool = true)
        throws -> TextureReference
    {
        try withContextCurrent {
            try gl.showHostTexture(name, pixelWidth: pixelWidth, pixelHeight: pixelHeight, premultiplied: premultiplied, topRowFirst: topRowFirst)
        }
    }

    /// The GL texture of a snapshot (premultiplied, row 0 the top), for the host to draw with or
    /// read; nil once released.
    public func glTextureName(of reference: TextureReference) -> UInt32? { gl.glTextureName(of: reference) }
}
