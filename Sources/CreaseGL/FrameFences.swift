/// Frames in flight: each frame submitted is fenced rather than finished, and the CPU runs on
/// ahead until `limit` frames are queued unfinished, then waits for the oldest. So the CPU
/// builds a frame while the GPU draws the last, as a window with vsync off runs, and a frame
/// takes the longer of the two rather than their sum.
public final class FrameFences {
    /// How many frames may be in flight, the one being built included: once frame k is
    /// submitted, frame k − limit + 1 is waited for. 1 waits for every frame, as a finish does.
    public let limit: Int
    private let device: any GLDevice
    private var pending: [GLFence] = []

    /// Fences in the current context, `limit` frames in flight (at least 1).
    public convenience init(limit: Int) { self.init(limit: limit, device: ContextDevice()) }

    init(limit: Int, device: any GLDevice) {
        precondition(limit >= 1, "at least one frame in flight")
        self.limit = limit
        self.device = device
    }

    /// Fences the frame whose commands were just issued, then waits while `limit` or more are
    /// unfinished: frame k waits for frame k − limit + 1.
    public func frameSubmitted() {
        if let fence = device.insertFence() { pending.append(fence) }
        while pending.count >= limit { device.waitAndDelete(pending.removeFirst()) }
    }

    /// Waits for every frame fenced; call it, with the context current, before the fences go.
    public func drain() {
        while !pending.isEmpty { device.waitAndDelete(pending.removeFirst()) }
    }
}
