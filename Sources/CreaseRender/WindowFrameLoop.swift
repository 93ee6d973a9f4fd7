import CreaseCore
import CreaseMath
import CreasePlatform
import Foundation

/// A window's frames, drawn only when something changed: while what it shows rests, the loop
/// draws nothing, swaps nothing and sleeps on the window system's events until the moment it
/// next changes by itself (an animation's begin, a recogniser's timeout, the next scripted
/// event); input, an expose or a resize wakes it at once, and the frame that shows what came is
/// the next one drawn. While things move, frames come at the display's rate, each drawn only
/// where it changed (`FrameDriver.drawsOnlyChanges`), and one that changed nothing is neither
/// drawn nor shown. `Window.run` and the demo window both run on it.
public final class WindowFrameLoop {
    /// The window's surface: a backing store copied into the back buffer at each swap.
    public let surface: WindowSurface
    /// Draws the frames.
    public let driver: FrameDriver
    /// The window's clock: a tick per frame shown, moved on to the present when the loop wakes.
    public let clock: DisplayLinkClock
    /// What the loop has done so far.
    public private(set) var statistics = WindowFrameStatistics()

    private var window: Window { surface.window }

    /// A loop for `window`, drawing with `renderer` (made in the window's context).
    public init(window: Window, renderer: LayerRenderer) {
        surface = WindowSurface(window: window)
        driver = FrameDriver(renderer: renderer)
        clock = DisplayLinkClock(refreshInterval: 1 / window.refreshRate)
    }

    /// What the loop asks of what the window shows; each is handed the clock's time.
    public struct Content {
        /// Takes the window's input since the last frame (and lets time reach the clock's).
        public var handle: ([InputEvent], Double) throws -> Void
        /// The frame to draw, or nil to stop.
        public var request: (Double) throws -> FrameDriver.Request?
        /// When what the window shows next changes by itself, once drawn at that time, on the
        /// clock (`Scene.nextChange(after:)`): the loop sleeps until then.
        public var nextChange: (Double) -> Double
        /// Hears of each frame composed, drawn or found unchanged.
        public var shown: (FrameDriver.Frame) throws -> Void

        /// The four answers.
        public init(handle: @escaping ([InputEvent], Double) throws -> Void, request: @escaping (Double) throws -> FrameDriver.Request?,
                    nextChange: @escaping (Double) -> Double, shown: @escaping (FrameDriver.Frame) throws -> Void = { _ in }) {
            self.handle = handle
            self.request = request
            self.nextChange = nextChange
            self.shown = shown
        }
    }

    /// Runs until `content` gives no frame, the window is asked to close, or `refreshLimit`
    /// refreshes of the display have passed (frames drawn or rested through).
    public func run(refreshLimit: Int? = nil, _ content: Content) throws {
        let interval = clock.refreshInterval > 0 ? clock.refreshInterval : DisplayRate.frameDuration
        var due = -Double.infinity
        var drawnSize: (Int, Int)?
        statistics.start()
        defer { statistics.stop() }
        while refreshLimit.map({ statistics.refreshes < $0 }) ?? true {
            let hidden = window.isHidden
            if hidden || !SceneTime.hasCome(due, by: clock.now) {
                // Rest: until input, the moment the content changes (not while hidden), or the limit.
                let now = FrameDriver.now
                var wake = hidden ? .infinity : clock.timestamp(reaching: due)
                if let refreshLimit { wake = min(wake, now + Double(refreshLimit - statistics.refreshes) * interval) }
                window.waitEvents(timeout: wake == .infinity ? nil : wake - now)
                let woke = FrameDriver.now
                statistics.rested(refreshes: Int(((woke - now) / interval).rounded()))
                clock.frameShown(at: woke)
            } else {
                window.pollEvents()
            }
            if window.shouldClose { break }
            let input = !window.events.isEmpty
            try content.handle(window.events, clock.now)
            if window.isHidden { continue }
            let size = window.framebuffer
            let exposed = window.takeRedrawRequest() || drawnSize.map { $0 != (size.pixelWidth, size.pixelHeight) } ?? true
            if exposed { surface.forgetPicture() }
            guard input || exposed || SceneTime.hasCome(due, by: clock.now) else { continue }
            guard let request = try content.request(clock.now) else { break }
            let frame = try driver.draw(request, index: statistics.framesComposed, on: surface)
            drawnSize = (size.pixelWidth, size.pixelHeight)
            if frame.drawing == .none {
                // Nothing new to show: the next frame comes a refresh later all the same.
                let now = FrameDriver.now
                clock.frameShown(at: now + surface.waitForRefresh(after: now))
            } else {
                clock.frameShown(at: frame.shownAt)
            }
            statistics.record(frame)
            try content.shown(frame)
            due = content.nextChange(frame.time)
        }
    }
}

/// What a window's frame loop did: the display's refreshes it spanned, the frames it drew
/// (whole or in part) or found unchanged, the share of the frame drawn, and the process's CPU.
public struct WindowFrameStatistics: Sendable {
    /// Refreshes of the display passed: a frame each, or rested through.
    public private(set) var refreshes = 0
    /// Frames composed: drawn, or found the same as the last.
    public private(set) var framesComposed = 0
    /// Frames drawn whole.
    public private(set) var framesWhole = 0
    /// Frames drawn only where they changed.
    public private(set) var framesInPart = 0
    /// Frames composed that changed nothing, so neither drawn nor shown.
    public private(set) var framesUnchanged = 0
    /// The drawn frames' shares of the frame's area, summed.
    private var sharesDrawn = 0.0
    private var startedAt = 0.0, cpuAtStart = 0.0
    /// Seconds the loop ran, and CPU seconds the process used meanwhile (every thread).
    public private(set) var seconds = 0.0, cpuSeconds = 0.0

    /// Frames drawn, whole or in part.
    public var framesDrawn: Int { framesWhole + framesInPart }
    /// Refreshes with no new frame shown: rested through, or composed and unchanged.
    public var refreshesSkipped: Int { refreshes - framesDrawn }
    /// The mean share of the frame's area drawn, over the frames drawn.
    public var meanShareDrawn: Double { framesDrawn > 0 ? sharesDrawn / Double(framesDrawn) : 0 }
    /// CPU seconds a second of the run.
    public var cpuPerSecond: Double { seconds > 0 ? cpuSeconds / seconds : 0 }

    mutating func start() {
        startedAt = FrameDriver.now
        cpuAtStart = ProcessCPU.seconds
    }

    mutating func stop() {
        seconds = FrameDriver.now - startedAt
        cpuSeconds = ProcessCPU.seconds - cpuAtStart
    }

    mutating func rested(refreshes count: Int) { refreshes += max(0, count) }

    mutating func record(_ frame: FrameDriver.Frame) {
        refreshes += 1
        framesComposed += 1
        switch frame.drawing {
        case .whole: framesWhole += 1
        case .part: framesInPart += 1
        case .none: framesUnchanged += 1
        }
        sharesDrawn += frame.drawnShare
    }
}
