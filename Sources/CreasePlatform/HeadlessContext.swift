internal import CCreaseGL
import CreaseGL
import Foundation

/// An OpenGL 3.3 core or OpenGL ES 3.0 context with no window, through EGL: the EGL device
/// platform where a driver lists devices (NVIDIA), else Mesa's surfaceless platform. Frames go
/// to RenderTargets.
///
/// `CREASE_EGL_PLATFORM=surfaceless` or `=device` forces one platform; `CREASE_GL=es` or
/// `=desktop` one API, where the code asks for none.
public final class HeadlessContext: GLContext {
    /// The EGL platform in use: a driver's listed device, or Mesa's surfaceless one.
    public enum Platform: String, Sendable { case device, surfaceless }

    /// The EGL platform the context was made on.
    public let platform: Platform
    /// The API it speaks.
    public let api: GLAPI
    private let display: EGLDisplay
    private let context: EGLContext

    /// Makes a headless context of `api` (nil: `CREASE_GL`'s, else desktop OpenGL 3.3 core,
    /// else OpenGL ES 3.0), current afterwards where no context was (a context current before
    /// stays current); throws where EGL offers none, or `CREASE_EGL_PLATFORM` or `CREASE_GL`
    /// names nothing Crease knows.
    public init(api: GLAPI? = nil) throws {
        let previous = EGLBinding.current
        (platform, self.api, display, context) = try Self.make(GLAPI.choices(api))
        if previous.context != nil { previous.restore() }
    }

    /// A context on the platform asked for, or the first that gives one of the APIs (in order);
    /// made current.
    private static func make(_ apis: [GLAPI]) throws -> (Platform, GLAPI, EGLDisplay, EGLContext) {
        let asked = ProcessInfo.processInfo.environment["CREASE_EGL_PLATFORM"].flatMap { $0.isEmpty ? nil : $0 }
        let forced = asked.flatMap(Platform.init(rawValue:))
        if let asked, forced == nil {
            throw PlatformError.badSetting("CREASE_EGL_PLATFORM is '\(asked)'; it takes device or surfaceless")
        }
        let clientExtensions = clientExtensions()
        guard clientExtensions.contains("EGL_EXT_platform_base") else {
            throw PlatformError.headlessUnavailable("this EGL has no EGL_EXT_platform_base")
        }
        // The platforms to try, GPUs first, each with every API asked for in turn.
        var candidates: [(Platform, EGLenum, UnsafeMutableRawPointer?)] = []
        if forced != .surfaceless, clientExtensions.contains("EGL_EXT_platform_device") {
            candidates += devices().map { (.device, EGLenum(EGL_PLATFORM_DEVICE_EXT), $0) }
        }
        if forced != .device, clientExtensions.contains("EGL_MESA_platform_surfaceless") {
            candidates.append((.surfaceless, EGLenum(EGL_PLATFORM_SURFACELESS_MESA), nil))
        }
        var failures: [String] = []
        for (platform, eglPlatform, native) in candidates {
            for api in apis {
                do {
                    let (display, context) = try makeContext(platform: eglPlatform, native: native, api: api)
                    return (platform, api, display, context)
                } catch {
                    failures.append("\(platform.rawValue): \(error)")
                }
            }
        }
        throw PlatformError.headlessUnavailable(failures.isEmpty ? "no EGL platform for it" : failures.joined(separator: "; "))
    }

    /// Destroys this context only (released first where it is current; another context current
    /// stays so). The display is shared by every context of the process (EGL hands out one
    /// display per platform and device), so terminating it here would pull it out from under
    /// contexts still in use on other threads.
    deinit {
        if isCurrent { _ = crEglMakeCurrent(display, nil, nil, nil) }
        _ = crEglDestroyContext(display, context)
    }

    /// EGL keeps a current context per API and answers for the thread's bound API: asked with
    /// this context's API bound, the restore a previous binding makes then binds its own.
    public var isCurrent: Bool {
        _ = crEglBindAPI(api.eglAPI)
        return crEglGetCurrentContext() == context
    }

    public func makeCurrent() throws -> (() -> Void)? {
        let previous = EGLBinding.current
        guard previous.context != context else { return nil }
        _ = crEglBindAPI(api.eglAPI)
        guard crEglMakeCurrent(display, nil, nil, context) != 0 else {
            throw PlatformError.notCurrent("EGL error 0x\(String(crEglGetError(), radix: 16))")
        }
        return previous.context == nil ? nil : previous.restore
    }

