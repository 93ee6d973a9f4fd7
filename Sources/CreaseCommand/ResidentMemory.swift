import Foundation

/// The process's resident memory, from /proc (Linux): what a soak watches for growth.
enum ResidentMemory {
    /// Megabytes resident now, or nil where /proc/self/statm cannot be read.
    static var megabytes: Double? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return nil }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }
}
