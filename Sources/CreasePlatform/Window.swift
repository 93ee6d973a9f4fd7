internal import CCreaseGL
import CreaseGL
import CreaseGestures
import CreaseMath
import Foundation

/// A GLFW window with an OpenGL 3.3 core or OpenGL ES 3.0 context (ES through EGL, on X11 as on
/// Wayland), vsync, HiDPI framebuffer and input events.
///
/// It is laid out in points: at the desktop's content scale (`contentScale`, 2 for an X11
/// `Xft.dpi` of 192, a Wayland output's scale) a point is that many pixels, whether the window
/// system counts the window in pixels (X11) or in points (Wayland). Sizes and pointer positions
/// are in points; the framebuffer is in pixels.
public final class Window: GLContext {
    private let handle: OpaquePointer
    /// Input since the last `pollEvents`, oldest first.
    public private(set) var events: [InputEvent] = []
    private var pointer = Point.zero
    /// Multisamples the window's framebuffer has (1: none; edges get coverage instead), which
    /// may differ from those asked for.
    public let samples: Int
    /// The API its context speaks.
    public let api: GLAPI

    /// Opens a window of `size` points (pixels at the desktop's content scale), its context of
    /// `api` (nil: `CREASE_GL`'s, else desktop OpenGL, else OpenGL ES) current afterwards where no
    /// window's was.
    /// Throws `PlatformError.noDisplay` when there is no display.
    public init(title: String, size: Size, samples: Int = 1, api: GLAPI? = nil) throws {
        if let failure = Self.glfwFailure { throw PlatformError.noDisplay(failure) }
        var failures: [String] = []
        var made: (OpaquePointer, GLAPI)?
        for api in try GLAPI.choices(api) {
            Self.askForContext(of: api, samples: samples)
            if let window = glfwCreateWindow(Int32(size.width), Int32(size.height), title, nil, nil) {
                made = (window, api)
                break
            }
            failures.append(Self.windowFailure(Self.lastError() ?? "unknown error", api: api))
        }
        guard let (window, api) = made else { throw PlatformError.windowFailed(failures.joined(separator: "; ")) }
        handle = window
        self.api = api
        let previous = glfwGetCurrentContext()
        glfwMakeContextCurrent(window)
        glfwSwapInterval(1)
        var given: GLint = 0
        crGlGetIntegerv(GLenum(GL_SAMPLES), &given)
        self.samples = max(1, Int(given))
        // A window's context current before stays current; with none, this one is.
        if let previous { glfwMakeContextCurrent(previous) }
        installCallbacks()
    }

    deinit {
        glfwDestroyWindow(handle)
    }

    /// GLFW is initialised once per process, on the first window, and ended when the process
    /// exits; nil once it works, else why not (no display, as a rule).
    private static let glfwFailure: String? = {
        glfwSetErrorCallback(nil)  // errors are read back with glfwGetError instead of printed
        guard glfwInit() == GLFW_TRUE else { return lastError() ?? "glfwInit failed" }
        atexit { glfwTerminate() }
        return nil
    }()

