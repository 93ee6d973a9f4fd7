import Foundation

/// CPU time the process has used: every thread of its own (the drawing thread, the encoders,
/// the rasteriser's), and the children it has waited for (ffmpeg, once finished).
public enum ProcessCPU {
    /// User and system seconds so far.
    public static var seconds: Double {
        func used(_ who: __rusage_who_t) -> Double {
            var usage = rusage()
            getrusage(who, &usage)
            return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
        }
        return used(RUSAGE_SELF.rawValue) + used(RUSAGE_CHILDREN.rawValue)
    }
}
