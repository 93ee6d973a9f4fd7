import Foundation

/// The process's resident memory, from /proc (Linux): what a soak watches for growth, and the
/// peak an export row reports.
enum ResidentMemory {
    /// Megabytes resident now, or nil where /proc/self/statm cannot be read.
    static var megabytes: Double? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return nil }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    /// The most megabytes resident since the process started or the peak was last reset (the
    /// kernel's high-water mark, VmHWM), or nil where /proc/self/status cannot be read.
    static var peakMegabytes: Double? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else { return nil }
        return kilobytes / 1024
    }

    /// Starts the peak again from what is resident now, so that it measures what follows alone;
    /// whether the kernel allowed it (`5` to clear_refs, Linux 4.0 on).
    @discardableResult
    static func resetPeak() -> Bool {
        (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
    }
}
