import CreaseCore
import CreaseGL
import CreaseGestures
import CreaseMath
import CreasePlatform
import CreaseScene

extension Window {
    /// Shows `scene` in this window until the window is closed, Esc is pressed or `frameLimit`
    /// refreshes of the display have passed: frames paced to the display while the scene moves,
    /// none while it rests (`FrameLoop`), the mouse turned into touches (`mouse`: a left
    /// drag is one finger, a right drag or the wheel a pinch), other keys given to the scene,
    /// and a resize offered to it (a scene that declines keeps its layout, scaled to the
    /// window). `beforePresent` sees each frame drawn before it is shown, for screenshots or
    /// recording. The scene's clock starts at 0 with the first frame.
    ///
    /// Lives here rather than in CreasePlatform because it draws (CreaseRender) and plays a
    /// scene (CreaseScene), both above the platform layer.
    public func run(
        _ scene: any Scene, mouse: MouseGestureMapper = MouseGestureMapper(), frameLimit: Int? = nil,
        beforePresent: ((Framebuffer) throws -> Void)? = nil
    ) throws {
        let loop = FrameLoop(surface: WindowSurface(window: self), renderer: try LayerRenderer(keeping: self))
        loop.driver.beforePresent = beforePresent
        var mouse = mouse
        try loop.run(refreshLimit: frameLimit, .init(
            handle: { [unowned self] events, now in
                for event in events {
                    switch event {
                    case .keyDown(.escape): shouldClose = true
                    case .keyDown(let key): scene.key(key, time: now)
                    default: if let input = event.mouseInput(at: now) { mouse.map(input).forEach(scene.handle) }
                    }
                }
                mouse.advance(to: now).forEach(scene.handle)
                if size != loop.surface.viewport, size.width > 0, size.height > 0, scene.resize(to: size, time: now) { loop.surface.viewport = size }
            },
            request: { [unowned self] now in shouldClose ? nil : .init(scene, at: now) },
            nextChange: { now in min(scene.nextChange(after: now), mouse.nextDeadline) }))
    }
}
