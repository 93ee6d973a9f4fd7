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

    /// What `git ARGS` prints in `folder`, trimmed; nil when it fails.
    private static func git(_ arguments: [String], in folder: String) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
