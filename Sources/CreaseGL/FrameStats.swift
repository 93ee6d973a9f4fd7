/// What one frame cost the GL layer, counted as it was drawn.
public struct FrameStats: Sendable, Equatable {
    /// Instanced draw calls, clip shapes included.
    public var drawCalls = 0
    /// Quads drawn (one instance each).
    public var instances = 0
    /// Images sent to the GPU this frame.
    public var textureUploads = 0
    /// Changes of the bound shader program.
    public var programSwitches = 0
    /// masksToBounds shapes written to the stencil buffer (each push and pop).
    public var stencilClips = 0
    /// Render surfaces drawn offscreen this frame, and those shown as an earlier frame drew them.
    public var surfacesDrawn = 0
    public var surfacesReused = 0
    /// Of those drawn, the ones drawn again only where their list changed.
    public var surfacesDrawnInPart = 0

    public init() {}
}
