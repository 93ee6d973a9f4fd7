import Foundation
import Testing

/// What some tests need of the machine beyond the package and a GL context, each a trait that
/// skips them, saying so, where it is missing (a GPU server has no display and no ffmpeg), so
/// that they never pass without having run.
extension Trait where Self == ConditionTrait {
    /// An X display to open windows on.
    public static var needsDisplay: Self {
        .enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil, "needs a display (run under xvfb-run)")
    }

    /// The Swift toolchain on PATH: what builds the package or its documentation.
    public static var needsSwiftToolchain: Self {
        .enabled(if: programOnPath("swift") != nil, "needs the Swift toolchain (swift on PATH)")
    }

    /// ffmpeg on PATH: videos are written through it.
    public static var needsFFmpeg: Self {
        .enabled(if: programOnPath("ffmpeg") != nil, "ffmpeg is not installed (scripts/setup installs it)")
    }
}

/// The program `name` where PATH finds it first, or nil.
public func programOnPath(_ name: String) -> URL? {
    (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        .map { URL(fileURLWithPath: String($0)).appendingPathComponent(name) }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}
