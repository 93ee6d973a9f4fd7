import CreaseCore
import CreaseDraw
import CreaseGestures
import CreaseMath
import CreasePlatform
import CreaseRegistry
import CreaseRender
import CreaseScene
import Foundation

/// The demo window: input through the recognisers, the registry's keys to switch scenes, the
/// scene's key bindings, the window's frame loop to draw (nothing while the scene rests), and an
/// overlay with the hint line and frame statistics.
final class DemoWindow {
    let loop: FrameLoop<WindowSurface>
    private var entry: SceneEntry
    private let setup: SceneSetup
    private var scene: any Scene
    /// Ticks once per presented frame; S toggles slow motion on it.
    private var clock: DisplayLinkClock { loop.clock }
    var surface: WindowSurface { loop.surface }
    private var driver: FrameDriver { loop.driver }
    /// Each scene runs on its own time from 0, so its demonstration and recordings line up.
    private var sceneStart = 0.0
    private var sceneTime: Double { clock.now - sceneStart }
    /// Left drag: one finger; right drag or the wheel: a two-finger pinch, as the scene's entry
    /// sets it up.
    private var mouse: MouseGestureMapper
    /// Everything the scene was given, in scene time.
    private var recorded: [PointerEvent] = []
    private let overlay: Overlay
    /// When each frame was shown, for --stats.
    private(set) var intervals: FrameIntervals
    /// Whether the last frame's scene was moving (the next frame continues it).
    private var moving = false
    /// Whether input came since the last frame.
    private var inputSinceFrame = false
    /// The window's pixels a point the scene's pictures were drawn for.
    private var contentScale: Double
    /// P was pressed: the next frame is saved before it is shown.
    private var screenshotAsked = false
    /// Holds the scene and the overlay.
    private let frameRoot = Layer(name: "window")
    private var window: Window { surface.window }

    /// The keys that work in every scene, ahead of the scenes' keys and the scene's own.
    static var globalBindings: [KeyBinding<DemoWindow>] {
        [
            KeyBinding(.letter("s"), "slow motion") { $0.clock.toggleSlowMotion() },
            KeyBinding(.letter("f"), "stats") { $0.overlay.showsStats.toggle() },
            KeyBinding(.letter("p"), "screenshot") { window in
                window.screenshotAsked = true
                // Drawn whole, so the next frame is drawn and seen even where nothing changed.
                window.driver.forgetPicture()
            },
            KeyBinding(.escape, "quits") { $0.window.shouldClose = true },
        ]
    }

    /// The hint line: the keys that switch scenes, what works in this one (the pointer first,
    /// with the keys a click or drag also stands for, then its other keys), and what works
    /// everywhere.
    static func hint(for entry: SceneEntry, scene: any Scene) -> String {
        let keys = SceneRegistry.keyed.compactMap(\.keyHint).joined(separator: " · ")
        let bindings = scene.keyBindings
        let pointer = bindings.filter { $0.pointer != nil }.hints() + entry.pointerHints
        return ([keys] + pointer + bindings.filter { $0.pointer == nil }.hints() + globalBindings.hints()).joined(separator: " · ")
    }

    /// Opens `entry` at the size the window opened at.
    init(window: Window, entry: SceneEntry, setup: SceneSetup) throws {
        loop = FrameLoop(surface: WindowSurface(window: window), renderer: try LayerRenderer(keeping: window))
        self.entry = entry
        self.setup = setup
        intervals = FrameIntervals(scene: entry.name)
        mouse = entry.mouse
        let size = loop.surface.viewport
        contentScale = window.contentScale
        scene = try Self.make(entry, size: size, setup: setup, scale: contentScale, renderer: loop.driver.renderer)
        overlay = Overlay(size: size, hintText: Self.hint(for: entry, scene: scene))
        frameRoot.frame = Rect(origin: .zero, size: size)
        frameRoot.setSublayers([scene.root, overlay.root])
        driver.beforePresent = { [unowned self] framebuffer in
            guard screenshotAsked else { return }
            screenshotAsked = false
            let path = "crease-screenshot-\(Int(Date().timeIntervalSince1970)).png"
            try PNGFile.write(try framebuffer.readBitmap(), to: path)
            print("saved \(path)")
        }
    }

