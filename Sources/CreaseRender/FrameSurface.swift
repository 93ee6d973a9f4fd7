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
    /// Whether `framebuffer` holds the picture shown last (an offscreen target, a window's
    /// backing store), so that a frame can be drawn over it where it changed; false where its
    /// pixels are unknown (a new target, a back buffer after a swap): the next frame is then
    /// drawn whole. Asked after `framebuffer`, before the frame is drawn.
    var holdsLastFrame: Bool { get }
}

extension FrameSurface {
    /// By default nothing is known of the framebuffer's pixels.
    public var holdsLastFrame: Bool { false }
}