    /// Sets GLFW's hints for the next window: a context of `api`, and the multisamples.
    private static func askForContext(of api: GLAPI, samples: Int) {
        glfwDefaultWindowHints()
        switch api {
        case .desktop:
            glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3)
            glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 3)
            glfwWindowHint(GLFW_OPENGL_PROFILE, GLFW_OPENGL_CORE_PROFILE)
            glfwWindowHint(GLFW_OPENGL_FORWARD_COMPAT, GLFW_TRUE)
        case .es:
            // Through EGL, which X11 and Wayland drivers both give ES by (GLX only with an extension).
            glfwWindowHint(GLFW_CLIENT_API, GLFW_OPENGL_ES_API)
            glfwWindowHint(GLFW_CONTEXT_CREATION_API, GLFW_EGL_CONTEXT_API)
            glfwWindowHint(GLFW_CONTEXT_VERSION_MAJOR, 3)
            glfwWindowHint(GLFW_CONTEXT_VERSION_MINOR, 0)
        }
        // 0, not 1, for none: asked for 1, Mesa's software GLX gives a 4x multisampled visual,
        // which cost the window four times the pixels of the same frame offscreen.
        glfwWindowHint(GLFW_SAMPLES, samples > 1 ? Int32(samples) : 0)
        glfwWindowHint(GLFW_SCALE_TO_MONITOR, GLFW_TRUE)
    }

    /// A driver that cannot give the context says so in its own words (GLXBadFBConfig, a
    /// version error): say what Crease needs.
    private static func windowFailure(_ why: String, api: GLAPI) -> String {
        let lower = why.lowercased()
        guard lower.contains("fbconfig") || lower.contains("version") || lower.contains("profile") || lower.contains("egl") else { return why }
        return "this display cannot give an \(api.requirement) context, which Crease needs (\(why))"
    }

    /// Whether the user asked to close the window (its close button); settable to close it too.
    public var shouldClose: Bool {
        get { glfwWindowShouldClose(handle) == GLFW_TRUE }
        set { glfwSetWindowShouldClose(handle, newValue ? GLFW_TRUE : GLFW_FALSE) }
    }

    /// The window's size in points: its framebuffer's pixels over the content scale.
    public var size: Size {
        let pixels = framebuffer, scale = contentScale
        return Size(width: Double(pixels.pixelWidth) / scale, height: Double(pixels.pixelHeight) / scale)
    }

    /// Pixels a point, as the desktop sets it for the monitor the window is on (GLFW's content
    /// scale; 1 where it says nothing usable).
    public var contentScale: Double {
        var x: Float = 1, y: Float = 1
        glfwGetWindowContentScale(handle, &x, &y)
        return x.isFinite && x > 0 ? Double(x) : 1
    }

    /// Points a unit of the window system's own coordinates (pixels on X11, points on Wayland):
    /// what pointer positions are scaled by.
    private var pointsPerScreenUnit: Double {
        var w: Int32 = 0, h: Int32 = 0
        glfwGetWindowSize(handle, &w, &h)
        return w > 0 ? size.width / Double(w) : 1
    }

    /// The default framebuffer, in pixels (larger than `size` on HiDPI screens).
    public var framebuffer: Framebuffer {
        var w: Int32 = 0, h: Int32 = 0
        glfwGetFramebufferSize(handle, &w, &h)
        return .window(pixelWidth: Int(w), pixelHeight: Int(h), samples: samples)
    }

    /// Refresh rate of the primary monitor, 60 where it is unknown.
    public var refreshRate: Double {
        guard let monitor = glfwGetPrimaryMonitor(), let mode = glfwGetVideoMode(monitor), mode.pointee.refreshRate > 0
        else { return DisplayRate.framesPerSecond }
        return Double(mode.pointee.refreshRate)
    }

    /// Collects input into `events` (replacing the last batch).
    public func pollEvents() {
        events.removeAll(keepingCapacity: true)
        glfwPollEvents()
    }

    /// Collects input into `events` (replacing the last batch), first sleeping until some comes
    /// (or the window is exposed, resized or asked to close), for at most `timeout` seconds: nil
    /// waits as long as it takes, 0 or less does not wait.
    public func waitEvents(timeout: Double?) {
        events.removeAll(keepingCapacity: true)
        switch timeout {
        case nil: glfwWaitEvents()
        case let seconds? where seconds > 0: glfwWaitEventsTimeout(seconds)
        default: glfwPollEvents()
        }
    }

    /// Whether the window system asked for the window's pixels again (it was exposed after
    /// being covered, or resized) since the last `takeRedrawRequest()`, which says so once.
    public func takeRedrawRequest() -> Bool {
        defer { redrawRequested = false }
        return redrawRequested
    }
    private var redrawRequested = false

    /// Whether nothing of the window can be seen: minimized, or not shown.
    public var isHidden: Bool {
        glfwGetWindowAttrib(handle, GLFW_ICONIFIED) == GLFW_TRUE || glfwGetWindowAttrib(handle, GLFW_VISIBLE) == GLFW_FALSE
    }

    public var isCurrent: Bool { glfwGetCurrentContext() == handle }

    public func makeCurrent() throws -> (() -> Void)? {
        let previous = glfwGetCurrentContext()
        guard previous != handle else { return nil }
        glfwMakeContextCurrent(handle)
        guard isCurrent else { throw PlatformError.notCurrent(Self.lastError() ?? "GLFW could not make the window's context current") }
        return previous.map { previous in { glfwMakeContextCurrent(previous) } }
    }

    /// Shows the frame drawn into the default framebuffer (blocking for vsync where the driver does).
    public func swapBuffers() { glfwSwapBuffers(handle) }

    private static func lastError() -> String? {
        var text: UnsafePointer<CChar>?
        guard glfwGetError(&text) != GLFW_NO_ERROR, let text else { return nil }
        return String(cString: text)
    }

    // MARK: Input

    fileprivate static func owner(_ window: OpaquePointer?) -> Window? {
        guard let window, let raw = glfwGetWindowUserPointer(window) else { return nil }
        return Unmanaged<Window>.fromOpaque(raw).takeUnretainedValue()
    }

    private func installCallbacks() {
        glfwSetWindowUserPointer(handle, Unmanaged.passUnretained(self).toOpaque())
        glfwSetWindowRefreshCallback(handle) { window in Window.owner(window)?.redrawRequested = true }
        // Moved to a monitor of another scale: laid out again and drawn whole.
        glfwSetWindowContentScaleCallback(handle) { window, _, _ in Window.owner(window)?.redrawRequested = true }
        glfwSetCursorPosCallback(handle) { window, x, y in
            guard let owner = Window.owner(window) else { return }
            let scale = owner.pointsPerScreenUnit
            owner.pointer = Point(x: x * scale, y: y * scale)
            owner.events.append(.pointerMoved(owner.pointer))
        }
        glfwSetMouseButtonCallback(handle) { window, button, action, _ in
            guard let owner = Window.owner(window) else { return }
            let b: InputEvent.Button = button == GLFW_MOUSE_BUTTON_RIGHT ? .right : button == GLFW_MOUSE_BUTTON_MIDDLE ? .middle : .left
            owner.events.append(action == GLFW_PRESS ? .pointerDown(b, owner.pointer) : .pointerUp(b, owner.pointer))
        }
        glfwSetScrollCallback(handle) { window, dx, dy in
            guard let owner = Window.owner(window) else { return }
            owner.events.append(.scroll(dx: dx, dy: dy, at: owner.pointer))
        }
        glfwSetKeyCallback(handle) { window, key, _, action, _ in
            guard let owner = Window.owner(window), action != GLFW_RELEASE else { return }
            owner.events.append(.keyDown(Window.key(key)))
        }
    }

    fileprivate static func key(_ code: Int32) -> Key {
        switch code {
        case GLFW_KEY_ESCAPE: return .escape
        case GLFW_KEY_SPACE: return .space
        case GLFW_KEY_UP: return .up
        case GLFW_KEY_DOWN: return .down
        case GLFW_KEY_LEFT: return .left
        case GLFW_KEY_RIGHT: return .right
        case GLFW_KEY_A...GLFW_KEY_Z: return .letter(Character(UnicodeScalar(UInt8(code - GLFW_KEY_A) + 97)))
        case GLFW_KEY_0...GLFW_KEY_9: return .digit(Int(code - GLFW_KEY_0))
        default: return .other(Int(code))
        }
    }
}
