import CreaseGL
import CreaseMath

/// Where a frame loop draws: a window or an offscreen target.
public protocol FrameSurface: AnyObject {
    /// The frame's size in points.
    var viewport: Size { get }
    /// The framebuffer each frame is drawn into.
    var framebuffer: Framebuffer { get }
    /// Shows the drawn frame, once it is finished, and says when: seconds on `FrameDriver.now`.
    func present() -> Double
}
