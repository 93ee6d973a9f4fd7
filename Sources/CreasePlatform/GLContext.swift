/// A GL context Crease can make current when it needs it: a renderer that keeps one (a
/// headless context, a window) draws in it whichever context is current when it is asked to,
/// and leaves that one current again after.
public protocol GLContext: AnyObject {
    /// Whether this context is current on the calling thread.
    var isCurrent: Bool { get }

    /// Makes this context current on the calling thread and hands back what makes the context
    /// that was current before current again: nil where this one was current already, or none
    /// was (then this one stays current: nothing of anyone else's is disturbed).
    ///
    /// - Throws: `PlatformError.notCurrent` where the context cannot be made current.
    func makeCurrent() throws -> (() -> Void)?
}

extension GLContext {
    /// Runs `body` with this context current, and the context current before current again after.
    public func whileCurrent<T>(_ body: () throws -> T) throws -> T {
        let previous = try makeCurrent()
        defer { previous?() }
        return try body()
    }
}
