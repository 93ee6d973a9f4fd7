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
    /// How many frames ago the picture in `framebuffer` was shown, where that is known: 1 for a
    /// picture kept from the last frame (an offscreen target, a window's backing store), more
    /// for a window's back buffer some swaps old. Nil where its pixels are unknown (a new
    /// target, a resized or exposed window, a back buffer after a swap): the next frame is then
    /// drawn whole. Asked after `framebuffer`, before the frame is drawn.
    var pictureAge: Int? { get }
}

extension FrameSurface {
    /// By default nothing is known of the framebuffer's pixels.
    public var pictureAge: Int? { nil }
}