    private static func clientExtensions() -> Set<Substring> {
        guard let text = crEglQueryString(nil, EGLint(EGL_EXTENSIONS)) else { return [] }
        return Set(String(cString: text).split(separator: " "))
    }

    /// The EGL devices, GPUs first: Mesa lists its software rasteriser as a device too, and a
    /// machine with both drivers must not end up drawing on the CPU.
    private static func devices() -> [EGLDeviceEXT?] {
        var count: EGLint = 0
        guard crEglQueryDevicesEXT(0, nil, &count) != 0, count > 0 else { return [] }
        var devices = [EGLDeviceEXT?](repeating: nil, count: Int(count))
        guard crEglQueryDevicesEXT(count, &devices, &count) != 0 else { return [] }
        let listed = Array(devices.prefix(Int(count)))
        let software = listed.map { device in
            device.flatMap { crEglQueryDeviceStringEXT($0, EGLint(EGL_EXTENSIONS)) }
                .map { String(cString: $0).split(separator: " ").contains("EGL_MESA_device_software") } ?? false
        }
        return zip(listed, software).filter { !$0.1 }.map(\.0) + zip(listed, software).filter { $0.1 }.map(\.0)
    }

    private static func makeContext(platform: EGLenum, native: UnsafeMutableRawPointer?, api: GLAPI) throws -> (EGLDisplay, EGLContext) {
        guard let display = crEglGetPlatformDisplayEXT(platform, native, nil) else {
            throw EGLFailure("no display (EGL error 0x\(String(crEglGetError(), radix: 16)))")
        }
        // A display that fails one API is left initialised, not terminated: it is the process's
        // one display of its platform, which other contexts (or the other API's) may be using.
        var major: EGLint = 0, minor: EGLint = 0
        guard crEglInitialize(display, &major, &minor) != 0 else {
            throw EGLFailure("eglInitialize failed (0x\(String(crEglGetError(), radix: 16)))")
        }
        guard crEglBindAPI(api.eglAPI) != 0 else {
            throw EGLFailure("this EGL has no \(api == .desktop ? "desktop OpenGL" : "OpenGL ES")")
        }
        let configAttributes: [EGLint] = [EGL_RENDERABLE_TYPE, api == .desktop ? EGL_OPENGL_BIT : EGL_OPENGL_ES3_BIT, EGL_NONE]
        var config: EGLConfig?
        var configCount: EGLint = 0
        _ = crEglChooseConfig(display, configAttributes, &config, 1, &configCount)
        // Without a matching config, EGL_KHR_no_config_context takes none. ES has no profiles.
        let contextAttributes: [EGLint] = switch api {
        case .desktop:
            [EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 3,
                EGL_CONTEXT_OPENGL_PROFILE_MASK, EGL_CONTEXT_OPENGL_CORE_PROFILE_BIT, EGL_NONE]
        case .es:
            [EGL_CONTEXT_MAJOR_VERSION, 3, EGL_CONTEXT_MINOR_VERSION, 0, EGL_NONE]
        }
        guard let context = crEglCreateContext(display, configCount > 0 ? config : nil, nil, contextAttributes) else {
            let code = crEglGetError()
            throw EGLFailure("the driver gives no \(api.requirement) context (EGL error 0x\(String(code, radix: 16)))")
        }
        guard crEglMakeCurrent(display, nil, nil, context) != 0 else {
            let code = crEglGetError()
            _ = crEglDestroyContext(display, context)
            throw EGLFailure("cannot make the context current (EGL error 0x\(String(code, radix: 16)))")
        }
        return (display, context)
    }
}

/// The EGL context current on this thread for its bound API, with its display and surfaces, to
/// be made current again.
private struct EGLBinding {
    let api: EGLenum
    let display: EGLDisplay?
    let draw: EGLSurface?
    let read: EGLSurface?
    /// Nil where none is current.
    let context: EGLContext?

    static var current: EGLBinding {
        EGLBinding(api: crEglQueryAPI(), display: crEglGetCurrentDisplay(), draw: crEglGetCurrentSurface(EGL_DRAW), read: crEglGetCurrentSurface(EGL_READ),
            context: crEglGetCurrentContext())
    }

    func restore() {
        _ = crEglBindAPI(api)
        _ = crEglMakeCurrent(display, draw, read, context)
    }
}

extension GLAPI {
    /// EGL's name for the API.
    var eglAPI: EGLenum { EGLenum(self == .desktop ? EGL_OPENGL_API : EGL_OPENGL_ES_API) }
}

/// One platform's reason for failing, folded into PlatformError.headlessUnavailable.
private struct EGLFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }
}
