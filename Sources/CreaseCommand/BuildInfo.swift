import CreaseRender
import Foundation

/// What this binary was built from and how, for bench reports.
enum BuildInfo {
    static var configuration: String {
        #if DEBUG
            "debug"
        #else
            "release"
        #endif
    }

    /// The git commit of the sources this binary was built from, read from the checkout it was
    /// built in: "-dirty" when the sources there have changed since the commit; "unknown" when
    /// there is no checkout there any more, or its commit is newer than this binary (the binary
    /// cannot have been built from it).
    static let commit: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        guard let head = git(["rev-parse", "HEAD"], in: root), let committed = git(["log", "-1", "--format=%ct"], in: root).flatMap(Double.init),
            committed <= builtAt else { return "unknown" }
        let changed = git(["status", "--porcelain", "--", "Package.swift", "Sources", "Shaders"], in: root) ?? ""
        return changed.isEmpty ? head : head + "-dirty"
    }()

    /// When this binary was written, in seconds since 1970 (stat follows /proc/self/exe to it).
    private static var builtAt: Double {
        var info = stat()
        guard stat("/proc/self/exe", &info) == 0 else { return 0 }
        return Double(info.st_mtim.tv_sec)
    }

    /// What `git ARGS` prints in `folder`, trimmed; nil when it fails. Started by posix_spawn
    /// with its three descriptors (`ChildProcess`): Foundation's `Process` closes every other
    /// descriptor the limit allows, one file action each, and the reallocations of that list
    /// moved a bench run's instruction count by millions from one run to the next.
    private static func git(_ arguments: [String], in folder: String) -> String? {
        var ends: [Int32] = [-1, -1]
        let null = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer { for descriptor in ends + [null] where descriptor >= 0 { close(descriptor) } }
        guard null >= 0, pipe(&ends) == 0 else { return nil }
        for end in ends { ChildProcess.keepFromChildren(end) }
        guard let child = try? ChildProcess("/usr/bin/env", arguments: ["git", "-C", folder] + arguments, input: null, output: ends[1], error: null)
        else { return nil }
        // The reader sees the end of git's output once git alone holds the writing end.
        close(ends[1])
        ends[1] = -1
        let output = FileHandle(fileDescriptor: ends[0], closeOnDealloc: false).readDataToEndOfFile()
        guard child.wait() == .exited(0) else { return nil }
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