    /// Runs until the window closes, or for `refreshLimit` refreshes of the display.
    func run(refreshLimit: Int?) throws {
        try loop.run(refreshLimit: refreshLimit, .init(
            handle: { [unowned self] events, _ in
                inputSinceFrame = inputSinceFrame || !events.isEmpty
                try handle(events)
                let size = window.size
                if size != surface.viewport, size.width > 0, size.height > 0 { try resize(to: size) }
                // On a monitor of another scale, the content is drawn again at its density.
                if window.contentScale != contentScale {
                    contentScale = window.contentScale
                    try show(entry)
                }
            },
            request: { [unowned self] _ in window.shouldClose ? nil : .init(scene, at: sceneTime, root: frameRoot) },
            nextChange: { [unowned self] time in sceneStart + min(scene.nextChange(after: time - sceneStart), mouse.nextDeadline) },
            shown: { [unowned self] frame in
                // Intervals are counted while the scene moves: a frame after a rest starts anew.
                intervals.record(frame, time: frame.time - sceneStart, continuing: moving, input: inputSinceFrame)
                inputSinceFrame = false
                moving = SceneTime.hasCome(scene.nextChange(after: frame.time - sceneStart), by: frame.time - sceneStart)
                guard overlay.showsStats, frame.drawing != .none else { return }
                let s = frame.stats
                overlay.setStats(String(format: "%.1f ms · %d draws · %d quads · %d uploads · %.0f %% drawn%@", frame.totalMs,
                    s.drawCalls, s.instances, s.textureUploads, frame.drawnShare * 100, clock.slowMotion.factor > 1 ? " · slow motion" : ""))
            }))
    }

    /// The scene with its content drawn at least as dense as the window's pixels (`scale` a
    /// point), yet small enough for this GPU's textures.
    private static func make(_ entry: SceneEntry, size: Size, setup: SceneSetup, scale: Double, renderer: LayerRenderer) throws -> any Scene {
        var setup = setup
        setup.contentScale = max(setup.contentScale, scale)
        setup.fitContent(to: size, maxPixels: renderer.gpu.maxTextureSize)
        return try entry.make(size: size, setup: setup)
    }

    /// What the person did, from their first action on (at time 0), for --record.
    var recording: GestureScript { GestureScript(events: recorded).starting(at: 0) }

    private func resize(to size: Size) throws {
        surface.viewport = size
        frameRoot.frame = Rect(origin: .zero, size: size)
        overlay.layOut(size: size, hintText: Self.hint(for: entry, scene: scene))
        if !scene.resize(to: size, time: sceneTime) { try show(entry) }
    }

    /// Switches to another scene, starting its time at 0.
    private func show(_ newEntry: SceneEntry) throws {
        scene = try Self.make(newEntry, size: surface.viewport, setup: setup, scale: contentScale, renderer: driver.renderer)
        if newEntry.name != entry.name { overlay.layOut(size: surface.viewport, hintText: Self.hint(for: newEntry, scene: scene)) }
        entry = newEntry
        mouse = newEntry.mouse
        sceneStart = clock.now
        frameRoot.setSublayers([scene.root, overlay.root])
    }

    private func handle(_ events: [InputEvent]) throws {
        for event in events {
            switch event {
            case .keyDown(let key):
                if let global = Self.globalBindings.first(where: { $0.key == key }) {
                    global.action(self)
                } else if let next = SceneRegistry.entry(for: key) {
                    try show(next)
                } else {
                    scene.key(key, time: sceneTime)
                }
            default: if let input = event.mouseInput(at: sceneTime) { forward(mouse.map(input)) }
            }
        }
        forward(mouse.advance(to: sceneTime))
    }

    private func forward(_ events: [PointerEvent]) {
        for event in events {
            scene.handle(event)
            recorded.append(event)
        }
    }
}
