import CreaseCore
import CreaseMath
import CreasePlatform
import Foundation

/// Frames drawn only when something changed: while what a window shows rests, the loop draws
/// nothing, swaps nothing and sleeps on the window system's events until the moment it next
/// changes by itself (an animation's begin, a recogniser's timeout, the next scripted event);
/// input, an expose or a resize wakes it at once, and the frame that shows what came is the next
/// one drawn. While things move, frames come at the display's rate, each drawn only where it
/// changed (`FrameDriver.drawsOnlyChanges`), and one that changed nothing is neither drawn nor
/// shown. `Window.run` and the demo window run on it, and the bench's idle row offscreen.
public final class FrameLoop<Surface: RestingSurface> {
    /// Where the frames go: a window's backing store, copied into its back buffer at each swap.
    public let surface: Surface
    /// Draws the frames.
    public let driver: FrameDriver
    /// The loop's clock: a tick per frame shown, moved on to the present when the loop wakes.
    public let clock: DisplayLinkClock
    /// What the loop has done so far.
    public private(set) var statistics = FrameLoopStatistics()

    /// A loop drawing into `surface` with `renderer` (made in the surface's GL context).
    public init(surface: Surface, renderer: LayerRenderer) {
        self.surface = surface
        driver = FrameDriver(renderer: renderer)
        clock = DisplayLinkClock(refreshInterval: surface.refreshInterval)
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

    /// Runs until `content` gives no frame, the surface is closing, or `refreshLimit` refreshes
    /// of the display have passed (frames drawn or rested through).
    public func run(refreshLimit: Int? = nil, _ content: Content) throws {
        let interval = surface.refreshInterval
        var due = -Double.infinity
        statistics.start()
        defer { statistics.stop() }
        while refreshLimit.map({ statistics.refreshes < $0 }) ?? true {
            let hidden = surface.isHidden
            if hidden || !SceneTime.hasCome(due, by: clock.now) {
                // Rest: until input, the moment the content changes (not while hidden), or the limit.
                let now = FrameDriver.now
                var wake = hidden ? .infinity : clock.timestamp(reaching: due)
                if let refreshLimit { wake = min(wake, now + Double(refreshLimit - statistics.refreshes) * interval) }
                surface.waitForEvents(timeout: wake == .infinity ? nil : wake - now)
                // A refresh starts at the wake (or at the next one due, if woken sooner): the
                // frame drawn next is shown a refresh after it (the clock's time).
                var woke = FrameDriver.now
                woke += surface.waitForRefresh(after: woke)
                statistics.rested(refreshes: Int(((woke - now) / interval).rounded()))
                clock.frameShown(at: woke)
            } else {
                surface.waitForEvents(timeout: 0)
            }
            if surface.isClosing { break }
            // Input, or a layer changed while it was handled (the app's code, a wheel pinch that
            // ended by time): a frame now.
            let input = !surface.events.isEmpty, changes = Layer.changeClock
            try content.handle(surface.events, clock.now)
            let changed = Layer.changeClock != changes
            if surface.isHidden { continue }
            let exposed = surface.takeRedrawRequest() || statistics.framesComposed == 0
            if exposed { driver.forgetPicture() }
            guard input || changed || exposed || SceneTime.hasCome(due, by: clock.now) else { continue }
            guard let request = try content.request(clock.now) else { break }
            let frame = try driver.draw(request, index: statistics.framesComposed, on: surface)
            // The next frame comes a refresh after this one, shown or not: where a swap returned
            // early (no vsync) or none was made, the rest of the refresh is slept.
            let shown = frame.drawing == .none ? FrameDriver.now : frame.shownAt
            clock.frameShown(at: shown + surface.waitForRefresh(after: shown))
            statistics.record(frame)
            try content.shown(frame)
            due = content.nextChange(frame.time)
        }
    }
}

/// What a frame loop did: the display's refreshes it spanned, the frames it drew (whole or in
/// part) or found unchanged, the share of the frame drawn, and the process's CPU.
public struct FrameLoopStatistics: Sendable {
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
