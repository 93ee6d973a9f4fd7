/// Why no GL context could be had or used, as one-line messages for the command line.
public enum PlatformError: Error, CustomStringConvertible {
    case noDisplay(String)
    case headlessUnavailable(String)
    case windowFailed(String)
    /// An environment variable with a value Crease does not know.
    case badSetting(String)
    /// A context that exists could not be made current (another thread holds it, or it is lost).
    case notCurrent(String)

    public var description: String {
        switch self {
        case .noDisplay(let why): return "no display to open a window on (\(why))"
        case .headlessUnavailable(let why): return "no headless OpenGL context: \(why)"
        case .windowFailed(let why): return "could not open a window: \(why)"
        case .badSetting(let why): return why
        case .notCurrent(let why): return "the GL context cannot be made current: \(why)"
        }
    }
}
