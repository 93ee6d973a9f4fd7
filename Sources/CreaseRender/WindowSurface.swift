import CreaseGL
import CreaseMath
import CreasePlatform
import Foundation

/// A window as a frame surface: each frame is swapped to the screen and paced to the display's
/// refresh, also where swaps return at once (Xvfb, some compositors).
public final class WindowSurface: FrameSurface {
    /// The window shown into; its GL context must be current while drawing.
    public let window: Window
    private var pacer: FramePacer
    /// The size the scene is laid out for, in points; the window may be resized under it.
    public var viewport: Size

    /// A surface for `window`, paced to its monitor's refresh rate and laid out at its size.
    public init(window: Window) {
        self.window = window
        pacer = FramePacer(refreshRate: window.refreshRate)
        viewport = window.size
    }

    /// The window's default framebuffer.
    public var framebuffer: Framebuffer { window.framebuffer }

    /// Swaps the window's buffers, then waits out the rest of the refresh interval where the
    /// swap returned early; returns when the frame counts as shown.
    public func present() -> Double {
        window.swapBuffers()
        let swapped = FrameDriver.now
        let wait = pacer.delay(afterSwapEndingAt: swapped)
        if wait > 0 { Thread.sleep(forTimeInterval: wait) }
        return swapped + wait
    }
}
