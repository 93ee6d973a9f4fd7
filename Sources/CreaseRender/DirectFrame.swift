import CreaseGL

/// A frame drawn straight into a framebuffer rather than from a layer tree: the bench's raw-GL
/// floor, which the frame driver times as it times a scene.
package protocol DirectFrame {
    /// The draw calls one frame makes.
    var drawCalls: Int { get }
    /// Draws the frame into `framebuffer`; the driver shows it.
    func draw(into framebuffer: Framebuffer) throws
}
