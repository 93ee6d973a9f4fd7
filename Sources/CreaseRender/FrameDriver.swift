import CreaseCore
import CreaseGL
import CreaseMath
import CreaseScene
import Foundation

/// The one frame loop of Crease, for the window, the headless demo, `render` and `bench`: it
/// brings a scene to the frame's time, builds the draw list, draws it into a surface (only
/// what changed, where the surface keeps its picture), shows it, moves the clock on, and times
/// each step.
public final class FrameDriver {
    /// Composes and draws each frame.
    public let renderer: LayerRenderer
    /// What the framebuffer is cleared to before the layers are drawn; opaque black by default.
    public var clearColor = Color.black
    /// Sees each frame's framebuffer, drawn, before it is shown: a screenshot or a recording
    /// reads it here (in a window the picture is gone once swapped). Its time counts as submit.
    public var beforePresent: ((Framebuffer) throws -> Void)?
    /// Whether a frame is drawn only where its draw list differs from the last frame's, over
    /// that frame's pixels where the surface keeps them (`FrameSurface.holdsLastFrame`), and not
    /// drawn nor shown at all where nothing differs: the same pixels as drawing it whole
    /// (docs/rendering.md, "Damage"). Off, every frame is drawn whole, as the bench times it.
    public var drawsOnlyChanges = true
    /// From this share of the frame's area changed on, it is drawn whole: cutting it saves little.
    public static let wholeFrameShare = 0.75
    /// The surface the last frame was drawn into: the one whose picture the last list is.
    private weak var keptSurface: AnyObject?

    /// A loop drawing with `renderer`, which must be made in the surfaces' GL context: each
    /// frame is drawn, seen by `beforePresent` and shown with that context current.
    public init(renderer: LayerRenderer) {
        self.renderer = renderer
    }

    /// What to draw next: `scene` at `time`, drawing `root` (the scene's own by default; the
    /// window adds its overlay around it).
    public struct Request {
        /// The scene brought to `time` and drawn.
        public var scene: any Scene
        /// The frame's scene time, in seconds.
        public var time: Double
        /// What to draw in place of the scene's root (the window's overlay around it); nil draws the scene's.
        public var root: Layer?

        /// A request for `scene` at `time` seconds, drawing `root` or the scene's own root.
        public init(_ scene: any Scene, at time: Double, root: Layer? = nil) {
            self.scene = scene
            self.time = time
            self.root = root
        }
    }

    /// What one frame cost, in milliseconds, and when it was shown.
    public struct Frame {
        /// The frame's number in its run, from 0.
        public let index: Int
        /// The scene time drawn, in seconds.
        public let time: Double
        /// When the frame began, on the loop's clock (`now`), in seconds.
        public let startedAt: Double
        /// Its phases in order, each in milliseconds.
        public let phases: Phases
        /// From the start of the update until the frame was shown (finished, for offscreen).
        public let totalMs: Double
        /// When the frame was shown, on the loop's clock (`now`), in seconds.
        public let shownAt: Double
        /// The GL work by a timer query (`LayerRenderer.timesGPU`).
        public let gpuMs: Double?
        /// The renderer's counts for the frame (draw calls and the like).
        public let stats: FrameStats
        /// The drawing thread's CPU time for the frame's own work, in milliseconds: the update,
        /// the draw list and the GL submission, up to where it is finished and shown. The finish
        /// or swap is left out, as any wait: some drivers (NVIDIA's) spin there, and the wait
        /// would read as CPU work.
        public let cpuMs: Double
        /// How much of it was drawn.
        public let drawing: Drawing
        /// The share of the frame's area drawn: 1 whole, 0 for a frame not drawn.
        public let drawnShare: Double

        /// Updating the scene and building the draw list: CPU work.
        public var buildMs: Double { phases.updateMs + phases.drawListMs }
    }

    /// How much of a frame was drawn.
    public enum Drawing: Equatable, Sendable {
        /// All of it.
        case whole
        /// This rectangle alone, in points: the rest kept what the frame before showed.
        case part(Rect)
        /// Nothing: it draws what the frame before did, which stays shown (nor is it shown again).
        case none
    }

    /// Where a frame's time went: bringing the scene to its time, building the draw list,
    /// issuing the GL commands, and finishing them and showing the picture (where a software
    /// rasteriser does its drawing).
    public struct Phases {
        /// Bringing the scene to the frame's time.
        public var updateMs = 0.0
        /// Composing the layer tree into a draw list.
        public var drawListMs = 0.0
        /// Issuing the GL commands, and `beforePresent`.
        public var submitMs = 0.0
        /// Finishing the GL work and showing the frame (swap and pacing, or a finish offscreen).
        public var presentMs = 0.0
    }

    /// Seconds on the monotonic clock the loop times with.
    public static var now: Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

