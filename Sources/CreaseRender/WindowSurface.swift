import CreaseGL
import CreaseImage
import CreaseMath
import CreasePlatform
import Foundation

/// A window as a frame surface: each frame is drawn into a backing store the window keeps
/// (`BackingStore`: the back buffer's pixels are undefined after a swap), copied into the back
/// buffer and swapped to the screen. A frame that changed a little is drawn only there; between
/// frames a frame loop (`FrameLoop`) rests on the window's events and keeps the display's cadence
/// also where swaps return at once (Xvfb, some compositors).
public final class WindowSurface: RestingSurface {
    /// The window shown into; its GL context must be current while drawing.
    public let window: Window
    private var pacer: FramePacer
    /// The size the scene is laid out for, in points; the window may be resized under it.
    public var viewport: Size
    /// Made in the window's context by the first frame.
    private var store: BackingStore?
    /// Whether the store holds the last frame shown: not before the first, nor once its size
    /// changed.
    public private(set) var holdsLastFrame = false

    /// A surface for `window`, paced to its monitor's refresh rate and laid out at its size.
    public init(window: Window) {
        self.window = window
        pacer = FramePacer(refreshRate: window.refreshRate)
        viewport = window.size
    }

    /// The store's GL objects go in the window's context.
    deinit {
        _ = try? window.whileCurrent { store = nil }
    }

    /// The backing store's framebuffer, at the window's framebuffer size (made anew at a new
    /// size, its picture then unknown).
    public var framebuffer: Framebuffer {
        let size = window.framebuffer
        do {
            return try window.whileCurrent {
                let store = try self.store ?? BackingStore(gpu: try GPUInfo.current())
                self.store = store
                let (framebuffer, isNew) = try store.framebuffer(pixelWidth: size.pixelWidth, pixelHeight: size.pixelHeight,
                    samples: window.samples)
                if isNew { holdsLastFrame = false }
                return framebuffer
            }
        } catch {
            // No store to be had (the context is lost, the GPU refused the target): draw into
            // the back buffer itself, whole every frame.
            store = nil
            holdsLastFrame = false
            return size
        }
    }


    /// The window's input taken by the last wait.
    public var events: [InputEvent] { window.events }

    public func waitForEvents(timeout: Double?) { window.waitEvents(timeout: timeout) }

    /// The window was asked to close.
    public var isClosing: Bool { window.shouldClose }

    public var isHidden: Bool { window.isHidden }

    /// An expose, or a new framebuffer size since the last frame.
    public func takeRedrawRequest() -> Bool {
        let size = window.framebuffer, exposed = window.takeRedrawRequest()
        defer { lastSize = (size.pixelWidth, size.pixelHeight) }
        return exposed || lastSize.map { $0 != (size.pixelWidth, size.pixelHeight) } ?? true
    }
    private var lastSize: (Int, Int)?

    public var refreshInterval: Double { 1 / window.refreshRate }

    /// The picture shown last, top row first: the store's, or the back buffer's without one.
    public func readPicture() throws -> Bitmap {
        try window.whileCurrent { try store?.readBitmap() ?? window.framebuffer.readBitmap() }
    }

    /// Copies the store into the back buffer and swaps; returns when the swap did (a frame loop
    /// then waits out the rest of the refresh where it returned early).
    public func present() -> Double {
        if let store {
            do {
                try window.whileCurrent { try store.copyToWindow() }
                holdsLastFrame = true
            } catch {
                holdsLastFrame = false
            }
        }
        window.swapBuffers()
        return FrameDriver.now
    }

    /// Sleeps what is left of the refresh interval after a swap (or a frame not drawn) at
    /// `time`, and says how long.
    @discardableResult
    public func waitForRefresh(after time: Double) -> Double {
        let wait = pacer.delay(afterSwapEndingAt: time)
        if wait > 0 { Thread.sleep(forTimeInterval: wait) }
        return wait
    }
}
