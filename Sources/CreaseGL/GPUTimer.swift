internal import CCreaseGL

/// GPU time of a stretch of commands, from a GL_TIME_ELAPSED query.
public final class GPUTimer {
    private var query: GLuint = 0

    public init() {
        crGlGenQueries(1, &query)
    }

    deinit { crGlDeleteQueries(1, &query) }

    public func begin() { crGlBeginQuery(GLenum(GL_TIME_ELAPSED), query) }
    public func end() { crGlEndQuery(GLenum(GL_TIME_ELAPSED)) }

    /// Milliseconds between `begin` and `end`; waits for the GPU. Nil where the driver reports none.
    public func milliseconds() -> Double? {
        var nanoseconds: GLuint64 = 0
        crGlGetQueryObjectui64v(query, GLenum(GL_QUERY_RESULT), &nanoseconds)
        guard crGlGetError() == GLenum(GL_NO_ERROR), nanoseconds > 0 else { return nil }
        return Double(nanoseconds) / 1e6
    }
}

/// Waits until the GPU has finished every command so far: how a frame is timed honestly on
/// drivers that defer work (llvmpipe rasterises at flush time).
public enum GPUSync {
    public static func finish() { crGlFinish() }
}
