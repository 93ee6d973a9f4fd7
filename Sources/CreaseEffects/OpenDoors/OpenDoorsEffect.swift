import CreaseCore
import CreaseImage
import CreaseMath

/// The launch doors (docs/effects.md §3): two doors over the app stay closed for a delay, then slide off
/// both sides over 1.2 s on the ease-in-ease-out curve, each travelling max(width, height).
///
/// The doors' places are a function of the screen size and the opening's progress, so the
/// window can turn between portrait and landscape at any moment (art swapped to match) with
/// no jump, and showing the doors again starts over cleanly every time.
public final class OpenDoorsEffect {
    /// Where the doors are: shut, sliding away, gone, or coming back.
    public enum State: Sendable, Equatable { case closed, opening, open, closing }

    /// The art for a screen size: the app behind, and the two doors.
    public struct Art {
        /// The app behind the doors.
        public let background: LayerContents
        /// The left door.
        public let left: LayerContents
        /// The right door.
        public let right: LayerContents

        /// The art from its three pictures.
        public init(background: LayerContents, left: LayerContents, right: LayerContents) {
            self.background = background
            self.left = left
            self.right = right
        }
    }

    /// Add this to a hosted layer tree; it covers the screen.
    public let container: Layer
    /// Seconds the doors take to slide off (or fade, with reduced motion).
    public static let duration = 1.2
    /// The doors' curve.
    public static let curve = TimingFunction.easeInEaseOut
    /// Seconds the doors stay shut before opening.
    public var delay: Double
    /// Reduced motion: the doors stay where they meet and fade out over the same run (its
    /// start, 1.2 s and curve), showing the app behind; reversed, they fade back in. Laid out
    /// so from the next `update`.
    public var reduceMotion = false

    private let background = Layer(name: "background")
    private let leftDoor = Layer(name: "left-door")
    private let rightDoor = Layer(name: "right-door")
    private let art: (Size) -> Art
    private var artIsPortrait: Bool?
    public private(set) var size: Size
    /// The run: from progress `from` to `to` along the curve, starting at `start` (host time).
    private var run: (start: Double, from: Double, to: Double)
    public private(set) var state = State.closed
    /// Called when an opening or closing has run to its end, with the state reached.
    public var onFinish: ((State) -> Void)?

    /// `art` draws the pictures for a size; it is asked again when the orientation changes.
    public init(size: Size, delay: Double = 3.5, startTime: Double = 0, art: @escaping (Size) -> Art) {
        self.size = size
        self.delay = delay
        self.art = art
        run = (startTime + delay, 0, 1)
        container = Layer(name: "open-doors")
        container.backgroundColor = .white
        container.setSublayers([background, leftDoor, rightDoor])
        for layer in [container, background, leftDoor, rightDoor] { layer.anchorPoint = .zero }
        update(time: startTime)
    }

    /// Shows the doors shut again and opens them after the delay: works every time.
    public func show(at time: Double) {
        run = (time + delay, 0, 1)
        update(time: time)
    }

    /// Runs the other way from where the doors are now (R in the demo).
    public func reverse(at time: Double) {
        let p = progress(at: time)
        let target = run.to > run.from ? 0.0 : 1.0
        // Time already spent at this point of the curve is kept, so the doors do not jump.
        run = (time, p, target)
        update(time: time)
    }

    /// The window changed size: portrait when taller than wide.
    public func resize(to newSize: Size, time: Double) {
        size = newSize
        update(time: time)
    }

    /// Lays the doors out for `time` (host time), without implicit animation: the progress,
    /// not Core Animation, moves them.
    public func update(time: Double) {
        container.withoutActions { layOut(time: time) }
    }

    private func layOut(time: Double) {
        let p = progress(at: time)
        let portrait = size.height >= size.width
        if artIsPortrait != portrait {
            let pictures = art(size)
            background.contents = pictures.background
            leftDoor.contents = pictures.left
            rightDoor.contents = pictures.right
            artIsPortrait = portrait
        }
        let w = size.width, h = size.height
        let travel = max(w, h)
        container.frame = Rect(origin: .zero, size: size)
        background.frame = Rect(origin: .zero, size: size)
        let slide = reduceMotion ? 0 : travel * p
        leftDoor.frame = Rect(x: -slide, y: 0, width: w / 2, height: h)
        rightDoor.frame = Rect(x: w / 2 + slide, y: 0, width: w / 2, height: h)
        for door in [leftDoor, rightDoor] { door.opacity = reduceMotion ? 1 - p : 1 }
        let previous = state
        state = stateAt(time)
        if state != previous, previous == .opening || previous == .closing { onFinish?(state) }
    }

    /// When the doors next move, laid out for `time`: the run's start while they wait, `time`
    /// while they slide (and at the frame that ends the run, which reports its end), never once
    /// the run is over.
    public func nextChange(after time: Double) -> Double {
        let end = run.start + abs(run.to - run.from) * Self.duration
        if time < run.start { return run.start }
        return time < end || state == .opening || state == .closing ? time : .infinity
    }

    /// How far open the doors are, 0…1 along the curve.
    public func progress(at time: Double) -> Double {
        let span = abs(run.to - run.from) * Self.duration
        guard span > 0 else { return run.to }
        let linear = min(1, max(0, (time - run.start) / span))
        // A reversed run from part way plays the rest of the curve backwards from that point.
        let curved = Self.curve.progress(at: linear)
        return run.from + (run.to - run.from) * curved
    }

    private func stateAt(_ time: Double) -> State {
        if time < run.start { return run.from == 0 ? .closed : .open }
        if time >= run.start + abs(run.to - run.from) * Self.duration { return run.to == 1 ? .open : .closed }
        return run.to == 1 ? .opening : .closing
    }

    // MARK: For the package's tests (package access: not part of the library's API)

    package var leftDoorX: Double { leftDoor.frame.minX }
    package var rightDoorX: Double { rightDoor.frame.minX }
    package var isShowingPortraitArt: Bool { artIsPortrait ?? true }
}
