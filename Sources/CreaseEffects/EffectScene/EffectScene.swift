import CreaseCore
import CreaseGestures
import CreaseMath
import CreaseScene

/// What every transition's scene has in common: a root as large as the viewport holding the
/// effect's container, a host whose clock is the frame's time, and input (the scene's own
/// demonstration, a gesture file, the window's events) played into the scene's recognisers at
/// the frame that shows it. Space plays the input again. A scene says only what is its own: its
/// layers, its recognisers' wiring, its extra keys, and what it does between input frames.
public class EffectScene: Scene {
    /// The viewport-sized root holding the effect's container.
    public let root: Layer
    /// The host of the scene's tree, its clock the frame's time.
    public let host: LayerTreeHost
    private var player: ScriptPlayer
    private var recognizers: [any GestureRecognizer] = []

    /// `container` goes into a root named `name`; `script` is played, or `demonstration` when nil.
    init(name: String, size: Size, background: Color = .clear, container: Layer, script: GestureScript?,
         demonstration: @autoclosure () -> GestureScript = GestureScript(events: [])) {
        root = .root(size: size, name: name)
        root.backgroundColor = background
        root.addSublayer(container)
        host = LayerTreeHost(root: root)
        player = ScriptPlayer(script ?? demonstration())
    }

    /// The recognisers the input is played into, in the order each event reaches them.
    func listen(with recognizers: any GestureRecognizer...) { self.recognizers = recognizers }

    /// The host reaches `time` first, so what input starts by then begins at this frame and the
    /// frame shows it at the start of its run; `beforeInput` and `afterInput` move the effect's
    /// own clock on either side of the input.
    public func update(time: Double) {
        host.advance(to: time)
        beforeInput(at: time)
        if !recognizers.isEmpty { player.play(upTo: time, into: recognizers) }
        afterInput(at: time)
    }

    /// The soonest of what comes next: the host's animations, the input (the next scripted
    /// event, a live one waiting, a recogniser's timeout) and the effect's own clock.
    public func nextChange(after time: Double) -> Double {
        var soonest = min(host.nextChange(after: time), effectNextChange(after: time))
        if !recognizers.isEmpty { soonest = min(soonest, player.nextEventTime) }
        for recognizer in recognizers { soonest = min(soonest, recognizer.nextDeadline) }
        return soonest
    }

    /// When what the effect moves by the time itself (not by animations) next changes, as
    /// `nextChange(after:)` says it: never by default.
    func effectNextChange(after time: Double) -> Double { .infinity }

    /// The effect's work at `time` before this frame's input plays: nothing by default.
    func beforeInput(at time: Double) {}

    /// The effect's work at `time` once this frame's input has played: nothing by default.
    func afterInput(at time: Double) {}

    /// A window's event, kept for the next frame; a scene with no recognisers takes none.
    public func handle(_ event: PointerEvent) {
        if !recognizers.isEmpty { player.receive(event) }
    }

    /// The times of the events played: the gesture file's, or the demonstration's.
    public var scriptedInputTimes: [Double] { player.script.events.map(\.time) }

    /// Plays the demonstration (or the gesture file) again from `time`, on the effect as it is.
    func replayInput(at time: Double) { player.restart(at: time) }

    /// Space replays the input; a scene with more keys adds them, or binds space otherwise.
    public var keyBindings: [KeyBinding<Double>] {
        [KeyBinding(.space, "replay") { [unowned self] time in replayInput(at: time) }]
    }

    /// By default a new size builds the scene anew; a scene laid out in place overrides this,
    /// calling `resizeRoot` first.
    public func resize(to size: Size, time: Double) -> Bool { false }

    /// The root takes the viewport's new size, with no implicit animation.
    func resizeRoot(to size: Size) {
        host.withoutActions { root.frame = Rect(origin: .zero, size: size) }
    }
}
