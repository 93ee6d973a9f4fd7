/// GPU time of a stretch of commands, from a GL_TIME_ELAPSED query.
public final class GPUTimer {
    private let query: GLObject

    /// A timer in the current context.
    public convenience init() { self.init(device: ContextDevice()) }

    init(device: any GLDevice) {
        query = GLObject(.query, device: device)
    }

    public func begin() { query.device.perform(.beginQuery(query.id, .timeElapsed)) }
    public func end() { query.device.perform(.endQuery(.timeElapsed)) }

    /// Whether `milliseconds` can answer without waiting for the GPU.
    public var isFinished: Bool { query.device.queryResultAvailable(query.id) }

    /// Milliseconds between `begin` and `end`; waits for the GPU. Nil where the driver reports none.
    public func milliseconds() -> Double? {
        let nanoseconds = query.device.queryResult(query.id)
        guard query.device.nextError() == nil, nanoseconds > 0 else { return nil }
        return Double(nanoseconds) / 1e6
    }
}

/// Waits until the GPU has finished every command so far: how a frame is timed honestly on
/// drivers that defer work (llvmpipe rasterises at flush time).
public enum GPUSync {
    public static func finish() { ContextDevice().perform(.finish) }
}