    /// Seconds of CPU the calling thread has run: what a frame's `cpuMs` counts.
    public static var threadCPUNow: Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Draws and shows one frame: whole, or only what changed since the last (`drawsOnlyChanges`).
    @discardableResult
    public func draw(_ request: Request, index: Int = 0, on surface: any FrameSurface) throws -> Frame {
        let start = Self.now, cpuStart = Self.threadCPUNow
        request.scene.update(time: request.time)
        let updated = Self.now
        let framebuffer = surface.framebuffer
        let pixelsPerPoint = framebuffer.pixelsPerPoint(across: surface.viewport)
        renderer.compose(request.root ?? request.scene.root, viewport: surface.viewport, pixelsPerPoint: pixelsPerPoint, time: request.time)
        let drawing = plan(on: surface)
        let built = Self.now
        let phases = Phases(updateMs: (updated - start) * 1000, drawListMs: (built - updated) * 1000)
        guard drawing != .none else {
            let cpuMs = (Self.threadCPUNow - cpuStart) * 1000
            return Frame(index: index, time: request.time, startedAt: start, phases: phases, totalMs: (built - start) * 1000,
                shownAt: built, gpuMs: nil, stats: FrameStats(), cpuMs: cpuMs, drawing: .none, drawnShare: 0)
        }
        let limit: Rect? = if case .part(let area) = drawing { area } else { nil }
        let (submitted, cpuMs, shown): (Double, Double, Double)
        do {
            (submitted, cpuMs, shown) = try submitAndShow(on: surface, cpuSince: cpuStart) {
                try renderer.drawComposed(into: framebuffer, clearColor: clearColor, limitedTo: limit)
                try beforePresent?(framebuffer)
            }
        } catch {
            forgetPicture()
            throw error
        }
        keptSurface = surface
        // Once shown, the frame's GPU time is in (or, frames in flight, an earlier one's).
        try renderer.collectGPUTimes()
        var timed = phases
        (timed.submitMs, timed.presentMs) = ((submitted - built) * 1000, (shown - submitted) * 1000)
        let viewport = surface.viewport
        let share = limit.map { min(1, $0.width * $0.height / max(viewport.width * viewport.height, 1e-9)) } ?? 1
        return Frame(index: index, time: request.time, startedAt: start, phases: timed, totalMs: (shown - start) * 1000,
            shownAt: shown, gpuMs: renderer.lastGPUMilliseconds, stats: renderer.stats, cpuMs: cpuMs, drawing: drawing, drawnShare: share)
    }

    /// How much of the frame just composed to draw on `surface`: what changed since the last
    /// frame, where the surface holds that frame's picture.
    private func plan(on surface: any FrameSurface) -> Drawing {
        guard drawsOnlyChanges, keptSurface === surface, surface.holdsLastFrame,
            let area = renderer.drawList.damage(since: renderer.previousDrawList)
        else { return .whole }
        if area.isEmpty { return .none }
        let viewport = renderer.drawList.viewport
        let whole = area.width * area.height >= Self.wholeFrameShare * viewport.width * viewport.height
        return whole ? .whole : .part(area)
    }

    /// Draws the next frame whole, whatever the surface holds: its pixels changed outside the
    /// loop (a raw-GL frame drawn into it, a window exposed).
    public func forgetPicture() { keptSurface = nil }

    /// Runs `submit` (the frame's GL commands) with the context current, then shows the frame:
    /// when the submission ended, the thread's CPU milliseconds from `cpuStart` to then, and when
    /// it was shown. The finish or swap is left out of the CPU time (`Frame.cpuMs` says why).
    private func submitAndShow(
        on surface: any FrameSurface, cpuSince cpuStart: Double, _ submit: () throws -> Void
    ) throws -> (submitted: Double, cpuMs: Double, shown: Double) {
        try renderer.withContextCurrent {
            try submit()
            let submitted = Self.now, cpuMs = (Self.threadCPUNow - cpuStart) * 1000
            return (submitted, cpuMs, surface.present())
        }
    }

    /// Draws and shows a frame that is not a layer tree (the bench's raw-GL floor), timed as
    /// `draw` times a scene's.
    @discardableResult
    package func draw(_ frame: some DirectFrame, index: Int = 0, on surface: any FrameSurface) throws -> Frame {
        let start = Self.now, cpuStart = Self.threadCPUNow
        forgetPicture()
        let (submitted, cpuMs, shown) = try submitAndShow(on: surface, cpuSince: cpuStart) { try frame.draw(into: surface.framebuffer) }
        var stats = FrameStats()
        stats.drawCalls = frame.drawCalls
        let phases = Phases(submitMs: (submitted - start) * 1000, presentMs: (shown - submitted) * 1000)
        return Frame(index: index, time: 0, startedAt: start, phases: phases, totalMs: (shown - start) * 1000, shownAt: shown, gpuMs: nil, stats: stats,
            cpuMs: cpuMs, drawing: .whole, drawnShare: 1)
    }

    /// Brings `scene` to `time` as a window at `framesPerSecond` would have: the frames from 0
    /// that carry its scripted input and the second after each (where recognisers time out and
    /// what the input started gets going), then `time` itself. A moment a year in takes as
    /// long as one a second in.
    public static func seek(_ scene: any Scene, to time: Double, framesPerSecond: Double = DisplayRate.framesPerSecond) {
        var frame = 0
        for inputTime in scene.scriptedInputTimes where SceneTime.hasCome(inputTime, by: time) {
            let first = max(frame, SceneTime.firstFrame(reaching: inputTime, framesPerSecond: framesPerSecond))
            let last = Int(min(time * framesPerSecond, ((inputTime + 1) * framesPerSecond).rounded(.up)))
            while frame <= last || frame < first {
                if frame >= first { scene.update(time: Double(frame) / framesPerSecond) }
                frame = frame < first ? first : frame + 1
            }
        }
        scene.update(time: time)
    }

    /// Runs frames until `next` gives none: `next` is asked with the frame's index and the clock's
    /// time, `shown` hears of each frame once it is shown, and the clock moves on after it.
    public func run(
        on surface: any FrameSurface, clock: any FrameClock, next: (Int, Double) throws -> Request?, shown: (Frame) throws -> Void = { _ in }
    ) throws {
        var index = 0
        while let request = try next(index, clock.now) {
            let frame = try draw(request, index: index, on: surface)
            clock.frameShown(at: frame.shownAt)
            try shown(frame)
            index += 1
        }
    }
}
